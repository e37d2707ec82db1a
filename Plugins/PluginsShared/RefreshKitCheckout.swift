import Foundation
import PackagePlugin

/// Where the plugins find RefreshKit's own data, which the tool reads from disk: the built-in
/// skins that skins may extend, the schema, and the catalogs.
struct RefreshKitCheckout {
    /// `Resources/`: skins, arrows, schema.
    let resources: URL
    /// `Localizations/`: catalogs.
    let localizations: URL

    /// Not found among the packages.
    struct NotFound: Error, CustomStringConvertible {
        var description: String {
            "RefreshKit's folder was not found among the package's dependencies; add "
                + "'.package(url: ..., from: ...)' or '.package(path: ...)' for RefreshKit to Package.swift"
        }
    }

    /// The package (this one, or a dependency at any depth) that has the RefreshSkins target and
    /// the skin schema.
    init(context: PluginContext) throws {
        var queue = [context.package]
        var seen: Set<String> = []
        while !queue.isEmpty {
            let package = queue.removeFirst()
            guard seen.insert(package.id).inserted else { continue }
            let resources = package.directoryURL.appending(path: SkinsPluginContract.builtInResourcesFolder)
            let schema = resources.appending(path: SkinsPluginContract.builtInSchemaPath)
            if package.targets.contains(where: { $0.name == SkinsPluginContract.skinsLibraryTarget }),
                FileManager.default.fileExists(atPath: schema.path)
            {
                self.resources = resources
                self.localizations = package.directoryURL.appending(
                    path: SkinsPluginContract.builtInLocalizationsFolder
                )
                return
            }
            queue += package.dependencies.map(\.package)
        }
        throw NotFound()
    }

    /// Every file the tool reads from the two folders (declared as inputs, so a change to a
    /// built-in skin re-checks the skins that may extend it).
    var files: [URL] {
        SkinsPluginContract.files(in: resources, extensions: SkinsPluginContract.builtInFileExtensions)
            + SkinsPluginContract.files(in: localizations, extensions: [SkinsPluginContract.catalogExtension])
    }

    /// `--resources DIR --localizations DIR`.
    var arguments: [String] {
        [
            SkinsPluginContract.Flag.resources, resources.path,
            SkinsPluginContract.Flag.localizations, localizations.path,
        ]
    }
}
