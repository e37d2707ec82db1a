import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshSupport
import RefreshXML

/// Turns a parsed descriptor tree into a ``PartialSkin`` by the grammar table (``SkinGrammar``),
/// reporting every error (unknown names with suggestions, bad values, missing or unsafe assets)
/// in one pass.
struct DescriptorReader {
    let path: String
    let descriptorPath: String
    let files: any SkinFiles
    let limits: SkinLimits
    let validatePattern: (@Sendable (String, String) -> String?)?
    /// Whether images are decoded now (lint) rather than on first use.
    var decodesImages = false
    /// The indicator kinds a `style` may name without a warning (``SkinLoader/indicatorKinds``).
    var indicatorKinds: Set<String>
    var diagnostics: [SkinDiagnostic] = []
    /// The image files read so far, by relative path (see ``imageBytes(_:)``).
    var reads: [String: Result<[UInt8], SkinFileError>] = [:]
    /// The images to decode on first use made so far, by relative path, shared by every use.
    var images: [String: SkinImageFile] = [:]
    /// The images to read on first use made so far (2x arrows), by relative path, shared by
    /// every use.
    var deferredImages: [String: DeferredImageFile] = [:]
    /// The Lottie files read so far, by relative path: `nil` for one the reader refused, which is
    /// reported once however many times the skin names it (see ``loadLottie(_:)``).
    var lotties: [String: SkinLottieFile?] = [:]
    /// The pixels of the 1x frames of the `<frames>` read so far, counted against
    /// ``SkinLimits/maxSkinFramePixels``.
    var framePixels = 0

    /// Reports a problem at an element or an attribute: an error, unless `severity` says
    /// otherwise.
    mutating func error(
        _ place: some SkinPlace,
        _ code: DiagnosticCode,
        _ message: String,
        suggestion: String? = nil,
        severity: SkinDiagnostic.Severity = .error
    ) {
        let (line, column) = place.location
        diagnostics.append(
            SkinDiagnostic(
                file: path,
                line: line,
                column: column,
                severity: severity,
                message: message,
                code: code,
                suggestion: suggestion
            )
        )
    }

    /// Reports a warning at an element or an attribute.
    mutating func warning(_ place: some SkinPlace, _ code: DiagnosticCode, _ message: String) {
        error(place, code, message, severity: .warning)
    }

    // MARK: Structure

