import RefreshSupport

/// The options of one command, each declared once as an ``Option`` or ``Flag`` property: the
/// declaration stores the value, says how it is parsed, and gives the help entry and the usage
/// word, as swift-argument-parser's property wrappers do.
///
/// ```swift
/// struct Options: ParsableOptions {
///     @Option("--skin", "NAME", help: "The skin to show.") var skin: String?
///     @Option("--width", "COLUMNS", in: 24...400, help: "Width of the picture.") var width = 56
///     @Flag("--footer", help: "Show the footer.") var footer: Bool
/// }
/// ```
///
/// `init()` gives every option its default. Parsing makes the value again while an
/// ``OptionPass`` reads the command line, so each wrapper takes its value from there; listing
/// the declarations (for help, usage lines and the parser) makes it while a pass only collects
/// them. The help order is the order of the properties.
package protocol ParsableOptions: Sendable {
    /// Every option at its default.
    init()

    /// Checks the options together and takes the positional arguments (from
    /// ``ArgumentList/positionals(max:)``), after every option was read.
    mutating func validate(_ arguments: ArgumentList) throws(UsageError)

    /// Names the command no longer takes, each with the error that says what to write instead
    /// (``OptionDeclaration/retired(_:message:)``); none by default.
    static var retired: [OptionDeclaration] { get }
}

extension ParsableOptions {
    package static var retired: [OptionDeclaration] { [] }

    /// Every option, in the order help lists them, then the retired names (which help and usage
    /// lines leave out).
    package static var options: [OptionDeclaration] {
        OptionPass.collecting { _ = Self() } + retired
    }

    /// The options `arguments` gives (an ``ArgumentList`` read against ``options``), checked.
    ///
    /// - Throws: ``UsageError`` for the first option (in declaration order) whose value is
    ///   wrong, then whatever ``validate(_:)`` finds.
    package static func parse(_ arguments: ArgumentList) throws(UsageError) -> Self {
        var options = try OptionPass.reading(arguments) { Self() }
        try options.validate(arguments)
        return options
    }
}

/// One pass over the option declarations of a ``ParsableOptions`` type while its `init()` runs:
/// it collects the declarations, and, when it has a command line, gives each option its value
/// from there (or keeps the first error).
package final class OptionPass: Sendable {
    /// The pass under way in this task, if any; outside a pass every option keeps its default.
    @TaskLocal static var current: OptionPass?

    /// The command line to read; `nil` to collect declarations only.
    private let arguments: ArgumentList?
    private let state = PThreadLock(State())

    private struct State {
        var declarations: [OptionDeclaration] = []
        var error: UsageError?
    }

    private init(arguments: ArgumentList?) {
        self.arguments = arguments
    }

    /// The declarations `body` makes, in order.
    static func collecting(_ body: () -> Void) -> [OptionDeclaration] {
        let pass = OptionPass(arguments: nil)
        $current.withValue(pass) { body() }
        return pass.state.withLock { $0.declarations }
    }

    /// What `body` makes with every option read from `arguments`.
    ///
    /// - Throws: the first error an option's value gave.
    static func reading<Value>(_ arguments: ArgumentList, _ body: () -> Value) throws(UsageError) -> Value {
        let pass = OptionPass(arguments: arguments)
        let value = $current.withValue(pass) { body() }
        if let error = pass.state.withLock({ $0.error }) { throw error }
        return value
    }

    /// Records `declaration`, and gives its value from the command line: `nil` when the option
    /// is not given, when only collecting, or after an error (which is kept, the first one only).
    func value<Value>(
        _ declaration: OptionDeclaration,
        _ read: (ArgumentList, OptionDeclaration) throws(UsageError) -> Value?
    ) -> Value? {
        state.withLock { $0.declarations.append(declaration) }
        guard let arguments, state.withLock({ $0.error == nil }) else { return nil }
        do throws(UsageError) {
            return try read(arguments, declaration)
        } catch {
            state.withLock { $0.error = error }
            return nil
        }
    }
}
