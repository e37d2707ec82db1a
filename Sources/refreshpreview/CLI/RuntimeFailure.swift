/// A failure while doing the work (a file that cannot be read, a bad trace): exit status 1.
struct RuntimeFailure: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
