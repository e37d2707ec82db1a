import RefreshCommandLine
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSkins
import RefreshSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `refreshpreview gallery DIR`: every skin in every state, appearance and language, as SVG
/// pictures and an HTML page to share.
enum GalleryCommand {
    static let help = """
        OVERVIEW: Write a gallery of skins: DIR/index.html and, for each skin, a folder of SVG
        pictures: the header idle, pulling, loading and finished, light and dark, in English,
        Arabic and Japanese, and the whole cycle animated (pull, arm, release, load, finish,
        close). The page works offline, opened from the file system; share the folder.

        Skins are those 'refreshpreview skins' lists; one that does not load is reported and left
        out (exit status 1). Each file is written whole (a reader never sees half a picture);
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
        """

    /// The moment the pictures show, so that a gallery is the same every time it is written.
    static let wallClock = Date(timeIntervalSince1970: 1_764_424_980)  // 2025-11-29T14:03:00Z
    /// The height of the pictures' scroll view in points.
    static let viewportHeight = 216.0

    static func run(_ options: GalleryOptions) throws -> Int32 {
        let directory = options.directory
        if PathKind(of: directory) == .notFolder {
            throw UsageError(
                "'\(ControlCharacters.escaped(directory))' is a file, not a folder; name a folder for the gallery"
            )
        }
        let lookup = SkinLookup(skinFiles: options.skinFiles)
        var skins = lookup.registry.skins
        if !options.skinNames.isEmpty {
            skins = try options.skinNames.map { name in
                guard let skin = lookup.registry.skin(id: name) else {
                    throw UsageError(lookup.registry.unknownSkinMessage(name))
                }
                return skin
            }
        }
        guard !skins.isEmpty else { throw RuntimeFailure("there are no skins to show") }
        var strings: [String: RefreshStrings] = [:]
        for locale in GalleryPage.locales {
            strings[locale] = try CatalogSet.builtIn.strings(for: LocaleIdentifier(locale))
        }
        var entries: [GalleryPage.Skin] = []
        for skin in skins {
            entries.append(try entry(for: skin, strings: strings))
        }
        let page = GalleryPage(skins: entries)
        let files = page.files()
        try write(files, folders: page.folders, into: directory)
        let pictures = files.count - 1
        let folder = ControlCharacters.escaped(directory)
        try Output.line(
            "Wrote \(folder)/index.html and \(pictures) SVG pictures of \(entries.count) skin\(entries.count == 1 ? "" : "s") "
                + "(\(page.folders.map { ControlCharacters.escaped($0) + "/" }.joined(separator: ", "))); open \(folder)/index.html in a browser."
        )
        // A skin file that did not load was reported above and left out: say so in the status.
        return lookup.registry.errors.isEmpty ? ExitStatus.success : ExitStatus.failure
    }

    /// Writes the gallery's files into `directory`, making its folders, after checking everything
    /// it would write through or over: a symlink where a skin's folder, a picture or the page goes
    /// (the gallery follows no link it did not make), or something that is not a folder or a
    /// regular file there, is refused, named, before the first write.
    static func write(_ files: [GalleryPage.File], folders: [String], into directory: String) throws {
        let paths =
            folders.map { (directory + "/" + $0, S_IFDIR) } + files.map { (directory + "/" + $0.path, S_IFREG) }
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
                if let problem = problem(at: path, expecting: S_IFDIR) {
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

    /// Why the gallery may not write at `path` (a folder when `kind` is `S_IFDIR`, else a file), or
    /// `nil` when nothing is there or what is there is what the gallery would write.
    static func problem(at path: String, expecting kind: mode_t) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let found = info.st_mode & S_IFMT
        if found == kind { return nil }
        let name = "'\(ControlCharacters.escaped(path))'"
        switch found {
        case S_IFLNK:
            return "\(name) is a symlink, and the gallery does not write through links it did not make: remove it "
                + "or write the gallery into another folder"
        case S_IFDIR:
            return "\(name) is a folder where the gallery writes a file: move it away or choose another folder"
        case S_IFREG: return "\(name) is a file where the gallery makes a folder: move it away or choose another folder"
        default: return "\(name) is not a regular file: move it away or choose another folder"
        }
    }

    /// A skin's stills and cycle.
    static func entry(for skin: SkinDescriptor, strings: [String: RefreshStrings]) throws -> GalleryPage.Skin {
        var stills: [GalleryPage.Still] = []
        var cycle: SVGAnimation?
        for appearance in GalleryPage.appearances {
            for locale in GalleryPage.locales {
                guard let localized = strings[locale] else { continue }
                let player = try player(for: skin, strings: localized, appearance: appearance)
                for state in GalleryPage.states {
                    stills.append(
                        GalleryPage.Still(
                            state: state,
                            appearance: appearance,
                            locale: locale,
                            frame: try player.stillFrame(state)
                        )
                    )
                }
                if cycle == nil {
                    cycle = SVGAnimation(
                        try player.timeline(fps: SVGAnimation.standardFPS),
                        fps: SVGAnimation.standardFPS
                    )
                }
            }
        }
        guard let cycle else {
            throw RuntimeFailure("no pictures for the skin '\(ControlCharacters.escaped(skin.id))'")
        }
        return GalleryPage.Skin(id: skin.id, name: skin.name, stills: stills, cycle: cycle)
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
