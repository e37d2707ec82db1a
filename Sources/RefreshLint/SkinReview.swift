import RefreshCore
import RefreshImage
import RefreshLocalization
import RefreshPresentation
import RefreshSkins
import RefreshStyle
import RefreshSupport
import RefreshText
import RefreshXML

/// Warnings about skins that load but would look wrong: text under WCAG AA contrast
/// (`ContrastCheck`, code `low-contrast`), a `<strings locale>` no catalog speaks
/// (`locale-without-catalog`), and what ``VisualReview`` sees in the picture (texts cut or
/// hidden, faint indicators, one picture for both results, a trigger no pull reaches; each
/// kind's code is its ``VisualReview/Finding/Kind/code``). They look at the resolved skin
/// (after `extends`), for the edges the descriptor itself declares (contrast: when it writes the
/// text or background colour), and point at the element to change.
public enum SkinReview {
    /// The warnings for each skin of `registry` defined in one of `paths` (descriptor paths as
    /// diagnostics show them).
    ///
    /// - Parameters:
    ///   - registry: the skins, loaded and resolved.
    ///   - paths: the descriptors to review, as their skins' sources name them.
    ///   - read: the bytes of a descriptor, by the same path, to find where its elements are.
    ///   - catalogs: the catalogs whose translations must fit (RefreshKit's own by default, when
    ///     the program carries them).
    ///   - measurer: measures texts for the picture checks (by default the shaping measurer with
    ///     the SVG host's fonts; without fonts the picture checks are skipped with a note).
    public static func warnings(
        in registry: SkinRegistry,
        paths: Set<String>,
        catalogs: CatalogSet? = nil,
        measurer: (any TextMeasurer)? = nil,
        read: (String) -> [UInt8]?
    ) -> [SkinDiagnostic] {
        var diagnostics: [SkinDiagnostic] = []
        let catalogs = catalogs ?? (try? CatalogSet.builtIn)
        let reviewed = registry.skins.filter { paths.contains($0.source.path) }
        var measurer = measurer
        if measurer == nil, !reviewed.isEmpty {
            do {
                measurer = try ShapedTextMeasurer()
            } catch {
                diagnostics.append(
                    SkinDiagnostic(
                        file: reviewed[0].source.path,
                        line: 0,
                        column: 0,
                        severity: .note,
                        message: "the picture was not checked (texts that do not fit, faint indicators): \(error)",
                        code: .noFonts
                    )
                )
            }
        }
        for skin in reviewed {
            let path = skin.source.path
            let root = read(path).flatMap { XMLSecureParser.parse($0, path: path, kind: .skin).root }
            diagnostics += warnings(for: skin, root: root, catalogs: catalogs, measurer: measurer)
        }
        var seen: Set<SkinDiagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// The warnings for one skin whose descriptor's root element is `root` (`nil` when unknown:
    /// both edges are checked and the warnings placed at the top of the file); the picture is
    /// checked when a `measurer` and the `catalogs` are given.
    public static func warnings(
        for skin: SkinDescriptor,
        root: XMLTreeElement?,
        catalogs: CatalogSet?,
        measurer: (any TextMeasurer)? = nil
    ) -> [SkinDiagnostic] {
        var diagnostics = placedWarnings(for: skin, root: root, catalogs: catalogs).map(\.diagnostic)
        if let measurer, let catalogs {
            diagnostics += pictureWarnings(for: skin, root: root, catalogs: catalogs, measurer: measurer)
        }
        return diagnostics
    }

    /// A warning of ``warnings(for:root:catalogs:measurer:)`` beside the picture review's, with
    /// what shows it: the edge, the appearances and the states (`nil`: every state) in which the
    /// fault is seen, or `nil` for a warning no picture shows (a locale without a catalog). A
    /// page of pictures (``StillReview``) places each on the stills that show it, so that a
    /// still it marks "no warnings" is one lint says nothing about.
    struct PlacedWarning {
        var diagnostic: SkinDiagnostic
        var edge: RefreshEdge
        var appearances: [Appearance]
        var states: [RefreshState]?
        var isPictured = true
    }

    /// The warnings about colours, shadows, images and strings of one skin (all but the picture
    /// review's), with where each is seen.
    static func placedWarnings(for skin: SkinDescriptor, root: XMLTreeElement?, catalogs: CatalogSet?)
        -> [PlacedWarning]
    {
        let path = skin.source.path
        var diagnostics: [PlacedWarning] = []
        var edge = RefreshEdge.header
        func warn(
            at place: (line: Int, column: Int),
            _ code: DiagnosticCode,
            _ message: String,
            suggestion: String? = nil,
            appearances: [Appearance] = Appearance.allCases,
            states: [RefreshState]? = nil,
            pictured: Bool = true
        ) {
            let diagnostic = SkinDiagnostic(
                file: path,
                line: place.line,
                column: place.column,
                severity: .warning,
                message: message,
                code: code,
                suggestion: suggestion
            )
            diagnostics.append(
                PlacedWarning(
                    diagnostic: diagnostic,
                    edge: edge,
                    appearances: appearances,
                    states: states,
                    isPictured: pictured
                )
            )
        }
        // A file both edges play draws nothing in the same frames for both: one warning.
        var emptySegments: Set<String> = []
        for current in RefreshEdge.allCases {
            edge = current
            let name = edge.rawValue
            let element = root?.firstChild(named: name)
            if root != nil, element == nil { continue }
            let part = skin.part(edge)
            let fallback = element ?? root
            func place(_ elements: XMLTreeElement?...) -> (line: Int, column: Int) {
                let found = elements.compactMap { $0 }.first ?? fallback
                return (max(found?.line ?? 1, 1), max(found?.column ?? 1, 1))
            }
            let colors = element?.firstChild(named: "colors")
            // Only colours this descriptor writes are its author's to change (the defaults, the
            // classic header's, reach 4.36:1).
            let writesColours =
                root == nil || colors?.firstChild(named: "text") != nil
                || colors?.firstChild(named: "background") != nil
            var contrast = writesColours ? ContrastCheck.findings(for: part) : []
            // The same colours in both appearances: one warning.
            let both =
                contrast.count == 2 && part.colors.text.light == part.colors.text.dark
                && part.colors.background.light == part.colors.background.dark
            if both { contrast.removeLast() }
            for finding in contrast {
                warn(
                    at: place(colors?.firstChild(named: "text"), colors?.firstChild(named: "background")),
                    .lowContrast,
                    contrastMessage(finding, part: part, edge: name, inBoth: both),
                    appearances: both ? Appearance.allCases : [finding.appearance]
                )
            }
            // The shadow the descriptor writes (the classic default's light grey is RefreshKit's).
            if root == nil || colors?.firstChild(named: "textShadow") != nil {
                let shadow = place(colors?.firstChild(named: "textShadow"))
                for (appearances, message) in shadowMessages(
                    TextShadowCheck.findings(for: part),
                    part: part,
                    edge: name
                ) {
                    warn(at: shadow, .textShadowDouble, message, appearances: appearances)
                }
            }
            if let arrow = part.arrow, root == nil || element?.firstChild(named: "arrow") != nil {
                // The arrow shows until the load starts.
                for (code, message) in arrowMessages(arrow, edge: name) {
                    warn(at: place(element?.firstChild(named: "arrow")), code, message, states: [.idle, .pulling])
                }
            }
            // A finished icon's image, or a strip of frames, that shows nothing.
            for result in [RefreshResult.success, .failure] {
                guard case .image(let icon)? = part.motion.finishedIcons[result] else { continue }
                let written = element?.children(named: "finishedIcon").first {
                    $0.attribute("result")?.value == result.rawValue
                }
                guard root == nil || written != nil else { continue }
                let what = "the \(name)'s \(result == .success ? "success" : "failure") icon"
                let draw = "draw the icon in it, or give a glyph such as glyph=\"\(result == .success ? "✓" : "✕")\""
                if let message = emptyImageMessage(icon, what: what, draw: draw) {
                    warn(at: place(written), .imageEmpty, message, states: [.finished])
                }
            }
            let stripElements = element?.children(named: "frames") ?? []
            for (index, frames) in part.frames.enumerated() where frames.count > 0 {
                guard (0..<frames.count).allSatisfy({ ArrowImageCheck.emptiness(of: frames.image(at: $0)) != nil })
                else { continue }
                let written = stripElements.count == part.frames.count ? stripElements[index] : nil
                guard root == nil || written != nil else { continue }
                let states = frames.states.map(\.rawValue).joined(separator: ", ")
                warn(
                    at: place(written),
                    .imageEmpty,
                    "every frame of the \(name)'s <frames> for \(states) ('\(ControlCharacters.escaped(frames.fileNames.first ?? ""))"
                        + "\(frames.count > 1 ? "…" : "")') is transparent or almost empty, so nothing shows in those "
                        + "states; draw the frames, or check that the files are the ones meant",
                    states: frames.states
                )
            }
            // An <arrowTint> with no opacity draws the arrow not at all (a tint keeps the image's
            // alpha scaled by its own), where the contrast check has no pixel to measure.
            if part.arrow != nil, let tint = part.colors.arrowTint,
                root == nil || colors?.firstChild(named: "arrowTint") != nil
            {
                let clear = Appearance.allCases.filter { tint.resolved(for: $0)?.alpha == 0 }
                if let first = clear.first, let color = tint.resolved(for: first) {
                    let modes = clear.count == 2 ? "light and dark" : first.rawValue
                    warn(
                        at: place(colors?.firstChild(named: "arrowTint")),
                        .arrowImageEmpty,
                        "the \(name)'s <arrowTint> is \(ColorWording.describe(color)) in \(modes) mode, so the arrow "
                            + "is not drawn at all (a tint keeps the image's opacity, scaled by its own); give it an "
                            + "opaque colour that stands out from the background",
                        appearances: clear,
                        states: [.idle, .pulling]
                    )
                }
            }
            if part.style == .lottie, let lottie = part.lottie {
                for message in emptyAnimationMessages(lottie, edge: edge) where emptySegments.insert(message).inserted {
                    warn(at: place(element?.firstChild(named: "lottie")), .emptyAnimation, message)
                }
            }
            if let catalogs {
                for strings in element?.children(named: "strings") ?? [] {
                    guard let tag = strings.attribute("locale")?.value,
                        let mismatch = catalogMismatch(tag, catalogs: catalogs)
                    else { continue }
                    warn(
                        at: (strings.line, strings.column),
                        .localeWithoutCatalog,
                        mismatch.message,
                        suggestion: mismatch.suggestion,
                        pictured: false
                    )
                }
            }
        }
        return diagnostics
    }

    /// The picture review's warnings (``VisualReview``) of the edges the descriptor declares.
    static func pictureWarnings(
        for skin: SkinDescriptor,
        root: XMLTreeElement?,
        catalogs: CatalogSet,
        measurer: any TextMeasurer
    ) -> [SkinDiagnostic] {
        let path = skin.source.path
        var diagnostics: [SkinDiagnostic] = []
        let declared = RefreshEdge.allCases.filter { edge in
            root == nil || root?.firstChild(named: edge.rawValue) != nil
        }
        let review = VisualReview(measurer: measurer, catalogs: catalogs)
        let findings = review.findings(for: skin, edges: declared)
        diagnostics += VisualWording(skin: skin, root: root).diagnostics(for: findings)
        let unreviewed = review.unreviewedLanguages(of: skin)
        if let first = unreviewed.first {
            let shown = unreviewed.prefix(3).map { "'\(ControlCharacters.escaped($0, limit: 32))'" }
            let more = unreviewed.count > 3 ? " and \(unreviewed.count - 3) more" : ""
            let strings = ["header", "footer"].lazy.compactMap { root?.firstChild(named: $0) }
                .flatMap { $0.children(named: "strings") }.first { $0.attribute("locale")?.value == first }
            diagnostics.append(
                SkinDiagnostic(
                    file: path,
                    line: max(strings?.line ?? 1, 1),
                    column: max(strings?.column ?? 1, 1),
                    severity: .note,
                    message: "the picture was checked in the first \(VisualReview.maximumSkinLanguages) languages "
                        + "this skin writes strings for (besides the catalogs'); not in \(unreviewed.count) more "
                        + "(\(shown.joined(separator: ", "))\(more)), whose texts may not fit",
                    code: .unreviewedLanguages
                )
            )
        }
        return diagnostics
    }

    /// What ``TextShadowCheck`` finds, worded, with the appearances each is seen in: one message
    /// for both appearances when the shadow is the same in both.
    static func shadowMessages(_ findings: [TextShadowCheck.Finding], part: SkinPart, edge: String)
        -> [([Appearance], String)]
    {
        var findings = findings
        let both =
            findings.count == 2 && findings[0].color == findings[1].color
            && part.colors.text.light == part.colors.text.dark
            && part.colors.background.light == part.colors.background.dark
        if both { findings.removeLast() }
        let dx = part.colors.textShadowOffsetX
        let dy = part.colors.textShadowOffsetY
        var moves: [String] = []
        func points(_ value: Double) -> String {
            "\(ValueBounds.format(abs(value))) point\(abs(value) == 1 ? "" : "s")"
        }
        if dx != 0 { moves.append("\(points(dx)) \(dx < 0 ? "left" : "right")") }
        if dy != 0 { moves.append("\(points(dy)) \(dy < 0 ? "up" : "down")") }
        let offset = moves.joined(separator: " and ")
        return findings.map { finding in
            (
                both ? Appearance.allCases : [finding.appearance],
                shadowMessage(finding, both: both, offset: offset, edge: edge)
            )
        }
    }

    static func shadowMessage(_ finding: TextShadowCheck.Finding, both: Bool, offset: String, edge: String) -> String {
        let mode = both ? "light and dark" : finding.appearance.rawValue
        let shadow = "the \(edge)'s text shadow (\(ColorWording.describe(finding.color)), \(offset))"
        switch finding.reason {
        case .textColour(let contrast):
            let ratio = ValueBounds.format((contrast * 10).rounded() / 10)
            return "\(shadow) is nearly the text's own colour (\(ratio):1 against it), so each letter is drawn "
                + "twice, smeared into a bolder, doubled word in \(mode) mode; give the shadow a colour close to "
                + "the background's, or transparent for none"
        case .ghost(let contrast):
            let ratio = ValueBounds.format((contrast * 10).rounded(.down) / 10)
            return "\(shadow) stands out from the background (\(ratio):1) and lies more than "
                + "\(ValueBounds.format(TextShadowCheck.reliefDistance)) points from the text, so the text reads "
                + "doubled, a ghost copy beside each letter, in \(mode) mode; keep offsetX and offsetY between -1 "
                + "and 1, or give the shadow a colour close to the background's, or transparent for none"
        }
    }

    /// The images of an arrow or icon: the 1x, then the 2x.
    static func images(of arrow: SkinArrow) -> [(file: String, image: RGBAImage)] {
        let twoX = arrow.path.hasSuffix(".png") ? String(arrow.path.dropLast(4)) + "@2x.png" : arrow.path + "@2x"
        return [(arrow.path, Optional(arrow.image)), (twoX, arrow.image2x)].compactMap { file, image in
            image.map { (file, $0) }
        }
    }

    /// Why the first image of `icon` that shows nothing does so (``ArrowImageCheck/emptiness(of:)``),
    /// naming it `what` (`the header's arrow`), with `draw`, the fix; `nil` when both show.
    static func emptyImageMessage(_ icon: SkinArrow, what: String, draw: String) -> String? {
        for (file, image) in images(of: icon) {
            let shown = "\(what) image '\(ControlCharacters.escaped(file))'"
            switch ArrowImageCheck.emptiness(of: image) {
            case .transparent?:
                return "\(shown) has no visible pixel (all are fully transparent), so it shows nothing; \(draw)"
            case .nearlyEmpty(let share)?:
                let percent = ValueBounds.format((share * 1000).rounded() / 10)
                return "\(shown) is almost empty: only \(percent) % of it is at least half opaque, so it hardly "
                    + "shows; \(draw)"
            default: continue
            }
        }
        return nil
    }

    /// What ``ArrowImageCheck`` finds in an arrow's images (the 1x, then the 2x when the 1x is
    /// fine), as codes and messages.
    static func arrowMessages(_ arrow: SkinArrow, edge: String) -> [(DiagnosticCode, String)] {
        let draw = "draw the arrow in it, pointing down, filling its 30×55-point box (60×110 pixels at 2x)"
        if let message = emptyImageMessage(arrow, what: "the \(edge)'s arrow", draw: draw) {
            return [(.arrowImageEmpty, message)]
        }
        for (file, image) in images(of: arrow) {
            guard let problem = ArrowImageCheck.problem(in: image) else { continue }
            let shown = "the \(edge)'s arrow image '\(ControlCharacters.escaped(file))'"
            switch problem {
            case .transparent, .nearlyEmpty: continue
            case .pointsWrongWay(let direction):
                return [
                    (
                        .arrowWrongWay,
                        "\(shown) points \(direction.rawValue), but an arrow image must point down: "
                            + "the header shows it as drawn while the pull has not reached the trigger and turns it half a "
                            + "turn past it, and the footer shows it turned; rotate the image so that the arrow points down"
                    )
                ]
            }
        }
        return []
    }

    /// How many frames of a segment are drawn to see whether it shows anything.
    static let emptyAnimationSamples = 8

    /// A message for each segment of a part's Lottie files (each role's marker, or the whole file
    /// where the part plays it whole) of which no sampled frame has a visible pixel: a file rlottie
    /// draws nothing of (a layer hidden or out of its frames, a shape whose `ty` comes after its
    /// other fields) passes the reader and shows an empty indicator. Nothing when rlottie cannot
    /// draw here.
    static func emptyAnimationMessages(_ lottie: SkinLottie, edge: RefreshEdge) -> [String] {
        let size = (width: Int(clamping: 30 * LottieIndicator.scale), height: Int(clamping: 55 * LottieIndicator.scale))
        var messages: [String] = []
        var files = [lottie.light]
        if let dark = lottie.dark, dark != lottie.light { files.append(dark) }
        for file in files {
            var runs: [(name: String, frames: ClosedRange<Int>)] = []
            if lottie.binding == .markers {
                for role in SkinLottie.Role.allCases where role != .noMoreData || edge == .footer {
                    guard let frames = lottie.frames(playing: role, in: file) else { continue }
                    runs.append(("the segment '\(lottie.markerName(for: role))'", frames))
                }
            }
            if runs.isEmpty || !lottie.missingRoles(in: file, edge: edge).isEmpty {
                runs.append(("the whole animation", SkinLottie.wholeFrames(of: file)))
            }
            for run in runs {
                var drawn = false
                var rendered = false
                for frame in sampledFrames(run.frames, count: emptyAnimationSamples) {
                    guard let image = file.image(frame: frame, width: size.width, height: size.height) else { continue }
                    rendered = true
                    if image.largestAlpha > 0 {
                        drawn = true
                        break
                    }
                }
                guard rendered, !drawn else { continue }
                messages.append(
                    "\(run.name) of the animation '\(ControlCharacters.escaped(file.path))' draws nothing in frames "
                        + "\(run.frames.lowerBound) to \(run.frames.upperBound): check that its layers are visible "
                        + "in those frames (their in and out points), and that each shape's \"ty\" comes first in "
                        + "its object, which rlottie needs"
                )
            }
        }
        return messages
    }

    /// Up to `count` frames of `frames`, evenly spread from its first to its last. The frames
    /// come from a Lottie file's numbers (a marker may last 1e308 frames), so the range is never
    /// counted (`ClosedRange.count` traps past `Int.max`) and no sum leaves it.
    static func sampledFrames(_ frames: ClosedRange<Int>, count: Int) -> [Int] {
        let (gaps, overflow) = frames.upperBound.subtractingReportingOverflow(frames.lowerBound)
        let samples = overflow ? count : min(gaps, count - 1) + 1
        guard samples > 0 else { return [] }
        let span = overflow ? Double(frames.upperBound) - Double(frames.lowerBound) : Double(gaps)
        let step = span / Double(max(samples - 1, 1))
        return (0..<samples).map { index in
            let offset = Double(index) * step
            guard !overflow else {
                let frame = Int(clamping: Double(frames.lowerBound) + offset, rounding: .down)
                return min(max(frame, frames.lowerBound), frames.upperBound)
            }
            let (frame, past) = frames.lowerBound.addingReportingOverflow(Int(clamping: offset, rounding: .down))
            return past ? frames.upperBound : min(frame, frames.upperBound)
        }
    }

    /// What users asking for `tag` will see when no catalog speaks its language, or `nil` when
    /// one does (a region of a catalog's language, `de-DE` or `de-AT`, is the `de` catalog's);
    /// naming the country's language when `tag` starts with a country's code that is also a
    /// language's (`se`, Northern Sami, and Sweden's Swedish: `sv`). That is a hint, not a
    /// suggestion: `km` is Khmer as well as the Comoros' code.
    static func catalogMismatch(_ tag: String, catalogs: CatalogSet) -> (message: String, suggestion: String?)? {
        guard let locale = try? LocaleIdentifier(tag) else { return nil }  // LocaleTagCheck's error
        let match = catalogs.match(LocaleRequest([locale]))
        guard match.isFallback else { return nil }
        let shown = "'\(ControlCharacters.escaped(tag, limit: 64))'"
        let catalog = "'\(match.locale.languageTag)'"
        let outcome =
            match.matchedPreference == nil
            ? "users asking for \(shown) get the \(catalog) catalog and never see these strings"
            : "users asking for \(shown) see these strings over the \(catalog) catalog's texts, so a "
                + "text without a string here is in another language"
        let message =
            "no catalog speaks the language of \(shown): \(outcome); give every key here, or write "
            + "the strings for a language that has a catalog"
        // A language of its own (Northern Sami, Khmer): a hint, not a replacement to apply.
        guard let country = LocaleTagCheck.countryCodeLanguage(tag) else { return (message, nil) }
        let written = locale.languageName(in: .english) ?? locale.language
        return (
            message + "; \(shown) is \(written): if you meant \(country.name), the language of the country whose "
                + "code is \(country.region), write '\(country.tag)'",
            nil
        )
    }

    static func contrastMessage(
        _ finding: ContrastCheck.Finding,
        part: SkinPart,
        edge: String,
        inBoth: Bool = false
    ) -> String {
        let mode = inBoth ? "light and dark" : finding.appearance.rawValue
        let ratio = (finding.ratio * 10).rounded(.down) / 10
        let textIsDarker =
            ContrastCheck.luminance(part.colors.text.resolved(for: finding.appearance))
            < ContrastCheck.luminance(part.colors.background.resolved(for: finding.appearance))
        let fix =
            textIsDarker ? "darken the text or lighten the background" : "lighten the text or darken the background"
        let font = "\(ValueBounds.format(finding.font.size))-point \(finding.font.weight.rawValue)"
        let darkHint =
            finding.appearance == .dark || inBoth ? " (a colour without dark=\"…\" is used in dark mode too)" : ""
        // A colour with alpha is named with how opaque it is: its alpha is part of the fault.
        let text = part.colors.text.resolved(for: finding.appearance)
        let background = part.colors.background.resolved(for: finding.appearance)
        let translucent = [("text", text), ("background", background)].filter { $0.1.alpha < 255 }
            .map { "the \($0.0) is \(ColorWording.describe($0.1))" }
        let alpha = translucent.isEmpty ? "" : " (\(translucent.joined(separator: " and ")))"
        let opaquer = text.alpha < 255 ? ", or make the text more opaque" : ""
        return "the \(edge)'s text on its background\(alpha) has a contrast of \(ratio):1 in \(mode) mode, under the "
            + "\(ValueBounds.format(finding.required)):1 that WCAG AA asks for \(font) text; \(fix)\(opaquer)\(darkHint)"
    }
}
