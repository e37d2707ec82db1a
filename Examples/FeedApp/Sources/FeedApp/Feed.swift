import Foundation
import RefreshKit

/// The app's model: a list of posts from a fake network that answers after a while, as told.
@MainActor
final class Feed {
    /// How the next request ends.
    enum Answer {
        /// Posts arrive: this many new ones.
        case posts(Int)
        /// The server fails with this status.
        case status(Int)
        /// The end of the feed: nothing more.
        case end
    }

    /// The wall-clock date the simulation starts at.
    nonisolated static let launchDate = Date(timeIntervalSince1970: 1_800_000_000)

    private(set) var posts: [String]
    /// The answers to the next requests, in order; then posts(2) for each.
    var answers: [Answer] = []
    /// How long the network takes to answer.
    var latency: Duration = .milliseconds(800)
    private let clock: ManualClock

    init(clock: ManualClock, count: Int = 50) {
        self.clock = clock
        posts = (1...count).map { "Post \($0)" }
    }

    /// Fetches the newest posts: how many are new.
    func reload() async throws -> Int {
        let count = try await request()
        posts.insert(contentsOf: (0..<count).map { "New post \($0 + 1)" }, at: 0)
        return count
    }

    /// Fetches the next page: false at the end of the feed.
    func loadMore() async throws -> Bool {
        let count = try await request()
        posts += (0..<count).map { "Older post \(posts.count + $0 + 1)" }
        return count > 0
    }

    private func request() async throws -> Int {
        try await clock.sleep(for: latency)
        let answer = answers.isEmpty ? .posts(2) : answers.removeFirst()
        switch answer {
        case .posts(let count): return count
        case .status(let code): throw HTTPError(status: code)
        case .end: return 0
        }
    }
}

/// A server's failure, as the app shows it.
struct HTTPError: Error, CustomStringConvertible {
    var status: Int
    var description: String { "HTTP \(status)" }
}
