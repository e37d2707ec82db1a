/// The carrier of RefreshSkins's built-in data files: the EmbedResources build plugin generates
/// `extension EmbeddedResources: EmbeddedFileTable` with them. Read them with
/// `EmbeddedFiles.files(of: EmbeddedResources.self, module: "RefreshSkins")`, which throws
/// `NotEmbeddedError` in a build without the plugin (see RefreshEmbedding).
enum EmbeddedResources {}
