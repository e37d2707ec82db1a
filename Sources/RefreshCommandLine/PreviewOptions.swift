import RefreshCore
import RefreshStyle
import RefreshSupport

/// The options of `refreshpreview` without a subcommand: which skin, which picture, how.
package struct PreviewOptions: Sendable {
    package var skinName: String?
    package var skinFiles: [String]
    package var edge: RefreshEdge
    /// `--state`: the still frame to show.
    package var state: RefreshState?
    package var interactive: Bool
    package var loop: Bool
    /// `--watch`: load the `--skin-file` again whenever its folder changes.
    package var watch = false
    package var svgPath: String?
    /// `--progress`: how far a still frame is pulled, as a fraction of the trigger distance.
    package var progress: Double?
    /// `--animate`: the SVG plays the whole cycle.
    package var animate = false
    /// `--result`: how the load of a `finished` still frame ends.
    package var result: FinishResult?
    package var locale: String?
    package var appearance: Appearance
    /// Seconds since the last refresh; `nil` for never (or not given).
    package var lastUpdatedAgo: Double?
    /// Whether `--last-updated` was given (`never` included): the store is then left alone.
    package var lastUpdatedGiven = false
    /// `--no-store`: neither read nor write the last-updated store.
    package var noStore = false
    /// `--time-zone`; `nil` to take `TZ` (see `TimeZoneSetting`).
    package var timeZone: String?
    package var width: Int
    package var height: Int
    package var fps: Double
    /// `--color`.
    package var color: ColorChoice
    /// `--reduced-motion`: show what each part's `<motion reduced>` says in place of what moves
    /// by itself.
    package var reducedMotion = false
    /// How far any skin's still frame may be over-pulled: three times the trigger distance.
    package static let overPull = 3.0
    /// The largest `--progress` any skin allows (the largest `maximumProgress` a skin may give);
    /// the skin shown allows ``progressLimit(skinMaximum:)``.
    package static let maximumProgress = 4.0
    /// The smallest and largest picture, in columns and rows.
    package static let widths = 24...400
    package static let heights = 10...200

    /// The options, in the order help lists them.
    package enum Option {
        package static let skin = OptionDeclaration.value(
            "--skin",
            "NAME",
            help: "The skin to show (default: blue). See 'refreshpreview skins'."
        )
        package static let skinFile = OptionDeclaration.value(
            "--skin-file",
            "PATH",
            repeatable: true,
            help: "Load a skin descriptor and show it (or the --skin it defines); may be\nrepeated."
        )
        package static let footer = OptionDeclaration.flag(
            "--footer",
            help: "Show the load-more footer instead of the header."
        )
        package static let state = OptionDeclaration.choice(
            "--state",
            RefreshState.self,
            help:
                "Render one still frame in this state (failed and noMoreData with\n--footer, secondLevel for a header that has one)."
        )
        package static let interactive = OptionDeclaration.flag(
            "--interactive",
            help:
                "Drive it with keys: down/j pull, up/k push back, space release,\nf finish the load, x fail it, t tap the footer, n no more data,\nq quit."
        )
        package static let loop = OptionDeclaration.flag("--loop", help: "Repeat the demo until interrupted.")
        package static let watch = OptionDeclaration.flag(
            "--watch",
            help: """
                With --skin-file: repeat the demo, and load the skin again
                whenever a file in its folder changes (or in the folder of a
                skin it extends found beside it, worked out again on each
                load; a folder removed and made again is followed). A
                mistake is shown below the picture while the last good
                version plays on.
                """
        )
        package static let svg = OptionDeclaration.value(
            "--svg",
            "FILE",
            help: "Write a vector snapshot of one state (--state, default pulling)."
        )
        package static let progress = OptionDeclaration.number(
            "--progress",
            "P",
            help:
                "With --state: pulled this far, as a fraction of the trigger\ndistance (0 to 3, or to the skin's maximumProgress when larger;\npast 1 is an over-pull)."
        )
        package static let result = OptionDeclaration.choice(
            "--result",
            FinishResult.self,
            help: "With --state finished: how the load ended (default: success)."
        )
        package static let animate = OptionDeclaration.flag(
            "--animate",
            help: "With --svg: an SVG that plays the whole cycle by itself."
        )
        package static let locale = OptionDeclaration.value(
            "--locale",
            "LOCALE",
            help: """
                Language of the texts: a BCP 47 tag (de-AT), a POSIX id
                (de_AT.UTF-8) or an Accept-Language list (default: LANGUAGE
                (de:en), then LC_ALL, LC_MESSAGES, LANG; LANGUAGE is ignored
                when that is C or POSIX).
                """
        )
        package static let appearance = OptionDeclaration.choice(
            "--appearance",
            Appearance.self,
            help: "Light or dark colours (default: light)."
        )
        package static let lastUpdated = OptionDeclaration.number(
            "--last-updated",
            "WHEN",
            help: """
                Seconds since the last refresh, or 'never' (default: the date the
                last run's demo refreshed, kept in
                $XDG_STATE_HOME/refreshkit/last-updated.json; never at first).
                """
        )
        package static let reducedMotion = OptionDeclaration.flag(
            "--reduced-motion",
            help: """
                Show what the skin gives for reduced motion (<motion reduced>:
                stills by default) in place of what moves by itself (default:
                for the animation on a terminal, on when the desktop turns
                animations off in its GTK settings.ini). An --animate SVG
                holds both and follows the viewer's prefers-reduced-motion
                unless this is given.
                """
        )
        package static let noStore = OptionDeclaration.flag("--no-store", help: "Neither read nor write that file.")
        package static let timeZone = OptionDeclaration.value(
            "--time-zone",
            "ZONE",
            help: "IANA time zone for dates (default: TZ, or UTC)."
        )
        package static let width = OptionDeclaration.number(
            "--width",
            "COLUMNS",
            help: "Width of the picture (default: 56, at most the terminal's)."
        )
        package static let height = OptionDeclaration.number(
            "--height",
            "ROWS",
            help: "Height of the picture (default: 24, at most the terminal's)."
        )
        package static let fps = OptionDeclaration.number(
            "--fps",
            "N",
            help: "Frames per second of the animation (default: 30)."
        )
        package static let color = OptionDeclaration.choice(
            "--color",
            ColorChoice.self,
            help: """
                When to colour the picture (default: auto: only on a terminal,
                not with NO_COLOR or TERM=dumb; true colour when COLORTERM says
                so).
                """
        )
    }

    /// Every option, in the order help lists them.
    package static let options: [OptionDeclaration] = [
        Option.skin, Option.skinFile, Option.footer, Option.state, Option.interactive, Option.loop, Option.watch,
        Option.svg, Option.progress, Option.result, Option.animate, Option.reducedMotion,
        Option.locale, Option.appearance, Option.lastUpdated, Option.noStore, Option.timeZone, Option.width,
        Option.height, Option.fps, Option.color,
    ]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> PreviewOptions {
        let lastUpdatedText = arguments.value(Option.lastUpdated)
        var lastUpdatedAgo: Double?
        if let text = lastUpdatedText, text != "never" {
            guard let seconds = ArgumentList.decimal(text, fraction: true), seconds >= 0 else {
                throw UsageError(
                    "--last-updated takes a number of seconds (0 or more) or 'never', not '\(ControlCharacters.escaped(text))'"
                )
            }
            lastUpdatedAgo = seconds
        }
        var options = PreviewOptions(
            skinName: arguments.value(Option.skin),
            skinFiles: arguments.values(Option.skinFile),
            edge: arguments.flag(Option.footer) ? .footer : .header,
            state: try arguments.choice(Option.state, as: RefreshState.self),
            interactive: arguments.flag(Option.interactive),
            loop: arguments.flag(Option.loop),
            svgPath: arguments.value(Option.svg),
            locale: arguments.value(Option.locale),
            appearance: try arguments.choice(Option.appearance, as: Appearance.self) ?? .light,
            lastUpdatedAgo: lastUpdatedAgo,
            timeZone: arguments.value(Option.timeZone),
            width: try arguments.integer(Option.width, in: widths) ?? 56,
            height: try arguments.integer(Option.height, in: heights) ?? 24,
            fps: try arguments.number(Option.fps, in: 1...120) ?? 30,
            color: try arguments.choice(Option.color, as: ColorChoice.self) ?? .auto
        )
        options.lastUpdatedGiven = lastUpdatedText != nil
        options.noStore = arguments.flag(Option.noStore)
        options.watch = arguments.flag(Option.watch)
        // Its upper end is the skin's (`checkProgress`), said once the skin is loaded.
        if let text = arguments.value(Option.progress) {
            guard let progress = ArgumentList.decimal(text, fraction: true), progress >= 0 else {
                throw UsageError(
                    "--progress takes a number from 0 (to \(NumberText.shortest(overPull)), or to the skin's "
                        + "maximumProgress when larger), not '\(ControlCharacters.escaped(text))'"
                )
            }
            options.progress = progress
        }
        options.animate = arguments.flag(Option.animate)
        options.reducedMotion = arguments.flag(Option.reducedMotion)
        options.result = try arguments.choice(Option.result, as: FinishResult.self)
        try options.checkMotion()
        _ = try arguments.positionals(max: 0)
        if options.watch {
            guard !options.skinFiles.isEmpty else {
                throw UsageError("--watch needs the skin to watch: give --skin-file PATH")
            }
            guard !options.interactive && options.state == nil && options.svgPath == nil else {
                throw UsageError("--watch cannot be combined with --interactive, --state or --svg")
            }
        }
        if options.interactive && (options.state != nil || options.svgPath != nil) {
            throw UsageError("--interactive cannot be combined with --state or --svg")
        }
        return options
    }
}

