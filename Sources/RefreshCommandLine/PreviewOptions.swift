import RefreshCore
import RefreshStyle
import RefreshSupport

/// The options of `refreshpreview` without a subcommand: which skin, which picture, how. Each
/// property is one option, in the order help lists them (see ``ParsableOptions``).
package struct PreviewOptions: ParsableOptions {
    @Option("--skin", "NAME", help: "The skin to show (default: blue). See 'refreshpreview skins'.")
    package var skinName: String?
    @Option(
        "--skin-file",
        "PATH",
        help: "Load a skin descriptor and show it (or the --skin it defines); may be\nrepeated."
    )
    package var skinFiles: [String]
    @Flag("--footer", help: "Show the load-more footer instead of the header.")
    package var footer: Bool
    /// The still frame to show.
    @Option(
        "--state",
        help:
            "Render one still frame in this state (failed and noMoreData with\n--footer, secondLevel for a header that has one)."
    )
    package var state: RefreshState?
    @Flag(
        "--interactive",
        help:
            "Drive it with keys: down/j pull, up/k push back, space release,\nf finish the load, x fail it, t tap the footer, n no more data,\nq quit."
    )
    package var interactive: Bool
    @Flag("--loop", help: "Repeat the demo until interrupted.")
    package var loop: Bool
    /// Load the `--skin-file` again whenever its folder changes.
    @Flag(
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
    package var watch: Bool
    @Option("--svg", "FILE", help: "Write a vector snapshot of one state (--state, default pulling).")
    package var svgPath: String?
    /// How far a still frame is pulled, as a fraction of the trigger distance (checked against
    /// the skin shown by ``checkProgress(skin:skinMaximum:)``).
    @Option(
        .number(
            "--progress",
            "P",
            help:
                "With --state: pulled this far, as a fraction of the trigger\ndistance (0 to 3, or to the skin's maximumProgress when larger;\npast 1 is an over-pull)."
        ),
        transform: { (text) throws(UsageError) in
            // Its upper end is the skin's (`checkProgress`), said once the skin is loaded.
            guard let progress = ArgumentList.decimal(text, fraction: true), progress >= 0 else {
                throw UsageError(
                    "--progress takes a number from 0 (to \(NumberText.shortest(PreviewOptions.overPull)), or to the "
                        + "skin's maximumProgress when larger), not '\(ControlCharacters.escaped(text))'"
                )
            }
            return progress
        }
    )
    package var progress: Double?
    /// How the load of a `finished` still frame ends.
    @Option("--result", help: "With --state finished: how the load ended (default: success).")
    package var result: FinishResult?
    /// The SVG plays the whole cycle.
    @Flag("--animate", help: "With --svg: an SVG that plays the whole cycle by itself.")
    package var animate: Bool
    /// Show what each part's `<motion reduced>` says in place of what moves by itself.
    @Flag(
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
    package var reducedMotion: Bool
    @Option(
        "--locale",
        "LOCALE",
        help: """
            Language of the texts: a BCP 47 tag (de-AT), a POSIX id
            (de_AT.UTF-8) or an Accept-Language list (default: LANGUAGE
            (de:en), then LC_ALL, LC_MESSAGES, LANG; LANGUAGE is ignored
            when that is C or POSIX).
            """
    )
    package var locale: String?
    @Option("--appearance", help: "Light or dark colours (default: light).")
    package var appearance: Appearance = .light
    /// When the header was last updated, as given; `nil` when not given.
    @Option(
        .number(
            "--last-updated",
            "WHEN",
            help: """
                Seconds since the last refresh, or 'never' (default: the date the
                last run's demo refreshed, kept in
                $XDG_STATE_HOME/refreshkit/last-updated.json; never at first).
                """
        ),
        transform: LastUpdated.init
    )
    package var lastUpdated: LastUpdated?
    /// Neither read nor write the last-updated store.
    @Flag("--no-store", help: "Neither read nor write that file.")
    package var noStore: Bool
    /// `nil` to take `TZ` (see `TimeZoneSetting`).
    @Option(.timeZone)
    package var timeZone: String?
    @Option(
        "--width",
        "COLUMNS",
        in: PreviewOptions.widths,
        help: "Width of the picture (default: 56, at most the terminal's)."
    )
    package var width = 56
    @Option(
        "--height",
        "ROWS",
        in: PreviewOptions.heights,
        help: "Height of the picture (default: 24, at most the terminal's)."
    )
    package var height = 24
    @Option("--fps", "N", in: 1...120, help: "Frames per second of the animation (default: 30).")
    package var fps = 30.0
    @Option(
        "--color",
        help: """
            When to colour the picture (default: auto: only on a terminal,
            not with NO_COLOR or TERM=dumb; true colour when COLORTERM says
            so).
            """
    )
    package var color: ColorChoice = .auto
    /// Write right-to-left labels in visual order even when standard output is not a terminal.
    @Flag(
        "--visual-order",
        help: """
            Write Arabic and Hebrew labels left to right as they are seen,
            as on a terminal, also to a pipe or file (default: visual order
            on a terminal, which does not reorder; logical order, as the
            text is typed, to a pipe or file, for viewers that reorder it).
            """
    )
    package var visualOrder: Bool

    /// How far any skin's still frame may be over-pulled: three times the trigger distance.
    package static let overPull = 3.0
    /// The largest `--progress` any skin allows (the largest `maximumProgress` a skin may give);
    /// the skin shown allows ``progressLimit(skinMaximum:)``.
    package static let maximumProgress = 4.0
    /// The smallest and largest picture, in columns and rows.
    package static let widths = 24...400
    package static let heights = 10...200

    package init() {}

    /// The edge shown: the footer with `--footer`, else the header.
    package var edge: RefreshEdge { footer ? .footer : .header }
    /// Seconds since the last refresh; `nil` for never (or not given).
    package var lastUpdatedAgo: Double? {
        if case .ago(let seconds) = lastUpdated { seconds } else { nil }
    }
    /// Whether `--last-updated` was given (`never` included): the store is then left alone.
    package var lastUpdatedGiven: Bool { lastUpdated != nil }

    package mutating func validate(_ arguments: ArgumentList) throws(UsageError) {
        try checkMotion()
        _ = try arguments.positionals(max: 0)
        if watch {
            guard !skinFiles.isEmpty else {
                throw UsageError("--watch needs the skin to watch: give --skin-file PATH")
            }
            guard !interactive && state == nil && svgPath == nil else {
                throw UsageError("--watch cannot be combined with --interactive, --state or --svg")
            }
        }
        if interactive && (state != nil || svgPath != nil) {
            throw UsageError("--interactive cannot be combined with --state or --svg")
        }
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
                throw UsageError(
                    "--progress needs --state \(RefreshState.allCases.map(\.rawValue).joined(separator: "|"))"
                )
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
