/// A mistake in how the program was called: printed with a pointer to `--help`, exit status 64.
package struct UsageError: Error, Sendable, Hashable {
    /// What was wrong, as a sentence that says what to do.
    package var message: String
    /// The subcommand whose help to point at, if any.
    package var command: String?

    package init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}
