import RefreshCommandLine
import RefreshSupport

/// The desktop's reduced-motion preference, as far as a terminal program can see it: GTK's
/// `gtk-enable-animations` in `settings.ini` (`$XDG_CONFIG_HOME/gtk-4.0/`, then `gtk-3.0/`;
/// `~/.config` when `XDG_CONFIG_HOME` is unset or not absolute). Desktops other than GNOME
/// (KDE Plasma, Xfce, and GNOME's own settings daemon for GTK 3 applications on some
/// distributions) write their "animations off" switch there. The first file that sets the key
/// decides; a file that is missing, unreadable, not a regular file (after links) or does not set
/// it says nothing.
enum DesktopMotion {
    /// The largest `settings.ini` read: larger files are not GTK's.
    static let sizeLimit = 64 * 1024

    /// Whether the desktop asks for reduced motion.
    static func prefersReducedMotion(environment: [String: String]) -> Bool {
        guard let config = XDGBaseDirectory.config.path(environment: environment) else { return false }
        for version in ["gtk-4.0", "gtk-3.0"] {
            // A settings file is often a link into a dotfiles folder: it is followed to the file
            // itself, which is then read as any file is (a regular file, within the limit, so a
            // device or a pipe is never waited on).
            guard let bytes = try? RegularFile.read(config + "/" + version + "/settings.ini", limit: sizeLimit) else {
                continue
            }
            if let enabled = GTKSettings.animationsEnabled(in: String(decoding: bytes, as: UTF8.self)) {
                return !enabled
            }
        }
        return false
    }
}
