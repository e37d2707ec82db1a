import RefreshCore
import RefreshStyle

extension SkinDescriptor: RefreshSkin {
    /// The skin's name to show people.
    public var displayName: String { name }

    /// The metrics of the header or the footer.
    public func metrics(for edge: RefreshEdge) -> RefreshMetrics {
        part(edge).metrics
    }

    /// The footer's mode.
    public var footerMode: FooterMode { footer.footerMode }

    /// The header's store key, or `refreshkit.<id>`.
    public var lastUpdatedKey: String { header.lastUpdated.storeKey ?? "refreshkit.\(id)" }

    /// The frame for a render model: colours for the appearance, messages from the model, and the
    /// arrow (turned as the model says), the spinner while loading, or nothing.
    public func frame(for model: RefreshRenderModel, appearance: Appearance) -> RefreshFrame {
        let part = part(model.edge)
        let colors = part.colors
        let shadow = colors.textShadow.resolved(for: appearance)
        let indicator: RefreshFrame.Indicator
        switch (part.style, model.state) {
        case (.text, _), (_, .finished), (_, .noMoreData), (_, .failed), (_, .secondLevel):
            indicator = .none
        case (_, .loading):
            indicator = .spinner(colors.spinner.resolved(for: appearance))
        case (.arrow, _):
            if let arrow = part.arrow {
                indicator = .arrow(
                    asset: arrow.path,
                    angle: model.arrowAngle,
                    duration: model.arrowDuration,
                    tint: colors.arrowTint?.resolved(for: appearance)
                )
            } else {
                indicator = .none
            }
        default:
            // `spinner` (nothing until loading), or a kind named by a package (#16).
            indicator = .none
        }
        return RefreshFrame(
            background: colors.background.resolved(for: appearance),
            textColor: colors.text.resolved(for: appearance),
            textShadow: shadow.alpha == 0 ? nil : shadow,
            status: model.statusMessage,
            detail: model.detailMessage,
            statusFont: FontSpec(size: part.statusFont.size, bold: part.statusFont.weight.isBold),
            detailFont: FontSpec(size: part.detailFont.size, bold: part.detailFont.weight.isBold),
            indicator: indicator,
            layoutDirection: part.layoutDirection
        )
    }

    /// The skin's override for a message in a locale, if it has one; otherwise use the catalogs.
    public func stringOverride(for key: MessageKey, edge: RefreshEdge, locale: String) -> String? {
        locatedStringOverride(for: key, edge: edge, locale: locale)?.pattern
    }

    /// The skin's override for a message in a locale with where it was written, if it has one.
    public func locatedStringOverride(
        for key: MessageKey,
        edge: RefreshEdge,
        locale: String
    ) -> (pattern: String, origin: SkinStrings.Origin?)? {
        return part(edge).strings.located(key, locale: locale)
            ?? part(edge == .header ? .footer : .header).strings.located(key, locale: locale)
    }
}
