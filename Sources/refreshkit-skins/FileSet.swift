import Foundation
import RefreshSkins

/// Files read from disk to be checked: their bytes by path relative to a root folder, which is
/// shown in diagnostics (so SwiftPM and editors can open the file).
struct FileSet {
    /// The root folder, absolute, without a trailing `/`.
    let root: String
    /// Relative path to bytes.
    private(set) var files: [String: [UInt8]] = [:]
    /// Files that could not be read, or that lie outside the root.
    private(set) var problems: [SkinDiagnostic] = []

    /// Reads the given files, each of which must be inside `root`.
    init(root: String, paths: [String]) {
        self.root = Self.absolute(root)
        let prefix = self.root + "/"
        for path in paths {
            let full = Self.absolute(path)
            guard full.hasPrefix(prefix) else {
                problems.append(
                    .about(
                        full,
                        "the file is not inside \(self.root); pass files inside the folder given with --root",
                        code: .fileOutsideRoot
                    )
                )
                continue
            }
            guard let data = FileManager.default.contents(atPath: full) else {
                problems.append(.about(full, "the file cannot be read; check that it exists", code: .unreadableFile))
                continue
            }
            files[String(full.dropFirst(prefix.count))] = [UInt8](data)
        }
    }

    /// Reads every file under `root` whose ending is in `extensions`.
    init(scanning root: String, extensions: Set<String>) {
        let folder = URL(fileURLWithPath: Self.absolute(root))
        let urls = SkinsPluginContract.files(in: folder, extensions: extensions)
        self.init(root: root, paths: urls.map(\.path))
    }

    /// Reads the files of a `Skins` folder, as the build plugin passes them.
    init(skinsFolder root: String) {
        let urls = SkinsPluginContract.skinFiles(in: URL(fileURLWithPath: Self.absolute(root)))
        self.init(root: root, paths: urls.map(\.path))
    }

    /// How many files were read.
    var count: Int { files.count }

    /// The files whose path ends with `.ending`.
    func files(endingWith ending: String) -> [String: [UInt8]] {
        files.filter { $0.key.hasSuffix("." + ending) }
    }

    /// The path shown in diagnostics for a relative path.
    func displayPath(of relativePath: String) -> String {
        root + "/" + relativePath
    }

    /// `path` made absolute against the current directory and normalized.
    static func absolute(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL.path
        while url.count > 1, url.hasSuffix("/") { url.removeLast() }
        return url
    }
}
