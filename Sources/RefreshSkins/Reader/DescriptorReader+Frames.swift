import RefreshCore
import RefreshSupport
import RefreshXML

/// Reading `<frames>` (its rule is in `SkinGrammar+Frames.swift`): one source, files inside the
/// skin's folder that exist and are PNGs, a sprite that divides into its frames, numbered frames
/// of one size, every size and count bounded, and no state shown by two sequences of a part.
extension DescriptorReader {
    /// Reads one `<frames>` into `part.frames`, reporting every mistake; a sequence with any is
    /// left out.
    mutating func readFrames(_ element: XMLTreeElement, rule: SkinElementRule, into part: inout PartialPart) {
        let before = errorCount
        let values = attributeValues(element, rule: rule)
        checkRequirements(element, rule: rule)
        let sprite = element.attribute("sprite")
        let images = element.attribute("images")
        if sprite != nil, images != nil {
            error(
                element,
                .conflictingAttributes,
                "<frames> takes either a 'sprite' (one strip) or 'images' (numbered files), not both"
            )
        } else if sprite == nil, images == nil {
            error(
                element,
                .missingAttribute,
                "<frames> needs a 'sprite' (one strip) or an 'images' (numbered files) attribute"
            )
        }
        if let first = element.attribute("first"), images == nil {
            error(
                first,
                .inapplicableAttribute,
                "first applies only to numbered frames (images=\"…##.png\"); remove it"
            )
        }
        var binding = SkinFrames.Binding.progress
        if values["bind"] == .name("time") {
            if let fps = values["fps", as: Double.self] {
                binding = .time(fps: fps, loops: values["loop", as: Bool.self] ?? true)
            } else if element.attribute("fps") == nil, let bind = element.attribute("bind") {
                error(
                    bind,
                    .missingAttribute,
                    "bind=\"time\" needs fps, the frames a second (\(SkinGrammar.frameRate.phrase)), such as fps=\"24\""
                )
            }
        }
        guard let stateList = values["states", as: String.self], let count = values["count", as: Int.self],
            errorCount == before
        else {
            // A bad attribute is reported; the files are still checked, so one pass shows every mistake.
            if let count = values["count", as: Int.self] { _ = loadFrameFiles(element, values: values, count: count) }
            return
        }
        let states = SkinTextRule.words(stateList).compactMap { RefreshState(rawValue: String($0)) }
        let result = values["result", as: RefreshResult.self]
        if let written = element.attribute("result"),
            let other = states.first(where: { !Self.statesWithResult.contains($0) })
        {
            error(
                written,
                .inapplicableAttribute,
                "result applies only to the states after a load (finished, failed), but states lists "
                    + "'\(other.rawValue)'; give those states a <frames> of their own, or remove result"
            )
        }
        guard let (source, store) = loadFrameFiles(element, values: values, count: count), errorCount == before else {
            return
        }
        part.frames =
            (part.frames ?? []) + [
                SkinFrames(states: states, result: result, binding: binding, source: source, store: store)
            ]
    }

    /// The states a `<frames result>` may list: those that follow a load's result.
    static let statesWithResult: Set<RefreshState> = [.finished, .failed]

    /// How many errors have been reported so far (warnings do not count).
    var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// The files of a `<frames>` checked and, for lint, decoded (those of good attribute `values`
    /// only); `nil` after reporting what is wrong.
    mutating func loadFrameFiles(_ element: XMLTreeElement, values: AttributeValues, count: Int) -> (
        SkinFrames.Source, SkinFrameStore
    )? {
        if let sprite = element.attribute("sprite"), element.attribute("images") == nil, values["sprite"] != nil {
            return loadSprite(sprite, count: count).map { (.sprite(path: sprite.value), $0) }
        }
        let first = values["first", as: Int.self]
        guard let images = element.attribute("images"), element.attribute("sprite") == nil, values["images"] != nil,
            first != nil || element.attribute("first") == nil
        else { return nil }
        return loadNumbered(images, first: first ?? 0, count: count).map {
            (.numbered(pattern: images.value, first: first ?? 0), $0)
        }
    }

