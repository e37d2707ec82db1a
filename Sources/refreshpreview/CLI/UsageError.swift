/// A mistake in how the program was called: printed with a pointer to `--help`, exit status 64.
struct UsageError: Error {
    var message: String
    /// The subcommand whose help to point at, if any.
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}

/// A failure while doing the work (a file that cannot be read, a bad trace): exit status 1.
struct RuntimeFailure: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
