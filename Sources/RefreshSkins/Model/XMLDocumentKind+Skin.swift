import RefreshXML

extension XMLDocumentKind {
    /// A skin descriptor: RefreshXML's diagnostics speak of a skin, show `<skin id="…" name="…"
    /// format="1">` where a file has no root element, and give an error without a code of its own
    /// the code `invalid-skin` (`suspicious-skin` for a warning).
    public static let skin = XMLDocumentKind(
        name: "skin",
        rootElement: "skin",
        rootStartTag: "<skin id=\"…\" name=\"…\" format=\"1\">"
    )
}
