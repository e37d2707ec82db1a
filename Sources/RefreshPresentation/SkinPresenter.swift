import RefreshCore
import RefreshFoundation
import RefreshImage
import RefreshLocalization
import RefreshSkins
import RefreshStyle
import RefreshSupport

/// Turns a skin's frames into what a host draws (``PresentedEdge``): texts in the user's language
/// (the skin's own string overrides first, compiled once, then the catalogs), colours for the
/// appearance, the arrow tinted as the skin asks, the indicator through its registered kind, the
/// text direction and the layout.
public struct SkinPresenter: Sendable {
    /// The skin presented.
    public let skin: SkinDescriptor
    /// The catalog strings for the user's language.
    public let strings: RefreshStrings
    /// Light or dark.
    public let appearance: Appearance
    /// The labeler for the header's "last updated" line, in the skin's style.
    public let labeler: LastUpdatedLabeler
    /// The indicator kinds this presenter draws with.
    public let indicators: IndicatorRegistry
    /// Whether the user asks for reduced motion: then each part shows what its
    /// `<motion reduced>` says (`ReducedMotion`) in place of what moves by itself. What the
    /// pull drives, states, texts and announcements are unchanged. Set it from the platform's
    /// preference (`UIAccessibility.isReduceMotionEnabled`, `prefers-reduced-motion`, a
    /// terminal's `--reduced-motion`).
    public var prefersReducedMotion = false
    private let arrows: [RefreshEdge: RGBAImage]
    /// The finished icons as drawn, by edge and result (SkinPresenter+Motion.swift).
    let finishedIcons: [RefreshEdge: [RefreshResult: PresentedIndicator.Content]]
    /// The skin's overrides for the strings' language, compiled once, by edge and key.
    private let overrides: [RefreshEdge: [MessageKey: CompiledOverride]]

    /// A string override compiled for the language, with where it was written.
    struct CompiledOverride: Sendable {
        let formatter: MessageFormatter
        let origin: SkinStrings.Origin?
        /// The text, formatted once, when the pattern takes no arguments.
        let plain: String?
        /// The last arguments formatted and their text: a host draws the same text frame after
        /// frame (a date phrase changes once a minute), so ICU formats it once.
        let last = PThreadLock<(arguments: [String: MessageArgument], text: String)?>(nil)

        func format(_ arguments: [String: MessageArgument]) throws(LocalizationError) -> String {
            if let plain, arguments.isEmpty { return plain }
            if let hit = last.withLock({ $0 }), hit.arguments == arguments { return hit.text }
            let text = try formatter.format(arguments)
            last.withLock { $0 = (arguments, text) }
            return text
        }
    }

