/// A failure while doing the work (a file that cannot be read, a bad trace, standard output
/// that cannot be written): printed as `error: …`, exit status 1.
package struct RuntimeFailure: Error, Sendable, CustomStringConvertible {
    /// What failed, as a sentence.
    package var message: String

    package init(_ message: String) {
        self.message = message
    }

    package var description: String { message }
}
