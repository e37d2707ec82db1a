import RefreshCommandLine

/// An argument vector in (the input split at NUL bytes), options or a usage error out: the parse
/// of the preview and of every subcommand (nothing that reads files or writes output), which
/// must never trap, and whose options must be within their documented ranges.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
    }
    // As the program's own first word, and after each subcommand name, so every parser runs.
    for prefix in [[]] + Invocation.Subcommand.allCases.map({ [$0.name] }) + [["help"]] {
        check(prefix + arguments)
    }
    return 0
}

private func check(_ arguments: [String]) {
    let invocation: Invocation
    do {
        invocation = try Invocation.parse(arguments)
    } catch {
        guard !error.message.isEmpty else { fatalError("an empty usage error for \(arguments)") }
        return
    }
    if case .lastUpdated(let options) = invocation, case .batch = options.when, options.now != nil {
        fatalError("--batch with a fixed now from \(arguments)")
    }
    if case .preview(let options) = invocation {
        guard PreviewOptions.widths.contains(options.width), PreviewOptions.heights.contains(options.height),
            options.fps.isFinite, (1...120).contains(options.fps),
            options.lastUpdatedAgo.map({ $0.isFinite && $0 >= 0 }) ?? true,
            options.progress.map({ $0.isFinite && (0...PreviewOptions.maximumProgress).contains($0) }) ?? true
        else {
            fatalError("options out of range from \(arguments)")
        }
    }
}
