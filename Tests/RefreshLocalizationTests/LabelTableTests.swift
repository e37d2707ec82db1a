import RefreshCore
import Testing

@testable import RefreshLocalization

/// A thread's copies of label tables stay bounded, and a table past the bound still gives its
/// labels (from its shared slots).
@Suite struct LabelTableTests {
    @Test func tablesPastTheThreadLimitStillGiveTheirLabels() {
        let key = LastUpdatedEngine.ResultKey.bucket(.minutes(-5))
        let tables = (0..<(PerThread.tableLimit + 100)).map { _ in
            LabelTable(thresholds: .standard, relative: true)
        }
        for table in tables {
            let text = "Last updated: \(table.id)"
            let label = LocalizedText(
                text: text,
                key: .headerLastUpdated,
                locale: .english,
                isFallback: false,
                isRightToLeft: false
            )
            table.insert(label, for: key)
            #expect(table.text(for: key) == text)
            #expect(table.label(for: key)?.text == text)
        }
        // Read them all again: the first ones from this thread's copies, the rest from the slots.
        for table in tables {
            #expect(table.text(for: key) == "Last updated: \(table.id)")
        }
        #expect(PerThread.current.bucketLabels.count <= PerThread.tableLimit)
    }
}
