import RefreshCommandLine
import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshSupport
import RefreshTerminal

/// `refreshpreview --skin-file F --watch`: the preview of a skin being edited. When a file in the
/// skin's folder changes (or in the folder of a skin it extends that sits beside it), the skin is
/// loaded again; a version that loads (and whose texts format)
/// replaces the one shown, and a mistake is shown while the last good version plays on. What is
/// watched is worked out again before each load (see ``folders``), so a skin newly added to the
/// `extends` chain is watched from then on, and a folder removed and made again is followed.
///
/// On a terminal the demo repeats with status lines below it: what is watched and when it was
/// loaded, or the mistake, escaped and cut to the window. Elsewhere (a pipe, a file) the key
/// frames are printed again after each good change, and each mistake goes to standard error
/// once per change.
struct PreviewWatch {
    let options: PreviewOptions
    let strings: RefreshStrings
    let environment: [String: String]
    let depth: ColorDepth

    /// The descriptor watched: the last `--skin-file`.
    var file: String { options.skinFiles.last ?? "" }

    /// The folder watched first: the descriptor's own.
    var folder: String { Self.folder(of: file) }

    /// The folders watched: the descriptor's own, then those of the other skins it is loaded
    /// with (other `--skin-file`s, and the skins it extends found beside it), so that a change
    /// to a skin it builds on reloads it too. Read from the files as they are now.
    var folders: [String] {
        [folder] + SkinRegistry.withSkinsBeside(options.skinFiles).map(Self.folder(of:))
    }

    /// The folder that holds `file` (`.` for a name without a slash).
    static func folder(of file: String) -> String {
        let folder = SkinPath.directory(of: file)
        return folder.isEmpty ? (file.hasPrefix("/") ? "/" : ".") : folder
    }

    /// The rows below the picture for what is watched and the first mistakes.
    static let statusRows = 3

    /// What loading the skin again gave.
    enum Outcome {
        /// A version that loads and formats its texts, with any warnings about it.
        case loaded(TerminalPreview, notes: [String])
        /// The problems that keep the new version from being shown, as `path:line:col: error: …`
        /// lines.
        case failed([String])
    }

    /// Loads the skin again and tries its key frames (so a text that fails to format is found
    /// now rather than in the middle of the demo).
    func load(lastUpdated: Date?) -> Outcome {
        let lookup = SkinLookup(
            skinFiles: options.skinFiles,
            environment: environment,
            resolving: PreviewCommand.wantedSkins(options),
            report: false
        )
        let lines = SkinDiagnostic.lines(lookup.registry.diagnostics)
        do {
            let skin = try lookup.skin(named: options.skinName)
            let preview = try PreviewCommand.makePreview(
                skin: skin,
                options: options,
                strings: strings,
                environment: environment,
                lastUpdated: lastUpdated,
                now: Date()
            )
            _ = try preview.keyFrames()
            var notes = lines
            if let warning = ColorDepthWarning.message(skin: skin, edge: options.edge, options: options, depth: depth) {
                notes.append("warning: " + warning)
            }
            return .loaded(preview, notes: notes)
        } catch {
            // A RuntimeFailure is described by its message.
            let message = (error as? UsageError)?.message ?? "\(error)"
            // "could not be loaded; see the errors above" adds nothing to the errors themselves.
            let hasErrors = lookup.registry.errors.contains { !$0.file.hasPrefix("builtin:") }
            return .failed(hasErrors ? lines : lines + ["error: " + message])
        }
    }

    /// Shows `first` and follows the skin's changes until interrupted.
    func run(first: TerminalPreview, isTerminal: Bool) throws {
        let watcher: FolderWatcher
        do {
            watcher = try FolderWatcher()
            try watcher.watch(folders)
        } catch {
            throw RuntimeFailure(error.description)
        }
        let lastUpdated = first.player.lastUpdated
        if isTerminal && TerminalSession.canAddressCursor(environment: environment) {
            try animate(first: first, watcher: watcher, lastUpdated: lastUpdated)
        }
        try PreviewCommand.printKeyFrames(first, depth: depth)
        while true {
            guard watcher.waitForChange(timeout: .seconds(3600)) else { continue }
            switch reload(watcher, lastUpdated: lastUpdated) {
            case .loaded(let preview, let notes):
                for line in notes { Output.errorLine(line) }
                try Output.out("── reloaded \(ControlCharacters.escaped(file)) ──\n")
                try PreviewCommand.printKeyFrames(preview, depth: depth)
            case .failed(let lines):
                for line in lines { Output.errorLine(line) }
            }
        }
    }

