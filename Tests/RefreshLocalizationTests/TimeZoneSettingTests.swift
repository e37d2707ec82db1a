import Foundation
import RefreshLocalization
import Testing

/// `TZ` read as the C library reads it, checked against ICU's own zone data.
@Suite("TZ values")
struct TimeZoneSettingTests {
    @Test(
        "Each form POSIX allows names a zone ICU knows",
        arguments: [
            ("Europe/Berlin", "Europe/Berlin"), (":Europe/Berlin", "Europe/Berlin"), ("EST5EDT", "EST5EDT"),
            ("EST5EDT,M3.2.0,M11.1.0", "EST5EDT"), ("UTC0", "UTC"), ("GMT0", "UTC"), ("JST-9", "GMT+09:00"),
            ("GMT+3", "GMT-03:00"), ("<+03>-3", "GMT+03:00"), ("<+0530>-5:30", "GMT+05:30"),
            ("<-0330>3:30", "GMT-03:30"), (":/usr/share/zoneinfo/Asia/Tokyo", "Asia/Tokyo"),
            ("/usr/share/zoneinfo/posix/America/New_York", "America/New_York"), ("", "UTC"), (":", "UTC"),
        ]
    )
    func known(_ value: String, zone: String) throws {
        let resolved = try TimeZoneSetting.zone(fromTZ: value)
        // ICU canonicalizes UTC to Etc/UTC or UTC depending on its data; both are the same zone.
        if zone == "UTC" {
            #expect(["UTC", "Etc/UTC", "Etc/GMT"].contains(resolved), "\(value) -> \(resolved)")
        } else {
            #expect(resolved == zone, "\(value) -> \(resolved)")
        }
        // The zone works for formatting.
        _ = try LastUpdatedFormatter(locale: LocaleIdentifier("en"), style: .absolute, timeZone: resolved)
    }

    @Test("/etc/localtime names the system's zone")
    func localtime() throws {
        let resolved = try TimeZoneSetting.zone(fromTZ: ":/etc/localtime")
        #expect(!resolved.isEmpty)
        _ = try LastUpdatedFormatter(locale: LocaleIdentifier("en"), timeZone: resolved)
    }

    @Test(
        "Other values are unknown, and the error names the value",
        arguments: [
            "Nowhere/Else", "XYZ99", "CET-1CEST,M3.5.0,M10.5.0/3", "UTC25", "/nonexistent/zone", "a\u{1B}b",
            // A file that is not a compiled zone file names no zone (it was taken for the system's).
            ":/etc/passwd", "/dev/zero", ":/tmp",
        ]
    )
    func unknown(_ value: String) {
        #expect(throws: LocalizationError.unknownTimeZone(value)) { try TimeZoneSetting.zone(fromTZ: value) }
    }
}
