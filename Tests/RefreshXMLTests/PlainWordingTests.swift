import Foundation
import RefreshXML
import Testing

/// Authors never see libxml2's own wording: every parser error is a plain sentence that says what
/// is wrong and how to fix it, with a stable code.
@Suite struct PlainWordingTests {
    /// Words and marks of libxml2's and ICU's messages that mean nothing to an author.
    static let jargon = [
        "U_", " !", "xmlParse", "AttValue", "PCDATA", "StartTag", "EntityRef", "CharRef", "xmlns:", "XML_",
        "libxml", "Blank needed", "Extra content", "Premature end", "Couldn't find end", "indicate encoding",
        "Opening and ending tag mismatch", "Document is empty", "ParsePI", "SystemLiteral", "QName",
    ]

    /// A hostile corpus: one document per kind of syntax mistake an author can make.
    static let corpus: [(name: String, bytes: [UInt8])] =
        textCorpus.map { ($0.0, Array($0.1.utf8)) } + byteCorpus

    static let textCorpus: [(String, String)] = [
        ("tag mismatch", "<skin id=\"a\">\n  <header>\n  </header>\n</skn>\n"),
        ("unclosed attribute", "<skin id='a name='b'/>"),
        ("unquoted attribute", "<skin id=a/>"),
        ("attribute without value", "<skin id/>"),
        ("duplicate attribute", "<skin id=\"a\" id=\"b\"/>"),
        ("less-than in attribute", "<skin id=\"a<b\"/>"),
        ("declaration only", "<?xml version=\"1.0\"?>\n"),
        ("text only", "hello"),
        ("comment only", "<!-- nothing -->"),
        ("content after root", "<skin/>\n<skin/>"),
        ("unclosed root", "<skin>\n  <header>"),
        ("unclosed tag", "<skin id=\"a\"\n"),
        ("bare ampersand", "<skin name=\"Salt & Pepper\"/>"),
        ("unknown entity", "<skin name=\"caf&eacute;\"/>"),
        ("bad character reference", "<skin name=\"&#xZZ;\"/>"),
        ("control character", "<skin name=\"a\u{1}b\"/>"),
        ("unclosed comment", "<skin><!-- open </skin>"),
        ("double hyphen", "<skin><!-- a -- b --></skin>"),
        ("late declaration", "\n<?xml version=\"1.0\"?><skin/>"),
        ("bad declaration", "<?xml encoding=\"UTF-8\"?><skin/>"),
        ("unclosed instruction", "<skin><?pi </skin>"),
        ("unclosed CDATA", "<skin><![CDATA[ x </skin>"),
        ("CDATA end in text", "<skin>a ]]> b</skin>"),
        ("namespace prefix", "<skin><x:header/></skin>"),
        ("no name after <", "<skin>< header/></skin>"),
        ("missing space", "<skin id=\"a\"name=\"b\"/>"),
        ("bad end tag", "<skin></skin x>"),
    ]

    static let byteCorpus: [(name: String, bytes: [UInt8])] = [
        ("invalid UTF-8", Array("<skin name=\"".utf8) + [0xC3, 0x28] + Array("\"/>".utf8)),
        ("Latin-1 undeclared", Array("<skin name=\"Caf".utf8) + [0xE9] + Array("\"/>".utf8)),
        (
            "Latin-1 declared",
            Array("<?xml version=\"1.0\" encoding=\"latin1\"?><skin name=\"Caf".utf8) + [0xE9] + Array("\"/>".utf8)
        ),
        ("UTF-16 with BOM", [0xFE, 0xFF, 0x00, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E]),
        ("UTF-16 without BOM", [0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00]),
        ("NUL", [0x3C, 0x61, 0x00, 0x2F, 0x3E]),
    ]

    @Test(arguments: corpus.map(\.name))
    func everyParserErrorIsPlainAndLocated(name: String) throws {
        let bytes = try #require(Self.corpus.first { $0.name == name }).bytes
        let result = XMLSecureParser.parse(bytes, path: "skin.xml")
        #expect(result.hasErrors, "\(name) parsed")
        if ProcessInfo.processInfo.environment["SHOW_WORDING"] != nil {
            print("\(name): \(result.diagnostics.map(\.description))")
        }
        for diagnostic in result.diagnostics {
            for word in Self.jargon {
                #expect(!diagnostic.message.contains(word), "\(name): '\(word)' in \(diagnostic)")
            }
            let bang = diagnostic.message.replacing("<!", with: "").contains("!")
            #expect(!bang, "\(name): '!' in \(diagnostic)")
            #expect(diagnostic.line >= 1 && diagnostic.column >= 1, "\(name): \(diagnostic) has no place")
            #expect(diagnostic.code != nil, "\(name): \(diagnostic) has no code")
        }
    }

    @Test func theIssuesExamplesAreReworded() {
        let mismatch = XMLSecureParser.parse(Array("<skin id=\"a\">\n  <header/>\n</skn>".utf8), path: "s.xml")
        #expect(
            mismatch.diagnostics.first?.description
                == "s.xml:3:7: error: the closing tag </skn> does not match the open element <skin> (opened on "
                + "line 1); did you mean </skin>?"
        )
        #expect(mismatch.diagnostics.first?.suggestion == "</skin>")
        #expect(mismatch.diagnostics.first?.code?.rawValue == "xml-tag-mismatch")

