/// Folders of this repository, for tests that read its files directly.
enum Repository {
    /// The repository's top-level folder, found from this file's path.
    static let root: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)  // Tests/RefreshSkinsTests/Repository.swift
        return components.joined(separator: "/")
    }()

    /// The top-level `Resources/` folder.
    static let resourcesPath = root + "/Resources"
}
