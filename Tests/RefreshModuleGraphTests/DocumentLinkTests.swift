import Foundation
import RefreshTestSupport
import Testing

/// Every relative link of the README and the guides in Docs/ leads to a file of the repository,
/// and every `#anchor` to a heading of its page (as GitHub makes anchors from headings), so a
/// section moved from one page to another leaves no link behind.
@Suite struct DocumentLinkTests {
    /// The README, the other Markdown files at the root, and the guides.
    static func pages() throws -> [String] {
        let manager = FileManager.default
        let root = try manager.contentsOfDirectory(atPath: Repository.root).filter { $0.hasSuffix(".md") }
        let docs = try manager.contentsOfDirectory(atPath: Repository.root + "/Docs").filter { $0.hasSuffix(".md") }
        return root.sorted() + docs.sorted().map { "Docs/" + $0 }
    }

    /// The page's text outside fenced code blocks.
    static func prose(_ text: String) -> String {
        var inFence = false
        var lines: [String] = []
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append(line) }
        }
        return lines.joined(separator: "\n")
    }

    /// The targets of the Markdown links and images of `text` (`[words](target)`).
    static func links(_ text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(prose(text))
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            found.append(String(after[..<close]))
            rest = after[close...]
        }
        return found
    }

    /// The anchors GitHub gives the headings of `text`: lower case, only letters, digits, `-`
    /// and `_` kept, spaces as `-`, a repeated heading with `-1`, `-2`….
    static func anchors(_ text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for line in prose(text).components(separatedBy: "\n") where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for character in title.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                } else if character == " " {
                    slug.append("-")
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    @Test("Every relative link of the README and Docs/ leads to a file, and every anchor to a heading")
    func linksResolve() throws {
        var checked = 0
        for page in try Self.pages() {
            let text = try String(contentsOfFile: Repository.root + "/" + page, encoding: .utf8)
            let folder = URL(fileURLWithPath: Repository.root + "/" + page).deletingLastPathComponent()
            // Web addresses, and DocC's own links (`doc:Plugins`) in the guides its catalogs include.
            for link in Self.links(text) where !link.contains(":") {
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let target =
                    path.isEmpty
                    ? URL(fileURLWithPath: Repository.root + "/" + page)
                    : folder.appendingPathComponent(path).standardized
                let relative = String(target.path.dropFirst(Repository.root.count + 1))
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(page): the link '\(link)' leads to no file")
                    continue
                }
                guard parts.count == 2 else { continue }
                let anchor = String(parts[1])
                let linked = try String(contentsOf: target, encoding: .utf8)
                #expect(Self.anchors(linked).contains(anchor), "\(page): '\(link)' names no heading of \(relative)")
            }
        }
        #expect(checked > 50)
    }

    @Test(
        "Anchors are made from headings as GitHub makes them",
        arguments: [
            ("## Adding pull-to-refresh to a screen", "adding-pull-to-refresh-to-a-screen"),
            ("### Frame animations: `<frames>`", "frame-animations-frames"),
            ("### Reduced motion: `<motion reduced>`", "reduced-motion-motion-reduced"),
            ("## The preview: `refreshpreview`", "the-preview-refreshpreview"),
        ]
    )
    func anchorForm(heading: String, anchor: String) {
        #expect(Self.anchors(heading) == [anchor])
    }
}
