import Foundation
import Testing

@testable import RefreshLocalization

/// Zone names in output are IANA's current ones, not ICU's (CLDR's) first ones.
@Suite struct IANAZoneNameTests {
    @Test(
        "Old and new names of a zone both give IANA's name; merged zones keep theirs",
        arguments: [
            ("Asia/Calcutta", "Asia/Kolkata"), ("Asia/Kolkata", "Asia/Kolkata"), ("Etc/UTC", "UTC"), ("UTC", "UTC"),
            ("Etc/Universal", "UTC"), ("Zulu", "UTC"), ("Europe/Kiev", "Europe/Kyiv"),
            ("Asia/Saigon", "Asia/Ho_Chi_Minh"),
            ("America/Buenos_Aires", "America/Argentina/Buenos_Aires"), ("Europe/Amsterdam", "Europe/Amsterdam"),
            ("Europe/Berlin", "Europe/Berlin"),
        ]
    )
    func names(given: String, shown: String) throws {
        #expect(try LastUpdatedFormatter(locale: .english, timeZone: given).timeZone == shown)
        #expect(try LabelerCache(catalogs: CatalogSet.builtIn, timeZone: given).timeZone == shown)
    }

    /// Zones (`Z name`) and links (`L target name`) of the system's tzdata, IANA's own list.
    static func tzdata() throws -> (zones: Set<String>, links: [String: String]) {
        let text = try String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8)
        var zones: Set<String> = []
        var links: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            if fields.count >= 2 && fields[0] == "Z" { zones.insert(fields[1]) }
            if fields.count >= 3 && fields[0] == "L" { links[fields[2]] = fields[1] }
        }
        return (zones, links)
    }

    @Test("Every rename is one in IANA's tzdata: the old name a link, the new one a zone or a link")
    func renamesAgreeWithTzdata() throws {
        let (zones, links) = try Self.tzdata()
        #expect(zones.count > 300)
        for (old, new) in IANAZoneNames.renamed {
            if new == "UTC" {
                // tzdata's zone is Etc/UTC, and UTC its link; UTC is the name people write.
                #expect(zones.contains(old) && links[new] == old)
            } else {
                #expect(links[old] != nil, "\(old) is not a link in tzdata")
                #expect(zones.contains(new) || links[new] != nil, "\(new) is not in tzdata")
            }
            // ICU knows both names as one zone.
            #expect(try LastUpdatedFormatter(locale: .english, timeZone: new).timeZone == new)
        }
    }
}
