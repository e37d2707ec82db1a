import Foundation
import Testing

@testable import RefreshCommandLine

@Suite("Errors in plain words")
struct PlainWordsTests {
    @Test("Foundation's file errors are said as the path and the system's reason, never as a domain and a code")
    func foundationFileErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plain-words-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        // A folder inside a file (error 512), a listing of nothing (error 260).
        let attempts: [() throws -> Void] = [
            { try FileManager.default.createDirectory(atPath: file.path + "/sub", withIntermediateDirectories: true) },
            { _ = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/missing") },
        ]
        for attempt in attempts {
            let error = try #require(throws: (any Error).self) { try attempt() }
            let words = PlainWords.describe(error)
            #expect(!words.contains("Domain") && !words.contains("Code=") && !words.contains("error 5"), "\(words)")
            #expect(words.hasPrefix("'\(folder.path)/"), "\(words)")
            #expect(words.contains("directory") || words.contains("No such file"), "\(words) from \(error)")
        }
    }

    @Test("A message is cut after 2,000 characters with how many more there were; a short one is kept whole")
    func longMessagesAreCut() {
        let long = String(repeating: "skin-name, ", count: 700)
        let cut = Output.cut(long)
        #expect(cut.hasPrefix(String(long.prefix(2000))) && cut.hasSuffix("… (\(long.count - 2000) more)"))
        #expect(Output.cut("unknown skin 'x'") == "unknown skin 'x'")
    }

    @Test("Other errors keep their own description")
    func otherErrors() {
        #expect(PlainWords.describe(RuntimeFailure("it broke")) == "it broke")
    }
}
