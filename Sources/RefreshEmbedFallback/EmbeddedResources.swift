import Foundation

/// An empty stand-in for the `EmbeddedResources` enum that the EmbedResources build plugin
/// generates inside RefreshLocalization and RefreshSkins.
///
/// SwiftPM builds a plugin's tool (here `refreshkit-skins`, which uses RefreshSkins) for the host
/// in a separate pass that runs no build-tool plugin, so there the generated enum is missing.
/// Those modules import this one: in a normal build their own generated `EmbeddedResources`
/// shadows this type; in the tool pass this one is used, the built-ins are empty, and the tool
/// reads RefreshKit's `Resources/` and `Localizations/` from disk instead (the plugins pass them).
public enum EmbeddedResources {
    /// No paths.
    public static let paths: [String] = []

    /// Always `nil`.
    public static func data(at path: String) -> Data? { nil }
}
