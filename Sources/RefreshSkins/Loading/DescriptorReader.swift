import RefreshCore
import RefreshLocalization
import RefreshSupport
import RefreshXML

/// Turns a parsed descriptor tree into a ``PartialSkin``, reporting every meaning error
/// (unknown names with suggestions, bad values, missing or unsafe assets) in one pass.
struct DescriptorReader {
    let path: String
    let descriptorPath: String
    let files: any SkinFiles
    let limits: SkinLimits
    let validatePattern: (@Sendable (String, String) -> String?)?
    var diagnostics: [SkinDiagnostic] = []

    mutating func error(_ line: Int, _ column: Int, _ message: String) {
        diagnostics.append(SkinDiagnostic(file: path, line: line, column: column, message: message))
    }

    mutating func warning(_ line: Int, _ column: Int, _ message: String) {
        diagnostics.append(SkinDiagnostic(file: path, line: line, column: column, severity: .warning, message: message))
    }

    mutating func error(_ element: XMLTreeElement, _ message: String) { error(element.line, element.column, message) }
    mutating func error(_ attribute: XMLTreeAttribute, _ message: String) {
        error(attribute.line, attribute.column, message)
    }

    // MARK: Structure

    /// Checks names, required attributes, repeats and stray text everywhere below `element`.
    mutating func checkStructure(_ element: XMLTreeElement, parent: String?) {
        guard let rule = SkinVocabulary.rule(for: element.name, parent: parent) else { return }
        for attribute in element.attributes {
            if attribute.namespaceURI != nil {
                error(attribute, "attributes in a namespace are not allowed here ('\(attribute.name)')")
            } else if !rule.attributes.contains(attribute.name) {
                let hint = NameSuggestion.clause(for: attribute.name, in: rule.attributes)
                let allowed = rule.attributes.isEmpty ? "none" : rule.attributes.joined(separator: ", ")
                error(
                    attribute,
                    "unknown attribute '\(attribute.name)' on <\(element.name)>\(hint) (allowed: \(allowed))"
                )
            }
        }
        for name in rule.required where element.attribute(name) == nil {
            error(element, "<\(element.name)> needs a '\(name)' attribute")
        }
        if !rule.allowsText, !element.text.trimmingASCIIWhitespace().isEmpty {
            error(element, "<\(element.name)> cannot contain text; put values in attributes")
        }
        var seen: Set<String> = []
        for child in element.children {
            if child.namespaceURI != nil {
                error(child, "elements in a namespace are not allowed here (<\(child.name)>)")
                continue
            }
            guard rule.children.contains(child.name) else {
                if element.name == "footer", child.name == "lastUpdated" {
                    error(child, "<lastUpdated> belongs in <header>; a footer has no last-updated line")
                    continue
                }
                let hint = NameSuggestion.clause(for: child.name, in: rule.children)
                let allowed = rule.children.isEmpty ? "no elements" : rule.children.joined(separator: ", ")
                error(child, "unknown element <\(child.name)> in <\(element.name)>\(hint) (allowed: \(allowed))")
                continue
            }
            if !rule.repeatable.contains(child.name), !seen.insert(child.name).inserted {
                error(child, "<\(child.name)> appears more than once in <\(element.name)>; merge them into one")
            }
            checkStructure(child, parent: element.name)
        }
    }

    // MARK: Values

    mutating func enumValue<T: RawRepresentable & CaseIterable>(
        _ element: XMLTreeElement,
        _ name: String,
        as type: T.Type,
        what: String
    ) -> T? where T.RawValue == String {
        guard let attribute = element.attribute(name) else { return nil }
        if let value = T(rawValue: attribute.value) { return value }
        let options = T.allCases.map(\.rawValue)
        let hint = NameSuggestion.clause(for: attribute.value, in: options)
        error(
            attribute,
            "unknown \(what) '\(attribute.value)'\(hint) (expected \(Self.list(options)))"
        )
        return nil
    }

