import Foundation
import RefreshCore
import RefreshLocalization
import RefreshText
import Testing

/// The default font families draw every text of every built-in catalog themselves: no character
/// is left to a browser's fallback, whose choice may differ from the measurer's (or draw nothing).
@Suite struct CatalogCoverageTests {
    @Test("Every header, footer, announcement and last-updated text of the 59 catalogs is in the default families")
    func catalogsAreCovered() throws {
        let measurer = try ShapedTextMeasurer()
        let now = Date(timeIntervalSince1970: 1_796_000_000)
        let catalogs = try CatalogSet.builtIn
        #expect(catalogs.locales.count == 59)
        for locale in catalogs.locales {
            let strings = catalogs.strings(for: locale)
            var texts: [String] = []
            for key in MessageKey.allCases where key != .headerLastUpdated {
                texts.append(
                    try (key.arguments.isEmpty ? strings.text(key) : strings.text(key, "count", .integer(3))).text
                )
            }
            for ago: Double in [300, 86_400, 400 * 86_400] {
                texts.append(try strings.lastUpdated(now.addingTimeInterval(-ago), relativeTo: now).text)
            }
            for text in texts {
                for bold in [false, true] {
                    let outside = measurer.scalarsOutsideFamily(in: text, bold: bold)
                    #expect(outside.isEmpty, "\(locale) '\(text)': \(outside.map { String($0.value, radix: 16) })")
                }
            }
        }
    }
}
