/// Lexical handling of the `/`-separated relative paths used inside a skin tree.
public enum SkinPath {
    /// The path of `reference` (as written in the descriptor at `descriptor`), relative to the
    /// tree's root; `nil` when it is absolute or climbs out of the root with `..`.
    public static func resolve(_ reference: String, relativeTo descriptor: String) -> String? {
        if isPlain(reference) {
            // The usual case, `name.png` or `images/name.png`: nothing to resolve.
            guard let slash = descriptor.utf8.lastIndex(of: UInt8(ascii: "/")) else { return reference }
            let folder = String(descriptor[..<slash])
            return isPlain(folder) ? folder + "/" + reference : general(reference, relativeTo: descriptor)
        }
        return general(reference, relativeTo: descriptor)
    }

    /// Whether `path` is already in normal form: non-empty components without `.` or `..`,
    /// separated by single slashes, no leading or trailing slash, and none of the refused bytes.
    static func isPlain(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable(isPlain) ?? isPlain(Array(path.utf8))
    }

    private static func isPlain<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var componentLength = 0
        var dots = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "/"):
                if componentLength == 0 || componentLength == dots { return false }
                componentLength = 0
                dots = 0
            case UInt8(ascii: "\\"), 0, UInt8(ascii: ":"):
                return false
            case UInt8(ascii: "."):
                componentLength += 1
                dots += 1
            default:
                componentLength += 1
            }
        }
        return componentLength > 0 && componentLength != dots
    }

    /// The general case of ``resolve(_:relativeTo:)``; `onDisk` takes `\\` and `:` as the
    /// ordinary bytes they are in a Linux file name (see ``normalizeOnDisk(_:)``).
    static func general(_ reference: String, relativeTo descriptor: String, onDisk: Bool = false) -> String? {
        // Absolute paths, NULs, and (in a reference) backslashes and `:` (URLs and drive letters), by bytes.
        if reference.utf8.contains(where: {
            $0 == 0 || (!onDisk && ($0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: ":")))
        }) || reference.hasPrefix("/") {
            return nil
        }
        var components: [Substring] = []
        if let slash = descriptor.utf8.lastIndex(of: UInt8(ascii: "/")) {
            components = descriptor[..<slash].split(separator: "/")
        }
        for component in reference.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                if components.isEmpty { return nil }
                components.removeLast()
            default: components.append(component)
            }
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    /// The normalized form of a root-relative path, or `nil` if it climbs out of the root.
    public static func normalize(_ path: String) -> String? {
        resolve(path, relativeTo: "")
    }

    /// Why ``resolve(_:relativeTo:)`` refuses `reference`, as words that follow the quoted
    /// reference in a message: a backslash, a colon, a NUL, or a path that leads outside the
    /// skin's folder.
    static func refusal(of reference: String) -> String {
        let inside = "assets must be inside the folder that holds the skin"
        let bytes = reference.utf8
        if bytes.contains(UInt8(ascii: "\\")) {
            return "has a backslash, which skins do not take in paths: separate folders with '/'; \(inside)"
        }
        if bytes.contains(UInt8(ascii: ":")) {
            return "is a URL or names a drive (it has a ':'), which leads outside the skin's folder; \(inside)"
        }
        if bytes.contains(0) { return "has a NUL character; \(inside)" }
        return "is outside the skin's folder; \(inside)"
    }

    /// The normalized form of the path of a file in a folder on disk, or `nil` if it climbs out
    /// of the folder: as ``normalize(_:)``, but a backslash or a colon is part of a name, as Linux
    /// reads it (`back\\slash.xml` given to `lint`); a reference written in a skin is refused
    /// them before it is read.
    static func normalizeOnDisk(_ path: String) -> String? {
        isPlain(path) ? path : general(path, relativeTo: "", onDisk: true)
    }

    /// The folder part of a relative path (`""` for a file at the root).
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// `dir/name@2x.png` for `dir/name.png`.
    public static func twoXVariant(of path: String) -> String {
        guard path.hasSuffix(".png") else { return path + "@2x" }
        // The suffix is four ASCII bytes, so the cut is at a character's edge.
        return String(path[..<path.utf8.index(path.utf8.endIndex, offsetBy: -4)]) + "@2x.png"
    }
}
