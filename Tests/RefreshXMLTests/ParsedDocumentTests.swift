import RefreshXML
import Testing

/// The flat parsed document (what the skin loader reads) against the tree built from it, which
/// the other suites pin down: every element and attribute reads the same through both.
@Suite struct ParsedDocumentTests {
    func parse(_ text: String) throws -> XMLParsedDocument {
        let result = XMLSecureParser.parse(Array(text.utf8), path: "test.xml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        return try #require(result.document)
    }

    /// Compares a view and a tree element, and everything below them.
    func expectSame(_ view: XMLParsedDocument.Element, _ tree: XMLTreeElement) {
        #expect(view.name == tree.name)
        #expect(view.namespaceURI == tree.namespaceURI)
        #expect(view.hasNoNamespace == (tree.namespaceURI == nil))
        #expect(view.text == tree.text)
        #expect(view.textIsBlank == tree.text.utf8.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) })
        #expect(view.line == tree.line && view.column == tree.column, "<\(tree.name)>")
        #expect(view.attributes.count == tree.attributes.count)
        for (attribute, written) in zip(view.attributes, tree.attributes) {
            #expect(attribute.name == written.name && attribute.value == written.value)
            #expect(attribute.namespaceURI == written.namespaceURI)
            #expect(attribute.line == written.line && attribute.column == written.column, "\(written.name)")
            #expect(view.attribute(written.name)?.value == tree.attribute(written.name)?.value)
        }
        let children = Array(view.children)
        #expect(children.count == tree.children.count)
        for (child, written) in zip(children, tree.children) {
            expectSame(child, written)
            #expect(view.firstChild(named: written.name)?.line == tree.firstChild(named: written.name)?.line)
            #expect(view.children(named: written.name).count == tree.children(named: written.name).count)
        }
    }

    @Test func viewsReadAsTheTreeDoes() throws {
        let document = try parse(
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
        let root = document.root
        expectSame(root, document.tree())
        #expect(root.attribute("name")?.value == "A & B & C")
        let header = try #require(root.firstChild(named: "header"))
        #expect(header.text == "one<raw>twothree")
        #expect(header.attribute("extra") == nil, "an attribute in a namespace is not found by its bare name")
        #expect(header.attributes.contains { $0.name == "extra" && $0.namespaceURI == "urn:x" })
        #expect(root.children(named: "footer").count == 2)
        #expect(root.children(named: "footer").allSatisfy { $0.textIsBlank })
        #expect(root.firstChild(named: "note")?.namespaceURI == "urn:x")
        #expect(root.firstChild(named: "note")?.textIsBlank == false)
    }

    /// Far more distinct names than the parser's name table starts with, each read back as
    /// written, and a name used again still read as itself.
    @Test func manyNamesKeepTheirOwnSpelling() throws {
        let names = (0..<400).map { "name\($0)" }
        let children = names.map { "<\($0) \($0)a=\"\($0)\" again=\"\($0)\"/>" }.joined()
        let document = try parse("<list>\(children)<name7/></list>")
        let read = Array(document.root.children)
        #expect(read.count == 401)
        for (element, name) in zip(read, names) {
            #expect(element.name == name)
            #expect(element.attributes.map(\.name) == [name + "a", "again"])
            #expect(element[attribute: "again"] == name)
        }
        #expect(read.last?.name == "name7")
        expectSame(document.root, document.tree())
    }
}
