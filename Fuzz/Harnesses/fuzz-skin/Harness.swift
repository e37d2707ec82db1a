import RefreshCore
import RefreshSkins

/// The built-in tree (skins, arrows, schema), so a fuzzed descriptor can extend a built-in skin
/// and name its arrows; the descriptor under test is `Skins/fuzz.xml` in the same tree.
let files: MemorySkinFiles = {
    do {
        return try BuiltInSkins.files
    } catch {
        fatalError("\(error)")  // the harness is useless without the built-ins
    }
}()
/// The grammar table's checks as at run time (no RELAX NG), with images decoded at load as lint does.
let loader = SkinLoader(decodesImages: true)
let builtInDocuments: [SkinDocument] = {
    var problems: [SkinDiagnostic] = []
    return files.descriptorPaths(problems: &problems).map { path in
        loader.readDocument(path, in: files, source: .builtIn(path: files.displayPath(of: path)))
    }
}()

/// Descriptor bytes in, diagnostics or a skin out; a skin that loads then drives an engine
/// through a pull, a release and a finish with its own metrics.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let document = loader.readDocument(
        bytes: Array(bytes),
        relativePath: "Skins/fuzz.xml",
        in: files,
        source: .file(path: "fuzz.xml")
    )
    for diagnostic in document.diagnostics { _ = diagnostic.description }
    let registry = SkinRegistry(documents: builtInDocuments + [document])
    for skin in registry.skins where skin.source.level == 2 {
        var engine = skin.makeEngine()
        let trigger = skin.metrics(for: .header).triggerDistance
        let inputs: [RefreshInput] = [
            .layout(ScrollLayout(contentHeight: 2000, viewportHeight: 600, insetTop: 0, insetBottom: 0)),
            .scroll(offset: -trigger - 1, dragging: true),
            .release(offset: -trigger - 1),
            .finish(edge: .header, result: .success, newItems: 3),
            .scroll(offset: 1500, dragging: true),
            .release(offset: 1500),
        ]
        for (time, input) in inputs.enumerated() {
            for effect in engine.handle(input, at: Double(time)) {
                _ = skin.frame(for: engine.renderModel(for: effect.edge), appearance: .dark)
            }
        }
    }
    return 0
}
