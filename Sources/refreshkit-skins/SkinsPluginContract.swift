// The one contract between the RefreshKit skins plugins and the `refreshkit-skins` tool: file
// names, folder names, subcommands and flags. This file lives in the tool's sources and is
// symlinked as Plugins/PluginsShared/SkinsPluginContract.swift, which each plugin folder links
// to as PluginsShared/, so the plugins and the tool compile the same text.
import Foundation

/// What the skins plugins and the `refreshkit-skins` tool agree on.
enum SkinsPluginContract {
    /// The tool executable the plugins run.
    static let toolName = "refreshkit-skins"

    /// The folder of a target that holds its skins, declared as `.copy("Skins")` so that SwiftPM
    /// tracks its files (and does not warn about them).
    static let skinsFolder = "Skins"
    /// The endings of the files embedded from a `Skins` folder: descriptors, images, Lottie
    /// animations, catalogs.
    static let skinFileExtensions: Set<String> = ["xml", "png", "json", "strings"]
    /// The file at the top of a `Skins` folder that lists the indicator kinds the package
    /// registers in code, one name a line, so that its skins may name them (`style="sunburst"`)
    /// without a warning; embedded with the skins (RefreshSkins reads it as
    /// `IndicatorKindDeclaration.fileName`).
    static let indicatorKindsFile = "kinds.txt"
    /// The ending of a descriptor.
    static let descriptorExtension = "xml"
    /// The ending of a catalog (its name is the locale: `de.strings`).
    static let catalogExtension = "strings"

    /// The Swift file generated for a target, and the type it declares.
    static let generatedFileName = "EmbeddedSkins.swift"
    /// The generated type: `Module.EmbeddedSkins.package` and `.registry`.
    static let generatedTypeName = "EmbeddedSkins"

    /// RefreshKit's own data: `Resources/` (skins, arrows, schema) and `Localizations/`.
    static let builtInResourcesFolder = "Resources"
    /// RefreshKit's catalogs folder.
    static let builtInLocalizationsFolder = "Localizations"
    /// The endings of RefreshKit's own data files.
    static let builtInFileExtensions: Set<String> = ["xml", "png", "json", "rng", "strings"]
    /// The schema inside `Resources/`; its presence marks a RefreshKit checkout.
    static let builtInSchemaPath = "Schema/skin.rng"
    /// The target a RefreshKit checkout has (with the schema, how the plugins find it among the
    /// packages).
    static let skinsLibraryTarget = "RefreshSkins"
    /// The small Swift file the built-in check writes (a build command needs an output).
    static let builtInCheckFileName = "BuiltInSkinsCheck.swift"

    /// The tool's subcommands.
    enum Subcommand: String {
        /// Validate a target's `Skins` folder and write the Swift that embeds it (build plugin).
        case generate
        /// Validate RefreshKit's `Resources/` and `Localizations/` and write a stamp file.
        case checkBuiltIns = "check-builtins"
        /// Validate skin folders and files without writing anything (command plugin).
        case lint
    }

    /// The tool's flags.
    enum Flag {
        /// The Swift file to write (`generate`, `check-builtins`).
        static let output = "--output"
        /// The folder the given files are relative to (`generate`), or that holds explicit files
        /// and their assets (`lint`).
        static let root = "--root"
        /// The module the generated code belongs to (`generate`).
        static let module = "--module"
        /// `public` or `internal` (`generate`).
        static let access = "--access"
        /// A skins folder to check as a whole, like a target's `Skins` (`lint`, repeatable).
        static let tree = "--tree"
        /// Check RefreshKit's own data too (`lint`; no value).
        static let builtIns = "--builtins"
        /// RefreshKit's `Resources/` folder (every subcommand).
        static let resources = "--resources"
        /// RefreshKit's `Localizations/` folder (every subcommand).
        static let localizations = "--localizations"
    }

    /// The access level of the generated type.
    enum Access: String, CaseIterable {
        /// For library targets (theme packages).
        case `public`
        /// For executable targets.
        case `internal`
    }

    /// The files of a `Skins` folder the plugins check and embed: those whose ending is in
    /// ``skinFileExtensions``, and ``indicatorKindsFile`` when there is one.
    static func skinFiles(in folder: URL) -> [URL] {
        var urls = files(in: folder, extensions: skinFileExtensions)
        let kinds = folder.appending(path: indicatorKindsFile)
        if FileManager.default.fileExists(atPath: kinds.path) { urls.insert(kinds, at: 0) }
        return urls
    }

    /// The files under `folder` (following symbolic links) whose ending is in `extensions`,
    /// sorted, as URLs under `folder` as given.
    static func files(in folder: URL, extensions: Set<String>) -> [URL] {
        let resolved = folder.resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return extensions.contains(folder.pathExtension) ? [folder] : [] }
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: resolved.path)) ?? []
        return names.filter { name in
            extensions.contains((name as NSString).pathExtension)
                && !name.split(separator: "/").contains { $0.hasPrefix(".") }
        }.sorted().map { folder.appending(path: $0) }
    }
}
