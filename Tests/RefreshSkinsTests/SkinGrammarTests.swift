import Foundation
import RefreshCore
import RefreshLint
import RefreshStyle
import RefreshTestSupport
import Testing

@testable import RefreshSkins

/// The grammar table drives the reader: every ranged or enumerated attribute, taken from the
/// table, is refused out of range with a located message and accepted at its bounds.
@Suite struct SkinGrammarTests {
    /// One attribute in its place: the elements from `<skin>` down to the one that holds it.
    struct Case: CustomTestStringConvertible, Sendable {
        var chain: [String]
        var attribute: String
        var testDescription: String { (chain.dropFirst().map { "<\($0)>" } + [attribute]).joined(separator: " ") }

        var rules: [SkinElementRule] {
            var rules = [SkinGrammar.skin]
            for name in chain.dropFirst() {
                guard let next = rules.last?.child(name) else { break }
                rules.append(next)
            }
            return rules
        }

        var rule: SkinAttributeRule? { rules.last?.attribute(attribute) }
    }

    static func cases(where keep: (SkinValueType) -> Bool) -> [Case] {
        var found: [Case] = []
        func visit(_ rule: SkinElementRule, chain: [String]) {
            for attribute in rule.attributes where keep(attribute.type) {
                found.append(Case(chain: chain, attribute: attribute.name))
            }
            for child in rule.children { visit(child, chain: chain + [child.name]) }
        }
        visit(SkinGrammar.skin, chain: ["skin"])
        return found
    }

    static let numberCases = cases {
        switch $0 {
        case .number, .wholeNumber: true
        default: false
        }
    }.filter { $0.chain.last != "key" }  // Keys come in pairs in increasing order: MotionGrammarTests.

    static let choiceCases = cases {
        switch $0 {
        case .choice, .onOff, .messageKey: true
        default: false
        }
    }

    /// A valid value of a type, for the attributes around the one under test.
    static func sample(_ type: SkinValueType) -> String {
        switch type {
        case .colour: "#000"
        case .number(let bounds, _): ValueBounds.format(bounds.upper)
        case .wholeNumber(let range): String(range.lowerBound)
        case .choice(let names, _): names[0]
        case .onOff: "on"
        case .messageKey: "header.pull"
        case .text(let rule):
            switch rule.name {
            case "path": "arrow.png"
            case "animation path": "anim.json"
            case "numbered path": "f-####.png"
            case "states": "loading"
            case "skeleton": "yMd"
            case "locale": "de"
            case "`1`": "1"
            default: "x"
            }
        }
    }

    /// A one-line descriptor with `value` for the case's attribute, and the column of that
    /// attribute.
    static func document(_ test: Case, value: String) -> (text: String, column: Int) {
        let rules = test.rules
        var text = ""
        var column = 0
        for (depth, rule) in rules.enumerated() {
            var attributes: [(String, String)] = []
            for attribute in rule.attributes where attribute.required {
                attributes.append((attribute.name, sample(attribute.type)))
            }
            if depth == 1 { attributes.append(("style", "text")) }
            if rule.name == "frames" {
                // Numbered frames (``load(_:)`` writes them), played by time when the test needs it.
                attributes.append(("images", "f-####.png"))
                if ["bind", "loop"].contains(test.attribute) { attributes.append(("fps", "10")) }
            }
            if depth == rules.count - 1 {
                if let (other, needed) = test.rule?.requires { attributes.append((other, needed)) }
                for (name, written) in companions["\(rule.name).\(test.attribute)"] ?? companions[rule.name] ?? [] {
                    attributes.removeAll { $0.0 == name }
                    attributes.append((name, written))
                }
                attributes.removeAll { $0.0 == test.attribute }
            }
            text += "<\(rule.name)"
            for (name, written) in attributes { text += " \(name)=\"\(written)\"" }
            if depth == rules.count - 1 {
                column = text.count + 2
                text += " \(test.attribute)=\"\(value)\""
            }
            text += ">"
        }
        if let last = rules.last?.name, let inside = contents[last] { text += inside }
        for rule in rules.reversed() { text += "</\(rule.name)>" }
        return (text, column)
    }

