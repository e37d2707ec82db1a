import Testing

@testable import RefreshXML

@Suite struct SourceIndexTests {
    /// Places counted forward from the last one agree with places looked up from scratch, for
    /// every offset in order, and when a later lookup goes back.
    @Test func countingForwardAgreesWithLookingUp() {
        let text = "<a b=\"é\"\n  c='ü'>\r\n\ttext ✓ more\n\n<d/>e</a>"
        let index = SourceIndex(bytes: Array(text.utf8))
        var cursor = SourceIndex.Cursor()
        for offset in 0...text.utf8.count {
            let forward = index.location(ofOffset: offset, from: &cursor)
            let fresh = index.location(ofOffset: offset)
            #expect(forward == fresh, "offset \(offset)")
        }
        for offset in [30, 3, 17, 17, 0, 40, 12] {
            let back = index.location(ofOffset: offset, from: &cursor)
            let fresh = index.location(ofOffset: offset)
            #expect(back == fresh, "offset \(offset)")
        }
    }
}
