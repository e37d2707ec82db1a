// A service's use of RefreshLocalization: one LabelerCache per process, a labeler per request's
// Accept-Language, every row of a request labelled against one "now". Run it with epoch seconds
// as its argument to label against that instant instead of the clock.
import Foundation
import RefreshLocalization

let labelers = try LabelerCache(catalogs: CatalogSet.builtIn, timeZone: "Europe/Berlin")
let now = CommandLine.arguments.dropFirst().first.flatMap(Double.init).map(Date.init(timeIntervalSince1970:)) ?? Date()
let updatedAt: [Date?] = [now.addingTimeInterval(-300), now.addingTimeInterval(-86_400), nil]
var buffer: [String] = []
for acceptLanguage in ["de-AT,de;q=0.9,en;q=0.5", "ja-JP, en;q=0.1", "xx"] {
    let labeler = try labelers.labeler(forAcceptLanguage: acceptLanguage)
    try labeler.labels(for: updatedAt, relativeTo: now, into: &buffer)
    print("\(acceptLanguage): \(buffer.joined(separator: " | "))")
}
