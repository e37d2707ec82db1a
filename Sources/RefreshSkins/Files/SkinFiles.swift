/// A tree of skin files: descriptors and their assets, addressed by `/`-separated paths relative
/// to the tree's root. Nothing outside the root can be read through it.
///
/// ``DirectorySkinFiles`` reads a folder; ``MemorySkinFiles`` serves bytes embedded in a program
/// (for example by a build plugin).
public protocol SkinFiles: Sendable {
    /// The path to show in diagnostics for a file of this tree.
    func displayPath(of relativePath: String) -> String
    /// Reads a regular file of at most `limit` bytes.
    func read(_ relativePath: String, limit: Int) throws(SkinFileError) -> [UInt8]
    /// Whether a file exists at the path (inside the root).
    func contains(_ relativePath: String) -> Bool
    /// The descriptor (`.xml`) files of the tree, sorted; problems met while looking (such as a
    /// symlink loop) are appended to `problems`.
    func descriptorPaths(problems: inout [SkinDiagnostic]) -> [String]
}
