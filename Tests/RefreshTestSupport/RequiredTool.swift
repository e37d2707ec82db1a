import Foundation

/// Suites that need a tool from outside the package (tmux, Chromium, objdump, gdb, the built
/// program): skipped on a developer's machine without it, but never under CI (`CI=true`), where
/// `.ci/run` installs every tool and a missing one must fail the run rather than pass it unseen.
public enum RequiredTool {
    /// Whether this run is CI's.
    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether a suite that needs a tool runs: when the tool is here, and always under CI.
    public static func runs(_ available: Bool) -> Bool { available || isCI }
}
