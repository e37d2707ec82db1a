import Foundation
import RefreshCommandLine
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSkins
import RefreshSupport

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
        other files in DIR are left alone.

        USAGE: refreshpreview gallery [--skin NAME]... [--skin-file PATH]... DIR

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
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), !isFolder.boolValue {
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
        for folder in [directory] + page.folders.map({ directory + "/" + $0 }) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw RuntimeFailure(
                    "cannot make the folder '\(ControlCharacters.escaped(folder))': \(error.localizedDescription)"
                )
            }
        }
        for file in files {
            do {
                try AtomicFileWriter.write(file.contents, to: directory + "/" + file.path)
            } catch {
                throw RuntimeFailure(error.description)
            }
        }
        let pictures = files.count - 1
        let folder = ControlCharacters.escaped(directory)
        try Output.line(
            "Wrote \(folder)/index.html and \(pictures) SVG pictures of \(entries.count) skin\(entries.count == 1 ? "" : "s") "
                + "(\(page.folders.map { ControlCharacters.escaped($0) + "/" }.joined(separator: ", "))); open \(folder)/index.html in a browser."
        )
        // A skin file that did not load was reported above and left out: say so in the status.
        return lookup.registry.errors.isEmpty ? ExitStatus.success : ExitStatus.failure
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
