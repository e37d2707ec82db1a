import RefreshCore
import RefreshLottie
import RefreshSupport
import RefreshXML

/// Reading `<lottie>` (its rule is in `SkinGrammar+Lottie.swift`): files inside the skin's
/// folder, within the size cap, accepted by the package's own JSON reader before rlottie sees
/// them; a refusal is reported at its line and column in the JSON file.
extension DescriptorReader {
    /// Reads a `<lottie>` into `part.lottie`, reporting every mistake; an animation with any is
    /// left out.
    mutating func readLottie(
        _ element: XMLTreeElement,
        rule: SkinElementRule,
        edge: RefreshEdge,
        into part: inout PartialPart
    ) {
        let before = errorCount
        let values = attributeValues(element, rule: rule)
        checkRequirements(element, rule: rule)
        let binding = values["bind", as: SkinLottie.Binding.self] ?? .markers
        // Both files are read, so one pass shows the mistakes of each.
        let light = element.attribute("src").flatMap { loadLottie($0) }
        let dark = element.attribute("dark").flatMap { loadLottie($0) }
        let files = [light, dark].compactMap { $0 }
        let segments = readSegments(of: element, files: files)
        let segmentRule = SkinGrammar.lottieSegment
        if binding != .markers, !segments.isEmpty,
            let first = element.children.first(where: { $0.namespaceURI == nil && $0.name == segmentRule.name })
        {
            warning(
                first,
                .inapplicableAttribute,
                "<segment> binds markers, which bind=\"\(binding.rawValue)\" does not read (it plays the whole "
                    + "file); remove bind, or the <segment>s"
            )
        }
        guard let light, errorCount == before else { return }
        let lottie = SkinLottie(light: light, dark: dark, binding: binding, segments: segments)
        for file in files {
            let missing = lottie.missingRoles(in: file, edge: edge)
            guard !missing.isEmpty else { continue }
            let names = missing.map { "'\(lottie.markerName(for: $0))'" }.joined(separator: ", ")
            warning(
                element,
                .missingSegment,
                "the animation '\(ControlCharacters.escaped(file.path))' has no marker \(names) "
                    + "(of at least one frame): "
                    + missing.map { Self.fallback(of: $0) }.joined(separator: "; ")
                    + "; add the marker, or map one with <segment marker=\"…\" plays=\"\(missing[0].rawValue)\"/>"
            )
        }
        part.lottie = lottie
    }

    /// What a role shows without its marker, in lint's words.
    static func fallback(of role: SkinLottie.Role) -> String {
        switch role {
        case .pull: "the pull plays the whole file"
        case .overpull: "the pull past the trigger holds the pull's last frame"
        case .loading: "loading loops the whole file"
        case .success, .failure: "a \(role.rawValue) shows the pull's last frame"
        case .noMoreData: "'no more data' shows no animation"
        }
    }

    /// The `<segment>`s of a `<lottie>`, by role: each names a marker every file has, and each
    /// role is played once.
    mutating func readSegments(of element: XMLTreeElement, files: [SkinLottieFile]) -> [SkinLottie.Role:
        String]
    {
        let rule = SkinGrammar.lottieSegment
        var segments: [SkinLottie.Role: String] = [:]
        for child in element.children where child.namespaceURI == nil && child.name == rule.name {
            let values = attributeValues(child, rule: rule)
            guard let marker = values["marker", as: String.self], let role = values["plays", as: SkinLottie.Role.self]
            else { continue }
            guard segments[role] == nil else {
                error(child, .duplicateElement, "two <segment>s play '\(role.rawValue)'; one marker plays each role")
                continue
            }
            segments[role] = marker
            for file in files {
                let names = file.document.markers.map(\.name)
                guard !names.contains(marker), let attribute = child.attribute("marker") else { continue }
                let guess = NameSuggestion.nearest(to: marker, among: names)
                let listed =
                    names.isEmpty
                    ? "it has no markers"
                    : "its markers are "
                        + SkinValueType.list(
                            names.map { "'\(ControlCharacters.escaped($0))'" },
                            lastJoinedBy: "and"
                        )
                error(
                    attribute,
                    .unknownMarker,
                    "the animation '\(ControlCharacters.escaped(file.path))' has no marker "
                        + "'\(ControlCharacters.escaped(marker))'\(NameSuggestion.clause(guess)) (\(listed))",
                    suggestion: guess
                )
            }
        }
        return segments
    }

    /// The animation a `src` or `dark` attribute names, checked; `nil` after reporting what is
    /// wrong. A file named again (by `dark`, or by the other edge) is the one read the first time,
    /// and the refusals of its JSON are reported once,
    /// every one of them.
    mutating func loadLottie(_ attribute: XMLTreeAttribute) -> SkinLottieFile? {
        let reference = attribute.value
        guard SkinTextRule.lottiePath.accepts(reference) else { return nil }  // reported with the values
        let escaped = ControlCharacters.escaped(reference)
        guard let relative = assetPath(reference, attribute: attribute, what: "the animation") else { return nil }
        if let read = lotties[relative] { return read }
        let bytes: [UInt8]
        do {
            bytes = try files.read(relative, limit: LottieDocument.Limits.bytes)
        } catch {
            switch (error.code, error.size, error.limit) {
            case (.fileNotFound, _, _):
                missingAsset(attribute, reference: reference, relative: relative, shown: "animation '\(escaped)'")
            case (.fileTooLarge, let size?, let limit?):
                self.error(
                    attribute,
                    .fileTooLarge,
                    "the animation '\(escaped)' is \(size) bytes; at most \(limit) are allowed (\(limit / 1024) KiB)"
                )
            default:
                self.error(attribute, error.code, "the animation '\(escaped)': \(error)")
            }
            return nil
        }
        // The refusal is located in the JSON file, named as the skin file is (beside it).
        let folder = SkinPath.directory(of: path)
        let shown = folder.isEmpty ? reference : folder + "/" + reference
        switch LottieDocument.read(bytes: bytes, path: shown) {
        case .success(let document):
            let file = SkinLottieFile(document, path: reference)
            lotties[relative] = file
            return file
        case .failure(let refusals):
            // Every refusal of the file at once, so that one pass shows all there is to change.
            lotties.updateValue(nil, forKey: relative)
            for refusal in refusals.all {
                diagnostics.append(
                    SkinDiagnostic(
                        file: shown,
                        line: refusal.line,
                        column: refusal.column,
                        message: refusal.message,
                        code: .invalidAnimation,
                        suggestion: nil
                    )
                )
            }
            return nil
        }
    }
}
