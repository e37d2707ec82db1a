import Foundation
import RefreshSkins
import RefreshSupport

/// The subcommands, dispatched from the arguments.
enum Tool {
    static let usage = """
        OVERVIEW: Validate RefreshKit skins, their images and catalogs; embed them as Swift.
        Run by the RefreshKit skins plugins; every problem is printed to standard error as
        'path:line:col: error: message'.

        USAGE: refreshkit-skins generate --module NAME [--access public|internal] --root DIR
                   --resources DIR --localizations DIR --output FILE.swift FILE...
               refreshkit-skins check-builtins --resources DIR --localizations DIR --output FILE.swift FILE...
               refreshkit-skins lint --resources DIR --localizations DIR [--builtins] [--tree DIR]...
                   [--root DIR] [FILE...]

        RefreshKit's Resources/ and Localizations/ (--resources, --localizations) are read from disk:
        the built-in skins that skins may extend, the schema, and the catalog keys.

        SUBCOMMANDS:
          generate          Check a target's Skins folder (the FILEs, relative to --root) and write the
                            Swift that embeds them; the output is written even when there are errors.
          check-builtins    Check RefreshKit's own Resources/ and Localizations/; writes a stamp file.
          lint              Check skin folders (--tree), RefreshKit's own data, and descriptor files.

        Exits 0 when there is no error, 1 when there is one, 64 for a usage error.
        """

    static func run(_ arguments: [String]) -> Int32 {
        var arguments = Arguments(arguments)
        guard let name = arguments.next() else {
            Output.error("name a subcommand")
            Output.raw("See 'refreshkit-skins --help'.")
            return 64
        }
        if name == "--help" || name == "-h" || name == "help" {
            do {
                try Output.line(usage)
            } catch {
                Output.error("\(error)")
                return 1
            }
            return 0
        }
        guard let subcommand = SkinsPluginContract.Subcommand(rawValue: name) else {
            Output.error("unknown subcommand '\(name)'; use generate, check-builtins or lint")
            return 64
        }
        do {
            switch subcommand {
            case .generate: return try Generate.run(&arguments)
            case .checkBuiltIns: return try CheckBuiltIns.run(&arguments)
            case .lint: return try Lint.run(&arguments)
            }
        } catch let error as UsageError {
            Output.error(error.message)
            Output.raw("See 'refreshkit-skins --help'.")
            return 64
        } catch {
            Output.error("\(error)")
            return 1
        }
    }
}

/// A mistake in the command line.
struct UsageError: Error {
    let message: String
}

/// The command line: flags with one value each, and positional arguments.
struct Arguments {
    private var items: [String]

    init(_ items: [String]) {
        self.items = items
    }

    mutating func next() -> String? {
        items.isEmpty ? nil : items.removeFirst()
    }

    /// Every value of `flag` (which may repeat), removed from the arguments.
    mutating func values(_ flag: String) throws(UsageError) -> [String] {
        var values: [String] = []
        var rest: [String] = []
        var index = 0
        while index < items.count {
            if items[index] == flag {
                guard index + 1 < items.count else { throw UsageError(message: "\(flag) needs a value") }
                values.append(items[index + 1])
                index += 2
            } else {
                rest.append(items[index])
                index += 1
            }
        }
        items = rest
        return values
    }

    /// The value of a flag given at most once.
    mutating func value(_ flag: String) throws(UsageError) -> String? {
        let values = try values(flag)
        guard values.count <= 1 else { throw UsageError(message: "\(flag) is given more than once") }
        return values.first
    }

    /// Whether a flag without a value is given (removed from the arguments).
    mutating func flag(_ flag: String) throws(UsageError) -> Bool {
        let count = items.count { $0 == flag }
        items.removeAll { $0 == flag }
        return count > 0
    }

    /// The value of a flag that must be given.
    mutating func required(_ flag: String) throws(UsageError) -> String {
        guard let value = try value(flag) else { throw UsageError(message: "\(flag) is required") }
        return value
    }

    /// What is left: positional arguments (an unknown flag is a usage error).
    mutating func positionals() throws(UsageError) -> [String] {
        if let flag = items.first(where: { $0.hasPrefix("--") }) {
            throw UsageError(message: "unknown option '\(flag)'")
        }
        defer { items = [] }
        return items
    }
}

/// Standard output and standard error.
enum Output {
    /// `error: text` on standard error.
    static func error(_ text: String) {
        raw("error: " + text)
    }

    /// A line on standard error, its control characters escaped (a failed write is dropped:
    /// there is nowhere left to report it).
    static func raw(_ text: String) {
        FileDescriptorWriter.errorLine(text)
    }

    /// A line on standard output.
    ///
    /// - Throws: ``OutputFailure`` when it cannot be written (a full disk, a closed pipe).
    static func line(_ text: String) throws(OutputFailure) {
        do {
            try FileDescriptorWriter.write(text + "\n", to: FileDescriptorWriter.standardOutput)
        } catch {
            throw OutputFailure(reason: error.description)
        }
    }

    /// Standard output could not be written.
    struct OutputFailure: Error, CustomStringConvertible {
        var reason: String
        var description: String { "cannot write to standard output: \(reason)" }
    }

    static func diagnostics(_ diagnostics: [SkinDiagnostic]) {
        for line in SkinDiagnostic.lines(diagnostics) {
            raw(line)
        }
    }

    /// Writes a file atomically (through a symlink; never onto a folder, FIFO, device or
    /// read-only file); every declared output is always written.
    static func write(_ text: String, to path: String) throws(FileWriteError) {
        try AtomicFileWriter.write(text, to: path)
    }
}
