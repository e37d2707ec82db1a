import RefreshFoundation

/// The data files a module carries inside the program, as the EmbedResources build plugin
/// (`refreshkit-embed`) generates them.
///
/// A module with embedded data declares an empty carrier, `enum EmbeddedResources {}`; the
/// generated file adds `extension EmbeddedResources: EmbeddedFileTable` with the files. No type
/// stands in for another: the module asks ``EmbeddedFiles/files(of:module:)`` for the carrier's
/// files, and when the generated file was not compiled in (SwiftPM builds plugin tools in a pass
/// that runs no build-tool plugin) that is a ``NotEmbeddedError``, not an empty set.
public protocol EmbeddedFileTable: SendableMetatype {
    /// The paths of every embedded file, relative to the module's folder, sorted.
    static var paths: [String] { get }

    /// The contents of the file at `path`, or `nil` if it is not embedded.
    static func data(at path: String) -> Data?
}

/// A module's built-in data files were asked for, but the module was built without them.
public struct NotEmbeddedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The module that was built without its data.
    public var module: String

    /// Creates the error for `module`.
    public init(module: String) {
        self.module = module
    }

    /// The error, and how a plugin tool gets the data instead.
    public var description: String {
        "\(module) was built without its embedded data files: SwiftPM builds plugin tools in a pass that "
            + "runs no build-tool plugin (EmbedResources), so a plugin tool has no built-ins; it must read "
            + "RefreshKit's Resources/ and Localizations/ from disk (refreshkit-skins: --resources, --localizations)"
    }
}

/// A module's embedded files, each decoded when it is read: a program that needs three of two
/// hundred files decodes three.
public struct EmbeddedFileSet: Sendable {
    fileprivate let table: any EmbeddedFileTable.Type

    /// The paths of every file, relative to the module's folder, sorted.
    public var paths: [String] { table.paths }

    /// The contents of the file at `path` (decoded on each call), or `nil` if no file has that path.
    public func bytes(at path: String) -> [UInt8]? { table.data(at: path).map { [UInt8]($0) } }
}

/// Reading a module's embedded files.
public enum EmbeddedFiles {
    /// The files the generated file gave `carrier`.
    ///
    /// - Throws: ``NotEmbeddedError`` when `carrier` has no files, because the module was built
    ///   without running the EmbedResources plugin.
    public static func files(of carrier: Any.Type, module: String) throws(NotEmbeddedError) -> EmbeddedFileSet {
        guard let table = carrier as? any EmbeddedFileTable.Type else { throw NotEmbeddedError(module: module) }
        return EmbeddedFileSet(table: table)
    }
}
