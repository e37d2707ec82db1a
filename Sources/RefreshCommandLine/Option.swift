/// An option that takes a value, declared once on the property that stores it (see
/// ``ParsableOptions``): its name, value name and help, and how its text becomes the value.
///
/// The property's type chooses the parse: `String?` a text, `String` without a default a text
/// the command needs, `[String]` a text that may be repeated, an optional or defaulted
/// `CaseIterable` enumeration a choice of its raw values, an `Int` or `Double` (with a range) a
/// decimal number; `transform:` gives any other.
@propertyWrapper
package struct Option<Value: Sendable>: Sendable {
    package var wrappedValue: Value

    /// The initializer every other one calls: `declaration`, and `read` to take its value from
    /// the command line (`nil` when not given, then `wrappedValue`).
    private init(
        wrappedValue: Value,
        _ declaration: OptionDeclaration,
        read: (ArgumentList, OptionDeclaration) throws(UsageError) -> Value?
    ) {
        self.wrappedValue = OptionPass.current?.value(declaration, read) ?? wrappedValue
    }

    /// An option whose text `transform` reads (a number with a rule of its own), `nil` when not
    /// given.
    package init<Wrapped>(_ declaration: OptionDeclaration, transform: (String) throws(UsageError) -> Wrapped)
    where Value == Wrapped? {
        self.init(wrappedValue: nil, declaration) { (arguments, option) throws(UsageError) in
            try arguments.value(option).map(transform)
        }
    }

    /// A text (`--skin NAME`), `nil` when not given.
    package init(_ name: String, _ valueName: String, help: String) where Value == String? {
        self.init(wrappedValue: nil, .value(name, valueName, help: help)) { $0.value($1) }
    }

    /// An option declared elsewhere, shared by several commands (``OptionDeclaration/timeZone``),
    /// whose value is a text; `nil` when not given.
    package init(_ declaration: OptionDeclaration) where Value == String? {
        self.init(wrappedValue: nil, declaration) { arguments, option in arguments.value(option) }
    }

    /// A text without a default, which the command needs (`--module NAME`): a usage error when
    /// not given.
    package init(_ name: String, _ valueName: String, help: String) where Value == String {
        self.init(wrappedValue: "", .value(name, valueName, required: true, help: help)) {
            (arguments, option) throws(UsageError) in try arguments.required(option)
        }
    }

    /// A text with a default (`--from SKIN`, default `blue`).
    package init(wrappedValue: String, _ name: String, _ valueName: String, help: String) where Value == String {
        self.init(wrappedValue: wrappedValue, .value(name, valueName, help: help)) { $0.value($1) }
    }

    /// A text that may be given more than once (`--skin-file PATH`...), every value in order.
    package init(_ name: String, _ valueName: String, help: String) where Value == [String] {
        self.init(wrappedValue: [], .value(name, valueName, repeatable: true, help: help)) { arguments, option in
            arguments.values(option)
        }
    }

    /// One of the cases of an enumeration, by raw value (`--state idle|pulling|…`), `nil` when
    /// not given; any other value is an error that lists the cases.
    package init<Choice: CaseIterable & RawRepresentable<String> & Sendable>(_ name: String, help: String)
    where Value == Choice? {
        self.init(wrappedValue: nil, .choice(name, Choice.self, help: help)) { (arguments, option) throws(UsageError) in
            try arguments.choice(option, as: Choice.self)
        }
    }

    /// One of the cases of an enumeration, with a default (`--color auto|always|never`).
    package init(wrappedValue: Value, _ name: String, help: String)
    where Value: CaseIterable & RawRepresentable<String> {
        self.init(wrappedValue: wrappedValue, .choice(name, Value.self, help: help)) {
            (arguments, option) throws(UsageError) in try arguments.choice(option, as: Value.self)
        }
    }

    /// A whole number within `range`, with a default (`--width COLUMNS`).
    package init(
        wrappedValue: Int,
        _ name: String,
        _ valueName: String,
        in range: ClosedRange<Int>,
        help: String
    ) where Value == Int {
        self.init(wrappedValue: wrappedValue, .number(name, valueName, help: help)) {
            (arguments, option) throws(UsageError) in try arguments.integer(option, in: range)
        }
    }

    /// A number within `range`, with a default (`--fps N`).
    package init(
        wrappedValue: Double,
        _ name: String,
        _ valueName: String,
        in range: ClosedRange<Double>,
        help: String
    ) where Value == Double {
        self.init(wrappedValue: wrappedValue, .number(name, valueName, help: help)) {
            (arguments, option) throws(UsageError) in try arguments.number(option, in: range)
        }
    }
}

/// An option without a value, declared once on the property that stores whether it was given.
@propertyWrapper
package struct Flag: Sendable {
    package var wrappedValue: Bool

    /// `--name`: `true` when given.
    package init(_ name: String, help: String) {
        wrappedValue = OptionPass.current?.value(.flag(name, help: help)) { $0.flag($1) ? true : nil } ?? false
    }
}
