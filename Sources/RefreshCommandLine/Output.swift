import RefreshSupport

/// Writing to standard output and standard error with `write(2)`, unbuffered, for pipes and
/// terminals: the one output of `refreshpreview` and `refreshkit-skins`.
///
/// A failed write to standard output (a full disk, a closed pipe or descriptor) is a
/// ``RuntimeFailure`` that ends the command; a failed write to standard error is dropped, as
/// there is nowhere left to report it.
package enum Output {
    /// `text` on standard output, as it is.
    package static func out(_ text: String) throws(RuntimeFailure) {
        try out(Array(text.utf8))
    }

    /// UTF-8 `bytes` on standard output, as they are.
    package static func out(_ bytes: [UInt8]) throws(RuntimeFailure) {
        do {
            try FileDescriptorWriter.write(bytes, to: FileDescriptorWriter.standardOutput)
        } catch {
            throw RuntimeFailure(standardOutputFailure: error)
        }
    }

    /// `text` and a newline on standard output.
    package static func line(_ text: String) throws(RuntimeFailure) {
        try out(text + "\n")
    }

    /// A help `text` on standard output, and the status of a command that printed it.
    package static func help(_ text: String) throws(RuntimeFailure) -> Int32 {
        try line(text)
        return ExitStatus.success
    }

    /// One line on standard error. A control character in it (from a path, an environment
    /// variable or a file's contents) is escaped, so it can neither drive the terminal nor
    /// forge another line; the messages themselves cut long values from data.
    package static func errorLine(_ text: String) {
        FileDescriptorWriter.errorLine(text)
    }

    /// `error: text` on standard error, cut after ``ControlCharacters/messageLimit`` characters.
    package static func error(_ text: String) {
        errorLine("error: " + cut(text))
    }

    /// The text, or its first ``ControlCharacters/messageLimit`` characters and how many more
    /// there were: no one message floods a terminal, whatever data it quotes.
    package static func cut(_ text: String) -> String {
        let limit = ControlCharacters.messageLimit
        guard text.utf8.count > limit, text.count > limit else { return text }
        return String(text.prefix(limit)) + "… (\(text.count - limit) more)"
    }

    /// `warning: text` on standard error, cut as ``error(_:)`` cuts.
    package static func warning(_ text: String) {
        errorLine("warning: " + cut(text))
    }
}

extension RuntimeFailure {
    /// "cannot write to standard output: REASON".
    package init(standardOutputFailure failure: FileDescriptorWriter.Failure) {
        self.init("cannot write to standard output: \(failure)")
    }
}

/// The exit statuses of both programs.
package enum ExitStatus {
    /// Done, no error.
    package static let success: Int32 = 0
    /// An error in the work or the data (``RuntimeFailure``, or errors found by a check).
    package static let failure: Int32 = 1
    /// A mistake in the command line (``UsageError``), as `EX_USAGE` of sysexits(3).
    package static let usage: Int32 = 64

    /// Runs a program's `body` and turns what it throws into a report on standard error and a
    /// status: a ``UsageError`` is printed as `error: …` and `See '<program> [command] --help'.`
    /// (64), a ``RuntimeFailure`` or any other error as `error: …` (1).
    package static func of(program: String, _ body: () throws -> Int32) -> Int32 {
        do {
            return try body()
        } catch let error as UsageError {
            Output.error(error.message)
            Output.errorLine("See '\(([program] + (error.command.map { [$0] } ?? [])).joined(separator: " ")) --help'.")
            return usage
        } catch {
            // A RuntimeFailure is described by its message.
            Output.error(PlainWords.describe(error))
            return failure
        }
    }
}
