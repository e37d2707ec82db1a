import RefreshPresentation
import RefreshSkins

/// The Sunset theme: the skins in `Skins/`, embedded by RefreshKit's skins plugin as
/// ``EmbeddedSkins`` (checked when this module builds; no file is read at run time), and its own
/// indicator kind, ``SunburstIndicator``, which the `dusk` skin names with `style="sunburst"`.
public enum SunsetTheme {
    /// The skin most apps want from this theme.
    public static var defaultSkin: SkinDescriptor? {
        EmbeddedSkins.registry.skin(id: "sunset")
    }

    /// RefreshKit's built-in indicator kinds and this theme's: give it to a `SkinPresenter`
    /// (`indicators:`) to draw the theme's skins. The names are also declared in
    /// `Skins/kinds.txt`, so the build plugin knows them.
    public static let indicators = IndicatorRegistry.builtIn.registering(SunburstIndicator())
}
