import Foundation
import Testing

/// A skin whose bytes do not match its declared encoding: every line on standard error is a
/// located diagnostic or the summary; libxml2 prints nothing of its own ("encoding error : …").
@Suite struct EncodingErrorProgramTests {
    @Test(arguments: ["ISO-2022-JP", "Shift_JIS", "UTF-16"])
    func encodingErrorsAreLocated(encoding: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("enc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("skin.xml").path
        let bytes =
            Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<skin id=\"".utf8)
            + [0x1B, 0x24, 0x42, 0xFF, 0xFF, 0x80] + Array("\" name=\"x\" format=\"1\"/>\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        for arguments in [["lint", path], ["--skin-file", path, "--state", "idle"]] {
            let run = try Program.run(arguments)
            #expect(run.status == 1, "\(run)")
            for line in run.stderrLines {
                let located = line.hasPrefix(path + ":")
                let summary = line.hasSuffix("warnings") || line.hasPrefix("error: the skin in")
                #expect(located || summary, "unexpected line on stderr: \(line)\n\(run)")
            }
            #expect(!run.stderr.contains("encoding error :"), "\(run)")
            #expect(!run.stderr.contains("I/O error :"), "\(run)")
        }
    }
}
