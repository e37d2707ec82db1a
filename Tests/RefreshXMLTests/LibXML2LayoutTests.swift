import CLibXML2
import Foundation
import Testing

/// The CLibXML2 module shows libxml2's structs with the layout of the installed library: its
/// header keeps ICU's `ucnv.h` out without turning `LIBXML_ICU_ENABLED` off (which would drop two
/// fields of `xmlCharEncodingHandler`). The truth comes from the C compiler reading the installed
/// headers as they are.
@Suite struct LibXML2LayoutTests {
    @Test func encodingHandlerHasTheInstalledLayout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("layout.c")
        try Data(
            """
            #include <stddef.h>
            #include <stdio.h>
            #include <libxml/parser.h>
            int main(void) {
                printf("%zu %zu\\n", sizeof(xmlCharEncodingHandler), sizeof(xmlParserCtxt));
            #ifdef LIBXML_ICU_ENABLED
                printf("%zu\\n", offsetof(xmlCharEncodingHandler, uconv_out));
            #endif
                return 0;
            }

            """.utf8
        ).write(to: source)
        let program = folder.appendingPathComponent("layout").path
        let flags = try run("/bin/sh", ["-c", "pkg-config --cflags libxml-2.0"]).split(separator: " ").map(String.init)
        _ = try run("/usr/bin/cc", flags + [source.path, "-o", program])
        let lines = try run(program, []).split(separator: "\n")
        let sizes = lines[0].split(separator: " ").compactMap { Int($0) }
        #expect(sizes == [MemoryLayout<xmlCharEncodingHandler>.size, MemoryLayout<xmlParserCtxt>.size])
        if lines.count > 1 {
            #expect(Int(lines[1]) == MemoryLayout<xmlCharEncodingHandler>.offset(of: \.uconv_out))
        }
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(executable) \(arguments) failed")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