    mutating func loadSprite(_ attribute: XMLTreeAttribute, count: Int) -> SkinFrameStore? {
        let reference = attribute.value
        let escaped = ControlCharacters.escaped(reference)
        guard let relative = assetPath(reference, attribute: attribute, what: "the frame image"),
            let strip = loadImage(
                relative,
                reference: reference,
                attribute: attribute,
                what: "the sprite",
                maxWidth: count * limits.maxImageSide,
                decodes: false
            )
        else { return nil }
        guard strip.width % count == 0 else {
            let lower = strip.width / count * count
            let suggestion = lower > 0 ? " (such as \(lower) or \(lower + count))" : " (such as \(count))"
            error(
                attribute,
                .imageSizeMismatch,
                "the sprite '\(escaped)' is \(strip.width) pixels wide, which does not cut into \(count) equal "
                    + "frames; make its width a multiple of \(count)\(suggestion) or change count"
            )
            return nil
        }
        let (width, height) = (strip.width / count, strip.height)
        guard checkBudget(width: width, height: height, count: count, attribute: attribute) else { return nil }
        let twoXReference = SkinPath.twoXVariant(of: reference)
        var strip2x = loadImage(
            SkinPath.twoXVariant(of: relative),
            reference: twoXReference,
            attribute: attribute,
            optional: true,
            what: "the sprite",
            maxWidth: count * limits.maxImageSide * 2,
            decodes: false
        )
        if let twoX = strip2x,
            let problem = Self.twoXMismatch(twoX, of: strip, reference: twoXReference, what: "strip")
        {
            warning(attribute, .image2xMismatch, problem + " (it is not used)")
            strip2x = nil
        }
        let named = [(strip, reference)] + (strip2x.map { [($0, twoXReference)] } ?? [])
        guard decodeNow(named, attribute: attribute) else { return nil }
        return SkinFrameStore(
            files: .sprite(strip),
            files2x: strip2x.map { .sprite($0) },
            count: count,
            width: width,
            height: height
        )
    }

    mutating func loadNumbered(_ attribute: XMLTreeAttribute, first: Int, count: Int) -> SkinFrameStore? {
        let pattern = attribute.value
        guard let run = SkinTextRule.numberRun(in: pattern) else { return nil }
        let last = first + count - 1
        guard SkinTextRule.numberedPath(pattern, number: last) != nil else {
            error(
                attribute,
                .invalidImagePath,
                "images '\(ControlCharacters.escaped(pattern))' has \(run.length) '#' but frame number \(last) needs "
                    + "\(String(last).count) digits; write \(String(last).count) '#' or use fewer frames"
            )
            return nil
        }
        // Every number up to `last` fits the run of `#`.
        let references = (first...last).compactMap { SkinTextRule.numberedPath(pattern, number: $0) }
        var files: [SkinImageFile] = []
        var twoXFiles: [SkinImageFile] = []
        var twoXProblem: String?
        for reference in references {
            guard let relative = assetPath(reference, attribute: attribute, what: "the frame image"),
                let file = loadImage(
                    relative,
                    reference: reference,
                    attribute: attribute,
                    what: "the frame image",
                    decodes: false
                )
            else { return nil }
            if let firstFile = files.first, file.width != firstFile.width || file.height != firstFile.height {
                error(
                    attribute,
                    .imageSizeMismatch,
                    "the frame image '\(ControlCharacters.escaped(reference))' is \(file.width)x\(file.height) but "
                        + "'\(ControlCharacters.escaped(references[0]))' "
                        + "is \(firstFile.width)x\(firstFile.height); every frame must be the same size"
                )
                return nil
            }
            if files.isEmpty, !checkBudget(width: file.width, height: file.height, count: count, attribute: attribute) {
                return nil
            }
            files.append(file)
            guard twoXProblem == nil else { continue }
            let twoXReference = SkinPath.twoXVariant(of: reference)
            let twoX = loadImage(
                SkinPath.twoXVariant(of: relative),
                reference: twoXReference,
                attribute: attribute,
                optional: true,
                what: "the frame image",
                maxWidth: limits.maxImageSide * 2,
                decodes: false
            )
            if let twoX, let problem = Self.twoXMismatch(twoX, of: file, reference: twoXReference, what: "frame") {
                twoXProblem = problem + " (no 2x frame is used)"
            } else if let twoX {
                twoXFiles.append(twoX)
            } else if !twoXFiles.isEmpty {
                twoXProblem =
                    "'\(ControlCharacters.escaped(twoXReference))' is missing while earlier frames have a 2x image; "
                    + "give every frame one or none (no 2x frame is used)"
            }
        }
        if twoXProblem == nil, !twoXFiles.isEmpty, twoXFiles.count < files.count {
            twoXProblem = "only some frames have a 2x image; give every frame one or none (no 2x frame is used)"
        }
        if let twoXProblem {
            warning(attribute, .image2xMismatch, twoXProblem)
            twoXFiles = []
        }
        let twoXReferences = references.map(SkinPath.twoXVariant)
        guard decodeNow(Array(zip(files, references)) + zip(twoXFiles, twoXReferences), attribute: attribute) else {
            return nil
        }
        return SkinFrameStore(
            files: .numbered(files),
            files2x: twoXFiles.isEmpty ? nil : .numbered(twoXFiles),
            count: count,
            width: files[0].width,
            height: files[0].height
        )
    }

