import RefreshFoundation

/// Lists a folder's entries without throwing (an unreadable folder lists as empty).
enum DirectoryListing {
    static func names(in path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }
}
