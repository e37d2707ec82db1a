extension Unicode.Scalar {
    /// Whether this is whitespace as XML and CSS define it: space, tab, line feed, carriage
    /// return or form feed. Other Unicode spaces (no-break space, line separator) are not.
    package var isASCIIWhitespace: Bool {
        switch value {
        case 0x20, 0x09, 0x0A, 0x0D, 0x0C: true
        default: false
        }
    }
}

extension String {
    /// The text without leading and trailing XML/CSS whitespace (``Unicode/Scalar/isASCIIWhitespace``),
    /// the one trim of the package: attribute values, colours, locale tags, Accept-Language entries.
    package func trimmingASCIIWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isASCIIWhitespace }),
            let last = scalars.lastIndex(where: { !$0.isASCIIWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
