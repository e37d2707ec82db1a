import Foundation
import RefreshCommandLine
import RefreshSkins
import RefreshSupport

/// `refreshpreview new NAME [--from SKIN] [--dir DIR]`: a new skin folder that lints clean and
/// previews at once.
enum NewCommand {
    static let help = """
        OVERVIEW: Create a folder for a new skin, started from a built-in skin: NAME/NAME.xml, a
        descriptor that states every element (a comment on each says what it does) with the
        built-in's values and an example of your own wording, and the built-in's arrow images as
        NAME/arrow.png (1x) and NAME/arrow@2x.png (2x); from a frame-sequence skin (pulse), its
        <frames> and their images too. It checks clean and shows at once.

        USAGE: refreshpreview new NAME [--from SKIN] [--dir DIR]

        ARGUMENTS:
          NAME                  The new skin's id, which also names its folder: lowercase
                                letters, digits, '.', '_' or '-', starting with a letter or digit.

        \(OptionDeclaration.helpSection(NewOptions.options))

        EXAMPLES:
          refreshpreview new sunset
          refreshpreview new night --from black --dir skins
          refreshpreview --skin-file sunset/sunset.xml --watch

        An existing file or folder at DIR/NAME is never touched: the command stops with an error
        (exit 1). The files are written to a temporary folder beside it, which is renamed to
        DIR/NAME when every file is written.
        """

    static func run(_ options: NewOptions) throws -> Int32 {
        let id = options.name
        guard SkinDescriptor.isValidID(id) else {
            throw UsageError(
                "'\(ControlCharacters.escaped(id))' cannot be a skin's id: use \(SkinDescriptor.idRule), such as 'sunset'"
            )
        }
        let registry = SkinRegistry.builtIn
        guard let base = registry.skin(id: options.from) else {
            throw UsageError(
                "--from names no built-in skin: '\(ControlCharacters.escaped(options.from))'"
                    + "\(NameSuggestion.clause(for: options.from, in: registry.ids)) "
                    + "(the built-in skins: \(registry.ids.joined(separator: ", ")))"
            )
        }
        var scaffold = SkinScaffold(id: id, base: base, arrow: try arrowBytes(of: base, in: registry))
        scaffold.frameFiles = try SkinScaffold.frameFiles(of: base)
        let folder = options.folder.hasSuffix("/") ? options.folder : options.folder + "/"
        let target = folder == "./" ? id : folder + id
        try create(target, files: scaffold.files)
        var report = ["Created \(target)/ from the built-in skin '\(base.id)':"]
        for (name, bytes) in scaffold.files {
            let what =
                name == SkinScaffold.arrowName
                ? "the arrow (1x, \(SkinScaffold.sizeText(bytes)))"
                : name == SkinScaffold.arrow2xName
                    ? "the arrow for high-density screens (2x, \(SkinScaffold.sizeText(bytes)))"
                    : name.hasSuffix(".png")
                        ? "a frame image (\(SkinScaffold.sizeText(bytes)))"
                        : "the descriptor, a comment on each element"
            report.append(OptionDeclaration.entry("\(target)/\(name)", what))
        }
        report += [
            "", "Check it, then watch it while you edit (Ctrl-C ends):",
            "  refreshpreview lint \(target)/\(id).xml",
            "  refreshpreview --skin-file \(target)/\(id).xml --watch",
        ]
        try Output.line(report.map { ControlCharacters.escaped($0) }.joined(separator: "\n"))
        return ExitStatus.success
    }

    /// The built-in's arrow images as stored (1x, and 2x when there is one): from the folder of
    /// the first skin in its `extends` chain whose descriptor names them.
    static func arrowBytes(of skin: SkinDescriptor, in registry: SkinRegistry) throws -> ([UInt8], [UInt8]?) {
        let files = try BuiltInSkins.files
        var current: SkinDescriptor? = skin
        var seen: Set<String> = []
        while let link = current, seen.insert(link.id).inserted {
            let descriptor = String(link.source.path.dropFirst(files.displayPrefix.count))
            if let arrow = link.header.arrow ?? link.footer.arrow,
                let path = SkinPath.resolve(arrow.path, relativeTo: descriptor),
                let image = try? files.read(path, limit: 1 << 20)
            {
                return (image, try? files.read(SkinPath.twoXVariant(of: path), limit: 1 << 20))
            }
            current = link.extends.flatMap { registry.skin(id: $0) }
        }
        if skin.id != "blue", let blue = registry.skin(id: "blue") { return try arrowBytes(of: blue, in: registry) }
        throw RuntimeFailure("the built-in skin '\(skin.id)' has no arrow image to copy")
    }

    /// Writes `files` into a new folder at `path`: first into a temporary folder beside it, then
    /// renamed into place, so the folder appears whole or not at all. Anything already at `path`
    /// is an error and is left as it is.
    static func create(_ path: String, files: [(name: String, bytes: [UInt8])]) throws {
        var info = stat()
        if lstat(path, &info) == 0 {
            let what = (info.st_mode & S_IFMT) == S_IFDIR ? "a folder" : "a file"
            throw RuntimeFailure(
                "'\(ControlCharacters.escaped(path))' already exists (\(what)); nothing was written. "
                    + "Choose another NAME or --dir, or move it away"
            )
        }
        let parent = SkinPath.directory(of: path)
        do {
            try AtomicFileWriter.createFolders(parent.isEmpty ? "." : parent)
        } catch {
            throw RuntimeFailure(error.description)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = (parent.isEmpty ? "" : parent + "/") + ".\(name).new-\(getpid())"
        guard mkdir(temporary, 0o777) == 0 else {
            throw RuntimeFailure(
                "cannot create the folder '\(ControlCharacters.escaped(temporary))': \(String(cString: strerror(errno)))"
            )
        }
        do {
            for file in files {
                try AtomicFileWriter.write(file.bytes, to: temporary + "/" + file.name)
            }
            // rename(2) would replace an empty folder made meanwhile; check once more just before.
            guard lstat(path, &info) != 0 else {
                throw RuntimeFailure("'\(ControlCharacters.escaped(path))' appeared while writing; nothing was written")
            }
            guard rename(temporary, path) == 0 else {
                throw RuntimeFailure(
                    "cannot create '\(ControlCharacters.escaped(path))': \(String(cString: strerror(errno)))"
                )
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            if let failure = error as? FileWriteError { throw RuntimeFailure(failure.description) }
            throw error
        }
    }
}
