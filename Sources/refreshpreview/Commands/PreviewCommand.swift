import RefreshCommandLine
import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshSupport
import RefreshTerminal

/// `refreshpreview [--skin NAME] [options]`: a skin at work in the terminal.
enum PreviewCommand {
    static let help = """
        OVERVIEW: Show a RefreshKit skin at work: a phone-sized list is pulled down, the arrow flips,
        the spinner turns while loading, the data arrives and "Last updated" shows the new time.

        On a terminal the demo is animated in colour; when standard output is not a terminal, the
        key frames are printed as plain text, one per state, for pipes and diffs. Arabic and Hebrew
        labels are written in visual order on a terminal and in logical order to a pipe or file
        (see --visual-order).

        \(Invocation.previewUsage)

        \(OptionDeclaration.helpSection(PreviewOptions.options))

        EXAMPLES:
          refreshpreview --skin blue
          refreshpreview --skin grey --appearance dark --locale ja
          refreshpreview --skin blue --state loading --color never
          refreshpreview --state pulling --progress 1.6 --svg pull.svg
          refreshpreview --skin dots --state finished --result failure
          refreshpreview --skin grey --svg cycle.svg --animate
          refreshpreview --skin-file MySkin/skin.xml --interactive
          refreshpreview --skin-file MySkin/skin.xml --watch
        """

    /// The built-in skins to read for these options: only the one shown (and those it extends).
    static func wantedSkins(_ options: PreviewOptions) -> Set<String> {
        options.skinName.map { [$0] } ?? (options.skinFiles.isEmpty ? ["blue"] : [])
    }

    static func run(_ options: PreviewOptions) throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let lookup = SkinLookup(skinFiles: options.skinFiles, environment: environment, resolving: wantedSkins(options))
        let skin = try SkinLookup.drawable(try lookup.skin(named: options.skinName))
        try options.checkProgress(skin: skin.id, skinMaximum: skin.part(options.edge).motion.maximumProgress)
        let strings = try localizedStrings(options.locale, environment: environment)
        let isTerminal = isatty(STDOUT_FILENO) != 0
        let depth = colorDepth(options.color, environment: environment, isTerminal: isTerminal)
        let store = PreviewStore(options: options, key: skin.lastUpdatedKey, environment: environment)
        let now = Date()
        let player = try makePreview(
            skin: skin,
            options: options,
            strings: strings,
            environment: environment,
            lastUpdated: store.lastUpdated(options: options, now: now),
            now: now
        )
        if let warning = ColorDepthWarning.message(skin: skin, edge: options.edge, options: options, depth: depth) {
            Output.warning(warning)
        }
        if options.watch {
            try PreviewWatch(options: options, strings: strings, environment: environment, depth: depth)
                .run(first: player, isTerminal: isTerminal)
            return ExitStatus.success
        }

