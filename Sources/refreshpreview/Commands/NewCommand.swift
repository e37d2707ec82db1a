import RefreshCommandLine
import RefreshFoundation
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

        \(Invocation.Subcommand.new.usage)

        ARGUMENTS:
          NAME                  The new skin's id, which also names its folder: lowercase
                                letters, digits, '.', '_' or '-', starting with a letter or digit.

        \(OptionDeclaration.helpSection(NewOptions.options))

        EXAMPLES:
          refreshpreview new sunset
          refreshpreview new night --from black --dir skins
          refreshpreview --skin-file sunset/sunset.xml --watch

        An existing file or folder at DIR/NAME is never touched: the command stops with an error
        (exit 1). The files are written to a temporary folder beside it (.NAME.new-PID, locked
        while it is written), which is renamed to DIR/NAME when every file is written; such a
        folder left by a run that was killed is removed by the next run in DIR, and only when
        its process is gone, its lock free and it holds nothing but the files 'new' writes. The
        commands it suggests are quoted for the shell, so they can be pasted as they are.
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
        scaffold.animationFiles = try SkinScaffold.animationFiles(of: base)
        let folder = options.folder.hasSuffix("/") ? options.folder : options.folder + "/"
        let target = folder == "./" ? id : folder + id
        let removed = try create(target, files: scaffold.files)
        try Output.line(report(target: target, id: id, base: base.id, files: scaffold.files, removed: removed))
        return ExitStatus.success
    }

    /// What `new` says it made, and the commands to try next, each path a shell word (see
    /// ``ShellWord``) so that a pasted command does what it says.
    static func report(
        target: String,
        id: String,
        base: String,
        files: [(name: String, bytes: [UInt8])],
        removed: [String]
    ) -> String {
        // A path is at most PATH_MAX bytes (else nothing was created), so it is never cut.
        let shown = ControlCharacters.escaped(target, limit: Int(PATH_MAX))
        var lines = ["Created \(shown)/ from the built-in skin '\(base)':"]
        for (name, bytes) in files {
            let what =
                switch name {
                case SkinScaffold.arrowName: "the arrow (1x, \(SkinScaffold.sizeText(bytes)))"
                case SkinScaffold.arrow2xName:
                    "the arrow for high-density screens (2x, \(SkinScaffold.sizeText(bytes)))"
                case _ where name.hasSuffix(".png"): "a frame image (\(SkinScaffold.sizeText(bytes)))"
                case _ where name.hasSuffix(".json"): "a Lottie animation (\(bytes.count) bytes)"
                default: "the descriptor, a comment on each element"
                }
            lines.append(OptionDeclaration.entry(ControlCharacters.escaped(name), what))
        }
        if !removed.isEmpty {
            let names = removed.map { "'\(ControlCharacters.escaped($0))'" }.joined(separator: ", ")
            lines += ["", "Removed what an interrupted 'new' left beside it: \(names)."]
        }
        // A relative path that starts with '-' would be read as an option.
        let descriptor = ShellWord.quoted((target.hasPrefix("-") ? "./" : "") + target + "/" + id + ".xml")
        lines += [
            "", "Check it, then watch it while you edit (Ctrl-C ends):",
            "  refreshpreview lint \(descriptor)",
            "  refreshpreview --skin-file \(descriptor) --watch",
        ]
        return lines.joined(separator: "\n")
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

    /// Writes `files` into a new folder at `path`: first into a temporary folder beside it
    /// (``unfinishedName(of:)``, locked with `flock` while it is written), then renamed into
    /// place, so the folder appears whole or not at all. Anything already at `path` is an error
    /// and is left as it is. Returns the names of the unfinished folders of earlier runs that it
    /// removed (see ``removeStale(in:)``).
    ///
    /// Errors name `path` and the real problem, never the temporary folder (a long path cut as
    /// every quoted value is, so the problem is never cut off).
    static func create(_ path: String, files: [(name: String, bytes: [UInt8])]) throws -> [String] {
        let shown = ControlCharacters.escaped(path)
        func failure(_ reason: String) -> RuntimeFailure {
            RuntimeFailure("cannot create '\(shown)/': \(reason); nothing was written")
        }
        var info = stat()
        if lstat(path, &info) == 0 {
            let what = FileKind(mode: info.st_mode).phrase
            throw RuntimeFailure(
                "'\(shown)' already exists (\(what)); nothing was written. "
                    + "Choose another NAME or --dir, or move it away"
            )
        }
        let parent = SkinPath.directory(of: path)
        let folder = parent.isEmpty ? "." : parent
        do {
            try AtomicFileWriter.createFolders(folder)
        } catch {
            throw failure("'\(ControlCharacters.escaped(error.path))': \(error.reason)")
        }
        let removed = removeStale(in: folder)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary = folder + "/" + unfinishedName(of: name)
        guard mkdir(temporary, 0o777) == 0 else {
            let code = errno
            let reason = FileWriteError.text(ofErrno: code)
            switch code {
            case EACCES, EPERM, EROFS:
                throw failure("its folder '\(ControlCharacters.escaped(folder))' may not be written (\(reason))")
            default:
                throw failure(reason)
            }
        }
        let lock = open(temporary, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if lock >= 0 { flock(lock, LOCK_EX) }
        defer { if lock >= 0 { close(lock) } }
        do {
            for file in files {
                do throws(FileWriteError) {
                    try AtomicFileWriter.write(file.bytes, to: temporary + "/" + file.name)
                } catch {
                    throw failure("writing its file '\(ControlCharacters.escaped(file.name))' failed: \(error.reason)")
                }
            }
            // rename(2) would replace an empty folder made meanwhile; check once more just before.
            guard lstat(path, &info) != 0 else {
                throw RuntimeFailure("'\(shown)' appeared while writing; nothing was written")
            }
            guard rename(temporary, path) == 0 else { throw failure(FileWriteError.text(ofErrno: errno)) }
        } catch {
            if lock >= 0 { _ = removeUnfinished(temporary, descriptor: lock) }
            throw error
        }
        return removed
    }

}
