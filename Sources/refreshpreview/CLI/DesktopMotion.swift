import RefreshSkins
import RefreshSupport

/// The desktop's reduced-motion preference, as far as a terminal program can see it: GTK's
/// `gtk-enable-animations` in `settings.ini` (`$XDG_CONFIG_HOME/gtk-4.0/`, then `gtk-3.0/`;
/// `~/.config` when `XDG_CONFIG_HOME` is unset or not absolute). Desktops other than GNOME
/// (KDE Plasma, Xfce, and GNOME's own settings daemon for GTK 3 applications on some
/// distributions) write their "animations off" switch there. The first file that sets the key
/// decides; a file that is missing, unreadable or does not set it says nothing.
enum DesktopMotion {
    /// The largest `settings.ini` read: larger files are not GTK's.
    static let sizeLimit = 64 * 1024

    /// Whether the desktop asks for reduced motion.
    static func prefersReducedMotion(environment: [String: String]) -> Bool {
        let config: String
        if let home = environment["XDG_CONFIG_HOME"], home.hasPrefix("/") {
            config = home
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            config = home + "/.config"
        } else {
            return false
        }
        for version in ["gtk-4.0", "gtk-3.0"] {
            let files = DirectorySkinFiles(root: config + "/" + version)
            guard let bytes = try? files.read("settings.ini", limit: sizeLimit) else { continue }
            if let enabled = animationsEnabled(in: String(decoding: bytes, as: UTF8.self)) { return !enabled }
        }
        return false
    }

    /// `gtk-enable-animations` in the `[Settings]` group of a GTK `settings.ini`: `nil` when the
    /// file does not set it (GLib's key-file booleans: `true`/`false`, `1`/`0`).
    static func animationsEnabled(in text: String) -> Bool? {
        var inSettings = false
        var found: Bool?
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
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