    /// After a change: watches what the skin is made of now (an edit may have added a skin to
    /// its `extends` chain, or a folder may have come back), then loads it again. A folder that
    /// cannot be watched (the user's inotify limit reached) is an error the last good version
    /// plays on with.
    private func reload(_ watcher: FolderWatcher, lastUpdated: Date?) -> Outcome {
        do {
            try watcher.watch(folders)
        } catch {
            return .failed(["error: " + error.description])
        }
        return load(lastUpdated: lastUpdated)
    }

    /// The demo on a terminal, again and again, with the status lines below it; a good change
    /// starts the demo over with the new version.
    private func animate(first: TerminalPreview, watcher: FolderWatcher, lastUpdated: Date?) throws -> Never {
        let session = TerminalSession(interactive: false)
        defer { session.end() }
        let writer = TerminalWriter(depth: depth)
        let reserved = Self.statusRows + 1
        var base = first
        var window = TerminalSession.size() ?? (base.renderer.columns, base.renderer.rows + reserved)
        var player = base.fitted(toWindow: window, reservedRows: reserved)
        // The words that change come first, so a narrow window still shows them.
        var status = ["loaded at \(Self.clock()); watching \(file) (Ctrl-C ends)"]
        // On exit, by a signal, the cursor is left below the status lines.
        try session.reserveRows(player.renderer.rows + Self.statusRows)
        var previous: Canvas?
        var statusShown = false
        while true {
            var demo = DemoPlayer(script: player.script, simulator: player.makeSimulator())
            let start = ContinuousClock.now
            var frame = 0
            var restart = false
            while !demo.isFinished && !restart {
                if session.takeResize(), let size = TerminalSession.size() {
                    window = size
                    player = base.fitted(toWindow: size, reservedRows: reserved)
                    try session.reserveRows(player.renderer.rows + Self.statusRows, clear: true)
                    previous = nil
                    statusShown = false
                }
                if watcher.takeChange() {
                    switch reload(watcher, lastUpdated: lastUpdated) {
                    case .loaded(let preview, let notes):
                        base = preview
                        player = base.fitted(toWindow: window, reservedRows: reserved)
                        status = ["reloaded at \(Self.clock()); watching \(file) (Ctrl-C ends)"] + notes
                        restart = true
                    case .failed(let lines):
                        status = ["not loaded: the last good version plays on; fix this and save:"] + lines
                    }
                    statusShown = false
                }
                _ = demo.advance(to: Double(frame) / options.fps)
                let canvas = try player.render(demo.simulator)
                var output = writer.update(from: previous, to: canvas, placement: .savedCursor)
                if !statusShown {
                    output += statusText(status, below: canvas.height, columns: window.columns)
                    statusShown = true
                }
                try session.write(output)
                previous = canvas
                frame += 1
                let due = start + .milliseconds(Int(clamping: Double(frame) / options.fps * 1000, rounding: .up))
                pause(for: due - ContinuousClock.now)
            }
        }
    }

    /// The rows of status text for `lines` in a window `columns` wide: each line escaped and
    /// wrapped at spaces short of the window's last column (wide characters take two columns),
    /// at most ``statusRows`` rows, the last one ending in `…` when more was cut. Each row says
    /// whether it belongs to a problem.
    static func statusRows(_ lines: [String], columns: Int) -> [(text: String, isProblem: Bool)] {
        let width = max(columns - 1, 1)
        var rows: [(text: String, isProblem: Bool)] = []
        var cut = false
        for line in lines {
            let escaped = ControlCharacters.escaped(line, limit: statusRows * width)
            let isProblem = line.hasPrefix("error") || line.contains(": error: ")
            for row in escaped.terminalRows(columns: width) {
                guard rows.count < statusRows else {
                    cut = true
                    break
                }
                rows.append((row, isProblem))
            }
        }
        if cut, let last = rows.popLast() {
            rows.append((last.text.prefix(terminalColumns: max(width - 1, 0)) + "…", last.isProblem))
        }
        return rows
    }

    /// The status rows (see ``statusRows(_:columns:)``) written below a picture `height` rows
    /// tall, the rest of each row cleared; problems in bold when there is colour.
    func statusText(_ lines: [String], below height: Int, columns: Int) -> String {
        let rows = Self.statusRows(lines, columns: columns)
        var output = ""
        for row in 0..<Self.statusRows {
            let (text, isProblem) = row < rows.count ? rows[row] : ("", false)
            let emphasis = depth != .none && isProblem ? "\u{1B}[1m" : ""
            output += "\u{1B}8" + (height + row > 0 ? "\u{1B}[\(height + row)B" : "") + "\r\u{1B}[0m"
            output += emphasis + text + "\u{1B}[0m\u{1B}[K"
        }
        return output
    }

    /// The time of day, `14:03:09`, for the status line.
    static func clock() -> String {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return "--:--:--" }
        return [parts.tm_hour, parts.tm_min, parts.tm_sec].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }
}
