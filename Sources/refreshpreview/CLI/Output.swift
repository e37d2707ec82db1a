import RefreshSupport

/// Writing to standard output and standard error with `write(2)`, unbuffered, for pipes and
/// terminals.
///
/// A failed write to standard output (a full disk, a closed pipe or descriptor) is a
/// ``RuntimeFailure`` that ends the command; a failed write to standard error is dropped, as
/// there is nowhere left to report it.
enum Output {
    static func out(_ text: String) throws(RuntimeFailure) {
        do {
            try FileDescriptorWriter.write(text, to: FileDescriptorWriter.standardOutput)
        } catch {
            throw RuntimeFailure(standardOutputFailure: error)
        }
    }

    static func line(_ text: String) throws(RuntimeFailure) {
        try out(text + "\n")
    }

    /// One line on standard error. A control character in it (from a path, an environment
    /// variable or a file's contents) is escaped, so it can neither drive the terminal nor
    /// forge another line; the messages themselves cut long values from data.
    static func errorLine(_ text: String) {
        FileDescriptorWriter.errorLine(text)
    }

    static func warning(_ text: String) {
        errorLine("warning: " + text)
    }
}

extension RuntimeFailure {
    /// "cannot write to standard output: REASON".
    init(standardOutputFailure failure: FileDescriptorWriter.Failure) {
        self.init("cannot write to standard output: \(failure)")
    }
}

/// The program's exit statuses.
enum ExitStatus {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
}
