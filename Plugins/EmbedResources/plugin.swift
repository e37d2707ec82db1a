import Foundation
import PackagePlugin

/// Embeds a target's data files (catalogs, skins, arrows, Lottie animations, schemas) into the target as Swift, so
/// the programs work from any folder and when the binary is copied elsewhere.
///
/// The files are those in the target's folder, and in the folders it links to, whose ending is one
/// of ``endings`` (DocC catalogs aside); each is stored under its path relative to the target's
/// folder. The target excludes its data folders rather than declaring them as resources: a target
/// with resources gets a generated `Bundle.module` accessor, which imports Foundation into every
/// program that uses the target (about 3 ms of start-up for the loader to bind it).
@main
struct EmbedResources: BuildToolPlugin {
    static let endings: Set<String> = ["strings", "xml", "png", "rng", "json"]

    /// The data files at `url`: the file itself, or those found in it when it is a folder
    /// (a `.copy` resource), following symbolic links.
    static func dataFiles(at url: URL) -> [URL] {
        let resolved = url.resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return endings.contains(url.pathExtension) ? [url] : [] }
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: resolved.path)) ?? []
        return names.filter { endings.contains(($0 as NSString).pathExtension) }.map { url.appending(path: $0) }
    }

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        var inputs: [URL] = []
        let entries = try FileManager.default.contentsOfDirectory(
            at: module.directoryURL,
            includingPropertiesForKeys: nil
        )
        for entry in entries where entry.pathExtension != "docc" {
            inputs += Self.dataFiles(at: entry)
        }
        inputs.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        let tool = try context.tool(named: "refreshkit-embed")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) data files into \(target.name)",
                executable: tool.url,
                arguments: ["--output", output.path, "--root", module.directoryURL.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
