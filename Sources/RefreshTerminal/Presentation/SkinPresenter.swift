import Foundation
import RefreshCore
import RefreshLocalization
import RefreshSkins

/// Turns a skin's frames into what a host draws: texts in the user's language (the skin's own
/// string overrides first, then the catalogs), colours for the appearance, the decoded arrow.
public struct SkinPresenter: Sendable {
    /// The skin presented.
    public let skin: SkinDescriptor
    /// The catalog strings for the user's language.
    public let strings: RefreshStrings
    /// Light or dark.
    public let appearance: Appearance
    /// The labeler for the header's "last updated" line, in the skin's style.
    public let labeler: LastUpdatedLabeler
    private let arrows: [RefreshEdge: RGBAImage]

    /// Creates a presenter.
    ///
    /// - Parameter timeZone: the IANA zone for calendar and absolute dates.
    /// - Throws: ``LocalizationError`` when the skin's date style cannot be set up (for example an
    ///   unknown time zone).
    public init(skin: SkinDescriptor, strings: RefreshStrings, appearance: Appearance, timeZone: String = "UTC")
        throws(LocalizationError)
    {
        self.skin = skin
        self.strings = strings
        self.appearance = appearance
        let lastUpdated = skin.header.lastUpdated
        let style: LastUpdatedFormatter.Style =
            switch lastUpdated.style {
            case .relative: .relative
            case .calendar: .calendar
            case .absolute: .absolute
            }
        labeler = try strings.lastUpdatedLabeler(style: style, timeZone: timeZone, skeleton: lastUpdated.skeleton)
        var arrows: [RefreshEdge: RGBAImage] = [:]
        for edge in RefreshEdge.allCases {
            guard let arrow = skin.part(edge).arrow else { continue }
            let source = arrow.image(forScale: 2)
            guard var image = RGBAImage(width: source.width, height: source.height, pixels: source.pixels) else {
                continue
            }
            if let tint = skin.part(edge).colors.arrowTint?.resolved(for: appearance) { image = image.tinted(tint) }
            arrows[edge] = image
        }
        self.arrows = arrows
    }

    /// Whether an edge lays out right to left: as the skin says, or, for `auto`, as the language of
    /// the strings does.
    public func isRightToLeft(_ edge: RefreshEdge) -> Bool {
        switch skin.part(edge).layoutDirection {
        case .ltr: false
        case .rtl: true
        case .auto: strings.isRightToLeft
        }
    }

    /// The decoded arrow image of an edge (tinted when the skin asks), if it has one.
    public func arrowImage(for edge: RefreshEdge) -> RGBAImage? {
        arrows[edge]
    }

    /// A message as text: the skin's override for the language if there is one, else the catalog.
    /// A `date` argument is formatted in the skin's last-updated style, relative to `now`.
    public func text(_ message: RefreshMessage, edge: RefreshEdge, now: Date) throws(LocalizationError) -> String {
        let override = skin.locatedStringOverride(for: message.key, edge: edge, locale: strings.locale.languageTag)
        if override == nil {
            switch message.key {
            case RefreshMessage.Key.headerLastUpdated:
                if case .date(let date)? = message.arguments["date"] {
                    return try labeler.string(for: date, relativeTo: now)
                }
            case RefreshMessage.Key.headerNeverUpdated:
                return try labeler.string(for: nil, relativeTo: now)
            default:
                break
            }
        }
        var arguments: [String: MessageArgument] = [:]
        for (name, value) in message.arguments {
            switch value {
            case .int(let number): arguments[name] = .integer(Int64(number))
            case .text(let text): arguments[name] = .string(text)
            case .date(let date):
                arguments[name] = .string(try labeler.dateFormatter.string(for: date, relativeTo: now))
            }
        }
        if let override {
            do {
                return try MessageFormatter(pattern: override.pattern, locale: strings.locale).format(arguments)
            } catch {
                // Name the place in the skin where the string that failed was written.
                guard let origin = override.origin else { throw error }
                throw .located(file: origin.file, line: origin.line, column: origin.column, error)
            }
        }
        return try strings.text(CatalogKey(rawValue: message.key), arguments).text
    }

    /// What the terminal draws for an edge: the skin's frame for the model, with texts resolved,
    /// the arrow turned to `arrowAngle` (the animated angle, not the target) and the spinner at
    /// `spinnerPhase`.
    public func edgeContent(
        for model: RefreshRenderModel,
        now: Date,
        arrowAngle: Double,
        spinnerPhase: Int
    ) throws(LocalizationError) -> EdgeContent {
        let frame = skin.frame(for: model, appearance: appearance)
        let indicator: EdgeContent.Indicator
        switch frame.indicator {
        case .arrow:
            indicator = arrowImage(for: model.edge).map { .arrow($0, angle: arrowAngle) } ?? .none
        case .spinner(let color):
            indicator = .spinner(phase: spinnerPhase, color: color)
        case .none:
            indicator = .none
        }
        return EdgeContent(
            background: frame.background,
            textColor: frame.textColor,
            status: try text(frame.status, edge: model.edge, now: now),
            detail: try frame.detail.map { message throws(LocalizationError) in
                try text(message, edge: model.edge, now: now)
            },
            indicator: indicator,
            rightToLeft: isRightToLeft(model.edge)
        )
    }
}