    static func list(_ options: [String]) -> String {
        guard options.count > 1 else { return options.first ?? "" }
        return options.dropLast().joined(separator: ", ") + " or " + options.last!
    }

    /// A decimal (as XML Schema writes it: no exponent, no infinity) within `range`.
    mutating func number(
        _ element: XMLTreeElement,
        _ name: String,
        in range: ClosedRange<Double>,
        excludingLowerBound: Bool = false,
        unit: String = ""
    ) -> Double? {
        guard let attribute = element.attribute(name) else { return nil }
        let text = attribute.value.trimmingASCIIWhitespace()
        guard Self.isDecimal(text), let value = Double(text) else {
            error(attribute, "\(name) must be a number such as 0.25, not '\(attribute.value)'")
            return nil
        }
        if value < 0, range.lowerBound >= 0 {
            error(attribute, "\(name) must not be negative (\(text))")
            return nil
        }
        if !range.contains(value) || (excludingLowerBound && value == range.lowerBound) {
            let lower =
                excludingLowerBound
                ? "greater than \(Self.format(range.lowerBound))" : "at least \(Self.format(range.lowerBound))"
            error(
                attribute,
                "\(name) must be \(lower) and at most \(Self.format(range.upperBound))\(unit), not \(text)"
            )
            return nil
        }
        return value
    }

    static func format(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }

    static func isDecimal(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        if let first = scalars.first, first == "+" || first == "-" { scalars = scalars.dropFirst() }
        var digits = 0
        var dots = 0
        for scalar in scalars {
            if scalar == "." {
                dots += 1
            } else if ("0"..."9").contains(scalar) {
                digits += 1
            } else {
                return false
            }
        }
        return digits > 0 && dots <= 1
    }

    static func matches(_ text: String, first: (Character) -> Bool, rest: (Character) -> Bool, maxLength: Int) -> Bool {
        guard let head = text.first, first(head), text.count <= maxLength else { return false }
        return text.dropFirst().allSatisfy(rest)
    }

    mutating func color(_ element: XMLTreeElement, _ name: String) -> RGBAColor? {
        guard let attribute = element.attribute(name) else { return nil }
        switch CSSColor.parse(attribute.value) {
        case .success(let color): return color
        case .failure(let failure):
            error(attribute, "bad colour for \(element.name) \(name): \(failure.message)")
            return nil
        }
    }

    mutating func colorPair(_ element: XMLTreeElement?) -> SkinColor? {
        guard let element else { return nil }
        let light = color(element, "light")
        let dark = color(element, "dark")
        guard let light else { return nil }
        return SkinColor(light: light, dark: dark)
    }

    // MARK: Skin

    mutating func read(_ root: XMLTreeElement, source: SkinSource) -> PartialSkin? {
        guard root.name == "skin", root.namespaceURI == nil else {
            let hint = root.name.lowercased() == "skin" ? " (without a namespace)" : ""
            error(root, "the root element must be <skin>\(hint), not <\(root.name)>")
            return nil
        }
        checkStructure(root, parent: nil)
        var skin = PartialSkin(id: "", name: "", path: path, source: source)
        skin.line = root.line
        skin.column = root.column
        if let id = root.attribute("id") {
            if Self.isIdentifier(id.value) {
                skin.id = id.value
            } else {
                error(
                    id,
                    "the id '\(id.value)' must be lowercase letters, digits, '.', '_' or '-' (at most 64), starting with a letter or digit"
                )
            }
        }
        if let name = root.attribute("name") {
            if name.value.trimmingASCIIWhitespace().isEmpty { error(name, "the name must not be empty") }
            skin.name = name.value
        }
        if let format = root.attribute("format"), format.value != "1" {
            error(format, "format '\(format.value)' is not supported; this RefreshKit reads format=\"1\"")
        }
        if let extends = root.attribute("extends") {
            if Self.isIdentifier(extends.value) {
                skin.extends = extends.value
                skin.extendsLine = extends.line
                skin.extendsColumn = extends.column
            } else {
                error(extends, "extends must name a skin id, not '\(extends.value)'")
            }
        }
        skin.summary = root.firstChild(named: "description")?.text.trimmingASCIIWhitespace()
        let header = root.firstChild(named: "header")
        let footer = root.firstChild(named: "footer")
        if header == nil, footer == nil {
            error(root, "a skin needs a <header>, a <footer> or both")
        }
        skin.header = header.map { readPart($0, edge: .header) }
        skin.footer = footer.map { readPart($0, edge: .footer) }
        return skin
    }

