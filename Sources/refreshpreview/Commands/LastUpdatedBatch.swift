import RefreshCommandLine
import RefreshSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `refreshpreview last-updated --batch` on standard input and output (``LastUpdatedBatch``
/// answers each line).
extension LastUpdatedBatch {
    /// Reads standard input to its end, writing each chunk's answers as soon as it is read.
    ///
    /// - Throws: ``RuntimeFailure`` when standard input cannot be read or standard output written.
    static func run(_ options: LastUpdatedOptions) throws(RuntimeFailure) -> Int32 {
        var batch = LastUpdatedBatch(options: options, environment: ProcessInfo.processInfo.environment)
        var splitter = LineSplitter(maximumLength: maximumLineLength)
        var outputFailure: RuntimeFailure?
        let input = TraceInput(descriptor: STDIN_FILENO, name: "standard input")
        try input.forEachChunk { chunk in
            var answers = ""
            if let chunk {
                splitter.append(chunk)
                while let line = splitter.next() { answers += batch.reply(line, format: options.format) + "\n" }
            } else if let line = splitter.finish() {
                answers += batch.reply(line, format: options.format) + "\n"
            }
            guard !answers.isEmpty else { return true }
            do throws(RuntimeFailure) {
                try Output.out(answers)
            } catch {
                outputFailure = error
                return false
            }
            return true
        }
        if let outputFailure { throw outputFailure }
        return batch.failures == 0 ? ExitStatus.success : ExitStatus.failure
    }

    /// The output for a line, after writing its error or warning, if any, to standard error.
    private mutating func reply(_ line: LineSplitter.Line, format: Format) -> String {
        let answer = answer(line)
        if let error = answer.error { Output.error(error) }
        if let warning = answer.warning { Output.warning("line \(answer.line): \(warning)") }
        return answer.output(format)
    }
}