    /// Attributes an element needs beside the one under test, by `element.attribute` or by
    /// element: a finished icon needs an image or a glyph, a fade's `from` must stay below its
    /// `to`, text cannot turn.
    static let companions: [String: [(String, String)]] = [
        "finishedIcon": [("glyph", "✓")],
        "fade.from": [("to", "4")],
        "animation.target": [("property", "opacity")],
        // A result is given only for the states after a load.
        "frames.result": [("states", "finished")],
        // A marker the sample animation (`anim.json`, LottieFixtures.movingDot) has.
        "segment": [("marker", "loading")],
    ]

    /// What an element needs inside it: an animation at least two keys.
    static let contents = ["animation": #"<key at="0" value="0"/><key at="1" value="1"/>"#]

    static func load(_ text: String) throws -> (SkinRegistry, String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let arrow = try Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.root + "/valid/arrow.png")))
        try folder.write("arrow.png", arrow)
        if text.contains("anim.json") { try folder.write("anim.json", Array(LottieFixtures.movingDot.utf8)) }
        if text.contains("f-####.png") {
            // The numbered frames a `<frames>` may name: `first` from 0 or 9999, up to 240 of them.
            for number in Array(0..<SkinFrames.maximumCount) + [SkinGrammar.maxFirstFrame] {
                try folder.write("f-" + String(String(number + 10000).dropFirst()) + ".png", arrow)
            }
        }
        let file = try folder.write("skin.xml", text)
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        DiagnosticCodeTests.expectCoded(registry.diagnostics)
        return (registry, file)
    }

    @Test func theTableHasEveryRangedAttribute() {
        #expect(Self.numberCases.count >= 16)
        #expect(Self.choiceCases.count >= 10)
    }

    @Test(arguments: numberCases)
    func anOutOfRangeNumberIsALocatedError(test: Case) throws {
        let type = try #require(test.rule?.type)
        var bad: [String] = []
        var good: [String] = []
        switch type {
        case .number(let bounds, _):
            bad = [ValueBounds.format(bounds.upper + 1), "1e2", "abc"]
            bad.append(ValueBounds.format(bounds.includesLower ? bounds.lower - 1 : bounds.lower))
            good = [ValueBounds.format(bounds.upper)] + (bounds.includesLower ? [ValueBounds.format(bounds.lower)] : [])
        case .wholeNumber(let range):
            bad = [String(range.upperBound + 1), String(range.lowerBound - 1), "2.5"]
            good = [String(range.lowerBound), String(range.upperBound)]
        default:
            Issue.record("not a number: \(test)")
        }
        for value in bad {
            let (text, column) = Self.document(test, value: value)
            let (registry, file) = try Self.load(text)
            let errors = registry.errors.map(\.description)
            #expect(errors.count == 1, "\(value): \(errors)")
            let message = try #require(errors.first)
            #expect(message.hasPrefix("\(file):1:\(column): error: \(test.attribute) must "), "\(text)")
        }
        for value in good {
            let (text, _) = Self.document(test, value: value)
            let (registry, _) = try Self.load(text)
            #expect(registry.errors.isEmpty, "\(text): \(registry.errors)")
            #expect(registry.skin(id: "x") != nil)
        }
    }

    @Test(arguments: choiceCases)
    func anUnknownNameIsALocatedErrorWithTheChoices(test: Case) throws {
        let type = try #require(test.rule?.type)
        let (text, column) = Self.document(test, value: "zzz")
        let (registry, file) = try Self.load(text)
        let errors = registry.errors.map(\.description)
        #expect(errors.count == 1, "\(errors)")
        let message = try #require(errors.first)
        #expect(message.hasPrefix("\(file):1:\(column): error: "), "\(text)")
        #expect(message.contains("'zzz'"))
        if case .choice(let names, _) = type {
            #expect(names.allSatisfy { message.contains($0) })
        }
        var value = Self.sample(type)
        // `text` needs no image (and `frames` needs a <frames>).
        if case .choice(let names, _) = type, let last = names.last(where: { $0 != "frames" }) { value = last }
        let (valid, _) = Self.document(test, value: value)
        #expect(try Self.load(valid).0.errors.isEmpty, "\(valid)")
    }

    /// The table's metric ranges are RefreshCore's: the numbers a skin may give are exactly those
    /// `RefreshMetrics.problems` accepts.
    @Test func metricRangesAreRefreshCoresOwn() throws {
        let metrics = try #require(SkinGrammar.header.child("metrics"))
        for attribute in metrics.attributes {
            guard case .number(let bounds, _) = attribute.type else { continue }
            var tooBig = RefreshMetrics.classic
            let value = bounds.upper + 1
            switch attribute.name {
            case "triggerDistance": tooBig.triggerDistance = value
            case "loadingInset": tooBig.loadingInset = value
            case "flipDuration": tooBig.flipDuration = value
            case "openDuration": tooBig.openDuration = value
            case "closeDuration": tooBig.closeDuration = value
            case "minimumLoadingTime": tooBig.minimumLoadingTime = value
            case "resultHoldTime": tooBig.resultHoldTime = value
            case "staleAfter": tooBig.staleAfter = value
            case "secondLevelDistance": tooBig.secondLevelDistance = value
            case "dragRate": tooBig.dragRate = value
            case "maximumPull": tooBig.maximumPull = value
            case "maximumProgress":
                #expect(bounds == SkinMotion.Bounds.maximumProgress)
                continue
            default: Issue.record("a metric the test does not know: \(attribute.name)")
            }
            #expect(tooBig.problems.contains { $0.hasPrefix(attribute.name + " must be") }, "\(attribute.name)")
        }
    }

    @Test func aTintCanBeGivenForTheDarkAppearanceOnly() throws {
        let (registry, _) = try Self.load(
            ##"<skin id="x" name="x" format="1"><header><arrow image="arrow.png"/><colors><arrowTint dark="#FFFFFF"/></colors></header></skin>"##
        )
        #expect(registry.diagnostics.isEmpty, "\(registry.diagnostics)")
        let skin = try #require(registry.skin(id: "x"))
        #expect(skin.header.colors.arrowTint == SkinTint(light: nil, dark: RGBAColor(red: 255, green: 255, blue: 255)))
        let model = RefreshRenderModel(edge: .header, state: .idle)
        guard case .arrow(_, _, _, let light) = skin.frame(for: model, appearance: .light).indicator,
            case .arrow(_, _, _, let dark) = skin.frame(for: model, appearance: .dark).indicator
        else {
            Issue.record("no arrow")
            return
        }
        #expect(light == nil)
        #expect(dark == RGBAColor(red: 255, green: 255, blue: 255))
    }

    @Test func aTintWithNeitherAppearanceIsAnError() throws {
        let (registry, file) = try Self.load(
            #"<skin id="x" name="x" format="1"><header style="text"><colors><arrowTint/></colors></header></skin>"#
        )
        #expect(
            registry.diagnostics.map(\.description) == [
                "\(file):1:63: error: <arrowTint> needs a 'light' or a 'dark' attribute (or both)"
            ]
        )
    }

    @Test func theStyleIsCarriedAsAName() {
        #expect(SkinStyle(rawValue: "arrow") == .arrow)
        #expect(
            SkinStyle.builtIn.map(\.rawValue) == [
                "arrow", "spinner", "text", "ring", "dots", "disc", "frames", "lottie",
            ]
        )
        // Open: any kind's name; the loader knows the built-ins by default.
        guard case .text(let rule) = SkinGrammar.style.type else {
            Issue.record("style is not an open name")
            return
        }
        #expect(rule.name == "kind")
        #expect(SkinStyle.builtIn.allSatisfy { rule.accepts($0.rawValue) })
        #expect(SkinLoader().indicatorKinds == Set(SkinStyle.builtIn.map(\.rawValue)))
    }
}

