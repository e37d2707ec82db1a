import Foundation
import PackagePlugin

/// `swift package lint-skins [--target NAME]... [PATH...]`: checks skins without building the
/// package's targets (only the checking tool is built).
///
/// With no arguments it checks the `Skins` folder of every target that has one (and, in
/// RefreshKit itself, the built-in `Resources/` and `Localizations/`). `--target` limits it to
/// the named targets. A PATH (relative to the package folder) is a skins folder, checked like a
/// target's `Skins`, or a descriptor file, checked on top of the built-in skins.
@main
struct LintSkins: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        typealias Flag = SkinsPluginContract.Flag
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let paths = extractor.remainingArguments
        if let option = paths.first(where: { $0.hasPrefix("--") }) {
            throw Failure(
                description: "unknown option '\(option)'; usage: swift package lint-skins [--target NAME] [PATH ...]"
            )
        }
        let checkout = try RefreshKitCheckout(context: context)
        var toolArguments: [String] = []
        // Every target with a Skins folder when nothing is named; with PATHs, only the named ones.
        let targets =
            targetNames.isEmpty
            ? (paths.isEmpty ? context.package.targets : []) : try context.package.targets(named: targetNames)
        for target in targets {
            let folder = (target as? SourceModuleTarget)?.sourceFiles.first { file in
                file.type == .resource && file.url.lastPathComponent == SkinsPluginContract.skinsFolder
            }?.url
            if let folder {
                toolArguments += [Flag.tree, folder.path]
            } else if !targetNames.isEmpty {
                throw Failure(
                    description: "target '\(target.name)' has no '\(SkinsPluginContract.skinsFolder)' folder declared "
                        + "as a resource; add 'resources: [.copy(\"\(SkinsPluginContract.skinsFolder)\")]' to it"
                )
            }
        }
        let root = context.package.directoryURL
        if targetNames.isEmpty && paths.isEmpty && checkout.resources.deletingLastPathComponent() == root {
            toolArguments.append(Flag.builtIns)  // RefreshKit itself: its built-in skins and catalogs
        }
        for path in paths {
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appending(path: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw Failure(description: "there is no file or folder '\(path)' (paths are relative to the package)")
            }
            toolArguments += isFolder.boolValue ? [Flag.tree, url.path] : [url.path]
        }
        guard !toolArguments.isEmpty else {
            throw Failure(
                description: "no skins to check: no target has a '\(SkinsPluginContract.skinsFolder)' folder; "
                    + "name a skins folder or a descriptor file"
            )
        }
        let process = Process()
        process.executableURL = try context.tool(named: SkinsPluginContract.toolName).url
        process.arguments = [SkinsPluginContract.Subcommand.lint.rawValue] + checkout.arguments + toolArguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw Failure(description: "the skins have errors (listed above)")
        }
    }
}
