import RefreshSupport
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The start-up's own readers of the environment against the standard ones they stand in for.
@Suite("Reading the environment")
struct EnvironmentReadingTests {
    @Test("ProcessEnvironment reads what ProcessInfo reads")
    func processEnvironmentMatchesProcessInfo() {
        let variables = ProcessEnvironment.variables()
        #expect(variables == ProcessInfo.processInfo.environment)
        #expect(variables["PATH"] != nil)
    }

    @Test("containsUTF8 finds what the standard library's contains(_:) finds")
    func containsUTF8AgreesWithContains() {
        let texts = ["", "u", "utf8", "en_us.utf-8", "xterm-256color", "256color", "ab", "é utf-8 é", "xterm-kitty"]
        let words = ["", "u", "utf8", "utf-8", "256color", "xterm-256color-long", "b", "é", "kitty", "y"]
        for text in texts {
            for word in words {
                #expect(text.containsUTF8(word) == (word.isEmpty || text.contains(word)), "'\(text)' '\(word)'")
            }
        }
    }
}