extension PreviewOptions {
    /// The largest `--progress` for a skin whose part shown has `maximumProgress` `skinMaximum`:
    /// an over-pull to ``overPull``, or further to the skin's maximum.
    package static func progressLimit(skinMaximum: Double) -> Double {
        min(max(overPull, skinMaximum.isFinite ? skinMaximum : overPull), maximumProgress)
    }

    /// Checks `--progress` against the skin shown, once it is loaded.
    package func checkProgress(skin: String, skinMaximum: Double) throws(UsageError) {
        guard let progress else { return }
        let limit = Self.progressLimit(skinMaximum: skinMaximum)
        guard progress <= limit else {
            throw UsageError(
                "--progress takes a number from 0 to \(NumberText.shortest(limit)) for the skin '\(ControlCharacters.escaped(skin))' "
                    + "(its maximumProgress is \(NumberText.shortest(skinMaximum))), not '\(NumberText.shortest(progress))'"
            )
        }
    }

    /// `--progress` and `--animate` make sense only with the options they refine.
    func checkMotion() throws(UsageError) {
        if let progress {
            guard let state else {
                throw UsageError("--progress needs \(Option.state.label)")
            }
            let shown = NumberText.shortest(progress)
            if state == .idle && progress > 1 {
                throw UsageError(
                    "--state idle is a pull up to the trigger: --progress must be 1 or less, not \(shown) (use --state pulling)"
                )
            }
            if state == .pulling && progress <= 1 {
                throw UsageError(
                    "--state pulling is a pull past the trigger: --progress must be more than 1, not \(shown) (use --state idle)"
                )
            }
        }
        if result != nil, state != .finished {
            throw UsageError("--result needs --state finished: it says how the load shown there ended")
        }
        if animate {
            guard svgPath != nil else { throw UsageError("--animate needs --svg FILE") }
            if state != nil || progress != nil {
                throw UsageError("--animate plays the whole cycle: leave out --state and --progress")
            }
        }
        if interactive && progress != nil { throw UsageError("--interactive cannot be combined with --progress") }
    }
}
