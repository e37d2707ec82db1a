import RefreshXML

/// A located problem in a skin file, rendered as `path:line:col: error: message`.
public typealias SkinDiagnostic = XMLDiagnostic
