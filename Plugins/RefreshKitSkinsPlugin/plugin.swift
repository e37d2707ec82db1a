import Foundation
import PackagePlugin

/// Checks the skins, arrow images and catalogs in a target's `Skins` folder when the target is
/// built, and embeds them as Swift (`EmbeddedSkins.package` and `EmbeddedSkins.registry`), so a
/// mistake fails the build with `path:line:col: error: message` and the program reads no file
/// at run time.
///
/// The target declares the folder as a resource, `resources: [.copy("Skins")]`, so that SwiftPM
/// tracks the files in it (a skin added or removed re-runs the plugin) and does not warn about
/// them. See Docs/Plugins.md.
@main
struct RefreshKitSkinsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let folderName = SkinsPluginContract.skinsFolder
        let folder = module.sourceFiles.first { file in
            file.type == .resource && file.url.lastPathComponent == folderName
        }?.url
        guard let folder else {
            Diagnostics.error(
                "target '\(target.name)' uses RefreshKitSkinsPlugin but has no '\(folderName)' folder declared as a "
                    + "resource; put its skins in '\(folderName)/' and add 'resources: [.copy(\"\(folderName)\")]' "
                    + "to the target in Package.swift"
            )
            return []
        }
        let skinFiles = SkinsPluginContract.skinFiles(in: folder)
        let checkout = try RefreshKitCheckout(context: context)
        let output = context.pluginWorkDirectoryURL.appending(path: SkinsPluginContract.generatedFileName)
        let access: SkinsPluginContract.Access = module.kind == .executable ? .internal : .public
        typealias Flag = SkinsPluginContract.Flag
        let arguments =
            [
                SkinsPluginContract.Subcommand.generate.rawValue,
                Flag.module, module.moduleName,
                Flag.access, access.rawValue,
                Flag.root, folder.path,
                Flag.output, output.path,
            ] + checkout.arguments + skinFiles.map(\.path)
        return [
            .buildCommand(
                displayName: "Checking and embedding \(skinFiles.count) skin files of \(target.name)",
                executable: try context.tool(named: SkinsPluginContract.toolName).url,
                arguments: arguments,
                inputFiles: skinFiles + checkout.files,
                outputFiles: [output]
            )
        ]
    }
}
