import Foundation
import RefreshSupport

/// Writing to standard output and standard error, unbuffered enough for pipes and terminals.
enum Output {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func line(_ text: String) {
        out(text + "\n")
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// One line on standard error. A control character in it (from a path, an environment
    /// variable or a file's contents) is escaped, so it can neither drive the terminal nor
    /// forge another line; the messages themselves cut long values from data.
    static func errorLine(_ text: String) {
        error(ControlCharacters.escaped(text, limit: .max) + "\n")
    }

    static func warning(_ text: String) {
        errorLine("warning: " + text)
    }
}

/// The program's exit statuses.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
}