/// Arrow images are decoded on first use; lint decodes them at load and reports damaged data.
@Suite struct LazyImageTests {
    static func folderWithSkin(arrow: [UInt8]) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        try folder.write("arrow.png", arrow)
        let file = try folder.write(
            "skin.xml",
            #"<skin id="x" name="x" format="1"><header><arrow image="arrow.png"/></header></skin>"#
        )
        return (folder, file)
    }

    static let arrow: [UInt8] =
        (try? Array(Data(contentsOf: URL(fileURLWithPath: Fixtures.root + "/valid/arrow.png"))))
        ?? []

    @Test func aLoadedSkinDecodesItsArrowOnFirstUse() throws {
        let (folder, file) = try Self.folderWithSkin(arrow: Self.arrow)
        defer { folder.remove() }
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        let arrow = try #require(registry.skin(id: "x")?.header.arrow)
        #expect(!arrow.isDecoded)
        let size = arrow.size
        #expect(!arrow.isDecoded)
        let image = arrow.image
        #expect(!arrow.isDecoded, "the 2x file is read when first asked for")
        #expect(arrow.image2x == nil)
        #expect(arrow.isDecoded)
        #expect((image.width, image.height) == size)
        #expect(image.pixels.contains { $0 != 0 })
        let decodedAtOnce = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader(decodesImages: true))
        #expect(decodedAtOnce.skin(id: "x")?.header.arrow?.isDecoded == true)
        #expect(decodedAtOnce.skin(id: "x")?.header.arrow?.image == image)
    }

    @Test func damagedImageDataIsReportedByLintAndDrawnTransparentAtRunTime() throws {
        // A PNG whose header is sound but whose data ends early.
        let damaged = Array(Self.arrow.prefix(60))
        let (folder, file) = try Self.folderWithSkin(arrow: damaged)
        defer { folder.remove() }
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        #expect(registry.diagnostics.isEmpty)
        let arrow = try #require(registry.skin(id: "x")?.header.arrow)
        #expect(arrow.image.pixels.allSatisfy { $0 == 0 })
        #expect(arrow.image.width == arrow.size.width)

        let report = SkinLint.check(files: [file])
        #expect(
            report.diagnostics.map(\.description) == [
                "\(file):1:49: error: the arrow image 'arrow.png' is not a usable PNG: the PNG data ends early (truncated file)"
            ]
        )
    }

    /// A load leaves the 2x file alone: the file is read when `image2x` is first asked for, so
    /// a file written after the load is the one used, and one that is not usable then is passed
    /// over for the 1x image (lint reports it at load).
    @Test func theTwoXFileIsReadOnFirstUse() throws {
        let (folder, file) = try Self.folderWithSkin(arrow: Self.arrow)
        defer { folder.remove() }
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        let arrow = try #require(registry.skin(id: "x")?.header.arrow)
        let twoX = try DirectorySkinFiles(root: Fixtures.root + "/valid").read("arrow@2x.png", limit: 1 << 20)
        try folder.write("arrow@2x.png", twoX)
        let image2x = try #require(arrow.image2x)
        #expect((image2x.width, image2x.height) == (arrow.size.width * 2, arrow.size.height * 2))
        #expect(arrow.image(forScale: 2) == image2x)
        #expect(arrow.image(forScale: 1) == arrow.image)
        // Read once: a later change to the file is not seen by this load.
        try folder.write("arrow@2x.png", Array("not a png".utf8))
        #expect(arrow.image2x == image2x)
    }

    @Test func anUnusableTwoXFileIsPassedOverAtRunTimeAndReportedByLint() throws {
        let (folder, file) = try Self.folderWithSkin(arrow: Self.arrow)
        defer { folder.remove() }
        let twoXPath = try folder.write("arrow@2x.png", Array("GIF89a not a png".utf8))
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        #expect(registry.diagnostics.isEmpty)
        let arrow = try #require(registry.skin(id: "x")?.header.arrow)
        #expect(arrow.image2x == nil)
        #expect(arrow.image(forScale: 2) == arrow.image)
        #expect(arrow.isDecoded)

        let report = SkinLint.check(files: [file])
        #expect(
            report.diagnostics.map(\.message) == [
                "the arrow image 'arrow@2x.png' is not a usable PNG: not a PNG file (the PNG signature is missing)"
            ]
        )
        // A folder in the file's place, and a file too large, are passed over the same way.
        let replacements: [() throws -> Void] = [
            { try FileManager.default.createDirectory(atPath: twoXPath, withIntermediateDirectories: false) },
            { try folder.write("arrow@2x.png", [UInt8](repeating: 0, count: (1 << 20) + 1)) },
        ]
        for replace in replacements {
            try? FileManager.default.removeItem(atPath: twoXPath)
            try replace()
            let again = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
            #expect(again.diagnostics.isEmpty)
            #expect(try #require(again.skin(id: "x")?.header.arrow).image2x == nil)
        }
    }

    @Test func aFileThatIsNotAPNGIsAnErrorAtLoad() throws {
        let (folder, file) = try Self.folderWithSkin(arrow: Array("GIF89a not a png".utf8))
        defer { folder.remove() }
        let registry = SkinRegistry.load(builtIn: nil, files: [file], loader: SkinLoader())
        #expect(
            registry.diagnostics.map(\.message) == [
                "the arrow image 'arrow.png' is not a usable PNG: not a PNG file (the PNG signature is missing)"
            ]
        )
    }

    /// Every value a part holds has one place (``PartValues``): each element rule whose
    /// attributes become values has the places of its attributes, and each place leads back to
    /// the attribute's path, so the reader never falls back to building paths.
    @Test func everyPartValueHasItsPlace() {
        var checked = 0
        func visit(_ rule: SkinElementRule, _ prefix: String) {
            switch rule.reader {
            case .values, .colourPair, .tint:
                let slots = SkinGrammar.attributeSlots[ObjectIdentifier(rule)]
                #expect(slots != nil, "<\(rule.name)> under '\(prefix)' has no places")
                for (index, attribute) in rule.attributes.enumerated() {
                    let slot = slots?[index]
                    #expect(slot.map { SkinGrammar.partPathList[$0] } == prefix + attribute.name)
                    checked += 1
                }
            default:
                break
            }
            for child in rule.children { visit(child, prefix + child.name + ".") }
        }
        visit(SkinGrammar.header, "")
        visit(SkinGrammar.footer, "")
        #expect(checked > 40)
        #expect(SkinGrammar.partPathList.count == Set(SkinGrammar.partPathList).count)
    }

    /// Laying one part's values over another keeps the base's where the top has none, and
    /// removing a path removes the values under it.
    @Test func partValuesOverlayAndRemoveByPath() {
        var base = PartValues()
        base[path: "style"] = .name("arrow")
        base[path: "metrics.dragRate"] = .number(0.5)
        base[path: "lastUpdated.style"] = .name("relative")
        var top = PartValues()
        top[path: "metrics.dragRate"] = .number(0.8)
        var merged = base
        merged.overlay(top)
        #expect(merged[path: "style"] == .name("arrow"))
        #expect(merged[path: "metrics.dragRate"] == .number(0.8))
        let removed = merged.removing(["lastUpdated"])
        #expect(removed[path: "lastUpdated.style"] == nil && removed[path: "style"] == .name("arrow"))
        #expect(PartValues()[path: "style"] == nil)
        #expect(merged != base)
    }
}
