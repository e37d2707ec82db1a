import Foundation
import RefreshXML

/// Parses a generated document with the project's secure libxml2 reader, to check it is
/// well-formed and to list its elements and ids.
struct XMLParserCheck {
    var wellFormed = false
    var error: String?
    var elements: Set<String> = []
    var ids: Set<String> = []

    init(_ document: String) {
        let result = XMLSecureParser.parse(
            Array(document.utf8),
            path: "snapshot.svg",
            limits: XMLParseLimits(maxInputBytes: 8 << 20)
        )
        wellFormed = !result.hasErrors && result.root != nil
        error = result.diagnostics.first?.description
        var stack = result.root.map { [$0] } ?? []
        while let element = stack.popLast() {
            elements.insert(element.name)
            if let id = element.attribute("id") { ids.insert(id.value) }
            stack += element.children
        }
    }
}