        if let svgPath = options.svgPath {
            try player.player.writeSVG(
                to: svgPath,
                state: options.state ?? .pulling,
                progress: options.progress,
                animate: options.animate
            )
            return ExitStatus.success
        }
        if let state = options.state {
            // On a terminal, the picture is cut to the window (a note when it cannot fit).
            let window = isTerminal ? TerminalSession.size() : nil
            let canvas = try (window.map { player.fitted(toWindow: $0, reservedRows: 1) } ?? player).stillFrame(
                state,
                progress: options.progress
            )
            try Output.out(TerminalWriter(depth: depth).render(canvas))
            return ExitStatus.success
        }
        // A terminal without cursor addressing (TERM=dumb, unset or unknown) gets the key frames
        // as plain text, like a pipe: no escape sequence at all.
        let addressable = isTerminal && TerminalSession.canAddressCursor(environment: environment)
        if options.interactive {
            guard isTerminal, isatty(STDIN_FILENO) != 0 else {
                throw RuntimeFailure("--interactive needs a terminal on standard input and output")
            }
            guard addressable else {
                let term = ControlCharacters.escaped(environment["TERM"] ?? "")
                throw RuntimeFailure("--interactive needs a terminal that can move the cursor; TERM is '\(term)'")
            }
            let finished = try player.interactive(depth: depth, fps: options.fps)
            // A frame rlottie could not draw within its limits showed the fallback: say why.
            _ = try SkinLookup.drawable(skin)
            store.record(finished)
            return ExitStatus.success
        }
        if addressable {
            try player.animate(depth: depth, fps: options.fps, loop: options.loop)
        } else {
            try printKeyFrames(player, depth: depth)
        }
        _ = try SkinLookup.drawable(skin)
        // The header demo ends with a successful refresh: the next run says how long ago.
        if options.edge == .header { store.record(Date()) }
        return ExitStatus.success
    }

    /// The preview of `skin` at the size and in the language, appearance and time zone asked for.
    ///
    /// - Throws: `UsageError` for an unknown time zone, `RuntimeFailure` when the skin's strings
    ///   cannot be prepared.
    static func makePreview(
        skin: SkinDescriptor,
        options: PreviewOptions,
        strings: RefreshStrings,
        environment: [String: String],
        lastUpdated: Date?,
        now: Date
    ) throws -> TerminalPreview {
        var presenter: SkinPresenter
        do {
            presenter = try SkinPresenter(
                skin: skin,
                strings: strings,
                appearance: options.appearance,
                timeZone: timeZoneSetting(options.timeZone, environment: environment)
            )
        } catch {
            if case .unknownTimeZone = error { throw UsageError(error.description) }
            throw RuntimeFailure(error.description)
        }
        // The desktop's setting is read only for a picture that moves on a terminal (a still, the
        // key frames to a pipe and an SVG do not; an animated SVG carries both motions for its
        // viewer's preference), so the runs that start most often read no more files.
        let isTerminal = isatty(STDOUT_FILENO) != 0
        let moves = options.state == nil && options.svgPath == nil && isTerminal
        presenter.prefersReducedMotion =
            options.reducedMotion || (moves && DesktopMotion.prefersReducedMotion(environment: environment))
        // A terminal does not reorder right-to-left text; a viewer of a pipe or file may.
        let renderer = TerminalRenderer(
            columns: options.width,
            rows: options.height,
            blocks: .detect(environment: environment),
            textOrder: isTerminal || options.visualOrder ? .visual : .logical
        )
        var player = PreviewPlayer(
            presenter: presenter,
            edge: options.edge,
            viewportHeight: renderer.viewportHeight,
            listRows: PreviewPlayer.defaultListRows(count: options.edge == .footer ? 20 : 60),
            lastUpdated: lastUpdated,
            wallClock: now
        )
        player.finishResult = (options.result ?? .success).refreshResult
        return TerminalPreview(player: player, renderer: renderer)
    }

    /// The demo's key frames as text, each under its state's name: for pipes and files.
    static func printKeyFrames(_ player: TerminalPreview, depth: ColorDepth) throws {
        for (name, canvas) in try player.keyFrames() {
            try Output.out("── \(name) ──\n" + TerminalWriter(depth: depth).render(canvas) + "\n")
        }
    }

    static func colorDepth(
        _ choice: PreviewOptions.ColorChoice,
        environment: [String: String],
        isTerminal: Bool
    ) -> ColorDepth {
        switch choice {
        case .never:
            return .none
        case .always:
            var forced = environment
            forced["NO_COLOR"] = nil
            if (forced["TERM"] ?? "").isEmpty || forced["TERM"] == "dumb" { forced["TERM"] = "xterm-256color" }
            return ColorDepth.detect(environment: forced, isTerminal: true)
        case .auto:
            return ColorDepth.detect(environment: environment, isTerminal: isTerminal)
        }
    }
}

/// The strings for `--locale` (or the environment), warning on standard error when there is no
/// catalog for the language and another one is used.
func localizedStrings(_ locale: String?, environment: [String: String]) throws -> RefreshStrings {
    let request: LocaleRequest
    if let locale {
        do {
            request = try LocaleRequest.parse(locale)
        } catch {
            throw UsageError("\(error)")
        }
    } else if let fromEnvironment = LocaleRequest.fromEnvironment(environment) {
        request = fromEnvironment
        for entry in fromEnvironment.ignoredEntries {
            Output.warning(
                "LANGUAGE entry '\(ControlCharacters.escaped(entry))' is not a locale; skipped (write LANGUAGE=de:en)"
            )
        }
    } else {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].first { !(environment[$0] ?? "").isEmpty }
        if let setting {
            Output.warning(
                "\(setting)='\(ControlCharacters.escaped(environment[setting] ?? ""))' is not a locale; using English (set it to, say, de_DE.UTF-8)"
            )
        }
        request = LocaleRequest([.english])
    }
    let strings = try CatalogSet.builtIn.strings(for: request)
    if let warning = strings.warning { Output.warning(warning) }
    return strings
}
