import RefreshCore
import RefreshSupport

/// One line of a recorded gesture trace: an engine input and, optionally, when it happened.
///
/// Traces are JSON Lines, one object per line:
/// ```
/// {"event":"layout","contentHeight":2000,"viewportHeight":600,"insetTop":0,"insetBottom":0}
/// {"event":"scroll","offset":-70,"dragging":true,"time":0.1}
/// {"event":"release","offset":-70,"time":0.2}
/// {"event":"finish","result":"success","newItems":3,"time":1.5}
/// ```
/// `layout` fields default to 2000, 600, 0 and 0; `dragging` defaults to `false`; `edge` defaults
/// to `"header"` (to `"footer"` for `tap`) and `result` to `"success"`; `appear` needs
/// `lastUpdatedAge` (seconds, or `null` for never). A missing `time` means the previous event's
/// time. `setEnabled` needs `enabled` and `refreshing` needs `value` (`true` or `false`), both with
/// `edge`. The other events are `begin`, `tick`, `tap`, `accessibilityRefresh`, `cancel` (with
/// `edge`) and `closeSecondLevel`.
public struct TraceEvent: Sendable, Hashable {
    /// What happened.
    public var input: RefreshInput
    /// When, in seconds; `nil` for "at the previous event's time".
    public var time: Double?

    /// Creates an event.
    public init(_ input: RefreshInput, time: Double? = nil) {
        self.input = input
        self.time = time
    }

    /// The event names a trace may use.
    public static let eventNames = [
        "layout", "scroll", "release", "finish", "begin", "tick", "tap", "accessibilityRefresh", "appear",
        "closeSecondLevel", "setEnabled", "cancel", "refreshing",
    ]

    /// Reads one trace line.
    ///
    /// - Throws: ``TraceError`` saying what is wrong and what is accepted.
    public static func parse(_ line: some StringProtocol) throws(TraceError) -> TraceEvent {
        let value: JSONValue
        do {
            value = try JSONValue.parse(line)
        } catch {
            throw TraceError("not valid JSON at \(error)")
        }
        guard case .object(let members) = value else {
            throw TraceError("expected a JSON object such as {\"event\":\"tick\"}, found \(value.typeDescription)")
        }
        var fields = TraceFields(members: members)
        guard let name = try fields.string("event") else {
            throw TraceError("missing \"event\": say which one of \(quotedList(eventNames)) this line is")
        }
        let time = try fields.number("time", atLeast: 0)
        let input: RefreshInput
        switch name {
        case "layout":
            input = .layout(
                ScrollLayout(
                    contentHeight: try fields.number("contentHeight", atLeast: 0) ?? 2000,
                    viewportHeight: try fields.number("viewportHeight", atLeast: 0) ?? 600,
                    insetTop: try fields.number("insetTop") ?? 0,
                    insetBottom: try fields.number("insetBottom") ?? 0
                )
            )
        case "scroll":
            let offset = try fields.requiredNumber(
                "offset",
                example: "{\"event\":\"scroll\",\"offset\":-70,\"dragging\":true}"
            )
            input = .scroll(offset: offset, dragging: try fields.bool("dragging") ?? false)
        case "release":
            input = .release(
                offset: try fields.requiredNumber("offset", example: "{\"event\":\"release\",\"offset\":-70}")
            )
        case "finish":
            let edge = try fields.edge()
            let resultName = try fields.string("result") ?? "success"
            guard let result = RefreshResult(rawValue: resultName) else {
                throw TraceError(
                    "\"result\" must be one of \(quotedList(RefreshResult.allCases.map(\.rawValue))), not \(quoted(resultName))"
                        + suggestion(for: resultName, among: RefreshResult.allCases.map(\.rawValue))
                )
            }
            var newItems: Int?
            if let count = try fields.number("newItems", atLeast: 0) {
                let range = MessageKey.Argument.countRange
                guard let whole = Int(exactly: count), range.contains(whole) else {
                    throw TraceError(
                        "\"newItems\" must be a whole number from \(range.lowerBound) to \(range.upperBound), "
                            + "not \(NumberText.shortest(count))"
                    )
                }
                newItems = whole
            }
            input = .finish(edge: edge, result: result, newItems: newItems)
        case "begin":
            input = .begin(edge: try fields.edge())
        case "tick":
            input = .tick
        case "tap":
            input = .tap(edge: try fields.edge(default: .footer))
        case "accessibilityRefresh":
            input = .accessibilityRefresh(edge: try fields.edge())
        case "appear":
            let age = try fields.nullableNumber(
                "lastUpdatedAge",
                atLeast: 0,
                example: "{\"event\":\"appear\",\"lastUpdatedAge\":120} (null for never)"
            )
            input = .appear(lastUpdatedAge: age)
        case "closeSecondLevel":
            input = .closeSecondLevel
        case "setEnabled":
            let edge = try fields.edge()
            let enabled = try fields.requiredBool(
                "enabled",
                example: "{\"event\":\"setEnabled\",\"edge\":\"header\",\"enabled\":false}"
            )
            input = .setEnabled(edge: edge, enabled: enabled)
        case "cancel":
            input = .cancel(edge: try fields.edge())
        case "refreshing":
            let edge = try fields.edge()
            let value = try fields.requiredBool(
                "value",
                example: "{\"event\":\"refreshing\",\"edge\":\"header\",\"value\":true}"
            )
            input = .refreshing(edge: edge, isRefreshing: value)
        default:
            throw TraceError(
                "unknown event \(quoted(name)); the events are \(quotedList(eventNames))"
                    + suggestion(for: name, among: eventNames)
            )
        }
        try fields.rejectUnused(event: name)
        return TraceEvent(input, time: time)
    }
}

