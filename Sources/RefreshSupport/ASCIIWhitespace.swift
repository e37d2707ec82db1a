extension UInt8 {
    /// Whether this byte is whitespace as XML and CSS define it: space, tab, line feed, carriage
    /// return or form feed. Other Unicode spaces (no-break space, line separator) are not, and no
    /// byte of a multi-byte UTF-8 sequence is.
    package var isASCIIWhitespace: Bool {
        switch self {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0C: true
        default: false
        }
    }
}

extension String {
    /// The text without leading and trailing XML/CSS whitespace (`UInt8.isASCIIWhitespace`),
    /// the one trim of the package: attribute values, colours, locale tags, Accept-Language entries.
    ///
    /// Works on the UTF-8 bytes (whitespace is ASCII, and no byte of a multi-byte sequence is
    /// ASCII), and returns the text itself when there is nothing to trim.
    package func trimmingASCIIWhitespace() -> String {
        let bytes = utf8
        guard let first = bytes.first, let last = bytes.last else { return self }
        if !first.isASCIIWhitespace && !last.isASCIIWhitespace { return self }
        guard let start = bytes.firstIndex(where: { !$0.isASCIIWhitespace }),
            let end = bytes.lastIndex(where: { !$0.isASCIIWhitespace })
        else { return "" }
        return String(self[start...end])
    }

    /// Whether the text is empty or only XML/CSS whitespace.
    package var isASCIIWhitespaceOnly: Bool {
        utf8.allSatisfy(\.isASCIIWhitespace)
    }
}