    static func isIdentifier(_ text: String) -> Bool {
        let isStart: (Character) -> Bool = { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        return matches(
            text,
            first: isStart,
            rest: { isStart($0) || $0 == "." || $0 == "_" || $0 == "-" },
            maxLength: 64
        )
    }

    mutating func readPart(_ element: XMLTreeElement, edge: RefreshEdge) -> PartialPart {
        var part = PartialPart()
        part.line = element.line
        part.column = element.column
        part.style = enumValue(element, "style", as: SkinStyle.self, what: "style")
        if edge == .footer {
            readFooterMode(element, into: &part)
        }
        if let colors = element.firstChild(named: "colors") {
            part.background = colorPair(colors.firstChild(named: "background"))
            part.text = colorPair(colors.firstChild(named: "text"))
            part.arrowTint = colorPair(colors.firstChild(named: "arrowTint"))
            part.spinner = colorPair(colors.firstChild(named: "spinner"))
            if let shadow = colors.firstChild(named: "textShadow") {
                part.textShadow = colorPair(shadow)
                part.textShadowOffsetX = number(shadow, "offsetX", in: -20...20, unit: " points")
                part.textShadowOffsetY = number(shadow, "offsetY", in: -20...20, unit: " points")
            }
        }
        if let arrow = element.firstChild(named: "arrow") {
            part.arrow = readArrow(arrow)
        }
        if let metrics = element.firstChild(named: "metrics") {
            readMetrics(metrics, into: &part)
        }
        if edge == .header, let lastUpdated = element.firstChild(named: "lastUpdated") {
            part.lastUpdatedStyle = enumValue(
                lastUpdated,
                "style",
                as: LastUpdatedFormatter.Style.self,
                what: "last-updated style"
            )
            if let skeleton = lastUpdated.attribute("skeleton") {
                let isLetter: (Character) -> Bool = { $0.isASCII && $0.isLetter }
                if Self.matches(skeleton.value, first: isLetter, rest: isLetter, maxLength: 32) {
                    part.skeleton = skeleton.value
                } else {
                    error(
                        skeleton,
                        "a date skeleton is 1 to 32 ASCII letters such as 'yMMMdjmm', not '\(skeleton.value)'"
                    )
                }
            }
            if let key = lastUpdated.attribute("storeKey") {
                let isKey: (Character) -> Bool = {
                    $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "_" || $0 == "-")
                }
                if Self.matches(key.value, first: isKey, rest: isKey, maxLength: 128) {
                    part.storeKey = key.value
                } else {
                    error(key, "a store key is 1 to 128 ASCII letters, digits, '.', '_' or '-', not '\(key.value)'")
                }
            }
        }
        if let fonts = element.firstChild(named: "fonts") {
            if let status = fonts.firstChild(named: "status") {
                part.statusSize = number(status, "size", in: 0...200, excludingLowerBound: true, unit: " points")
                part.statusWeight = enumValue(status, "weight", as: SkinFontWeight.self, what: "font weight")
            }
            if let detail = fonts.firstChild(named: "detail") {
                part.detailSize = number(detail, "size", in: 0...200, excludingLowerBound: true, unit: " points")
                part.detailWeight = enumValue(detail, "weight", as: SkinFontWeight.self, what: "font weight")
            }
        }
        if let layout = element.firstChild(named: "layout") {
            part.direction = enumValue(layout, "direction", as: RefreshFrame.LayoutDirection.self, what: "direction")
        }
        for strings in element.children(named: "strings") {
            readStrings(strings, into: &part.strings)
        }
        return part
    }