    /// Whether `count` frames of `width`×`height` fit in the budget of one `<frames>` and in what is
    /// left of the skin's (reported when not; counted against the skin's when they fit).
    mutating func checkBudget(width: Int, height: Int, count: Int, attribute: XMLTreeAttribute) -> Bool {
        let pixels = width.multipliedReportingOverflow(by: height)
        let total = pixels.partialValue.multipliedReportingOverflow(by: count)
        guard !pixels.overflow, !total.overflow, total.partialValue <= limits.maxFramePixels else {
            error(
                attribute,
                .imageTooLarge,
                "\(count) frames of \(width)x\(height) pixels hold "
                    + "\(pixels.overflow ? "too many" : String(total.partialValue)) pixels; at most "
                    + "\(limits.maxFramePixels) are allowed in one <frames>: use fewer or smaller frames"
            )
            return false
        }
        let skin = framePixels.addingReportingOverflow(total.partialValue)
        guard !skin.overflow, skin.partialValue <= limits.maxSkinFramePixels else {
            error(
                attribute,
                .imageTooLarge,
                "with these \(count) frames of \(width)x\(height) pixels the skin's frames hold "
                    + "\(skin.overflow ? "too many" : String(skin.partialValue)) pixels; at most "
                    + "\(limits.maxSkinFramePixels) are allowed in all the <frames> of a skin, header and footer "
                    + "together (the 2x frames may hold four times as many): use fewer or smaller frames"
            )
            return false
        }
        framePixels = skin.partialValue
        return true
    }

    /// For lint (``SkinLoader/decodesImages``): decodes the files now, one at a time and without
    /// keeping their pixels, and reports damaged data; frames are decoded for showing on first use
    /// in any case. Whether all are usable.
    mutating func decodeNow(_ files: [(SkinImageFile, String)], attribute: XMLTreeAttribute) -> Bool {
        guard decodesImages else { return true }
        for (file, reference) in files {
            if let failure = file.problem {
                error(
                    attribute,
                    .invalidImage,
                    "the frame image '\(ControlCharacters.escaped(reference))' is not a usable PNG: \(failure.message)"
                )
                return false
            }
        }
        return true
    }

    /// Two `<frames>` of a part may not share a state unless their results differ (one per
    /// result, one without); also notes where the part's first `<frames>` is, and warns about a
    /// `<frames result>` that the part's `<finishedIcon>` of the same result covers.
    mutating func checkFrameStates(_ part: XMLTreeElement, into partial: inout PartialPart) {
        var shown: [String: Int] = [:]
        let icons = Set(
            part.children(named: SkinGrammar.finishedIcon.name).compactMap { $0.attribute("result")?.value }
        )
        for frames in part.children(named: "frames") where frames.namespaceURI == nil {
            if partial.framesLine == 0 {
                (partial.framesLine, partial.framesColumn) = frames.location
            }
            let result = frames.attribute("result")
            if let result, icons.contains(result.value) {
                warning(
                    result,
                    .unusedFrames,
                    "these frames are not shown: the <finishedIcon result=\"\(result.value)\"> of this part is "
                        + "drawn in their place; remove one of them"
                )
            }
            guard let states = frames.attribute("states"), SkinTextRule.stateList.accepts(states.value) else {
                continue
            }
            var here: Set<String> = []
            for word in SkinTextRule.words(states.value).map(String.init) {
                // A state is shown once for each result, and once for any other.
                let key = result.map { "\(word) \($0.value)" } ?? word
                let resultClause = result.map { " for result '\($0.value)'" } ?? ""
                if !here.insert(word).inserted {
                    error(states, .duplicateState, "state '\(word)' is listed twice in states")
                } else if let line = shown[key] {
                    error(
                        states,
                        .duplicateState,
                        "state '\(word)' already has the <frames> on line \(line)\(resultClause); a state shows one "
                            + "animation for each result, so list it in only one <frames>"
                            + (result == nil ? " (or give them different results)" : "")
                    )
                } else {
                    shown[key] = frames.line
                }
            }
        }
    }
}