    /// Checks the names and required attributes of `element`, its stray text, and the names and
    /// repeats of its children (each child is checked in turn by ``readValues(_:rule:edge:into:reads:)``).
    /// Returns the known children with their rules, and whether each is read: a repeated element
    /// that may appear once is reported, and only the first is read.
    mutating func checkStructure(
        _ element: XMLTreeElement,
        rule: SkinElementRule
    ) -> [(element: XMLTreeElement, rule: SkinElementRule, first: Bool)] {
        for attribute in element.attributes {
            if attribute.namespaceURI != nil {
                error(
                    attribute,
                    .namespacedName,
                    "attributes in a namespace are not allowed here ('\(ControlCharacters.escaped(attribute.name))')"
                )
            } else if rule.attributeIndex(attribute.name) == nil {
                let names = rule.attributeNames
                let guess = NameSuggestion.nearest(to: attribute.name, among: names)
                let allowed = names.isEmpty ? "none" : names.joined(separator: ", ")
                error(
                    attribute,
                    .unknownAttribute,
                    "unknown attribute '\(ControlCharacters.escaped(attribute.name))' on <\(element.name)>\(NameSuggestion.clause(guess)) "
                        + "(allowed: \(allowed))",
                    suggestion: guess
                )
            }
        }
        for name in rule.requiredAttributeNames where element.attribute(name) == nil {
            // "an 'id'", "a 'name'": the article goes by how the name is read aloud.
            let article = name.first.map { "aeio".contains($0) } == true ? "an" : "a"
            error(element, .missingAttribute, "<\(element.name)> needs \(article) '\(name)' attribute")
        }
        if rule.reader == .tint, !rule.attributeNames.contains(where: { element.attribute($0) != nil }) {
            error(element, .missingAttribute, "<\(element.name)> needs a 'light' or a 'dark' attribute (or both)")
        }
        if !rule.allowsText, !element.textIsBlank {
            error(element, .unexpectedText, "<\(element.name)> cannot contain text; put values in attributes")
        }
        // The children met so far, by their place in the rule (a few: no hashing).
        var seen = [Bool](repeating: false, count: rule.children.count)
        var known: [(element: XMLTreeElement, rule: SkinElementRule, first: Bool)] = []
        for child in element.children {
            if child.namespaceURI != nil {
                let name = ControlCharacters.escaped(child.name)
                error(child, .namespacedName, "elements in a namespace are not allowed here (<\(name)>)")
                continue
            }
            let name = child.name
            guard let childIndex = rule.childIndex(name) else {
                if let message = rule.misplaced[child.name] {
                    error(child, .misplacedElement, message)
                    continue
                }
                let children = rule.childNames
                let guess = NameSuggestion.nearest(to: child.name, among: children)
                let allowed = children.isEmpty ? "no elements" : children.joined(separator: ", ")
                error(
                    child,
                    .unknownElement,
                    "unknown element <\(ControlCharacters.escaped(child.name))> in <\(element.name)>"
                        + "\(NameSuggestion.clause(guess)) (allowed: \(allowed))",
                    suggestion: guess
                )
                continue
            }
            let childRule = rule.children[childIndex]
            if !childRule.repeatable, seen[childIndex] {
                error(
                    child,
                    .duplicateElement,
                    "<\(child.name)> appears more than once in <\(element.name)>; merge them into one"
                )
            }
            known.append((child, childRule, childRule.repeatable || !seen[childIndex]))
            seen[childIndex] = true
        }
        return known
    }

    // MARK: Values

    /// The checked value of each attribute of `element` that `rule` knows; a bad value is
    /// reported and left out.
    mutating func attributeValues(_ element: XMLTreeElement, rule: SkinElementRule) -> AttributeValues {
        var pairs: [(index: Int, value: SkinValue)] = []
        let attributes = element.attributes
        pairs.reserveCapacity(attributes.count)
        for written in attributes where written.namespaceURI == nil {
            let name = written.name
            guard let index = rule.attributeIndex(name) else { continue }
            switch rule.attributes[index].type.parse(written.value, attribute: name, element: element.name) {
            case .success(let value): pairs.append((index, value))
            case .failure(let failure): error(written, failure.code, failure.message, suggestion: failure.suggestion)
            }
        }
        return AttributeValues(rule: rule, pairs: pairs)
    }

    /// An element's checked values, by the place of their attribute in the rule (a few, so a list
    /// rather than a dictionary).
    struct AttributeValues {
        let rule: SkinElementRule
        var pairs: [(index: Int, value: SkinValue)] = []
        var isEmpty: Bool { pairs.isEmpty }
        subscript(name: String) -> SkinValue? {
            guard let index = rule.attributeIndex(name) else { return nil }
            return pairs.first { $0.index == index }?.value
        }
        /// The value of the attribute named `name` as a `T`.
        subscript<T: SkinValueField>(name: String, as type: T.Type) -> T? {
            self[name].flatMap(T.init(skinValue:))
        }
    }

    /// Checks `element` and everything below it (``checkStructure(_:rule:)``) and, when `reads`,
    /// reads the values of `element` and of the first of each of its known children into `part`,
    /// each at its place in the part's values (``PartValues/Slots``): one walk of the tree for both.
    mutating func readValues(
        _ element: XMLTreeElement,
        rule: SkinElementRule,
        edge: RefreshEdge,
        into part: inout PartialPart,
        reads: Bool = true
    ) {
        let children = checkStructure(element, rule: rule)
        if reads { readOwnValues(element, rule: rule, edge: edge, into: &part) }
        for child in children {
            readValues(child.element, rule: child.rule, edge: edge, into: &part, reads: reads && child.first)
        }
    }

