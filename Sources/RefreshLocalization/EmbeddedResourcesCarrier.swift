/// The carrier of RefreshLocalization's built-in data files: the EmbedResources build plugin generates
/// `extension EmbeddedResources: EmbeddedFileTable` with them. Read them with
/// `EmbeddedFiles.files(of: EmbeddedResources.self, module: "RefreshLocalization")`, which throws
/// `NotEmbeddedError` in a build without the plugin (see RefreshEmbedding).
enum EmbeddedResources {}