    mutating func readMetrics(_ metrics: XMLTreeElement, into part: inout PartialPart) {
        for name in SkinVocabulary.numericMetricNames {
            let range: ClosedRange<Double>
            let unit: String
            switch name {
            case "triggerDistance", "loadingInset", "secondLevelDistance", "maximumPull":
                (range, unit) = (0...1000, " points")
            case "staleAfter": (range, unit) = (0...31_536_000, " seconds")
            case "dragRate": (range, unit) = (0...1, "")
            default: (range, unit) = (0...60, " seconds")
            }
            let positive = ["triggerDistance", "secondLevelDistance", "dragRate", "maximumPull"].contains(name)
            let value = number(metrics, name, in: range, excludingLowerBound: positive, unit: unit)
            if let value { part.metrics[name] = value }
        }
        if let secondLevel = part.metrics["secondLevelDistance"],
            let attribute = metrics.attribute("secondLevelDistance")
        {
            let trigger = part.metrics["triggerDistance"] ?? RefreshMetrics.classic.triggerDistance
            if secondLevel <= trigger {
                error(
                    attribute,
                    "secondLevelDistance must be greater than the trigger distance (\(Self.format(trigger)) points), not \(Self.format(secondLevel))"
                )
                part.metrics["secondLevelDistance"] = nil
            }
        }
        if let haptics = metrics.attribute("haptics") {
            switch haptics.value {
            case "on": part.haptics = true
            case "off": part.haptics = false
            default:
                let hint = NameSuggestion.clause(for: haptics.value, in: ["on", "off"])
                error(haptics, "haptics must be 'on' or 'off', not '\(haptics.value)'\(hint)")
            }
        }
        part.trigger = enumValue(metrics, "trigger", as: RefreshTrigger.self, what: "trigger")
    }

    mutating func readFooterMode(_ element: XMLTreeElement, into part: inout PartialPart) {
        let mode = element.attribute("mode")
        let maxTriggers = element.attribute("maxTriggers")
        var limit = 3
        if let maxTriggers {
            if let value = Int(maxTriggers.value.trimmingASCIIWhitespace()), (1...1000).contains(value) {
                limit = value
            } else {
                error(maxTriggers, "maxTriggers must be a whole number from 1 to 1000, not '\(maxTriggers.value)'")
            }
        }
        switch mode?.value {
        case nil:
            if let maxTriggers { error(maxTriggers, "maxTriggers needs mode=\"automatic\" on <footer>") }
        case "manual":
            part.footerMode = .manual
            if let maxTriggers {
                error(maxTriggers, "maxTriggers applies only to mode=\"automatic\"; remove it or change the mode")
            }
        case "automatic":
            part.footerMode = .automatic(maxTriggers: limit)
        case let other?:
            let hint = NameSuggestion.clause(for: other, in: ["manual", "automatic"])
            error(mode!, "unknown footer mode '\(other)'\(hint) (expected manual or automatic)")
        }
    }

    mutating func readArrow(_ element: XMLTreeElement) -> SkinArrow? {
        guard let attribute = element.attribute("image") else { return nil }
        let reference = attribute.value
        guard reference.hasSuffix(".png") else {
            error(attribute, "the arrow image must be a .png file, not '\(reference)'")
            return nil
        }
        guard let relative = SkinPath.resolve(reference, relativeTo: descriptorPath) else {
            error(
                attribute,
                "the arrow image '\(reference)' is outside the skin's folder; assets must be inside the folder that holds the skin"
            )
            return nil
        }
        guard let image = loadImage(relative, reference: reference, attribute: attribute) else { return nil }
        let twoX = SkinPath.twoXVariant(of: relative)
        var image2x: SkinImage?
        if files.contains(twoX) {
            image2x = loadImage(twoX, reference: SkinPath.twoXVariant(of: reference), attribute: attribute)
            if let image2x, image2x.width != image.width * 2 || image2x.height != image.height * 2 {
                warning(
                    attribute.line,
                    attribute.column,
                    "'\(SkinPath.twoXVariant(of: reference))' is \(image2x.width)x\(image2x.height); "
                        + "expected \(image.width * 2)x\(image.height * 2), twice the 1x image"
                )
            }
        }
        return SkinArrow(path: reference, image: image, image2x: image2x)
    }