    /// Reads the values of `element` itself by its rule's reader.
    private mutating func readOwnValues(
        _ element: XMLTreeElement,
        rule: SkinElementRule,
        edge: RefreshEdge,
        into part: inout PartialPart
    ) {
        let slots = PartValues.Slots(rule: rule)
        switch rule.reader {
        case .values:
            for (index, value) in attributeValues(element, rule: rule).pairs { part.values[slots[index]] = value }
        case .colourPair:
            let values = attributeValues(element, rule: rule)
            // The pair is given as a whole: without a usable light colour it is left out, and
            // a missing dark colour is the light one.
            guard let light = values["light"] else { break }
            for (index, value) in values.pairs { part.values[slots[index]] = value }
            part.values[slots["dark"]] = values["dark"] ?? light
        case .tint:
            // Each appearance may have a tint or not; a written but bad value drops the tint.
            let values = attributeValues(element, rule: rule)
            let written = rule.attributeNames.filter { element.attribute($0) != nil }
            guard !written.isEmpty, written.allSatisfy({ values[$0] != nil }) else { break }
            let light = values["light"] ?? .colour(nil)
            part.values[slots["light"]] = light
            part.values[slots["dark"]] = values["dark"] ?? light
        case .arrow:
            if case .name(let reference)? = attributeValues(element, rule: rule)["image"],
                let attribute = element.attribute("image")
            {
                part.arrow = readArrow(reference, attribute: attribute)
            }
        case .strings:
            readStrings(element, rule: rule, edge: edge, into: &part.strings)
        case .animation:
            readAnimation(element, rule: rule, into: &part.motion)
        case .finishedIcon:
            readFinishedIcon(element, rule: rule, into: &part.motion)
        case .fade:
            readFade(element, rule: rule, into: &part.motion)
        case .frames:
            readFrames(element, rule: rule, into: &part)
        case .lottie:
            readLottie(element, rule: rule, edge: edge, into: &part)
        case .none:
            break
        }
    }

    // MARK: Skin

    mutating func read(_ root: XMLTreeElement, source: SkinSource) -> PartialSkin? {
        guard root.name == "skin", root.namespaceURI == nil else {
            let hint = root.name.lowercased() == "skin" ? " (without a namespace)" : ""
            let name = ControlCharacters.escaped(root.name)
            error(root, .wrongRoot, "the root element must be <skin>\(hint), not <\(name)>")
            return nil
        }
        let rule = SkinGrammar.skin
        let children = checkStructure(root, rule: rule)
        var skin = PartialSkin(id: "", name: "", path: path, source: source)
        (skin.line, skin.column) = root.location
        let values = attributeValues(root, rule: rule)
        if case .name(let id)? = values["id"] { skin.id = id }
        if let name = root.attribute("name") { skin.name = name.value }
        if case .name(let parent)? = values["extends"], let extends = root.attribute("extends") {
            skin.extends = parent
            (skin.extendsLine, skin.extendsColumn) = extends.location
        }
        skin.summary = root.firstChild(named: "description")?.text.trimmingASCIIWhitespace()
        let header = root.children.first { $0.name == "header" && $0.namespaceURI == nil }
        let footer = root.children.first { $0.name == "footer" && $0.namespaceURI == nil }
        // The other elements below the root (the description, a second header or footer) are
        // checked, not read; the first header and footer are both, in readPart.
        var unread = PartialPart()
        for child in children where !child.first || !["header", "footer"].contains(child.rule.name) {
            readValues(child.element, rule: child.rule, edge: .header, into: &unread, reads: false)
        }
        if header == nil, footer == nil {
            error(root, .missingElement, "a skin needs a <header>, a <footer> or both")
        }
        skin.header = header.map { readPart($0, edge: .header, hasOtherEdge: footer != nil) }
        skin.footer = footer.map { readPart($0, edge: .footer, hasOtherEdge: header != nil) }
        return skin
    }

