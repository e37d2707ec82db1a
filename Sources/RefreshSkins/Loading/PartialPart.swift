import RefreshCore
import RefreshLocalization

/// A header or footer as written in one descriptor: only what it states, before `extends` and
/// defaults are applied.
///
/// Attribute values are kept by their path in the grammar table (``SkinGrammar``): `style`,
/// `colors.text.light`, `metrics.dragRate`, `fonts.status.size`. Laying a part over another
/// replaces values one by one; ``resolved(edge:)`` turns them into the model with defaults.
struct PartialPart: Sendable, Hashable {
    var line = 0
    var column = 0
    /// The checked attribute values, by path.
    var values = PartValues()
    var arrow: SkinArrow?
    /// The frame animations, when the part gives any (`nil`: the base's are kept).
    var frames: [SkinFrames]?
    /// Where the part's first `<frames>` is (0 when it has none), for messages.
    var framesLine = 0
    var framesColumn = 0
    var strings = SkinStrings()
    var motion = PartialMotion()

    /// This part laid over `base`: what this part states wins, the rest comes from `base`.
    func overlaid(on base: PartialPart) -> PartialPart {
        var merged = base
        merged.line = line
        merged.column = column
        merged.values.overlay(values)
        merged.arrow = arrow ?? base.arrow
        merged.frames = frames ?? base.frames
        merged.strings = base.strings.overlaid(with: strings)
        merged.motion = motion.overlaid(on: base.motion)
        return merged
    }

    /// This part without the values of an element or attribute path (`mode`, `lastUpdated`).
    func removing(_ paths: [String]) -> PartialPart {
        var copy = self
        copy.values = values.removing(paths)
        return copy
    }

    // MARK: Typed lookups (paths must be the table's)

    private func value(_ path: String) -> SkinValue? {
        assert(SkinGrammar.partPaths.contains(path), "'\(path)' is not in the skin grammar")
        return values[path: path]
    }

    func number(_ path: String) -> Double? {
        if case .number(let number)? = value(path) { return number }
        return nil
    }

    func whole(_ path: String) -> Int? {
        if case .whole(let number)? = value(path) { return number }
        return nil
    }

    func name(_ path: String) -> String? {
        if case .name(let name)? = value(path) { return name }
        return nil
    }

    func flag(_ path: String) -> Bool? {
        if case .flag(let flag)? = value(path) { return flag }
        return nil
    }

    func choice<T: RawRepresentable>(_ path: String, as type: T.Type) -> T? where T.RawValue == String {
        name(path).flatMap(T.init(rawValue:))
    }

    /// A colour pair (`colors.<element>.light` and `.dark`), if it was given.
    func colour(light lightPath: String, dark darkPath: String) -> SkinColor? {
        guard case .colour(let light?)? = value(lightPath) else { return nil }
        guard case .colour(let dark?)? = value(darkPath) else { return SkinColor(light: light) }
        return SkinColor(light: light, dark: dark)
    }

    /// The arrow tint, if one was given for either appearance.
    var tint: SkinTint? {
        var light: RGBAColor?
        var dark: RGBAColor?
        if case .colour(let color)? = value("colors.arrowTint.light") { light = color }
        if case .colour(let color)? = value("colors.arrowTint.dark") { dark = color }
        return light == nil && dark == nil ? nil : SkinTint(light: light, dark: dark)
    }

    /// The complete part, with classic defaults for everything not stated.
    func resolved(edge: RefreshEdge) -> SkinPart {
        let classic = SkinColors.classic
        let colors = SkinColors(
            background: colour(light: "colors.background.light", dark: "colors.background.dark") ?? classic.background,
            text: colour(light: "colors.text.light", dark: "colors.text.dark") ?? classic.text,
            textShadow: colour(light: "colors.textShadow.light", dark: "colors.textShadow.dark") ?? classic.textShadow,
            textShadowOffsetX: number("colors.textShadow.offsetX") ?? classic.textShadowOffsetX,
            textShadowOffsetY: number("colors.textShadow.offsetY") ?? classic.textShadowOffsetY,
            arrowTint: tint,
            spinner: colour(light: "colors.spinner.light", dark: "colors.spinner.dark") ?? classic.spinner
        )
        let defaults = RefreshMetrics.classic
        let metrics = RefreshMetrics(
            triggerDistance: number("metrics.triggerDistance") ?? defaults.triggerDistance,
            loadingInset: number("metrics.loadingInset") ?? defaults.loadingInset,
            flipDuration: number("metrics.flipDuration") ?? defaults.flipDuration,
            openDuration: number("metrics.openDuration") ?? defaults.openDuration,
            closeDuration: number("metrics.closeDuration") ?? defaults.closeDuration,
            minimumLoadingTime: number("metrics.minimumLoadingTime") ?? defaults.minimumLoadingTime,
            resultHoldTime: number("metrics.resultHoldTime") ?? defaults.resultHoldTime,
            haptics: flag("metrics.haptics") ?? defaults.haptics,
            trigger: choice("metrics.trigger", as: RefreshTrigger.self) ?? defaults.trigger,
            staleAfter: edge == .header ? number("metrics.staleAfter") : nil,
            secondLevelDistance: edge == .header ? number("metrics.secondLevelDistance") : nil,
            dragRate: number("metrics.dragRate") ?? defaults.dragRate,
            maximumPull: number("metrics.maximumPull") ?? defaults.maximumPull
        )
        var footerMode = FooterMode.manual
        if edge == .footer, name("mode") == "automatic" {
            footerMode = .automatic(maxTriggers: whole("maxTriggers") ?? SkinGrammar.defaultMaxTriggers)
        }
        return SkinPart(
            edge: edge,
            style: name("style").map(SkinStyle.init(rawValue:)) ?? .arrow,
            colors: colors,
            arrow: arrow,
            frames: frames ?? [],
            metrics: metrics,
            lastUpdated: SkinLastUpdated(
                style: choice("lastUpdated.style", as: LastUpdatedFormatter.Style.self) ?? .relative,
                skeleton: name("lastUpdated.skeleton"),
                storeKey: name("lastUpdated.storeKey")
            ),
            statusFont: SkinFont(
                size: number("fonts.status.size") ?? SkinFont.classicStatus.size,
                weight: choice("fonts.status.weight", as: SkinFontWeight.self) ?? SkinFont.classicStatus.weight
            ),
            detailFont: SkinFont(
                size: number("fonts.detail.size") ?? SkinFont.classicDetail.size,
                weight: choice("fonts.detail.weight", as: SkinFontWeight.self) ?? SkinFont.classicDetail.weight
            ),
            layoutDirection: choice("layout.direction", as: RefreshFrame.LayoutDirection.self) ?? .auto,
            footerMode: footerMode,
            strings: strings,
            motion: motion.resolved(maximumProgress: number("metrics.maximumProgress"))
        )
    }
}
