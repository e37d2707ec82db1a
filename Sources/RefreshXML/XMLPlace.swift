/// Where an element or an attribute was written: a line and column given, or a place in the
/// parsed document that is turned into a line and column only when asked for (a tree is read
/// far more often than its places are reported).
enum XMLPlace: Sendable {
    /// A line and column, as given.
    case known(line: Int, column: Int)
    /// The start tag that begins at this byte offset of the document.
    case startTag(Int, SourceIndex)
    /// The attribute written as `prefix:name` in the start tag at this offset (the tag's own
    /// place if it is not found there).
    case attribute(tagStart: Int, prefix: String?, SourceIndex)

    /// The 1-based line and column; `name` is the attribute's local name.
    func location(name: String) -> (line: Int, column: Int) {
        switch self {
        case .known(let line, let column):
            return (line, column)
        case .startTag(let offset, let source):
            return source.location(ofOffset: offset)
        case .attribute(let tagStart, let prefix, let source):
            return source.location(ofAttribute: name, prefix: prefix, inStartTagAt: tagStart)
                ?? source.location(ofOffset: tagStart)
        }
    }
}
