import RefreshCommandLine
import RefreshCore
import RefreshFoundation
import RefreshLint
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import RefreshSupport

/// `refreshpreview gallery DIR`: every skin in every state, appearance and language, as SVG
/// pictures and an HTML page to share.
enum GalleryCommand {
    static let help = """
        OVERVIEW: Write a gallery of skins: DIR/index.html and, for each skin, a folder of SVG
        pictures: the header idle, pulling, loading and finished, light and dark, in English,
        Arabic and Japanese (or the languages and appearance asked for), and the whole cycle
        animated (pull, arm, release, load, finish, close). The page works offline, opened from
        the file system; share the folder.

        The page is also lint's visual report: each picture lint warns about (a text cut, a faint
        indicator, the same picture after a failure) is outlined, with the numbers of its warnings
        under it, and each skin's section lists them in lint's words, with what the pictures do not
        show (the footer, a failed load) in the same languages.

        Skins are those 'refreshpreview skins' lists; one that does not load is reported and shown
        at the end of the page with its errors, without pictures (exit status 1). Each file is written whole (a reader never sees half a picture);
        other files in DIR are left alone. The gallery follows no link it did not make: a symlink
        (or a file of the wrong kind) where it would write a folder, a picture or the page is
        refused, named, before anything is written.

        \(Invocation.Subcommand.gallery.usage)

        ARGUMENTS:
          DIR                   The folder to write into (made if missing).

        \(OptionDeclaration.helpSection(GalleryOptions.options))

        EXAMPLES:
          refreshpreview gallery gallery
          refreshpreview gallery --skin-file MySkin/skin.xml --skin my-skin out
          refreshpreview gallery --locale de --locale ru --locale ta --appearance dark out
        """

    /// The moment the pictures show, so that a gallery is the same every time it is written.
    static let wallClock = Date(timeIntervalSince1970: 1_764_424_980)  // 2025-11-29T14:03:00Z
    /// The height of the pictures' scroll view in points.
    static let viewportHeight = EdgeLayout.viewportHeight

    static func run(_ options: GalleryOptions) throws -> Int32 {
        let directory = options.directory
        if PathKind(of: directory) == .notFolder {
            throw UsageError(
                "'\(ControlCharacters.escaped(directory))' is a file, not a folder; name a folder for the gallery"
            )
        }
        let lookup = SkinLookup(skinFiles: options.skinFiles)
        let registry = lookup.registry
        var skins = registry.skins
        // A skin that failed to load is shown, with its errors, after the others.
        var failed = registry.unloaded.keys.sorted()
        if !options.skinNames.isEmpty {
            skins = []
            failed = []
            for name in options.skinNames {
                if let skin = registry.skin(id: name) {
                    skins.append(skin)
                } else if registry.unloaded[name] != nil {
                    failed.append(name)
                } else {
                    throw UsageError(registry.unknownSkinMessage(name))
                }
            }
        }
        let failures = failed.compactMap { id in
            registry.unloaded[id].map { file in
                GalleryPage.Failure(
                    id: id,
                    file: file,
                    errors: SkinDiagnostic.lines(registry.diagnostics(of: [file]).filter { $0.severity == .error })
                )
            }
        }
        guard !skins.isEmpty || !failures.isEmpty else { throw RuntimeFailure("there are no skins to show") }
        let locales = options.locales.isEmpty ? GalleryPage.standardLocales : options.locales
        let appearances = options.appearance.map { [$0] } ?? Appearance.allCases
        let catalogs = try CatalogSet.builtIn
        var languages: [(tag: String, request: LocaleRequest, strings: RefreshStrings)] = []
        for locale in locales {
            let request: LocaleRequest
            do {
                request = try LocaleRequest.parse(locale)
            } catch {
                throw UsageError("--locale: \(error)")
            }
            let strings = catalogs.strings(for: request)
            guard !strings.isFallback, let tag = request.preferences.first?.languageTag else {
                let known = catalogs.locales.map(\.languageTag).sorted().joined(separator: ", ")
                throw UsageError(
                    "--locale: no catalog speaks '\(ControlCharacters.escaped(locale))'; the catalogs are \(known)"
                )
            }
            // `de_AT.UTF-8` and `de-AT` are one column.
            if !languages.contains(where: { $0.tag == tag }) { languages.append((tag, request, strings)) }
        }
        let measurer = SVGSnapshot.standardMeasurer
        let entries = try skins.map { skin in
            try entry(for: skin, languages: languages, appearances: appearances, catalogs: catalogs, measurer: measurer)
        }
        var page = GalleryPage(skins: entries, locales: languages.map(\.tag), appearances: appearances)
        page.failures = failures
        let files = page.files()
        try write(files, folders: page.folders, into: directory)
        let pictures = files.count - 1
        let folder = ControlCharacters.escaped(directory)
        try Output.line(
            "Wrote \(folder)/index.html and \(pictures) SVG pictures of \(entries.count) skin\(entries.count == 1 ? "" : "s") "
                + "(\(page.folders.map { ControlCharacters.escaped($0) + "/" }.joined(separator: ", "))); open \(folder)/index.html in a browser."
        )
        // A skin file that did not load was reported above and shown with its errors: say so in
        // the status.
        return registry.errors.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    /// Writes the gallery's files into `directory`, making its folders, after checking everything
    /// it would write through or over: a symlink where a skin's folder, a picture or the page goes
    /// (the gallery follows no link it did not make), or something that is not a folder or a
    /// regular file there, is refused, named, before the first write.
    static func write(_ files: [GalleryPage.File], folders: [String], into directory: String) throws {
        let paths: [(String, FileKind)] =
            folders.map { (directory + "/" + $0, .folder) } + files.map { (directory + "/" + $0.path, .regular) }
        let problems = paths.compactMap { path, kind in problem(at: path, expecting: kind).map { (path, $0) } }
        if let (_, first) = problems.first {
            var others = problems.dropFirst().prefix(5).map { "'\(ControlCharacters.escaped($0.0))'" }
            if problems.count > 6 { others.append("\(problems.count - 6) more") }
            let also = others.isEmpty ? "" : " (also: \(others.joined(separator: ", ")))"
            throw RuntimeFailure("\(first)\(also); nothing was written")
        }
        do throws(FileWriteError) {
            try AtomicFileWriter.createFolders(directory)
            for folder in folders {
                let path = directory + "/" + folder
                if mkdir(path, 0o777) != 0 && errno != EEXIST { throw FileWriteError(path: path, errno: errno) }
                // Looked at again: a link put there since the check is still refused.
                if let problem = problem(at: path, expecting: .folder) {
                    throw FileWriteError(path: path, reason: problem, advice: "Nothing more was written.")
                }
            }
            for file in files {
                let path = directory + "/" + file.path
                try AtomicFileWriter.write(
                    Array(file.contents.utf8),
                    to: AtomicFileWriter.target(for: path, followingLinks: false)
                )
            }
        } catch {
            throw RuntimeFailure(error.description)
        }
    }

    /// Why the gallery may not write at `path` (a folder when `kind` is `.folder`, else a file), or
    /// `nil` when nothing is there or what is there is what the gallery would write.
    static func problem(at path: String, expecting kind: FileKind) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let found = FileKind(mode: info.st_mode)
        if found == kind { return nil }
        let name = "'\(ControlCharacters.escaped(path))'"
        switch found {
        case .symbolicLink:
            return "\(name) is a symlink, and the gallery does not write through links it did not make: remove it "
                + "or write the gallery into another folder"
        case .folder:
            return "\(name) is a folder where the gallery writes a file: move it away or choose another folder"
        case .regular:
            return "\(name) is a file where the gallery makes a folder: move it away or choose another folder"
        default: return "\(name) is \(found.phrase), not a regular file: move it away or choose another folder"
        }
    }

