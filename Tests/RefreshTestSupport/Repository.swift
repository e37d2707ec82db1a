/// Folders of this repository, for tests that read its files or run its programs.
public enum Repository {
    /// The repository's top-level folder, found from this file's path.
    public static let root: String = {
        var components = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)  // Tests/RefreshTestSupport/Repository.swift
        return components.joined(separator: "/")
    }()

    /// The top-level `Resources/` folder: built-in skins, arrows, the schema.
    public static let resourcesPath = root + "/Resources"
}
