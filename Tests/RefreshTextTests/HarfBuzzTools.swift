import Foundation

/// fontconfig's and HarfBuzz's own programs, the independent measure of ShapedTextMeasurer:
/// `fc-match` names the font fontconfig picks for a character, `hb-shape` shapes a word in it.
enum HarfBuzzTools {
    /// Whether both programs are installed (Debian `fontconfig` and `libharfbuzz-bin`, which
    /// scripts/install-dependencies installs).
    static let installed = ["fc-match", "hb-shape"].allSatisfy { tool in
        ["/usr/bin/", "/usr/local/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + tool) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs a program from PATH and returns its standard output.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The font file and face index Chromium draws the character in: the first of the families'
    /// fonts at the weight that has it, else the regular font fontconfig matches for it (English).
    static func font(
        for character: Unicode.Scalar,
        families: [String],
        bold: Bool
    ) throws -> (file: String, index: Int) {
        let style = "slant=roman:scalable=true:lang=en"
        for family in families {
            let named = try match("\(family):weight=\(bold ? "bold" : "regular"):\(style)")
            if named.characters.contains(where: { $0.contains(character.value) }) { return (named.file, named.index) }
        }
        let fallback = try match(":\(style):charset=\(String(character.value, radix: 16))")
        return (fallback.file, fallback.index)
    }

    /// What `fc-match` matches for a pattern: the file, the face index and the characters.
    static func match(_ pattern: String) throws -> (file: String, index: Int, characters: [ClosedRange<UInt32>]) {
        let answer = try run(["fc-match", "--format=%{file}|%{index}|%{charset}", pattern])
        let parts = answer.split(separator: "|")
        guard parts.count == 3, let index = Int(parts[1]) else {
            throw Failure(description: "fc-match answered '\(answer)' for \(pattern)")
        }
        // The characters as hexadecimal ranges: "20-7e a0-377 384".
        let characters = try parts[2].split(separator: " ").map { range in
            let bounds = range.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last, bounds.count <= 2, low <= high else {
                throw Failure(description: "fc-match gave the character range '\(range)'")
            }
            return low...high
        }
        return (String(parts[0]), index, characters)
    }

    /// The advance of `text` shaped by hb-shape in the font, in ems.
    static func advance(of text: String, file: String, index: Int) throws -> Double {
        let scale = 1_000_000
        let json = try run([
            "hb-shape", "--font-file=\(file)", "--face-index=\(index)", "--font-size=\(scale)",
            "--output-format=json", "--no-glyph-names", "--text=\(text)",
        ])
        guard let glyphs = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]] else {
            throw Failure(description: "hb-shape printed no glyphs for '\(text)': \(json)")
        }
        return glyphs.reduce(0.0) { $0 + ((($1["ax"]) as? NSNumber)?.doubleValue ?? .nan) } / Double(scale)
    }

    /// The width of text of one script, in points, drawn as Chromium draws it: each word shaped by
    /// hb-shape in the font for the text's first character, and each space in the font for a space.
    static func width(of text: String, families: [String], size: Double, bold: Bool) throws -> Double {
        var total = 0.0
        let words = text.split(separator: " ", omittingEmptySubsequences: false)
        guard let first = text.unicodeScalars.first else { return 0 }
        let letters = try font(for: first, families: families, bold: bold)
        for word in words where !word.isEmpty {
            total += try advance(of: String(word), file: letters.file, index: letters.index)
        }
        let spaceFont = try font(for: " ", families: families, bold: bold)
        total += Double(words.count - 1) * (try advance(of: " ", file: spaceFont.file, index: spaceFont.index))
        return total * size
    }
}
