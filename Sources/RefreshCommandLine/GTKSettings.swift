import RefreshSupport

/// What a GTK `settings.ini` says (`$XDG_CONFIG_HOME/gtk-3.0/settings.ini`), as far as a terminal
/// program cares: whether the desktop turns animations off.
package enum GTKSettings {
    /// `gtk-enable-animations` in the `[Settings]` group of a GTK `settings.ini`: `nil` when the
    /// file does not set it (GLib's key-file booleans: `true`/`false`, `1`/`0`).
    package static func animationsEnabled(in text: String) -> Bool? {
        var inSettings = false
        var found: Bool?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = String(rawLine).trimmingASCIIWhitespace()
            if line.hasPrefix("[") {
                inSettings = line == "[Settings]"
                continue
            }
            guard inSettings, !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            guard String(line[..<equals]).trimmingASCIIWhitespace() == "gtk-enable-animations" else { continue }
            switch String(line[line.index(after: equals)...]).trimmingASCIIWhitespace() {
            case "true", "1": found = true
            case "false", "0": found = false
            default: break
            }
        }
        return found
    }
}
