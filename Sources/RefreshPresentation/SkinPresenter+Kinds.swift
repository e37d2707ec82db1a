import RefreshCore

extension SkinPresenter {
    /// The parts whose `style` names a kind that ``indicators`` does not have, with the name, by
    /// edge. Such a part draws no indicator, as with `style="text"` (its texts, colours and layout
    /// are unchanged): that is the documented fallback for a kind the program forgot to register,
    /// and the loader has already warned about a name it did not know (see `SkinLoader`'s
    /// `indicatorKinds`). A host can report these, or refuse the skin.
    public var missingIndicatorKinds: [RefreshEdge: String] {
        var missing: [RefreshEdge: String] = [:]
        for edge in RefreshEdge.allCases {
            let name = indicatorKindName(for: edge)
            if indicators.kind(named: name) == nil { missing[edge] = name }
        }
        return missing
    }
}

extension IndicatorRegistry {
    /// The names of the registered kinds as a set, for a skin loader (`SkinLoader`'s
    /// `indicatorKinds`, `SkinRegistry.standard(indicatorKinds:)`), so that skins may name every
    /// kind this registry draws without a warning.
    public var kindNames: Set<String> { Set(names) }
}
