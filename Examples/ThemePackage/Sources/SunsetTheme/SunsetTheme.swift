import RefreshSkins

/// The Sunset theme: the skins in `Skins/`, embedded by RefreshKit's skins plugin as
/// ``EmbeddedSkins`` (checked when this module builds; no file is read at run time).
public enum SunsetTheme {
    /// The skin most apps want from this theme.
    public static var defaultSkin: SkinDescriptor? {
        EmbeddedSkins.registry.skin(id: "sunset")
    }
}
