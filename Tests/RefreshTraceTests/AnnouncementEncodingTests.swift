import RefreshCore
import RefreshSupport
import RefreshTrace
import Testing

/// Announcements as effect lines: every one is written with its key, and with `count` exactly
/// when it has one, so that an unknown count (issue 39) round-trips as no count, not as 0.
@Suite("Announcements in effect lines")
struct AnnouncementEncodingTests {
    static let all: [RefreshAnnouncement] = [
        .refreshing, .loadingMore, .refreshed(count: 3), .refreshed(count: 0), .refreshed(count: nil),
        .refreshFailed, .loadedMore(count: 2), .loadedMore(count: nil), .loadMoreFailed, .noMore,
        .refreshCancelled,
    ]

    /// The announcement an effect line's `announce` and `count` name, read back as a host
    /// adapter's checker would.
    static func decode(_ line: String) throws -> RefreshAnnouncement? {
        guard case .object(let fields) = try JSONValue.parse(line) else { return nil }
        var key: String?
        var count: Int?
        for (name, value) in fields {
            if name == "announce", case .string(let text) = value { key = text }
            if name == "count", case .number(let number) = value { count = Int(exactly: number) }
        }
        guard let key, let messageKey = MessageKey(rawValue: key) else { return nil }
        return all.first { $0.key == messageKey && $0.count == count }
    }

    @Test("Each announcement is written with its key and its count, and read back the same", arguments: all)
    func roundTrip(_ announcement: RefreshAnnouncement) throws {
        let line = Replayer.encode(.announce(.footer, announcement), input: 1)
        #expect(line.contains("\"announce\":\"\(announcement.key)\""))
        #expect(line.contains("\"count\"") == (announcement.count != nil), "\(line)")
        #expect(try Self.decode(line) == announcement)
    }

    @Test("An unknown count is written as a11y.updated with no count, and checked so")
    func unknownCountLine() throws {
        let line = Replayer.encode(.announce(.header, .refreshed(count: nil)), input: 4)
        #expect(line == #"{"input":4,"edge":"header","announce":"a11y.updated"}"#)
        var matching = try EffectExpectation(expected: #"{"edge":"header","input":4,"announce":"a11y.updated"}"#)
        let matched = matching.check(line)
        let mismatch = matching.finish()
        #expect(matched && mismatch == nil)
        // The old line, a count of 0, is a difference now.
        var zero = try EffectExpectation(
            expected: #"{"input":4,"edge":"header","announce":"a11y.refreshed","count":0}"#
        )
        let zeroMatched = zero.check(line)
        #expect(!zeroMatched)
    }
}
