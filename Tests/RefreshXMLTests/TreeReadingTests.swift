import RefreshXML
import Testing

/// What a reader of the tree meets: names, namespaces, text, attributes and their places.
@Suite struct TreeReadingTests {
    func parse(_ text: String) throws -> XMLTreeElement {
        let result = XMLSecureParser.parse(Array(text.utf8), path: "test.xml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.root)
    }

    @Test func elementsReadAsWritten() throws {
        let root = try parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <skin xmlns:x="urn:x" id="a" name='A &amp; B &#38; C'>
              <header style="arrow"
                      x:extra="y" grün="ä">one<![CDATA[<raw>]]><b/>two<!-- gone -->three</header>
              <footer/><footer mode="manual">   </footer>
              <x:note>  spaced  </x:note>
            </skin>
            """
        )
        #expect(root.location == (2, 1) && root.attribute("id")?.column == 23)
        #expect(root.attributes.map(\.name) == ["id", "name"])
        #expect(root.attribute("name")?.value == "A & B & C")
        let header = try #require(root.firstChild(named: "header"))
        #expect(header.text == "one<raw>twothree" && !header.textIsBlank)
        #expect(header.attributes.map(\.location.line) == [3, 4, 4])
        #expect(header.attribute("extra") == nil, "an attribute in a namespace is not found by its bare name")
        #expect(header.attributes.contains { $0.name == "extra" && $0.namespaceURI == "urn:x" })
        #expect(root.children(named: "footer").count == 2)
        #expect(root.children(named: "footer").allSatisfy { $0.textIsBlank })
        #expect(root.firstChild(named: "note")?.namespaceURI == "urn:x")
        #expect(root.firstChild(named: "note")?.textIsBlank == false)
    }

    /// Many distinct names, each read back as written, and a name used again still read as itself.
    @Test func manyNamesKeepTheirOwnSpelling() throws {
        let names = (0..<400).map { "name\($0)" }
        let children = names.map { "<\($0) \($0)a=\"\($0)\" again=\"\($0)\"/>" }.joined()
        let read = try parse("<list>\(children)<name7/></list>").children
        #expect(read.count == 401)
        for (element, name) in zip(read, names) {
            #expect(element.name == name)
            #expect(element.attributes.map(\.name) == [name + "a", "again"])
            #expect(element[attribute: "again"] == name)
        }
        #expect(read.last?.name == "name7")
    }
}