    mutating func readPart(_ element: XMLTreeElement, edge: RefreshEdge, hasOtherEdge: Bool) -> PartialPart {
        var part = PartialPart()
        (part.line, part.column) = element.location
        hasBothEdges = hasOtherEdge
        let rule = edge == .header ? SkinGrammar.header : SkinGrammar.footer
        readValues(element, rule: rule, edge: edge, into: &part)
        checkRequirements(element, rule: rule)
        checkStyle(element, into: &part)
        checkFrameStates(element, into: &part)
        if let metrics = element.firstChild(named: "metrics") { checkSecondLevel(metrics, into: &part) }
        checkMotionReach(element, part: part)
        return part
    }

    /// Whether the descriptor has both a `<header>` and a `<footer>` (so a key of the other edge
    /// has a place of its own).
    var hasBothEdges = false

    /// An attribute that goes with another's value (`maxTriggers` with `mode="automatic"`).
    mutating func checkRequirements(_ element: XMLTreeElement, rule: SkinElementRule) {
        for attribute in rule.attributes {
            guard let (other, value) = attribute.requires, let written = element.attribute(attribute.name) else {
                continue
            }
            guard let given = element.attribute(other)?.value else {
                error(written, .missingAttribute, "\(attribute.name) needs \(other)=\"\(value)\" on <\(element.name)>")
                continue
            }
            // A value the grammar does not know is reported on its own.
            if given != value, case .success = rule.attribute(other)?.type.parse(given, attribute: other, element: "") {
                error(
                    written,
                    .inapplicableAttribute,
                    "\(attribute.name) applies only to \(other)=\"\(value)\"; remove it or change the \(other)"
                )
            }
        }
    }

    /// The second level lies beyond the trigger distance.
    mutating func checkSecondLevel(_ metrics: XMLTreeElement, into part: inout PartialPart) {
        guard let distance = part.values[path: "metrics.secondLevelDistance", as: Double.self],
            let attribute = metrics.attribute("secondLevelDistance")
        else { return }
        let written = part.values[path: "metrics.triggerDistance", as: Double.self]
        let trigger = written ?? RefreshMetrics.classic.triggerDistance
        if distance <= trigger {
            error(
                attribute,
                .valuesOutOfOrder,
                "secondLevelDistance must be greater than the trigger distance (\(ValueBounds.format(trigger)) points), not \(ValueBounds.format(distance))"
            )
            part.values[path: "metrics.secondLevelDistance"] = nil
        }
    }

    /// An image (the arrow, or `what` names another) with its 2x variant, its path checked to
    /// stay inside the skin's folder.
    mutating func readArrow(
        _ reference: String,
        attribute: XMLTreeAttribute,
        what: String = "the arrow image"
    )
        -> SkinArrow?
    {
        guard let relative = assetPath(reference, attribute: attribute, what: what),
            let image = loadImage(relative, reference: reference, attribute: attribute, what: what)
        else { return nil }
        let twoX = SkinPath.twoXVariant(of: relative)
        // A normal load leaves the 2x file for the first display that needs it; lint reads and
        // checks it now.
        guard decodesImages else {
            return SkinArrow(path: reference, file: image, file2x: .deferred(deferredImage(twoX)))
        }
        let twoXReference = SkinPath.twoXVariant(of: reference)
        let image2x = loadImage(twoX, reference: twoXReference, attribute: attribute, optional: true, what: what)
        if let image2x, let problem = Self.twoXMismatch(image2x, of: image, reference: twoXReference, what: "image") {
            warning(attribute, .image2xMismatch, problem)
        }
        return SkinArrow(path: reference, file: image, file2x: image2x.map { .file($0) } ?? .none)
    }

