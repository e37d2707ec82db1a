import RefreshFoundation
import RefreshSupport

/// Environment variables that name files a library reads on its own, checked before any library
/// reads them: the C library reads the zone file `TZ` names (through ICU and Foundation, at the
/// first date), and fontconfig reads the configuration `FONTCONFIG_FILE` and `FONTCONFIG_PATH`
/// name (at the first measured text: lint, `--svg`, the gallery). Neither library checks what it
/// opens, so a FIFO there hung the program and `/dev/zero` filled its memory. A file is let
/// through when it is a regular file (after links) of at most ``sizeLimit`` bytes, or when nothing
/// is there (the library then uses its default). A variable whose file is anything else is set
/// aside (the library then does without it) with a warning that names it.
///
/// Other files the environment leads to are read by the package's own readers, which read only
/// regular files within a limit (`RegularFile`): skins in `XDG_DATA_HOME`, GTK's `settings.ini` in
/// `XDG_CONFIG_HOME`, the last-updated store in `XDG_STATE_HOME`.
package enum EnvironmentFiles {
    /// The largest file a variable may name: far more than any zone file or fontconfig
    /// configuration holds.
    package static let sizeLimit = 1 << 20

    /// A variable set aside: what to warn, and how the environment is changed.
    package struct Problem: Sendable, Equatable {
        /// The warning, naming the variable and the file (without `warning: `).
        package var message: String
        /// The variables to set, or to remove, so that no library reads the file.
        package var changes: [Change]
    }

    /// A variable to set to `value`, or to remove (`nil`).
    package struct Change: Sendable, Equatable {
        package var name: String
        package var value: String?

        package init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// The problems of `environment`, without changing anything.
    package static func problems(in environment: [String: String]) -> [Problem] {
        var problems: [Problem] = []
        if let problem = timeZoneProblem(environment) { problems.append(problem) }
        problems += fontconfigProblems(environment)
        return problems
    }

    /// Checks the process's environment and sets aside each variable whose file could hang or
    /// exhaust a library; returns the warnings to print. A program calls it first, before anything
    /// reads a date or measures text (it changes the environment, which a library does not own).
    package static func setAsideUnsafeFiles() -> [String] {
        let problems = problems(in: ProcessInfo.processInfo.environment)
        for problem in problems {
            for change in problem.changes {
                if let value = change.value { setenv(change.name, value, 1) } else { unsetenv(change.name) }
            }
        }
        return problems.map(\.message)
    }

    /// The file the C library opens for `TZ` (`tzset`): an empty value is `Universal`, a leading
    /// `:` is dropped, a relative name is looked up in `TZDIR` (else the system's zoneinfo folder).
    /// Whatever the value, the C library first tries it as a file, `UTC0` and `EST5EDT` too.
    package static func timeZoneFile(_ environment: [String: String]) -> (path: String, throughTZDIR: Bool)? {
        guard let text = environment["TZ"] else { return nil }
        var value = text.isEmpty ? "Universal" : text[...]
        if value.first == ":" { value = value.dropFirst() }
        // `:` alone is UTC, without a file.
        guard !value.isEmpty else { return nil }
        if value.first == "/" { return (String(value), false) }
        let folder = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 }
        return ((folder ?? "/usr/share/zoneinfo") + "/" + value, folder != nil)
    }

    private static func timeZoneProblem(_ environment: [String: String]) -> Problem? {
        guard let (path, throughTZDIR) = timeZoneFile(environment), let reason = reason(path) else { return nil }
        let variables = throughTZDIR ? "TZ and TZDIR name" : "TZ names"
        // `UTC0` names no file in the system's folder (TZDIR removed): the C library reads it as a
        // zone of offset 0, and so does the program (``TimeZoneSetting``).
        return Problem(
            message: "\(variables) '\(ControlCharacters.escaped(path))', \(reason); using UTC "
                + "(set TZ to an IANA zone such as Europe/Berlin, or use --time-zone)",
            changes: [Change(name: "TZ", value: "UTC0"), Change(name: "TZDIR", value: nil)]
        )
    }

    /// `FONTCONFIG_FILE` (a file, or a folder of `.conf` files), and the `fonts.conf` and
    /// `conf.d` fontconfig looks for in each folder of `FONTCONFIG_PATH`.
    private static func fontconfigProblems(_ environment: [String: String]) -> [Problem] {
        var problems: [Problem] = []
        if let file = environment["FONTCONFIG_FILE"], file.hasPrefix("/") || file.hasPrefix("~/") {
            let path = file.hasPrefix("~/") ? (environment["HOME"] ?? "") + file.dropFirst() : file
            if let (shown, reason) = configurationProblem(path) {
                problems.append(
                    Problem(
                        message: "FONTCONFIG_FILE names '\(ControlCharacters.escaped(shown))', \(reason); "
                            + "fontconfig's own configuration is used instead",
                        changes: [Change(name: "FONTCONFIG_FILE", value: nil)]
                    )
                )
            }
        }
        if let folders = environment["FONTCONFIG_PATH"] {
            for folder in folders.split(separator: ":") where folder.hasPrefix("/") {
                let found = configurationProblem(folder + "/fonts.conf") ?? configurationProblem(folder + "/conf.d")
                guard let (shown, reason) = found else { continue }
                problems.append(
                    Problem(
                        message: "FONTCONFIG_PATH leads to '\(ControlCharacters.escaped(shown))', \(reason); "
                            + "fontconfig's own folder is used instead",
                        changes: [Change(name: "FONTCONFIG_PATH", value: nil)]
                    )
                )
                break
            }
        }
        return problems
    }

    /// What fontconfig would read at `path` that it must not: the path itself, or for a folder
    /// (fontconfig reads every `.conf` file in it) the first such entry; with the reason.
    private static func configurationProblem(_ path: String) -> (path: String, reason: String)? {
        guard PathKind(of: path) == .folder else { return reason(path).map { (path, $0) } }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names.sorted() where name.hasSuffix(".conf") {
            if let reason = reason(path + "/" + name) { return (path + "/" + name, reason) }
        }
        return nil
    }

    /// Why a library must not read the file at `path`, or `nil` when it may (a regular file within
    /// the limit, or nothing there).
    private static func reason(_ path: String) -> String? {
        switch RegularFile.problem(at: path, limit: sizeLimit) {
        case .notRegular(let kind)?: "which is \(kind.phrase), not a regular file"
        case .tooLarge(let size)?: "a file of \(size) bytes, more than the \(sizeLimit) a library is let read"
        case .system?, nil: nil
        }
    }
}
