import RefreshCommandLine
import Testing

/// GTK's `settings.ini` as GLib's key files write it: the key in `[Settings]` only, comments,
/// spaces around `=`, both spellings of a boolean, CRLF lines, the last value winning.
@Suite struct GTKSettingsTests {
    @Test(arguments: [
        ("[Settings]\ngtk-enable-animations=false\n", false),
        ("[Settings]\ngtk-enable-animations = 0\n", false),
        ("[Settings]\r\ngtk-theme-name=Breeze\r\ngtk-enable-animations=true\r\n", true),
        ("[Settings]\ngtk-enable-animations=1\ngtk-enable-animations=false\n", false),
        ("  [Settings]\n\tgtk-enable-animations=false  \n", false),
    ])
    func setting(text: String, enabled: Bool) {
        #expect(GTKSettings.animationsEnabled(in: text) == enabled)
    }

    @Test(arguments: [
        "",
        "gtk-enable-animations=false\n",  // before any group
        "[Other]\ngtk-enable-animations=false\n",
        "[Settings]\n# gtk-enable-animations=false\n",
        "[Settings]\ngtk-enable-animations=no\n",  // not a GLib boolean
        "[Settings]\ngtk-enable-animationsx=false\n",
    ])
    func saysNothing(text: String) {
        #expect(GTKSettings.animationsEnabled(in: text) == nil)
    }
}