    mutating func loadImage(_ relative: String, reference: String, attribute: XMLTreeAttribute) -> SkinImage? {
        let bytes: [UInt8]
        do {
            bytes = try files.read(relative, limit: limits.maxImageBytes)
        } catch {
            let message: String
            switch error {
            case .notFound:
                let folder = SkinPath.directory(of: relative)
                let siblings = Self.siblingNames(in: files, folder: folder)
                let name = String(reference.split(separator: "/").last ?? "")
                let hint = NameSuggestion.clause(for: name, in: siblings)
                message = "unknown asset: there is no image '\(reference)' next to the skin\(hint)"
            case .outsideRoot:
                message = "the arrow image '\(reference)' leads outside the skin's folder (through a symbolic link?)"
            default:
                message = "the arrow image: \(error)"
            }
            self.error(attribute, message)
            return nil
        }
        switch PNGImageDecoder.decode(bytes, maxWidth: limits.maxImageSide, maxHeight: limits.maxImageSide) {
        case .success(let image): return image
        case .failure(let failure):
            error(attribute, "the arrow image '\(reference)' is not a usable PNG: \(failure.message)")
            return nil
        }
    }

    static func siblingNames(in files: any SkinFiles, folder: String) -> [String] {
        if let memory = files as? MemorySkinFiles {
            return memory.files.keys.filter { SkinPath.directory(of: $0) == folder }
                .map { String($0.split(separator: "/").last ?? "") }
        }
        if let directory = files as? DirectorySkinFiles {
            let path = folder.isEmpty ? directory.root : directory.displayPath(of: folder)
            return DirectoryListing.names(in: path).filter { $0.hasSuffix(".png") }
        }
        return []
    }

    mutating func readStrings(_ element: XMLTreeElement, into strings: inout SkinStrings) {
        guard let localeAttribute = element.attribute("locale") else { return }
        let locale = localeAttribute.value
        // Lint hook: the locale must be a tag ICU knows (Lint/LocaleTagCheck.swift).
        if let problem = LocaleTagCheck.diagnostic(for: localeAttribute, path: path) {
            diagnostics.append(problem)
            return
        }
        var seen: Set<MessageKey> = Set(strings.patterns[locale]?.keys.map { $0 } ?? [])
        for string in element.children(named: "string") {
            guard let keyAttribute = string.attribute("key") else { continue }
            guard let key = MessageKey(rawValue: keyAttribute.value) else {
                let keys = MessageKey.allCases.map(\.rawValue)
                let hint = NameSuggestion.clause(for: keyAttribute.value, in: keys)
                error(keyAttribute, "unknown message key '\(keyAttribute.value)'\(hint)")
                continue
            }
            if !seen.insert(key).inserted {
                warning(
                    string.line,
                    string.column,
                    "'\(key.rawValue)' is given twice for locale '\(locale)'; the last one wins"
                )
            }
            let pattern = string.text
            // Lint hook: braces, ICU syntax, nesting and the key's arguments (Lint/StringOverrideCheck.swift).
            let problems = StringOverrideCheck.diagnostics(
                key: key,
                pattern: pattern,
                locale: locale,
                path: path,
                line: string.line,
                column: string.column,
                compile: validatePattern
            )
            guard problems.isEmpty else {
                diagnostics += problems
                continue
            }
            strings.patterns[locale, default: [:]][key] = pattern
            strings.origins[locale, default: [:]][key] = SkinStrings.Origin(
                file: path,
                line: string.line,
                column: string.column
            )
        }
    }

    static func isLocale(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let language = parts.first, (2...8).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
