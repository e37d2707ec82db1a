import RefreshCore

/// Finds skins by name for the commands.
struct SkinLookup {
    /// An engine configured with the named skin's metrics.
    func engine(forSkin name: String) throws -> RefreshEngine {
        throw UsageError(
            "skins are not available yet: '\(name)' cannot be loaded; leave out --skin for the classic header"
        )
    }
}
