import RefreshCore
import RefreshSupport

/// The options of `refreshpreview` without a subcommand: which skin, which picture, how.
package struct PreviewOptions: Sendable {
    package var skinName: String?
    package var skinFiles: [String]
    package var edge: RefreshEdge
    /// One of ``states``, for a still frame.
    package var state: String?
    package var interactive: Bool
    package var loop: Bool
    package var svgPath: String?
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
    /// auto, always or never.
    package var color: String

    /// The states a still frame can show.
    package static let states = ["idle", "pulling", "loading", "finished"]
    /// The smallest and largest picture, in columns and rows.
    package static let widths = 24...400
    package static let heights = 10...200

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> PreviewOptions {
        let lastUpdatedText = try arguments.value("--last-updated")
        var lastUpdatedAgo: Double?
        if let text = lastUpdatedText, text != "never" {
            guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
                throw UsageError(
                    "--last-updated takes a number of seconds (0 or more) or 'never', not '\(ControlCharacters.escaped(text))'"
                )
            }
            lastUpdatedAgo = seconds
        }
        var options = PreviewOptions(
            skinName: try arguments.value("--skin"),
            skinFiles: try arguments.values("--skin-file"),
            edge: arguments.flag("--footer") ? .footer : .header,
            state: try arguments.choice("--state", from: states),
            interactive: arguments.flag("--interactive"),
            loop: arguments.flag("--loop"),
            svgPath: try arguments.value("--svg"),
            locale: try arguments.value("--locale"),
            appearance: try arguments.choice("--appearance", from: ["light", "dark"]) == "dark" ? .dark : .light,
            lastUpdatedAgo: lastUpdatedAgo,
            timeZone: try arguments.value("--time-zone"),
            width: try arguments.integer("--width", in: widths) ?? 56,
            height: try arguments.integer("--height", in: heights) ?? 24,
            fps: try arguments.number("--fps", in: 1...120) ?? 30,
            color: try arguments.choice("--color", from: ["auto", "always", "never"]) ?? "auto"
        )
        options.lastUpdatedGiven = lastUpdatedText != nil
        options.noStore = arguments.flag("--no-store")
        _ = try arguments.positionals(max: 0)
        if options.interactive && (options.state != nil || options.svgPath != nil) {
            throw UsageError("--interactive cannot be combined with --state or --svg")
        }
        return options
    }
}
