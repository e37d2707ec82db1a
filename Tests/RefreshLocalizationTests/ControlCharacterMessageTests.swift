import RefreshLocalization
import RefreshSupport
import Testing

@Suite("Control characters in localization errors")
struct ControlCharacterMessageTests {
    @Test("A catalog key holding controls is escaped in the error, and so is the file name")
    func catalogKey() throws {
        let source = "\"a\\u001B]0;PWNED\\u0007\" = \"x\";\n\"a\\u001B]0;PWNED\\u0007\" = \"y\";\n"
        let error = try #require(throws: LocalizationError.self) {
            _ = try Catalog(locale: .english, parsing: source, file: "evil\n\u{1B}[2J.strings")
        }
        #expect(!ControlCharacters.contains(in: error.description), "\(error)")
        #expect(error.description.hasPrefix(#"evil\n\u{1B}[2J.strings:2:"#), "\(error)")
        #expect(error.description.contains(#"a\u{1B}]0;PWNED\u{07}"#), "\(error)")
    }

    @Test("An unknown key from a caller is escaped too")
    func unknownKey() {
        let error = LocalizationError.unknownKey("x\u{1B}[2J\u{202E}", locale: "en")
        #expect(!ControlCharacters.contains(in: error.description))
        #expect(error.description.hasPrefix(#"unknown catalog key 'x\u{1B}[2J\u{202E}'"#))
    }
}
