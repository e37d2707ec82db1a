/// A value for a named MessageFormat argument.
public enum MessageArgument: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral
{
    /// A whole number, e.g. for `{count, plural, ...}`.
    case integer(Int64)
    /// A number with a fraction.
    case number(Double)
    /// Text, e.g. for `{date}` or `{kind, select, ...}`.
    case string(String)

    /// An integer argument from a literal.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A number argument from a literal.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A text argument from a literal.
    public init(stringLiteral value: String) { self = .string(value) }

    /// Parses a command-line style value: an integer, then a decimal number, else text.
    public init(parsing text: String) {
        if let integer = Int64(text) {
            self = .integer(integer)
        } else if let number = Double(text), number.isFinite, text.contains(where: { $0.isNumber }) {
            self = .number(number)
        } else {
            self = .string(text)
        }
    }
}
