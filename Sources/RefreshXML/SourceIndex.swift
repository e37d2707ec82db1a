#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Maps byte offsets of a document to 1-based lines and columns, and finds where start tags and
/// their attributes were written. Used because libxml2 keeps only a line per node.
///
/// A parsed tree keeps its document's index, so that the places of its elements and attributes
/// are found when they are asked for (to report a problem) rather than for every element parsed.
final class SourceIndex: Sendable {
    let bytes: [UInt8]
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            guard let base = buffer.baseAddress else { return starts }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
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

    /// The offset of the `<` that opens the start tag ending at (or just before) `end`.
    ///
    /// A start tag holds no `<` (a value cannot), so this is the last `<` before `end`.
    func startTagOffset(before end: Int) -> Int? {
        bytes[..<min(max(end, 0), bytes.count)].lastIndex(of: UInt8(ascii: "<"))
    }

    /// The offset of the last occurrence of `marker` (which cannot overlap itself, as `<!DOCTYPE`
    /// cannot) that lies wholly before `end`.
    func lastOffset(of marker: String, before end: Int) -> Int? {
        bytes[..<min(max(end, 0), bytes.count)].ranges(of: marker.utf8).last?.lowerBound
    }

    /// Where the qualified names (`prefix:name` or `name`) of the attributes written in the
    /// well-formed start tag that begins at `tagStart` are in the bytes.
    func attributeNames(inStartTagAt tagStart: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var index = tagStart + 1
        let count = bytes.count
        // Skip the element name.
        while index < count, !bytes[index].isXMLSpace, bytes[index] != UInt8(ascii: ">"),
            bytes[index] != UInt8(ascii: "/")
        {
            index += 1
        }
        while index < count {
            while index < count, bytes[index].isXMLSpace { index += 1 }
            guard index < count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") else {
                break
            }
            let nameStart = index
            while index < count, !bytes[index].isXMLSpace, bytes[index] != UInt8(ascii: "=") { index += 1 }
            result.append(nameStart..<index)
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

    /// The place of the attribute written as `prefix:name` (or `name`) in the start tag at
    /// `tagStart`, if it is there.
    func location(ofAttribute name: String, prefix: String?, inStartTagAt tagStart: Int) -> (line: Int, column: Int)? {
        let qualified = Array((prefix.map { $0 + ":" } ?? "").utf8) + Array(name.utf8)
        let written = attributeNames(inStartTagAt: tagStart).first { bytes[$0].elementsEqual(qualified) }
        return written.map { location(ofOffset: $0.lowerBound) }
    }
}

extension UInt8 {
    /// Whether the byte is XML white space (the `S` production: space, tab, line feed, carriage
    /// return).
    var isXMLSpace: Bool {
        self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D
    }
}