        let attribute = XMLSecureParser.parse(Array("<skin id='a/>".utf8), path: "s.xml")
        #expect(attribute.diagnostics.map(\.message).contains { $0.contains("has no closing quote") })

        let empty = XMLSecureParser.parse(Array("<?xml version=\"1.0\"?>\n".utf8), path: "s.xml")
        #expect(empty.diagnostics.first?.code?.rawValue == "xml-no-element", "\(empty.diagnostics)")

        let utf8 = XMLSecureParser.parse(
            Array("<skin name=\"".utf8) + [0xE9, 0x41] + Array("\"/>".utf8),
            path: "s.xml"
        )
        #expect(utf8.diagnostics.first?.message.hasPrefix("the text is not valid UTF-8 here") == true)
        #expect(utf8.diagnostics.first?.code?.rawValue == "not-utf8")
    }

    @Test func utf8WithBOMOrDeclarationIsAccepted() {
        for bytes in [
            [0xEF, 0xBB, 0xBF] + Array("<skin/>".utf8),
            Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><skin/>".utf8),
            Array("<?xml version='1.0' encoding='utf-8'?><skin/>".utf8),
            [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<skin name=\"Café\"/>".utf8),
        ] {
            let result = XMLSecureParser.parse(bytes, path: "s.xml")
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            #expect(result.root?.name == "skin")
        }
    }

    @Test(arguments: ["ISO-8859-1", "windows-1252", "UTF-16", "Shift_JIS", "US-ASCII"])
    func otherDeclaredEncodingsAreRefusedAtTheDeclaration(encoding: String) throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"\(encoding)\"?>\n<skin/>".utf8)
        let result = XMLSecureParser.parse(bytes, path: "s.xml")
        let first = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(first.description.hasPrefix("s.xml:1:21: error: the file declares encoding=\"\(encoding)\""))
        #expect(first.message.contains("save the file as UTF-8"))
        #expect(result.root == nil)
    }
}

/// `lint --format json`: one array, every field present, data escaped as in the text form.
@Suite struct DiagnosticJSONTests {
    @Test func fieldsAndEscaping() {
        let diagnostics = [
            XMLDiagnostic(
                file: "a\"b.xml",
                line: 3,
                column: 0,
                message: "quote \" backslash \\ escape \u{1B}[2J",
                code: .xmlSyntax,
                suggestion: "</skin>"
            ),
            XMLDiagnostic(file: "c.xml", line: 0, column: 0, severity: .warning, message: "whole file"),
        ]
        let json = XMLDiagnostic.json(diagnostics, kind: .document)
        #expect(
            json == """
                [
                  {"file":"a\\"b.xml","line":3,"column":1,"severity":"error","code":"xml-syntax","message":"quote \\" backslash \\\\ escape \\\\u{1B}[2J","suggestion":"</skin>"},
                  {"file":"c.xml","line":0,"column":0,"severity":"warning","code":"suspicious-document","message":"whole file","suggestion":null}
                ]
                """
        )
        #expect(XMLDiagnostic.json([], kind: .document) == "[]")
    }
}

/// The kind of document a caller names reaches the wording; without one, the wording names none.
@Suite struct DocumentKindWordingTests {
    static let page = XMLDocumentKind(name: "page", rootElement: "page", rootStartTag: "<page title=\"…\">")

    @Test func aKindNamesItsRootElement() {
        let empty = XMLSecureParser.parse([], path: "p.xml", kind: Self.page)
        #expect(empty.diagnostics.map(\.message) == ["the file is empty; a page starts with <page title=\"…\">"])
        let bare = XMLSecureParser.parse(Array("<?xml version=\"1.0\"?>\n".utf8), path: "p.xml", kind: Self.page)
        #expect(bare.diagnostics.first?.message.hasSuffix("; a page starts with <page title=\"…\">") == true)
        let two = XMLSecureParser.parse(Array("<page/>\n<page/>".utf8), path: "p.xml", kind: Self.page)
        #expect(two.diagnostics.first?.message.contains("(<page>…</page>)") == true, "\(two.diagnostics)")
        let prefixed = XMLSecureParser.parse(Array("<page><x:row/></page>".utf8), path: "p.xml", kind: Self.page)
        #expect(
            prefixed.diagnostics.first?.message
                == "a name with a ':' prefix is used here, but a page uses no namespaces; "
                + "remove the prefix (write <row>, not <x:row>)"
        )
        let unnamed = XMLDiagnostic(file: "p.xml", line: 0, column: 0, message: "m")
        #expect(unnamed.effectiveCode(for: Self.page) == "invalid-page")
    }

    @Test func anyDocumentGetsNoRootAdvice() {
        let empty = XMLSecureParser.parse([], path: "d.xml")
        #expect(empty.diagnostics.map(\.message) == ["the file is empty"])
        let two = XMLSecureParser.parse(Array("<a/>\n<b/>".utf8), path: "d.xml")
        #expect(
            two.diagnostics.first?.message
                == "there is more after the end of the root element; a file holds exactly one root element, "
                + "so move this inside it or remove it"
        )
    }
}