/// Why a trace line could not be read.
public struct TraceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, as a sentence fragment that starts in lower case.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, with any control character in it escaped.
    public var description: String { ControlCharacters.escaped(message, limit: ControlCharacters.messageLimit) }
}

/// The members of one trace object, read one by one, so that unknown keys can be reported.
private struct TraceFields {
    var members: [(key: String, value: JSONValue)]
    var used: Set<String> = []

    mutating func value(_ key: String) -> JSONValue? {
        used.insert(key)
        return members.first { $0.key == key }?.value
    }

    mutating func string(_ key: String) throws(TraceError) -> String? {
        switch value(key) {
        case nil: return nil
        case .string(let text): return text
        case let other?: throw TraceError("\"\(key)\" must be a string, not \(other.typeDescription)")
        }
    }

    mutating func bool(_ key: String) throws(TraceError) -> Bool? {
        switch value(key) {
        case nil: return nil
        case .bool(let flag): return flag
        case let other?: throw TraceError("\"\(key)\" must be true or false, not \(other.typeDescription)")
        }
    }

    mutating func requiredBool(_ key: String, example: String) throws(TraceError) -> Bool {
        guard let flag = try bool(key) else { throw TraceError("missing \"\(key)\", as in \(example)") }
        return flag
    }

    mutating func number(_ key: String, atLeast minimum: Double? = nil) throws(TraceError) -> Double? {
        switch value(key) {
        case nil: return nil
        case .number(let number):
            if let minimum, number < minimum {
                throw TraceError(
                    "\"\(key)\" must be at least \(NumberText.shortest(minimum)), not \(NumberText.shortest(number))"
                )
            }
            return number
        case let other?: throw TraceError("\"\(key)\" must be a number, not \(other.typeDescription)")
        }
    }

    mutating func requiredNumber(_ key: String, example: String) throws(TraceError) -> Double {
        guard let number = try number(key) else { throw TraceError("missing \"\(key)\", as in \(example)") }
        return number
    }

    /// A number that must be present, or `null`.
    mutating func nullableNumber(_ key: String, atLeast minimum: Double, example: String) throws(TraceError) -> Double?
    {
        switch value(key) {
        case nil: throw TraceError("missing \"\(key)\", as in \(example)")
        case .null?: return nil
        default: return try number(key, atLeast: minimum)
        }
    }

    mutating func edge(default defaultEdge: RefreshEdge = .header) throws(TraceError) -> RefreshEdge {
        guard let name = try string("edge") else { return defaultEdge }
        guard let edge = RefreshEdge(rawValue: name) else {
            throw TraceError("\"edge\" must be \"header\" or \"footer\", not \(quoted(name))")
        }
        return edge
    }

    func rejectUnused(event: String) throws(TraceError) {
        guard let unknown = members.first(where: { !used.contains($0.key) })?.key else { return }
        let known = used.sorted()
        throw TraceError(
            "unknown field \(quoted(unknown)) in a \(event) event; it takes \(quotedList(known))"
                + suggestion(for: unknown, among: known)
        )
    }
}

func quotedList(_ names: [String]) -> String {
    names.map { "\"\($0)\"" }.joined(separator: ", ")
}

/// " (did you mean "x"?)" when a name is a small typo away from one of `candidates`.
func suggestion(for name: String, among candidates: [String]) -> String {
    NameSuggestion.nearest(to: name, among: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
}