    /// The path of an asset the skin names (`what`: "the arrow image"), relative to the tree's
    /// root, or `nil` after saying why it is refused (it leads outside the skin's folder).
    mutating func assetPath(_ reference: String, attribute: XMLTreeAttribute, what: String) -> String? {
        guard let relative = SkinPath.resolve(reference, relativeTo: descriptorPath) else {
            let escaped = ControlCharacters.escaped(reference)
            error(attribute, .assetOutsideSkin, "\(what) '\(escaped)' \(SkinPath.refusal(of: reference))")
            return nil
        }
        return relative
    }

    /// What is wrong with a 2x image that is not twice the size of its 1x `file` (`what`: "image",
    /// "strip", "frame"), or `nil` when it is.
    static func twoXMismatch(_ twoX: SkinImageFile, of file: SkinImageFile, reference: String, what: String)
        -> String?
    {
        guard twoX.width != file.width * 2 || twoX.height != file.height * 2 else { return nil }
        return "'\(ControlCharacters.escaped(reference))' is \(twoX.width)x\(twoX.height); expected "
            + "\(file.width * 2)x\(file.height * 2), twice the 1x \(what)"
    }

    /// The PNG file, its header checked now and its pixels decoded on first use (or now, for
    /// lint); `nil` after reporting what is wrong. An `optional` file (the 2x image) that is not
    /// there is no error. `what` names the image in messages; a frame strip is allowed `maxWidth`
    /// pixels across and is decoded later by its reader (`decodes: false`) once its size is checked.
    mutating func loadImage(
        _ relative: String,
        reference: String,
        attribute: XMLTreeAttribute,
        optional: Bool = false,
        what: String = "the arrow image",
        maxWidth: Int? = nil,
        decodes: Bool? = nil
    ) -> SkinImageFile? {
        // The reference as messages quote it.
        let shown = ControlCharacters.escaped(reference)
        let bytes: [UInt8]
        do {
            bytes = try imageBytes(relative)
        } catch {
            if optional, !files.contains(relative) { return nil }
            switch error.code {
            case .fileNotFound:
                missingAsset(attribute, reference: reference, relative: relative, shown: "image '\(shown)'")
            case .assetOutsideSkin:
                self.error(
                    attribute,
                    .assetOutsideSkin,
                    "\(what) '\(shown)' leads outside the skin's folder (through a symbolic link?)"
                )
            default:
                self.error(attribute, error.code, "\(what): \(error)")
            }
            return nil
        }
        let width = maxWidth ?? limits.maxImageSide
        let lazily = !(decodes ?? decodesImages)
        // An image named twice (a header's and a footer's arrow) is one file, decoded once.
        if lazily, maxWidth == nil, let shared = images[relative] { return shared }
        switch SkinImageFile.checked(bytes, maxWidth: width, maxHeight: limits.maxImageSide, decodes: !lazily) {
        case .success(let file):
            if lazily, maxWidth == nil { images[relative] = file }
            return file
        case .failure(.tooLarge(let imageWidth, let imageHeight, let allowedWidth, let allowedHeight)):
            error(
                attribute,
                .imageTooLarge,
                "\(what) '\(shown)' is \(imageWidth)x\(imageHeight) pixels; at most "
                    + "\(allowedWidth)x\(allowedHeight) are allowed"
            )
            return nil
        case .failure(.undecodable(let failure)):
            error(attribute, .invalidImage, "\(what) '\(shown)' is not a usable PNG: \(failure.message)")
            return nil
        }
    }

    /// The image at `relative`, read on first use; one per file, however many parts name it.
    mutating func deferredImage(_ relative: String) -> DeferredImageFile {
        if let shared = deferredImages[relative] { return shared }
        let deferred = DeferredImageFile(relative, in: files, limits: limits)
        deferredImages[relative] = deferred
        return deferred
    }

    /// The bytes of an image file, read once per descriptor however many times it is named (a
    /// header and a footer often share their arrow).
    mutating func imageBytes(_ relative: String) throws(SkinFileError) -> [UInt8] {
        if let known = reads[relative] { return try known.get() }
        let result = Result { () throws(SkinFileError) in try files.read(relative, limit: limits.maxImageBytes) }
        reads[relative] = result
        return try result.get()
    }

