/// The base folders of the XDG Base Directory specification, as the package finds them: the
/// variable when it holds an absolute path, else its default under the home folder. A relative or
/// empty value is ignored, as the specification asks, so nothing is read from or written to
/// whatever folder the program runs in.
package enum XDGBaseDirectory {
    /// `$XDG_CONFIG_HOME`, else `~/.config`: skins, the desktop's GTK settings.
    case config
    /// `$XDG_STATE_HOME`, else `~/.local/state`: the last-updated store.
    case state

    /// The environment variable that names the folder.
    package var variable: String {
        switch self {
        case .config: "XDG_CONFIG_HOME"
        case .state: "XDG_STATE_HOME"
        }
    }

    /// The folder under the home folder when the variable does not name one.
    package var homeRelative: String {
        switch self {
        case .config: ".config"
        case .state: ".local/state"
        }
    }

    /// The folder for `environment`: the variable's absolute path, else ``homeRelative`` under
    /// `HOME` when that is absolute, else under `accountHome()` (the password database's home,
    /// for a caller that looks it up); `nil` when there is none.
    package func path(environment: [String: String], accountHome: () -> String? = { nil }) -> String? {
        if let value = environment[variable], value.hasPrefix("/") { return value }
        guard let home = environment["HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil }) ?? accountHome() else {
            return nil
        }
        return home + (home.hasSuffix("/") ? "" : "/") + homeRelative
    }
}
