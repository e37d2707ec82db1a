import Foundation
import PackagePlugin

/// RefreshKit's own use of the skins tool: checks the built-in skins, arrows and schema in
/// `Resources/` and the catalogs in `Localizations/` when the target it is applied to is built,
/// so that a broken built-in fails RefreshKit's build with `path:line:col: error: message`.
///
/// It cannot be applied to RefreshSkins (the tool depends on it), so RefreshBuiltInsCheck, a
/// target that is no product and holds nothing else, uses it; the files are embedded into
/// RefreshSkins and RefreshLocalization by EmbedResources. Not refreshpreview: SwiftPM builds the
/// tools of every plugin that a dependency's executable products use, so a package depending on
/// RefreshLocalization alone would build this tool and everything it needs (libxml2, libpng). It
/// writes a small Swift stamp file, because a build command needs an output and non-Swift outputs
/// would become resources.
@main
struct CheckBuiltInSkins: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let checkout = try RefreshKitCheckout(context: context)
        let inputs = checkout.files
        let output = context.pluginWorkDirectoryURL.appending(path: SkinsPluginContract.builtInCheckFileName)
        typealias Flag = SkinsPluginContract.Flag
        let arguments =
            [
                SkinsPluginContract.Subcommand.checkBuiltIns.rawValue,
                Flag.output, output.path,
            ] + checkout.arguments + inputs.map(\.path)
        return [
            .buildCommand(
                displayName: "Checking \(inputs.count) built-in skin and catalog files",
                executable: try context.tool(named: SkinsPluginContract.toolName).url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