    /// Reports an asset (`shown`: "image 'x.png'") that is not next to the skin, suggesting the
    /// file beside it whose name is nearest to the one written: the path as written with the
    /// file's name replaced.
    mutating func missingAsset(
        _ attribute: XMLTreeAttribute,
        reference: String,
        relative: String,
        shown: String
    ) {
        let siblings = Self.siblingNames(in: files, folder: SkinPath.directory(of: relative))
        let start = reference.lastIndex(of: "/").map { reference.index(after: $0) } ?? reference.startIndex
        let guess = NameSuggestion.nearest(to: String(reference[start...]), among: siblings).map {
            String(reference[..<start]) + $0
        }
        error(
            attribute,
            .assetNotFound,
            "unknown asset: there is no \(shown) next to the skin\(NameSuggestion.clause(guess))",
            suggestion: guess
        )
    }

    static func siblingNames(in files: any SkinFiles, folder: String) -> [String] {
        if let memory = files as? MemorySkinFiles {
            return memory.paths.filter { SkinPath.directory(of: $0) == folder }
                .map { String($0.split(separator: "/").last ?? "") }
        }
        if let directory = files as? DirectorySkinFiles {
            let path = folder.isEmpty ? directory.root : directory.displayPath(of: folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { $0.hasSuffix(".png") }
        }
        return []
    }

    mutating func readStrings(
        _ element: XMLTreeElement,
        rule: SkinElementRule,
        edge: RefreshEdge,
        into strings: inout SkinStrings
    ) {
        guard case .name(let locale)? = attributeValues(element, rule: rule)["locale"] else { return }
        // Lint hook: the locale must be a tag ICU knows, and its region one as ICU writes it
        // (Lint/LocaleTagCheck.swift); the strings of a tag with a region mistake are still read.
        if let localeAttribute = element.attribute("locale"),
            let problem = LocaleTagCheck.diagnostic(for: localeAttribute, path: path)
        {
            diagnostics.append(problem)
            guard problem.severity == .warning else { return }
        }
        var seen: Set<MessageKey> = Set(strings.patterns[locale]?.keys.map { $0 } ?? [])
        guard let stringRule = rule.child("string") else { return }
        for string in element.children(named: "string") {
            guard case .name(let name)? = attributeValues(string, rule: stringRule)["key"],
                let key = MessageKey(rawValue: name)
            else { continue }
            if !seen.insert(key).inserted {
                warning(
                    string,
                    .duplicateString,
                    "'\(key.rawValue)' is given twice for locale '\(locale)'; the last one wins"
                )
            }
            if hasBothEdges, let keyEdge = key.edge, keyEdge != edge {
                warning(
                    string,
                    .misplacedString,
                    "'\(key.rawValue)' is a \(keyEdge.rawValue) message in <\(edge.rawValue)>; move it into "
                        + "<\(keyEdge.rawValue)> (here it is used only when <\(keyEdge.rawValue)> does not give it)"
                )
            }
            let pattern = string.text
            let (line, column) = string.location
            // Lint hook: braces, ICU syntax, nesting and the key's arguments (Lint/StringOverrideCheck.swift).
            let problems = StringOverrideCheck.problems(
                key: key,
                pattern: pattern,
                locale: locale,
                compile: validatePattern
            )
            diagnostics += problems.map { $0.diagnostic(file: path, line: line, column: column) }
            // A pattern with an error is left out; one with only warnings is used as written.
            guard !problems.contains(where: { $0.severity == .error }) else { continue }
            strings.patterns[locale, default: [:]][key] = pattern
            strings.origins[locale, default: [:]][key] = SkinStrings.Origin(file: path, line: line, column: column)
        }
    }
}

/// What a diagnostic of the reader is located at: an element or an attribute.
protocol SkinPlace {
    var location: (line: Int, column: Int) { get }
}

extension XMLTreeElement: SkinPlace {}
extension XMLTreeAttribute: SkinPlace {}