    /// A skin's stills and cycle, with lint's warnings about each still and about what none
    /// shows.
    static func entry(
        for skin: SkinDescriptor,
        languages: [(tag: String, request: LocaleRequest, strings: RefreshStrings)],
        appearances: [Appearance],
        catalogs: CatalogSet,
        measurer: any TextMeasurer
    ) throws -> GalleryPage.Skin {
        let shown = appearances.flatMap { appearance in
            languages.flatMap { language in
                GalleryPage.states.map {
                    StillReview.Still(edge: .header, state: $0, appearance: appearance, locale: language.tag)
                }
            }
        }
        let review = StillReview(
            skin: skin,
            shown: shown,
            languages: languages.map(\.request),
            appearances: appearances,
            measurer: measurer,
            catalogs: catalogs,
            wallClock: wallClock,
            viewportHeight: viewportHeight
        )
        var stills: [GalleryPage.Still] = []
        var cycle: SVGAnimation?
        for appearance in appearances {
            for language in languages {
                let player = try player(for: skin, strings: language.strings, appearance: appearance)
                for state in GalleryPage.states {
                    let still = StillReview.Still(
                        edge: .header,
                        state: state,
                        appearance: appearance,
                        locale: language.tag
                    )
                    // A state the skin cannot show (a trigger no pull reaches) is a tile that says
                    // so; the review's warning says why. Any other failure is the gallery's error.
                    let frame: PresentedFrame?
                    do {
                        frame = try player.stillFrame(state)
                    } catch {
                        guard case .unreachable = error else { throw error }
                        frame = nil
                    }
                    stills.append(
                        GalleryPage.Still(
                            state: state,
                            appearance: appearance,
                            locale: language.tag,
                            frame: frame,
                            warnings: (review.warnings[still] ?? []).map(\.message)
                        )
                    )
                }
                if cycle == nil {
                    cycle = try player.animation(fps: SVGAnimation.standardFPS)
                }
            }
        }
        guard let cycle else {
            throw RuntimeFailure("no pictures for the skin '\(ControlCharacters.escaped(skin.id))'")
        }
        return GalleryPage.Skin(
            id: skin.id,
            name: skin.name,
            stills: stills,
            cycle: cycle,
            warnings: review.elsewhere.map(\.message)
        )
    }

    static func player(for skin: SkinDescriptor, strings: RefreshStrings, appearance: Appearance) throws
        -> PreviewPlayer
    {
        let presenter: SkinPresenter
        do {
            presenter = try SkinPresenter(skin: skin, strings: strings, appearance: appearance)
        } catch {
            throw RuntimeFailure(error.description)
        }
        return PreviewPlayer(
            presenter: presenter,
            edge: .header,
            viewportHeight: viewportHeight,
            listRows: PreviewPlayer.defaultListRows(count: 20),
            lastUpdated: wallClock.addingTimeInterval(-300),
            wallClock: wallClock
        )
    }
}
