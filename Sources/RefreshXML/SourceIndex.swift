/// Maps byte offsets of a document to 1-based lines and columns, and finds where start tags and
/// their attributes were written. Used because libxml2 keeps only a line per node.
struct SourceIndex {
    /// A located attribute name inside a start tag.
    struct AttributeLocation {
        /// Where its qualified name (`prefix:name` or `name`) is in the bytes.
        var name: Range<Int>
        var line: Int
        var column: Int
    }

    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            var offset = 0
            let count = buffer.count
            while offset < count {
                if buffer[offset] == 0x0A { starts.append(offset + 1) }
                offset &+= 1
            }
            return starts
        }
    }

    /// The 1-based line and column (counted in Unicode scalars) of a byte offset.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        // A continuation byte at `offset` itself belongs to the previous scalar.
        return (low + 1, column)
    }

    /// A place already located, from which a later place is found by counting forward.
    struct Cursor {
        var offset = 0
        var line = 1
        var column = 1
    }

    /// The 1-based line and column of `offset`, counted forward from `cursor` (which moves there)
    /// when it lies ahead: a parse that locates places in document order reads each byte once.
    func location(ofOffset offset: Int, from cursor: inout Cursor) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        guard offset >= cursor.offset else {
            let place = location(ofOffset: offset)
            cursor = Cursor(offset: offset, line: place.line, column: place.column)
            return place
        }
        var index = cursor.offset
        var line = cursor.line
        var column = cursor.column
        bytes.withUnsafeBufferPointer { buffer in
            while index < offset {
                let byte = buffer[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
        }
        cursor = Cursor(offset: offset, line: line, column: column)
        return (line, column)
    }

    /// The offset of the `<` that opens the start tag ending at (or just before) `end`.
    func startTagOffset(before end: Int) -> Int? {
        var index = min(end, bytes.count) - 1
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "<") { return index }
            index -= 1
        }
        return nil
    }

    /// The offset of the last occurrence of `marker` starting before `end`.
    func lastOffset(of marker: String, before end: Int) -> Int? {
        let needle = Array(marker.utf8)
        var index = min(end, bytes.count) - needle.count
        while index >= 0 {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }

    /// The attributes written in the well-formed start tag that begins at `tagStart`.
    func attributeLocations(inStartTagAt tagStart: Int, cursor: inout Cursor) -> [AttributeLocation] {
        var result: [AttributeLocation] = []
        var index = tagStart + 1
        let count = bytes.count
        func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }
        // Skip the element name.
        while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
            bytes[index] != UInt8(ascii: "/")
        {
            index += 1
        }
        while index < count {
            while index < count, isSpace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") else {
                break
            }
            let nameStart = index
            while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "=") { index += 1 }
            let location = location(ofOffset: nameStart, from: &cursor)
            result.append(AttributeLocation(name: nameStart..<index, line: location.line, column: location.column))
            while index < count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'") {
                index += 1
            }
            guard index < count else { break }
            let quote = bytes[index]
            index += 1
            while index < count, bytes[index] != quote { index += 1 }
            index += 1
        }
        return result
    }

    /// The place of the attribute written as `prefix:name` (or `name`) among `written`.
    func location(
        of written: [AttributeLocation],
        prefix: UnsafePointer<UInt8>?,
        name: UnsafePointer<UInt8>
    ) -> AttributeLocation? {
        func length(_ string: UnsafePointer<UInt8>) -> Int {
            var count = 0
            while string[count] != 0 { count += 1 }
            return count
        }
        let prefixLength = prefix.map(length) ?? 0
        let nameLength = length(name)
        let length = prefix == nil ? nameLength : prefixLength + 1 + nameLength
        return written.first { candidate in
            guard candidate.name.count == length else { return false }
            var offset = candidate.name.lowerBound
            if let prefix {
                for index in 0..<prefixLength where bytes[offset + index] != prefix[index] { return false }
                offset += prefixLength
                guard bytes[offset] == UInt8(ascii: ":") else { return false }
                offset += 1
            }
            for index in 0..<nameLength where bytes[offset + index] != name[index] { return false }
            return true
        }
    }
}
