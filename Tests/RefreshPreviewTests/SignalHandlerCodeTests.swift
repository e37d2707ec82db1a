import Foundation
import RefreshTestSupport
import Testing

/// refreshpreview's signal handlers, read from the built program's machine code: they and
/// everything they call use only async-signal-safe functions, never the Swift runtime (whose
/// exclusivity checks trap when a handler lands during an access, and which may allocate).
@Suite(
    "refreshpreview's signal handlers",
    .enabled(if: RequiredTool.runs(Program.isBuilt), "build refreshpreview first (scripts/test does)"),
    .enabled(
        if: RequiredTool.runs(FileManager.default.isExecutableFile(atPath: "/usr/bin/objdump")),
        "objdump is needed (binutils)"
    )
)
struct SignalHandlerCodeTests {
    /// The handlers CRefreshSignals installs.
    static let handlers = ["on_ending", "on_stop", "on_continue", "on_resize", "on_crash"]
    /// What a handler may call: async-signal-safe in POSIX (and errno's address).
    static let allowed: Set = ["write", "tcsetattr", "raise", "_exit", "sigaction", "__errno_location"]

    /// The functions `function` calls or jumps to (a tail call), by symbol, from its disassembly.
    static func callees(of function: String) throws -> (found: Bool, callees: Set<String>) {
        let run = try Program.run(
            ["-d", "--no-show-raw-insn", "--disassemble=\(function)", Program.binary],
            binary: "/usr/bin/objdump"
        )
        let text = run.stdout
        var callees: Set<String> = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count >= 2 else { continue }
            let instruction = fields[1].split(separator: " ", maxSplits: 1)
            guard let name = instruction.first, ["call", "jmp", "bl", "b"].contains(name) else { continue }
            let operand = instruction.count > 1 ? String(instruction[1]) : ""
            // `<name>` is another function; `<name+0x1c>` is a jump inside this one.
            if let open = operand.firstIndex(of: "<"), operand.hasSuffix(">") {
                let target = operand[operand.index(after: open)..<operand.index(before: operand.endIndex)]
                if !target.contains("+") { callees.insert(String(target)) }
            } else if name == "call" || name == "bl" {
                callees.insert("indirect call: \(operand)")
            }
        }
        return (text.contains("<\(function)>:"), callees)
    }

    @Test(
        "Each handler, and what it reaches, calls only write, tcsetattr, raise, sigaction and _exit"
    )
    func handlersCallOnlySafeFunctions() throws {
        var seen: Set<String> = []
        var pending = Self.handlers
        var external: Set<String> = []
        while let function = pending.popLast() {
            guard seen.insert(function).inserted else { continue }
            let (found, callees) = try Self.callees(of: function)
            #expect(found, "\(function) is not in \(Program.binary)")
            for callee in callees {
                if callee.hasSuffix("@plt") {
                    external.insert(String(callee.dropLast(4)))
                } else {
                    pending.append(callee)
                }
            }
        }
        #expect(external.isSubset(of: Self.allowed), "not async-signal-safe: \(external.subtracting(Self.allowed))")
        #expect(!seen.contains { $0.hasPrefix("swift_") || $0.hasPrefix("$s") }, "\(seen)")
    }
}