    /// Creates a presenter.
    ///
    /// - Parameters:
    ///   - skin: the skin presented.
    ///   - strings: the catalog strings for the user's language.
    ///   - appearance: light or dark.
    ///   - timeZone: the IANA zone for calendar and absolute dates.
    ///   - indicators: the indicator kinds (the built-in arrow, spinner and none by default).
    /// - Throws: `LocalizationError` when the skin's date style cannot be set up (for example an
    ///   unknown time zone) or one of its string overrides does not compile for the language
    ///   (located at the `<string>` that holds it).
    public init(
        skin: SkinDescriptor,
        strings: RefreshStrings,
        appearance: Appearance,
        timeZone: String = "UTC",
        indicators: IndicatorRegistry = .builtIn
    ) throws(LocalizationError) {
        self.skin = skin
        self.strings = strings
        self.appearance = appearance
        self.indicators = indicators
        let lastUpdated = skin.header.lastUpdated
        labeler = try strings.lastUpdatedLabeler(
            style: lastUpdated.style,
            timeZone: timeZone,
            skeleton: lastUpdated.skeleton
        )
        var arrows: [RefreshEdge: RGBAImage] = [:]
        var overrides: [RefreshEdge: [MessageKey: CompiledOverride]] = [:]
        // The skin's strings are negotiated for the user's own locale (a `de-DE` user sees
        // `de-DE` strings over the `de` catalog), or the catalog's when no preference led to it.
        let locale = (strings.match.matchedPreference ?? strings.locale).languageTag
        for edge in RefreshEdge.allCases {
            for key in MessageKey.allCases {
                guard let written = skin.locatedStringOverride(for: key, edge: edge, locale: locale) else {
                    continue
                }
                do {
                    let formatter = try MessageFormatter(pattern: written.pattern, locale: strings.messageLocale)
                    overrides[edge, default: [:]][key] = CompiledOverride(
                        formatter: formatter,
                        origin: written.origin,
                        plain: formatter.arguments.isEmpty ? try formatter.format([:]) : nil
                    )
                } catch {
                    throw Self.located(error, at: written.origin)
                }
            }
            if let image = skin.part(edge).drawnArrow(for: appearance) { arrows[edge] = image }
        }
        self.arrows = arrows
        self.overrides = overrides
        finishedIcons = Self.finishedIcons(of: skin, appearance: appearance)
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

    /// The name of the indicator kind an edge shows: the part's style (`arrow`, `spinner`, `text`).
    public func indicatorKindName(for edge: RefreshEdge) -> String {
        skin.part(edge).style.rawValue
    }

    /// The arrow image of an edge as drawn (tinted when the skin asks), if it has one.
    public func arrowImage(for edge: RefreshEdge) -> RGBAImage? {
        arrows[edge]
    }

    /// A message as text: the skin's override for the language if there is one, else the catalog.
    /// A `date` argument is formatted in the skin's last-updated style, relative to `now`.
    ///
    /// - Throws: `LocalizationError`; a failing override is
    ///   `LocalizationError.located` at the `<string>` that holds it.
    public func text(_ message: RefreshMessage, edge: RefreshEdge, now: Date) throws(LocalizationError) -> String {
        let override = overrides[edge]?[message.key]
        if override == nil {
            switch message.key {
            case MessageKey.headerLastUpdated:
                if case .date(let date)? = message.arguments["date"] {
                    return try labeler.string(for: date, relativeTo: now)
                }
            case MessageKey.headerNeverUpdated:
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
                return try override.format(arguments)
            } catch {
                throw Self.located(error, at: override.origin)
            }
        }
        return try strings.text(message.key, arguments).text
    }

    /// The instant ``text(_:edge:now:)`` of `message` at `now` stops being true by the clock
    /// alone: the earliest `validUntil` of its dates as the skin formats them (see
    /// `LastUpdatedLabeler.validUntil(for:relativeTo:)`). `nil` when it holds as long as the
    /// message does (no date, an absolute one, "never updated").
    ///
    /// - Throws: what ``text(_:edge:now:)`` throws.
    public func validUntil(of message: RefreshMessage, now: Date) throws(LocalizationError) -> Date? {
        var earliest: Date?
        for case .date(let date) in message.arguments.values {
            // The label and the bare date expire together: the label is the date's phrase.
            guard let until = try labeler.dateFormatter.validUntil(for: date, relativeTo: now) else { continue }
            earliest = min(earliest ?? until, until)
        }
        return earliest
    }

    /// One edge at one moment, resolved for a host: the skin's frame for the model, with texts,
    /// colours, the indicator (presented by the kind the skin's part names, see
    /// ``indicatorKindName(for:)``: the arrow at `arrowAngle`, the animated angle rather than the
    /// target; anything that moves by itself at `time`), direction and layout; then the part's
    /// motion (keyframe animations, a finished icon, the fade; see `SkinMotion`), with
    /// animations bound to time (keyframes and `<frames>`) at `secondsInState` (the time since
    /// the edge entered its state; `time` when not given), slowed or stilled as the part's
    /// `<motion reduced>` says when ``prefersReducedMotion`` is set; `closing` is how far an edge
    /// closing after its result has closed (``IndicatorContext/closing``). An edge whose model is placed
    /// `overlay` or `fixed` (the render model's `placement`, from the engine's metrics, not the
    /// skin's) floats: ``EdgeLayout/floating(_:)`` and ``PresentedEdge/floatingOffset``. A
    /// disabled edge is ``PresentedEdge/isEnabled`` `false`: drawn as its band alone.
    public func present(
        _ model: RefreshRenderModel,
        now: Date,
        arrowAngle: Double,
        time: Double,
        secondsInState: Double? = nil,
        closing: Double? = nil
    ) throws(LocalizationError) -> PresentedEdge {
        let edge = model.edge
        let frame = skin.frame(for: model, appearance: appearance)
        let colors = skin.part(edge).colors
        let rightToLeft = isRightToLeft(edge)
        let status = try text(frame.status, edge: edge, now: now)
        let detail = try frame.detail.map { message throws(LocalizationError) in
            try text(message, edge: edge, now: now)
        }
        // The engine's placement, not the skin's: an engine configured in code (an overlay edge
        // over a skin that follows) is drawn as it behaves.
        let floats = model.placement != .follow
        let layout = floats ? EdgeLayout.floating(edge) : EdgeLayout.classic(edge)
        // Reduced motion: what moves by itself slows down or stands still.
        let reduced = prefersReducedMotion ? skin.part(edge).motion.reduced : nil
        let stills = reduced == .static || reduced == .crossfade
        let rate = stills ? 0 : reduced == .slow ? ReducedMotion.slowRate : 1
        let inState = (secondsInState ?? time) * rate
        let indicator = indicators.present(
            kind: indicatorKindName(for: edge),
            IndicatorContext(
                model: model,
                frame: frame.indicator,
                image: arrows[edge],
                angle: arrowAngle,
                time: time * rate,
                size: IndicatorSize(width: layout.indicator.width, height: layout.indicator.height),
                color: colors.spinner.resolved(for: appearance),
                textColor: frame.textColor,
                background: frame.background,
                frames: skin.part(edge).frames,
                lottie: skin.part(edge).lottie,
                appearance: appearance,
                secondsInState: inState,
                showsStills: stills,
                closing: closing,
                prefersReducedMotion: prefersReducedMotion
            )
        )
        var presented = PresentedEdge(
            edge: edge,
            background: frame.background,
            textColor: frame.textColor,
            textShadow: frame.textShadow.map {
                PresentedEdge.Shadow(color: $0, dx: colors.textShadowOffsetX, dy: colors.textShadowOffsetY)
            },
            status: status,
            detail: detail,
            statusInVisualOrder: rightToLeft ? try BidiText.visualOrder(status, rightToLeft: true) : status,
            detailInVisualOrder: try detail.map { text throws(LocalizationError) in
                rightToLeft ? try BidiText.visualOrder(text, rightToLeft: true) : text
            },
            statusFont: frame.statusFont,
            detailFont: frame.detailFont,
            indicator: indicator,
            rightToLeft: rightToLeft,
            layout: layout
        )
        presented.minimumTextScale = skin.part(edge).minimumTextScale
        presented.maximumTextLines = skin.part(edge).maximumTextLines
        presented.isEnabled = model.isEnabled
        if floats { presented.floatingOffset = model.indicatorOffset }
        for message in [frame.status, frame.detail].compactMap({ $0 }) {
            guard let until = try validUntil(of: message, now: now) else { continue }
            presented.textsValidUntil = min(presented.textsValidUntil ?? until, until)
        }
        applyMotion(to: &presented, model: model, secondsInState: inState, stills: stills)
        if reduced == .crossfade, model.state == .loading {
            presented.indicator.opacity *= ReducedMotion.crossfadeOpacity(at: secondsInState ?? time)
        }
        return presented
    }

    private static func located(_ error: LocalizationError, at origin: SkinStrings.Origin?) -> LocalizationError {
        guard let origin else { return error }
        return .located(file: origin.file, line: origin.line, column: origin.column, error)
    }
}
