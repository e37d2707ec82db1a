import RefreshFoundation
import RefreshSupport

/// Reads the `TZ` environment variable the way the C library does, into a zone id ICU knows.
///
/// POSIX allows more than IANA names in `TZ`, and all of these are common:
/// - `Europe/Berlin`, `EST5EDT`: a zone name ICU knows.
/// - `:Europe/Berlin`: a leading colon, then a zone name.
/// - `:/usr/share/zoneinfo/Asia/Tokyo` or `/etc/localtime`: a path to a compiled zone file; the
///   name comes from the path after `zoneinfo/`, following symbolic links (`/etc/localtime` is
///   usually a link into the zoneinfo folder); a path that names no zone means the system zone.
/// - `UTC0`, `JST-9`, `<+0530>-5:30`: a POSIX zone with a fixed offset, where the sign is the
///   other way round (hours *west* of Greenwich): `JST-9` is ICU's `GMT+09:00`.
///
/// A POSIX string with daylight-saving rules (`CET-1CEST,M3.5.0,M10.5.0/3`) is used when ICU
/// knows its `STDoffsetDST` part as a zone (`EST5EDT`); otherwise it is unknown.
public enum TimeZoneSetting {
    /// The ICU zone id that a `TZ` value names.
    ///
    /// - Throws: ``LocalizationError/unknownTimeZone(_:)`` with `value` when it names no zone.
    public static func zone(fromTZ value: String) throws(LocalizationError) -> String {
        var text = Substring(value)
        if text.first == ":" { text = text.dropFirst() }
        if text.isEmpty { return "UTC" }
        if text.first == "/" || text.hasPrefix("./") {
            return try zone(atPath: String(text), original: value)
        }
        // A POSIX string first: `GMT+3` in TZ is three hours *behind* Greenwich.
        if let posix = posixZone(text) {
            guard let known = try? CalendarHandle.canonicalZone(posix) else { throw .unknownTimeZone(value) }
            return known
        }
        guard let known = try? CalendarHandle.canonicalZone(String(text)) else { throw .unknownTimeZone(value) }
        return known
    }

    /// The largest file read as a compiled zone file (they hold a few kilobytes).
    package static let zoneFileLimit = 64 * 1024

    /// The zone of a compiled zone file: its name after `zoneinfo/`, following links; a file
    /// elsewhere (a copy in `/etc/localtime`) is the system zone. Any other file (`/etc/passwd`, a
    /// FIFO, a folder) names no zone: only a regular file that starts as a compiled zone file does
    /// (`TZif`), read within ``zoneFileLimit`` without waiting on a FIFO.
    private static func zone(atPath path: String, original: String) throws(LocalizationError) -> String {
        if let name = nameInZoneinfo(path), let known = try? CalendarHandle.canonicalZone(name) { return known }
        if let known = linkedZone(path) { return known }
        guard let bytes = try? RegularFile.read(path, limit: zoneFileLimit), bytes.starts(with: "TZif".utf8) else {
            throw .unknownTimeZone(original)
        }
        return systemZone()
    }

    /// `Asia/Tokyo` for `…/zoneinfo/Asia/Tokyo` (and `…/zoneinfo/posix/Asia/Tokyo`).
    private static func nameInZoneinfo(_ path: String) -> String? {
        guard let range = path.ranges(of: "/zoneinfo/").last else { return nil }
        var name = path[range.upperBound...]
        for prefix in ["posix/", "right/"] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        return name.isEmpty ? nil : String(name)
    }

    /// The zone whose compiled file `path` resolves to (following links), if ICU knows it.
    private static func linkedZone(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return nameInZoneinfo(String(cString: resolved)).flatMap { try? CalendarHandle.canonicalZone($0) }
    }

    /// The system's zone: where `/etc/localtime` links to, else `/etc/timezone`, else UTC.
    static func systemZone() -> String {
        if let known = linkedZone("/etc/localtime") { return known }
        if let bytes = try? RegularFile.read("/etc/timezone", limit: 256),
            let name = String(validating: bytes, as: UTF8.self)?.trimmingASCIIWhitespace(),
            let known = try? CalendarHandle.canonicalZone(name)
        {
            return known
        }
        return "UTC"
    }

    /// For a POSIX zone string, the ICU id it stands for: `EST5EDT` when there are daylight-saving
    /// rules, else the fixed offset as `GMT+09:00` (or `UTC`); `nil` when it is not such a string.
    static func posixZone(_ text: Substring) -> String? {
        var rest = text
        guard zoneAbbreviation(&rest) != nil, let west = posixOffset(&rest) else { return nil }
        if !rest.isEmpty {
            // Daylight-saving time: ICU knows the classic US zones by their names (`EST5EDT`),
            // with or without the rules after a comma.
            guard zoneAbbreviation(&rest) != nil, rest.isEmpty || rest.first == "," else { return nil }
            return String(text[..<rest.startIndex])
        }
        // POSIX counts west of Greenwich; ICU's GMT+hh:mm counts east.
        guard west != 0 else { return "UTC" }
        let minutes = abs(west) / 60
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "GMT" + (west < 0 ? "+" : "-") + twoDigits(minutes / 60) + ":" + twoDigits(minutes % 60)
    }

    /// `EST` or `<+0530>` at the start of `text` (consumed): three or more letters, or anything
    /// in angle brackets.
    private static func zoneAbbreviation(_ text: inout Substring) -> Substring? {
        if text.first == "<" {
            guard let close = text.firstIndex(of: ">") else { return nil }
            let name = text[text.startIndex...close]
            text = text[text.index(after: close)...]
            return name
        }
        let letters = text.prefix { $0.isASCII && $0.isLetter }
        guard letters.count >= 3 else { return nil }
        text = text.dropFirst(letters.count)
        return letters
    }

    /// `[+-]hh[:mm[:ss]]` at the start of `text` (consumed), in seconds west of Greenwich, less
    /// than 24 hours either way.
    private static func posixOffset(_ text: inout Substring) -> Int? {
        var sign = 1
        if let first = text.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            text = text.dropFirst()
        }
        var parts: [Int] = []
        while parts.count < 3 {
            if !parts.isEmpty {
                guard text.first == ":" else { break }
                text = text.dropFirst()
            }
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard (1...2).contains(digits.count), let part = Int(digits) else { return nil }
            text = text.dropFirst(digits.count)
            parts.append(part)
        }
        let hours = parts[0]
        let minutes = parts.count > 1 ? parts[1] : 0
        let seconds = parts.count > 2 ? parts[2] : 0
        guard hours < 24, minutes < 60, seconds < 60 else { return nil }
        return sign * (hours * 3600 + minutes * 60 + seconds)
    }
}
