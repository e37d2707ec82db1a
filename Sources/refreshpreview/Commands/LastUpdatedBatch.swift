import RefreshCommandLine
import RefreshFoundation
import RefreshSupport

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
        var answers: [UInt8] = []
        answers.reserveCapacity(128 << 10)
        let input = TraceInput(descriptor: STDIN_FILENO, name: "standard input")
        try input.forEachChunk { chunk in
            answers.removeAll(keepingCapacity: true)
            if let chunk {
                splitter.append(chunk)
                while let line = splitter.next() { batch.reply(line, format: options.format, to: &answers) }
            } else if let line = splitter.finish() {
                batch.reply(line, format: options.format, to: &answers)
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

    /// `--expect FILE`: labels every case of the file and compares each with its `"expect"`;
    /// prints `ok: N cases match FILE`, or each difference on standard error and exit 1.
    /// Lines starting with `#` and blank lines are comments; a file without a case fails.
    ///
    /// - Throws: ``RuntimeFailure`` when the file cannot be read.
    static func check(_ options: LastUpdatedOptions, path: String) throws(RuntimeFailure) -> Int32 {
        let shown = ControlCharacters.escapedLocation(path)
        var batch = LastUpdatedBatch(options: options, environment: ProcessInfo.processInfo.environment)
        var splitter = LineSplitter(maximumLength: maximumLineLength)
        var cases = 0
        var differences = 0
        func check(_ line: LineSplitter.Line) {
            if case .text(let bytes) = line,
                bytes.first == UInt8(ascii: "#") || bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D })
            {
                batch.skipLine()
                return
            }
            let answer = batch.answer(line)
            cases += 1
            let got = answer.label?.text
            let place = "\(shown):\(answer.line)" + (answer.report.map { " (\(ControlCharacters.escaped($0)))" } ?? "")
            if let error = answer.error {
                differences += 1
                Output.error("\(shown): \(error)")
            } else if answer.expected == nil {
                differences += 1
                Output.error("\(place): the case has no \"expect\" (the label it must give)")
            } else if got != answer.expected {
                differences += 1
                let expected = ControlCharacters.escaped(answer.expected ?? "")
                Output.error("\(place): expected '\(expected)', got '\(ControlCharacters.escaped(got ?? ""))'")
            }
        }
        try TraceInput(path: path, what: "the cases").forEachChunk { chunk in
            if let chunk {
                splitter.append(chunk)
                while let line = splitter.next() { check(line) }
            } else if let line = splitter.finish() {
                check(line)
            }
            return true
        }
        // A file of nothing but comments checks nothing: it must not pass as a check would.
        guard cases > 0 else {
            Output.error(
                "'\(ControlCharacters.escaped(path))' holds no cases, only blank lines and comments; "
                    + "add a request line with the label it must give in \"expect\""
            )
            return ExitStatus.failure
        }
        guard differences == 0 else {
            Output.error("\(differences) of \(cases) cases differ from \(ControlCharacters.escaped(path))")
            return ExitStatus.failure
        }
        try Output.line("ok: \(cases) cases match \(ControlCharacters.escaped(path))")
        return ExitStatus.success
    }

    /// Appends the output for a line to `bytes`, after writing its error or warning, if any, to
    /// standard error.
    private mutating func reply(_ line: LineSplitter.Line, format: Format, to bytes: inout [UInt8]) {
        let answer = answer(line)
        if let error = answer.error { Output.error(error) }
        if let warning = answer.warning { Output.warning("line \(answer.line): \(warning)") }
        answer.write(format, to: &bytes)
    }
}
