import RefreshCore
import RefreshLocalization
import RefreshStyle

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
    /// The Lottie animation, when the part gives one (`nil`: the base's is kept).
    var lottie: SkinLottie?
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
        merged.lottie = lottie ?? base.lottie
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

    private func value(_ path: PartPath) -> SkinValue? {
        values[path.slot]
    }

    func number(_ path: PartPath) -> Double? {
        if case .number(let number)? = value(path) { return number }
        return nil
    }

    func whole(_ path: PartPath) -> Int? {
        if case .whole(let number)? = value(path) { return number }
        return nil
    }

    func name(_ path: PartPath) -> String? {
        if case .name(let name)? = value(path) { return name }
        return nil
    }

    func flag(_ path: PartPath) -> Bool? {
        if case .flag(let flag)? = value(path) { return flag }
        return nil
    }

    func choice<T: RawRepresentable>(_ path: PartPath, as type: T.Type) -> T? where T.RawValue == String {
        name(path).flatMap(T.init(rawValue:))
    }

    /// A colour pair (`colors.<element>.light` and `.dark`), if it was given.
    func colour(light lightPath: PartPath, dark darkPath: PartPath) -> SkinColor? {
        guard case .colour(let light?)? = value(lightPath) else { return nil }
        guard case .colour(let dark?)? = value(darkPath) else { return SkinColor(light: light) }
        return SkinColor(light: light, dark: dark)
    }

    /// The arrow tint, if one was given for either appearance.
    var tint: SkinTint? {
        var light: RGBAColor?
        var dark: RGBAColor?
        if case .colour(let color)? = value(.arrowTintLight) { light = color }
        if case .colour(let color)? = value(.arrowTintDark) { dark = color }
        return light == nil && dark == nil ? nil : SkinTint(light: light, dark: dark)
    }

    /// The complete part, with classic defaults for everything not stated.
    func resolved(edge: RefreshEdge) -> SkinPart {
        let classic = SkinColors.classic
        let colors = SkinColors(
            background: colour(light: .backgroundLight, dark: .backgroundDark) ?? classic.background,
            text: colour(light: .textLight, dark: .textDark) ?? classic.text,
            textShadow: colour(light: .textShadowLight, dark: .textShadowDark) ?? classic.textShadow,
            textShadowOffsetX: number(.textShadowOffsetX) ?? classic.textShadowOffsetX,
            textShadowOffsetY: number(.textShadowOffsetY) ?? classic.textShadowOffsetY,
            arrowTint: tint,
            spinner: colour(light: .spinnerLight, dark: .spinnerDark) ?? classic.spinner
        )
        let defaults = RefreshMetrics.classic
        let metrics = RefreshMetrics(
            triggerDistance: number(.triggerDistance) ?? defaults.triggerDistance,
            loadingInset: number(.loadingInset) ?? defaults.loadingInset,
            flipDuration: number(.flipDuration) ?? defaults.flipDuration,
            openDuration: number(.openDuration) ?? defaults.openDuration,
            closeDuration: number(.closeDuration) ?? defaults.closeDuration,
            minimumLoadingTime: number(.minimumLoadingTime) ?? defaults.minimumLoadingTime,
            resultHoldTime: number(.resultHoldTime) ?? defaults.resultHoldTime,
            haptics: flag(.haptics) ?? defaults.haptics,
            trigger: choice(.trigger, as: RefreshTrigger.self) ?? defaults.trigger,
            staleAfter: edge == .header ? number(.staleAfter) : nil,
            secondLevelDistance: edge == .header ? number(.secondLevelDistance) : nil,
            dragRate: number(.dragRate) ?? defaults.dragRate,
            maximumPull: number(.maximumPull) ?? defaults.maximumPull,
            placement: choice(.placement, as: RefreshPlacement.self) ?? defaults.placement,
            curve: choice(.curve, as: RefreshCurve.self) ?? defaults.curve,
            keepsNoMoreDataInView: edge == .footer
                ? name(.noMoreData).map { $0 == "stay" } ?? defaults.keepsNoMoreDataInView : false
        )
        var footerMode = FooterMode.manual
        if edge == .footer, name(.mode) == "automatic" {
            footerMode = .automatic(maxTriggers: whole(.maxTriggers) ?? SkinGrammar.defaultMaxTriggers)
        }
        var part = SkinPart(
            edge: edge,
            style: name(.style).map(SkinStyle.init(rawValue:)) ?? .arrow,
            colors: colors,
            arrow: arrow,
            frames: frames ?? [],
            lottie: lottie,
            metrics: metrics,
            lastUpdated: SkinLastUpdated(
                style: choice(.lastUpdatedStyle, as: LastUpdatedFormatter.Style.self) ?? .relative,
                skeleton: name(.lastUpdatedSkeleton),
                storeKey: name(.lastUpdatedStoreKey)
            ),
            statusFont: SkinFont(
                size: number(.statusSize) ?? SkinFont.classicStatus.size,
                weight: choice(.statusWeight, as: SkinFontWeight.self) ?? SkinFont.classicStatus.weight
            ),
            detailFont: SkinFont(
                size: number(.detailSize) ?? SkinFont.classicDetail.size,
                weight: choice(.detailWeight, as: SkinFontWeight.self) ?? SkinFont.classicDetail.weight
            ),
            layoutDirection: choice(.layoutDirection, as: RefreshFrame.LayoutDirection.self) ?? .auto,
            footerMode: footerMode,
            strings: strings,
            motion: motion.resolved(
                maximumProgress: number(.maximumProgress),
                reduced: choice(.reducedMotion, as: ReducedMotion.self)
            )
        )
        part.minimumTextScale = number(.minimumTextScale) ?? SkinPart.defaultMinimumTextScale
        part.maximumTextLines = whole(.maximumTextLines) ?? SkinPart.defaultMaximumTextLines
        return part
    }
}

