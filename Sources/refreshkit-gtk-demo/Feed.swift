import CGtk4

/// The demo's model: rows in a `GtkStringList` (what the list view shows), and a fake network
/// that answers after a delay and fails every few loads.
@MainActor
final class Feed {
    /// What the list view shows.
    let rows: OpaquePointer
    private let delay: Duration
    private let failEvery: Int
    private var loads = 0
    private var newest = 0
    private var oldest = 0
    /// How many rows load more may reach.
    static let capacity = 200

    /// An error of the fake network.
    struct NetworkError: Error, CustomStringConvertible {
        var description: String { "HTTP 503: the fake network failed, as asked (--fail-every)" }
    }

    init(rows count: Int, delay: Double, failEvery: Int) {
        rows = gtk_string_list_new(nil)
        self.delay = .milliseconds(Int(delay * 1000))
        self.failEvery = failEvery
        append(count)
    }

    var count: Int { Int(g_list_model_get_n_items(rows)) }

    /// New posts at the top; returns how many.
    func reload() async throws -> Int {
        try await answer()
        let fresh = 3
        var texts = (0..<fresh).map { index in strdup("New post \(newest + fresh - index)") }
        newest += fresh
        texts.append(nil)
        texts.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { pointer in
                pointer.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                    gtk_string_list_splice(rows, 0, 0, $0)
                }
            }
        }
        for text in texts { free(text) }
        return fresh
    }

    /// Older posts at the end; returns whether there may be more.
    func loadMore() async throws -> Bool {
        try await answer()
        append(20)
        return count < Self.capacity
    }

    private func answer() async throws {
        try await Task.sleep(for: delay)
        loads += 1
        if failEvery > 0 && loads % failEvery == 0 { throw NetworkError() }
    }

    private func append(_ count: Int) {
        for _ in 0..<count {
            oldest += 1
            gtk_string_list_append(rows, "Post \(oldest): what the feed had before")
        }
    }
}
