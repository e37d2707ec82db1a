import RefreshSupport

/// A line on standard output, with `write(2)`: a failed write (a full disk, a closed pipe) is
/// an error the caller reports, never a trap.
func writeLine(_ text: String) throws(BenchError) {
    do {
        try FileDescriptorWriter.write(text + "\n", to: FileDescriptorWriter.standardOutput)
    } catch {
        throw BenchError("cannot write to standard output: \(error)")
    }
}

/// A line on standard error; a failed write is dropped, as there is nowhere left to report it.
func writeErrorLine(_ text: String) {
    try? FileDescriptorWriter.write(ControlCharacters.escaped(text, limit: Int.max) + "\n", to: 2)
}