/// A value path of the grammar table with its place in ``PartValues``, found once (the paths the
/// model reads are constants here, so reading a part hashes no path).
struct PartPath: Sendable {
    let path: String
    let slot: Int?

    init(_ path: String) {
        self.path = path
        slot = SkinGrammar.partSlots[path]
        assert(slot != nil, "'\(path)' is not in the skin grammar")
    }
}

extension PartPath {
    static let arrowTintDark = PartPath("colors.arrowTint.dark")
    static let arrowTintLight = PartPath("colors.arrowTint.light")
    static let backgroundDark = PartPath("colors.background.dark")
    static let backgroundLight = PartPath("colors.background.light")
    static let spinnerDark = PartPath("colors.spinner.dark")
    static let spinnerLight = PartPath("colors.spinner.light")
    static let textDark = PartPath("colors.text.dark")
    static let textLight = PartPath("colors.text.light")
    static let textShadowDark = PartPath("colors.textShadow.dark")
    static let textShadowLight = PartPath("colors.textShadow.light")
    static let textShadowOffsetX = PartPath("colors.textShadow.offsetX")
    static let textShadowOffsetY = PartPath("colors.textShadow.offsetY")
    static let detailSize = PartPath("fonts.detail.size")
    static let minimumTextScale = PartPath("fonts.minimumScale")
    static let maximumTextLines = PartPath("fonts.maximumLines")
    static let detailWeight = PartPath("fonts.detail.weight")
    static let statusSize = PartPath("fonts.status.size")
    static let statusWeight = PartPath("fonts.status.weight")
    static let lastUpdatedSkeleton = PartPath("lastUpdated.skeleton")
    static let lastUpdatedStoreKey = PartPath("lastUpdated.storeKey")
    static let lastUpdatedStyle = PartPath("lastUpdated.style")
    static let layoutDirection = PartPath("layout.direction")
    static let maxTriggers = PartPath("maxTriggers")
    static let closeDuration = PartPath("metrics.closeDuration")
    static let curve = PartPath("metrics.curve")
    static let dragRate = PartPath("metrics.dragRate")
    static let flipDuration = PartPath("metrics.flipDuration")
    static let haptics = PartPath("metrics.haptics")
    static let loadingInset = PartPath("metrics.loadingInset")
    static let maximumProgress = PartPath("metrics.maximumProgress")
    static let maximumPull = PartPath("metrics.maximumPull")
    static let minimumLoadingTime = PartPath("metrics.minimumLoadingTime")
    static let noMoreData = PartPath("metrics.noMoreData")
    static let openDuration = PartPath("metrics.openDuration")
    static let placement = PartPath("metrics.placement")
    static let resultHoldTime = PartPath("metrics.resultHoldTime")
    static let secondLevelDistance = PartPath("metrics.secondLevelDistance")
    static let staleAfter = PartPath("metrics.staleAfter")
    static let trigger = PartPath("metrics.trigger")
    static let triggerDistance = PartPath("metrics.triggerDistance")
    static let mode = PartPath("mode")
    static let reducedMotion = PartPath("motion.reduced")
    static let style = PartPath("style")
}
