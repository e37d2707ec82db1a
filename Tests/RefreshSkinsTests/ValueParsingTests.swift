import RefreshCore
import RefreshImage
import RefreshStyle
import RefreshSupport
import Testing

@testable import RefreshSkins

@Suite struct ValueParsingTests {
    @Test(
        arguments: [
            ("#abc", RGBAColor(red: 0xAA, green: 0xBB, blue: 0xCC)),
            ("#abcd", RGBAColor(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 0xDD)),
            ("#576C89", RGBAColor(red: 87, green: 108, blue: 137)),
            ("#576c8980", RGBAColor(red: 87, green: 108, blue: 137, alpha: 0x80)),
            ("rgb(87, 108, 137)", RGBAColor(red: 87, green: 108, blue: 137)),
            (" rgb(0,0,0) ", RGBAColor(red: 0, green: 0, blue: 0)),
            ("rgba(255, 255, 255, 0.5)", RGBAColor(red: 255, green: 255, blue: 255, alpha: 128)),
            ("RGBA(1, 2, 3, 90%)", RGBAColor(red: 1, green: 2, blue: 3, alpha: 230)),
            ("transparent", RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)),
        ]
    )
    func parsesCSSColours(text: String, expected: RGBAColor) throws {
        #expect(try CSSColor.parse(text).get() == expected)
    }

    /// The allocation-free reader of the common spellings gives the general reader's colour, or
    /// leaves the text to it, for every spelling: generated hex forms, functions with spacing,
    /// alphas and percentages, and near-misses.
    @Test func fastColoursAgreeWithTheGeneralReader() {
        var texts = [
            "#abc", "#ABCD", "#a1B2c3", "#A1B2C3D4", " #fff ", "#", "#abcdefabc", "#12g", "rgb(1,2,3)",
            "rgb( 1 , 2 , 3 )", "rgb(255,255,255)", "rgb(256,0,0)", "rgb(0255,0,0)", "rgb(+5,0,0)", "rgb(1,2,3,)",
            "rgba(1,2,3,0.6)", "rgba(1,2,3,.5)", "rgba(1,2,3,1.)", "rgba(1,2,3,1.0)", "rgba(1,2,3,1.01)",
            "rgba(1,2,3,50%)", "rgba(1,2,3,50.5%)", "rgba(1,2,3,100%)", "rgba(1,2,3,101%)", "rgba(0,0,0,0)",
            "rgba(1,2,3,0.1234567890123456)", "rgba(1,2,3,1e0)", "RGB(1,2,3)", "rgb(1,2,3) x", "rgb\t(1,2,3)",
            "\n rgba(9, 8, 7, 0.25)\t", "rgba(1,2,3)", "rgb(1,2)", "transparent", "green",
        ]
        for value in stride(from: 0, through: 1000, by: 7) {
            let fraction = Double(value) / 1000
            texts.append("rgba(10, 20, 30, \(fraction))")
            texts.append("rgba(10,20,30,\(Double(value) / 10)%)")
            texts.append("rgb(\(value % 300), \(value % 256), \(value % 7))")
            texts.append("#" + String(value * 2654435761 % 0xFFFF_FFFF, radix: 16))
        }
        for text in texts {
            var copy = text
            let fast = copy.withUTF8 { CSSColor.Fast.color($0) }
            let general = try? CSSColor.general(text).get()
            if let fast { #expect(fast == general, "\(text)") }
            #expect((try? CSSColor.parse(text).get()) == general, "\(text)")
        }
    }

    @Test(arguments: [
        "", "#12", "#12345", "#ggg", "redd", "rgb(1,2)", "rgb(1,2,3", "rgba(1,2,3,2)", "rgb(-1,0,0)", "rgba(1,2,3,1e0)",
    ])
    func rejectsBadColours(text: String) {
        #expect(throws: CSSColorError.self) { try CSSColor.parse(text).get() }
    }

    @Test(
        arguments: [
            ("Pull {count}", nil),
            ("{count, plural, one {# item} other {# items}}", nil),
            ("Quoted '{' brace", nil),
            ("It''s {n}", nil),
            ("Open {count", "the message has 1 '{' without a matching '}'"),
            ("Close }", "the message has a '}' without a matching '{' (write '}' in apostrophes for a literal brace)"),
        ] as [(String, String?)]
    )
    func checksMessageBraces(pattern: String, problem: String?) {
        #expect(MessagePatternCheck.problem(in: pattern) == problem)
    }

    @Test func pathsStayInsideTheRoot() {
        #expect(SkinPath.resolve("../Arrows/a.png", relativeTo: "Skins/blue.xml") == "Arrows/a.png")
        #expect(SkinPath.resolve("./a.png", relativeTo: "blue.xml") == "a.png")
        #expect(SkinPath.resolve("../a.png", relativeTo: "blue.xml") == nil)
        #expect(SkinPath.resolve("/etc/passwd", relativeTo: "blue.xml") == nil)
        #expect(SkinPath.resolve("file:a.png", relativeTo: "blue.xml") == nil)
        #expect(SkinPath.twoXVariant(of: "x/a.png") == "x/a@2x.png")
        #expect(SkinPath.twoXVariant(of: "é/flèche.png") == "é/flèche@2x.png")
        #expect(SkinPath.twoXVariant(of: "x/a") == "x/a@2x")
        #expect(SkinPath.directory(of: "é/ü/a.png") == "é/ü")
    }

    /// A named file is inside the root when its path starts with the root's bytes, as the file
    /// system compares paths: a root spelt with another form of the same letters is another folder.
    @Test func aNamedFileIsUnderItsRootByBytes() {
        let inside = DirectorySkinFiles.containing("/skins/é/blue/blue.xml", root: "/skins/é")
        #expect(inside.files.root == "/skins/é" && inside.name == "blue/blue.xml")
        let slash = DirectorySkinFiles.containing("/skins/é/blue/blue.xml", root: "/skins/é/")
        #expect(slash.files.root == "/skins/é" && slash.name == "blue/blue.xml")
        let decomposed = DirectorySkinFiles.containing("/skins/e\u{301}/blue/blue.xml", root: "/skins/é")
        #expect(decomposed.files.root == "/skins/e\u{301}/blue" && decomposed.name == "blue.xml")
        let outside = DirectorySkinFiles.containing("/other/blue.xml", root: "/skins")
        #expect(outside.files.root == "/other" && outside.name == "blue.xml")
        let climbing = DirectorySkinFiles.containing("/skins/../etc/blue.xml", root: "/skins")
        #expect(climbing.files.root == "/skins/../etc" && climbing.name == "blue.xml")
    }

    /// The shortcut for paths already in normal form resolves every reference as the general
    /// resolver does, for plain and unusual references and descriptor places alike.
    @Test func plainPathsResolveAsTheGeneralResolver() {
        let references = [
            "a.png", "img/a.png", "a/b/c.png", "./a.png", "../a.png", "a/../b.png", "a//b.png", "a/",
            "/a.png", "", ".", "..", "...", ".a", "a.", "a\\b", "c:a", "a/./b", "x/..", "...png/a",
        ]
        let descriptors = [
            "blue.xml", "Skins/blue/blue.xml", "Skins//blue.xml", "./blue.xml", "/blue.xml",
            "Skins/../blue.xml", "a/.../b.xml", "",
        ]
        for reference in references {
            for descriptor in descriptors {
                #expect(
                    SkinPath.resolve(reference, relativeTo: descriptor)
                        == SkinPath.general(reference, relativeTo: descriptor),
                    "\(reference) in \(descriptor)"
                )
            }
        }
    }

    /// The decimal reader gives `Double(String)`'s value, to the bit, for every decimal a skin may
    /// write (generated: every digit count up to 17, every place of the dot, both signs, leading
    /// zeros), and refuses what is not a decimal.
    @Test func decimalsAreReadAsDoubleReadsThem() {
        var texts = ["0", "-0", "+0", "1.", ".5", "-.5", "00.25", "0.1", "0.2", "0.3", "65", "0.18", "1e3", "1.2.3"]
        texts += ["", "+", "-", ".", "nan", "inf", "0x10", "1,5", "١", " 1", "1 "]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for digits in 1...17 {
            for _ in 0..<40 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                var text = String(seed % 10)
                for index in 1..<digits { text += String((seed >> UInt64(index * 3)) % 10) }
                let dot = Int(seed >> 60) % (digits + 1)
                let number = dot == digits ? text : String(text.prefix(dot)) + "." + text.dropFirst(dot)
                texts.append(seed & 1 == 0 ? number : "-" + number)
            }
        }
        for text in texts {
            let isDecimal = text.wholeMatch(of: /[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)/) != nil
            let expected = isDecimal ? Double(text) : nil
            let read = SkinValueType.decimal(text)
            #expect(read?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    /// Trimming works on bytes: only ASCII whitespace goes, never a byte of another character.
    @Test(arguments: [
        (" a ", "a"), ("\t\n\r\u{0C}x y\n", "x y"), ("", ""), ("  ", ""), ("\u{A0}a\u{A0}", "\u{A0}a\u{A0}"),
        (" é ", "é"), ("\u{2028}", "\u{2028}"), ("e\u{301} ", "e\u{301}"), ("abc", "abc"),
    ])
    func trimsOnlyASCIIWhitespace(text: String, trimmed: String) {
        #expect(text.trimmingASCIIWhitespace() == trimmed)
        #expect(text.isASCIIWhitespaceOnly == trimmed.isEmpty)
    }

    @Test func pngDecoderRejectsBrokenInput() throws {
        let arrow = try DirectorySkinFiles(root: Fixtures.root + "/valid").read("arrow.png", limit: 1 << 20)
        #expect(throws: PNGError.self) { try PNGImageDecoder.decode(Array(arrow.prefix(60))).get() }
        #expect(throws: PNGError.self) { try PNGImageDecoder.decode(Array("hello".utf8)).get() }
        #expect(throws: PNGError.self) { try PNGImageDecoder.decode([]).get() }
        var corrupt = arrow
        corrupt[40] ^= 0xFF
        #expect(throws: PNGError.self) { try PNGImageDecoder.decode(corrupt).get() }
        let small = PNGImageDecoder.decode(arrow, maxWidth: 10, maxHeight: 10)
        #expect(throws: PNGError.self) { try small.get() }
        if case .failure(let error) = small {
            #expect(error.message.contains("IHDR") || error.message.contains("limit"))
        }
        let image = try PNGImageDecoder.decode(arrow).get()
        #expect(image.width == 30 && image.height == 55 && image.pixels.count == 30 * 55 * 4)
    }
}
