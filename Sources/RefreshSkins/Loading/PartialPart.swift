import RefreshCore
import RefreshLocalization

/// A header or footer as written in one descriptor: only what it states, before `extends` and
/// defaults are applied.
struct PartialPart: Sendable, Hashable {
    var line = 0
    var column = 0
    var style: SkinStyle?
    var background: SkinColor?
    var text: SkinColor?
    var textShadow: SkinColor?
    var textShadowOffsetX: Double?
    var textShadowOffsetY: Double?
    var arrowTint: SkinColor?
    var spinner: SkinColor?
    var arrow: SkinArrow?
    var metrics: [String: Double] = [:]
    var haptics: Bool?
    var trigger: RefreshTrigger?
    var lastUpdatedStyle: LastUpdatedFormatter.Style?
    var skeleton: String?
    var storeKey: String?
    var statusSize: Double?
    var statusWeight: SkinFontWeight?
    var detailSize: Double?
    var detailWeight: SkinFontWeight?
    var direction: RefreshFrame.LayoutDirection?
    var footerMode: FooterMode?
    var strings = SkinStrings()

    /// This part laid over `base`: what this part states wins, the rest comes from `base`.
    func overlaid(on base: PartialPart) -> PartialPart {
        var merged = base
        merged.line = line
        merged.column = column
        merged.style = style ?? base.style
        merged.background = background ?? base.background
        merged.text = text ?? base.text
        merged.textShadow = textShadow ?? base.textShadow
        merged.textShadowOffsetX = textShadowOffsetX ?? base.textShadowOffsetX
        merged.textShadowOffsetY = textShadowOffsetY ?? base.textShadowOffsetY
        merged.arrowTint = arrowTint ?? base.arrowTint
        merged.spinner = spinner ?? base.spinner
        merged.arrow = arrow ?? base.arrow
        merged.metrics.merge(metrics) { _, new in new }
        merged.haptics = haptics ?? base.haptics
        merged.trigger = trigger ?? base.trigger
        merged.lastUpdatedStyle = lastUpdatedStyle ?? base.lastUpdatedStyle
        merged.skeleton = skeleton ?? base.skeleton
        merged.storeKey = storeKey ?? base.storeKey
        merged.statusSize = statusSize ?? base.statusSize
        merged.statusWeight = statusWeight ?? base.statusWeight
        merged.detailSize = detailSize ?? base.detailSize
        merged.detailWeight = detailWeight ?? base.detailWeight
        merged.direction = direction ?? base.direction
        merged.footerMode = footerMode ?? base.footerMode
        merged.strings = base.strings.overlaid(with: strings)
        return merged
    }

    /// The complete part, with classic defaults for everything not stated.
    func resolved(edge: RefreshEdge) -> SkinPart {
        let classic = SkinColors.classic
        let colors = SkinColors(
            background: background ?? classic.background,
            text: text ?? classic.text,
            textShadow: textShadow ?? classic.textShadow,
            textShadowOffsetX: textShadowOffsetX ?? classic.textShadowOffsetX,
            textShadowOffsetY: textShadowOffsetY ?? classic.textShadowOffsetY,
            arrowTint: arrowTint,
            spinner: spinner ?? classic.spinner
        )
        let defaults = RefreshMetrics.classic
        let metrics = RefreshMetrics(
            triggerDistance: self.metrics["triggerDistance"] ?? defaults.triggerDistance,
            loadingInset: self.metrics["loadingInset"] ?? defaults.loadingInset,
            flipDuration: self.metrics["flipDuration"] ?? defaults.flipDuration,
            openDuration: self.metrics["openDuration"] ?? defaults.openDuration,
            closeDuration: self.metrics["closeDuration"] ?? defaults.closeDuration,
            minimumLoadingTime: self.metrics["minimumLoadingTime"] ?? defaults.minimumLoadingTime,
            resultHoldTime: self.metrics["resultHoldTime"] ?? defaults.resultHoldTime,
            haptics: haptics ?? defaults.haptics,
            trigger: trigger ?? defaults.trigger,
            staleAfter: edge == .header ? self.metrics["staleAfter"] : nil,
            secondLevelDistance: edge == .header ? self.metrics["secondLevelDistance"] : nil,
            dragRate: self.metrics["dragRate"] ?? defaults.dragRate,
            maximumPull: self.metrics["maximumPull"] ?? defaults.maximumPull
        )
        return SkinPart(
            edge: edge,
            style: style ?? .arrow,
            colors: colors,
            arrow: arrow,
            metrics: metrics,
            lastUpdated: SkinLastUpdated(
                style: lastUpdatedStyle ?? .relative,
                skeleton: skeleton,
                storeKey: storeKey
            ),
            statusFont: SkinFont(
                size: statusSize ?? SkinFont.classicStatus.size,
                weight: statusWeight ?? SkinFont.classicStatus.weight
            ),
            detailFont: SkinFont(
                size: detailSize ?? SkinFont.classicDetail.size,
                weight: detailWeight ?? SkinFont.classicDetail.weight
            ),
            layoutDirection: direction ?? .auto,
            footerMode: edge == .footer ? (footerMode ?? .manual) : .manual,
            strings: strings
        )
    }
}
