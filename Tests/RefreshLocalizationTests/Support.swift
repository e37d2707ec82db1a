import CICUShim
import Foundation
import RefreshLocalization

/// The repository's Localizations/ folder, found from this file.
let localizationsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Localizations")

/// Loaded once for all tests.
let catalogs: CatalogSet = try! CatalogSet(directory: localizationsDirectory)

/// The English catalog, the reference for keys and arguments.
let english: Catalog = catalogs.catalog(for: .english)!

/// Direct ICU calls through the shim, to compute expectations from ICU itself.
enum RawICU {
    static func utf16(_ body: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32) -> String {
        var buffer = [UInt16](repeating: 0, count: 512)
        var status: Int32 = 0
        let length = body(&buffer, 512, &status)
        precondition(status <= 0, "ICU failed: \(String(cString: rk_icu_error_name(status)))")
        return String(decoding: buffer[0..<Int(length)], as: UTF16.self)
    }

    /// `ureldatefmt_format` / `formatNumeric` in `locale` (an ICU id).
    static func relative(
        _ locale: String,
        _ offset: Double,
        _ unit: Int,
        numeric: Bool,
        width: Int32 = Int32(RK_ICU_WIDTH_LONG),
        capitalization: Int32 = Int32(RK_ICU_CAPITALIZATION_MIDDLE_OF_SENTENCE)
    ) -> String {
        var status: Int32 = 0
        let formatter = rk_icu_reldatefmt_open(locale, width, capitalization, &status)!
        defer { rk_icu_reldatefmt_close(formatter) }
        return utf16 { rk_icu_reldatefmt_format(formatter, offset, Int32(unit), numeric ? 1 : 0, $0, $1, &$2) }
    }

    /// `udat_format` with the best pattern for `skeleton`.
    static func date(_ locale: String, _ skeleton: String, _ zone: String, _ date: Date) -> String {
        let skeletonUnits = Array(skeleton.utf16)
        let pattern = Array(
            utf16 { rk_icu_best_pattern(locale, skeletonUnits, Int32(skeletonUnits.count), $0, $1, &$2) }.utf16
        )
        var status: Int32 = 0
        let formatter = rk_icu_datefmt_open(
            locale,
            pattern,
            Int32(pattern.count),
            zone,
            Int32(RK_ICU_CAPITALIZATION_MIDDLE_OF_SENTENCE),
            &status
        )!
        defer { rk_icu_datefmt_close(formatter) }
        return utf16 { rk_icu_datefmt_format(formatter, date.timeIntervalSince1970 * 1000, $0, $1, &$2) }
    }

    /// "yesterday" + time, combined by ICU.
    static func dayAndTime(_ locale: String, days: Double, time: String) -> String {
        var status: Int32 = 0
        let formatter = rk_icu_reldatefmt_open(
            locale,
            Int32(RK_ICU_WIDTH_LONG),
            Int32(RK_ICU_CAPITALIZATION_MIDDLE_OF_SENTENCE),
            &status
        )!
        defer { rk_icu_reldatefmt_close(formatter) }
        let day = Array(
            utf16 { rk_icu_reldatefmt_format(formatter, days, Int32(RK_ICU_UNIT_DAY), 0, $0, $1, &$2) }.utf16
        )
        let timeUnits = Array(time.utf16)
        return utf16 {
            rk_icu_reldatefmt_combine(formatter, day, Int32(day.count), timeUnits, Int32(timeUnits.count), $0, $1, &$2)
        }
    }

    /// The plural category ICU picks for `number` in `locale`.
    static func pluralCategory(_ locale: String, _ number: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        var status: Int32 = 0
        _ = rk_icu_plural_select(locale, number, &buffer, 32, &status)
        return string(buffer)
    }

    /// All plural categories of `locale`.
    static func pluralCategories(_ locale: String) -> Set<String> {
        var buffer = [CChar](repeating: 0, count: 128)
        var status: Int32 = 0
        _ = rk_icu_plural_keywords(locale, &buffer, 128, &status)
        return Set(string(buffer).split(separator: " ").map(String.init))
    }
}

/// An ISO 8601 instant, for readable tests.
func instant(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)!
}

/// A NUL-terminated C buffer as a String.
func string(_ buffer: [CChar]) -> String {
    let end = buffer.firstIndex(of: 0) ?? buffer.count
    return String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
