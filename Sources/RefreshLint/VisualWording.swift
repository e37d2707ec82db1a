import RefreshCore
import RefreshPresentation
import RefreshSkins
import RefreshStyle
import RefreshSupport
import RefreshXML

/// ``VisualReview``'s findings as lint's diagnostics: each at the element to change, with the
/// fix, and grouped so a long language list reads as one warning.
struct VisualWording {
    let skin: SkinDescriptor
    /// The descriptor's root element, to find where elements are (`nil`: the top of the file).
    let root: XMLTreeElement?

    func diagnostics(for findings: [VisualReview.Finding]) -> [SkinDiagnostic] {
        var diagnostics: [SkinDiagnostic] = []
        var catalogTexts: [Group: [VisualReview.Finding]] = [:]
        var groups: [Group] = []
        var faintest: [Group: VisualReview.Finding] = [:]
        // A string of the skin's shown in several languages (`de` users see `de-DE` strings when
        // nothing nearer exists) is one warning at it, naming them all.
        var ownTexts: [SkinStrings.Origin: [VisualReview.Finding]] = [:]
        var origins: [SkinStrings.Origin] = []
        // What motion does to a part: one warning, naming the appearances or languages.
        var motionFindings: [MotionGroup: [VisualReview.Finding]] = [:]
        var motionGroups: [MotionGroup] = []
        for finding in findings {
            switch finding.kind {
            case .textTruncated, .textHidden:
                if let origin = finding.origin {
                    if ownTexts[origin] == nil { origins.append(origin) }
                    ownTexts[origin, default: []].append(finding)
                } else {
                    let group = Group(edge: finding.edge, detail: isDetail(finding), appearance: nil)
                    if catalogTexts[group] == nil { groups.append(group) }
                    catalogTexts[group, default: []].append(finding)
                }
            case .indicatorLowContrast:
                let group = Group(edge: finding.edge, detail: false, appearance: finding.appearance)
                if let known = faintest[group], (known.ratio ?? 0) <= (finding.ratio ?? 0) { continue }
                if faintest[group] == nil { groups.append(group) }
                faintest[group] = finding
            case .sameResultPictures:
                diagnostics.append(sameResults(finding))
            case .triggerUnreachable:
                diagnostics.append(unreachable(finding))
            case .fadedOut, .motionOverlap, .textOutsideEdge:
                let key = MotionGroup(edge: finding.edge, part: finding.part, over: finding.over, cause: finding.cause)
                if motionFindings[key] == nil { motionGroups.append(key) }
                motionFindings[key, default: []].append(finding)
            }
        }
        for group in motionGroups {
            guard let found = motionFindings[group], let first = found.first else { continue }
            switch first.kind {
            case .fadedOut: diagnostics.append(faded(found))
            case .textOutsideEdge: diagnostics.append(outside(found))
            default: diagnostics.append(overlapping(found))
            }
        }
        for origin in origins {
            guard let texts = ownTexts[origin], let first = texts.first else { continue }
            diagnostics.append(ownText(first, locales: distinct(texts.compactMap(\.locale)), at: origin))
        }
        for group in groups {
            if let texts = catalogTexts[group] { diagnostics.append(catalog(texts, edge: group.edge)) }
            if let finding = faintest[group] { diagnostics.append(contrast(finding)) }
        }
        return diagnostics
    }

    /// Catalog texts are grouped by edge and line; faint indicators by edge and appearance.
    struct Group: Hashable {
        var edge: RefreshEdge
        var detail: Bool
        var appearance: Appearance?
    }

    /// `a, b and c`.
    private func listed(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    /// ` in a, b and c`, or, past eight, ` in 9 languages (a, b, c, …)`.
    private func inLanguages(_ locales: [String]) -> String {
        " in "
            + (locales.count <= 8
                ? listed(locales) : "\(locales.count) languages (\(locales.prefix(3).joined(separator: ", ")), …)")
    }

    /// `values` without repeats, in their order.
    private func distinct<Value: Equatable>(_ values: [Value]) -> [Value] {
        var kept: [Value] = []
        for value in values where !kept.contains(value) { kept.append(value) }
        return kept
    }

    /// Motion findings are grouped by edge, part, what it meets and cause.
    struct MotionGroup: Hashable {
        var edge: RefreshEdge
        var part: VisualReview.Finding.Part?
        var over: VisualReview.Finding.Part?
        var cause: VisualReview.Finding.Cause?
    }

    /// The `<fade>`, or the first `<animation>` of `property` that moves `part`, else the edge.
    private func motionElement(_ finding: VisualReview.Finding) -> XMLTreeElement? {
        switch finding.cause {
        case .fade?: return element(finding.edge, "fade")
        case .animation(let property)?:
            let target = finding.part == .text ? "text" : "indicator"
            let animations = root?.firstChild(named: finding.edge.rawValue)?.children(named: "animation") ?? []
            return animations.first {
                $0.attribute("property")?.value == property.rawValue
                    && ($0.attribute("target")?.value ?? "indicator") == target
            } ?? element(finding.edge)
        case nil: return element(finding.edge)
        }
    }

    /// `while pulling (at a pull of 1.35 times the trigger distance)`, `while loading`,
    /// `after a failed load`.
    private func during(_ finding: VisualReview.Finding) -> String {
        switch finding.state {
        case .finished: return finding.result == .failure ? "after a failed load" : "after a successful load"
        case .idle, .pulling:
            let pull = finding.pull.map {
                " (at a pull of \(ValueBounds.format(($0 * 100).rounded() / 100)) times the trigger distance)"
            }
            return "while \(finding.state == .idle ? "pulled short of the trigger" : "pulling")\(pull ?? "")"
        case .noMoreData: return "when there is no more to load"
        default: return "while \(finding.state.rawValue)"
        }
    }

    /// The texts or the indicator.
    private func subject(_ part: VisualReview.Finding.Part?, edge: RefreshEdge) -> String {
        part == .text ? "the \(edge.rawValue)'s texts are" : "the \(edge.rawValue)'s indicator is"
    }

    private func faded(_ findings: [VisualReview.Finding]) -> SkinDiagnostic {
        let first = findings[0]
        let modes = distinct(findings.map { ($0.appearance ?? .light).rawValue })
        let ratio = ValueBounds.format(((first.ratio ?? 0) * 10).rounded(.down) / 10)
        let needs = first.part == .text ? "that text needs to be seen at all" : "that WCAG 1.4.11 asks for graphics"
        let least = first.leastOpacity.map { " (at least \(ValueBounds.format(($0 * 100).rounded())) % opaque)" } ?? ""
        let fix: String
        switch first.cause {
        case .fade?:
            let fade = skin.part(first.edge).motion.fade
            let to = fade.map { " at a pull of \(ValueBounds.format($0.to)) times the trigger distance" } ?? ""
            fix =
                "<fade> makes the edge opaque only\(to): give it to=\"1\" or less, so that it is opaque by the trigger"
        default:
            let target = first.part == .text ? " target=\"text\"" : ""
            let them = first.part == .text ? "them" : "it"
            fix =
                "give <animation\(target) property=\"opacity\"> values that keep \(them) visible\(least) in the "
                + "states it applies in"
        }
        let their = first.part == .text ? "their" : "its"
        return diagnostic(
            at: motionElement(first),
            "\(subject(first.part, edge: first.edge)) \(ColorWording.opacity(first.value ?? 0)) \(during(first)), "
                + "so \(their) contrast against the background is \(ratio):1 in \(modes.joined(separator: " and ")) "
                + "mode, under the 3:1 \(needs); \(fix)",
            code: .fadedOut
        )
    }

    private func overlapping(_ findings: [VisualReview.Finding]) -> SkinDiagnostic {
        let first = findings[0]
        let locales = distinct(findings.compactMap(\.locale))
        let value = ValueBounds.format(((first.value ?? 0) * 100).rounded() / 100)
        let target = first.part == .text ? " target=\"text\"" : ""
        let (moved, property): (String, String)
        if first.cause == .animation(.scale) {
            (moved, property) = ("scaled to \(value) times its size", "scale")
        } else {
            let across = first.cause == .animation(.offsetX)
            let way = (first.value ?? 0) < 0 ? (across ? "left" : "up") : (across ? "right" : "down")
            (moved, property) = (
                "moved \(ValueBounds.format(abs(first.value ?? 0))) points \(way)", across ? "offsetX" : "offsetY"
            )
        }
        let what = "the \(first.edge.rawValue)'s \(first.part == .text ? "texts" : "indicator"), \(moved)"
        let verb = first.part == .text ? "are" : "is"
        let over = first.over == .list ? "the list" : "its texts"
        let languages = first.over == .list || locales.isEmpty ? "" : inLanguages(locales)
        let keep =
            first.over == .list
            ? "keep \(first.part == .text ? "them" : "it") inside the \(first.edge.rawValue) (the 60 points it opens to while loading)"
            : "keep the indicator clear of the texts beside it"
        return diagnostic(
            at: motionElement(first),
            "\(what) by <animation\(target) property=\"\(property)\">, \(verb) drawn over \(over) \(during(first))"
                + "\(languages); \(keep): a smaller \(property) in the keys of that animation",
            code: .motionOverlap
        )
    }

    /// Lines stacked past the edge: at `<fonts>`, with the sizes that stack them and the
    /// languages (when not all) that wrap them onto more lines.
    private func outside(_ findings: [VisualReview.Finding]) -> SkinDiagnostic {
        // The line that reaches furthest, in English when it does so there.
        let furthest = findings.compactMap(\.value).max()
        let first =
            findings.first { $0.value == furthest && $0.locale == "en" } ?? findings.first { $0.value == furthest }
            ?? findings[0]
        let edge = first.edge.rawValue
        let locales = distinct(findings.compactMap(\.locale))
        let part = skin.part(first.edge)
        let sizes = ([part.statusFont] + (first.edge == .header ? [part.detailFont] : [])).map {
            ValueBounds.format($0.size)
        }
        let fonts = sizes.count == 1 ? "a font of \(sizes[0]) points" : "fonts of \(listed(sizes)) points"
        let inset = ValueBounds.format(part.metrics.loadingInset)
        let reach = ValueBounds.format(max(((first.value ?? 0) * 10).rounded() / 10, 1))
        let place =
            first.over == .list
            ? "drawn \(reach) points over the list while loading"
            : "cut off while loading: it reaches \(reach) points past the \(first.edge == .header ? "top" : "bottom") "
                + "of the \(inset) points the \(edge) opens to"
        return diagnostic(
            at: element(first.edge, "fonts"),
            "the \(edge)'s line \(quoted(first.text)), in \(fonts), is \(place)\(inLanguages(locales)); "
                + "give <fonts> smaller sizes (the classic ones are 13 and 12 points), or <metrics> a larger "
                + "loadingInset",
            code: .textOutsideEdge
        )
    }

    private func isDetail(_ finding: VisualReview.Finding) -> Bool {
        finding.key == MessageKey.headerLastUpdated || finding.key == MessageKey.headerNeverUpdated
    }

    /// The element at `path` in the edge's element, if the descriptor writes it.
    private func child(_ edge: RefreshEdge, _ path: [String]) -> XMLTreeElement? {
        var found = root?.firstChild(named: edge.rawValue)
        for step in path { found = found?.firstChild(named: step) }
        return found
    }

    /// The element at `path` in the edge's element, else the nearest one above it the
    /// descriptor writes (the edge's element, the root).
    private func element(_ edge: RefreshEdge, _ path: String...) -> XMLTreeElement? {
        var path = path
        while !path.isEmpty {
            if let found = child(edge, path) { return found }
            path.removeLast()
        }
        return root?.firstChild(named: edge.rawValue) ?? root
    }

    private func diagnostic(
        at element: XMLTreeElement?,
        _ message: String,
        code: VisualReview.Finding.Kind,
        suggestion: String? = nil
    ) -> SkinDiagnostic {
        SkinDiagnostic(
            file: skin.source.path,
            line: max(element?.line ?? 1, 1),
            column: max(element?.column ?? 1, 1),
            severity: .warning,
            message: message,
            code: code.code,
            suggestion: suggestion
        )
    }

    private func quoted(_ text: String?) -> String {
        "\"" + ControlCharacters.escaped(text ?? "", limit: 80) + "\""
    }

    /// How far the skin lets a text shrink, in words.
    private func shrink(_ edge: RefreshEdge) -> String {
        let scale = skin.part(edge).minimumTextScale
        return scale < 1 ? "even at \(ValueBounds.format((scale * 100).rounded())) % of its size" : "at its size"
    }

    /// What happened to the text: cut, or not drawn.
    private func outcome(_ finding: VisualReview.Finding) -> String {
        finding.kind == .textHidden
            ? "has no room beside the indicator and is not drawn at all"
            : "is cut to \(quoted(finding.shown))"
    }

    /// A text the skin wrote: at its `<string>`.
    private func ownText(_ finding: VisualReview.Finding, locales: [String], at origin: SkinStrings.Origin)
        -> SkinDiagnostic
    {
        let width = ValueBounds.format(EdgeLayout.phoneWidth)
        return SkinDiagnostic(
            file: origin.file,
            line: origin.line,
            column: origin.column,
            severity: .warning,
            message:
                "the '\(finding.key?.rawValue ?? "")' text for \(locales.joined(separator: " and ")), \(quoted(finding.text)), "
                + "does not fit the \(width)-point \(finding.edge.rawValue) beside its indicator \(shrink(finding.edge)), "
                + "so it \(outcome(finding)); shorten it, or use a smaller font in <fonts>",
            code: finding.kind.code
        )
    }

    /// The catalogs' texts of one line: one warning at the font, naming the widest and the
    /// other languages.
    private func catalog(_ texts: [VisualReview.Finding], edge: RefreshEdge) -> SkinDiagnostic {
        let first = texts.max { ($0.text?.count ?? 0) < ($1.text?.count ?? 0) } ?? texts[0]
        let isDetail = isDetail(first)
        let locales = distinct(texts.compactMap(\.locale))
        let others = locales.filter { $0 != first.locale }
        let more =
            others.isEmpty
            ? ""
            : " (and \(texts.count - 1) more text\(texts.count == 2 ? "" : "s") in "
                + (others.count <= 8 ? others.joined(separator: ", ") : "\(others.count) languages") + ")"
        let key = first.key?.rawValue ?? ""
        let font = isDetail ? "detail" : "status"
        let width = ValueBounds.format(EdgeLayout.phoneWidth)
        return diagnostic(
            at: element(edge, "fonts", font),
            "the \(first.locale ?? "") text of '\(key)', \(quoted(first.text)), does not fit the \(width)-point "
                + "\(edge.rawValue) beside its indicator \(shrink(edge)), so it \(outcome(first))\(more); use a smaller "
                + "\(font) font or a lower <fonts minimumScale>, or give shorter strings such as "
                + "<string key=\"\(key)\"> in <strings locale=\"\(first.locale ?? "")\">",
            code: first.kind
        )
    }

    private func contrast(_ finding: VisualReview.Finding) -> SkinDiagnostic {
        let ratio = ValueBounds.format(((finding.ratio ?? 0) * 10).rounded(.down) / 10)
        let mode = (finding.appearance ?? .light).rawValue
        let (place, drawn, fix): (XMLTreeElement?, String, String)
        switch finding.drawn {
        case .image? where skin.part(finding.edge).style == .lottie:
            place = element(finding.edge, "lottie")
            drawn = "animation"
            fix =
                "draw the animation in colours that stand out from the background (a `dark` file for the dark "
                + "appearance)"
        case .image? where skin.part(finding.edge).frames.isEmpty:
            place = child(finding.edge, ["colors", "arrowTint"]) ?? element(finding.edge, "arrow")
            drawn = "arrow"
            fix = "give <arrowTint \(mode)=\"…\"> in <colors> a colour that stands out from the background"
        case .image?:
            place = element(finding.edge, "frames")
            drawn = "picture"
            fix = "draw the frames in colours that stand out from the background"
        case .glyph?:
            place = element(finding.edge, "finishedIcon")
            drawn = "finished icon"
            fix = "give <finishedIcon> a colour that stands out from the background"
        case .shapes?, .spinner?, nil:
            place = element(finding.edge, "colors", "spinner")
            drawn = finding.drawn == .shapes ? "indicator" : "spinner"
            fix = "give <spinner \(mode)=\"…\"> a colour that stands out from the background"
        }
        let state = finding.state.rawValue + (finding.result.map { " (\($0.rawValue))" } ?? "")
        return diagnostic(
            at: place,
            "the \(finding.edge.rawValue)'s \(drawn) (\(state)) has a contrast of \(ratio):1 against its background in "
                + "\(mode) mode, under the 3:1 that WCAG 1.4.11 asks for graphics; \(fix)",
            code: .indicatorLowContrast
        )
    }

    private func sameResults(_ finding: VisualReview.Finding) -> SkinDiagnostic {
        let icon = "<finishedIcon result=\"failure\" glyph=\"✕\"/>"
        let mode = (finding.appearance ?? .light).rawValue
        return diagnostic(
            at: element(finding.edge, "finishedIcon"),
            "the \(finding.edge.rawValue) shows the same picture after a failed load as after a successful one (in "
                + "\(mode) mode), so a failure looks like a success; give the failure its own, such as \(icon)",
            code: .sameResultPictures,
            suggestion: icon
        )
    }

    private func unreachable(_ finding: VisualReview.Finding) -> SkinDiagnostic {
        diagnostic(
            at: element(finding.edge, "metrics"),
            "the \(finding.edge.rawValue) can never load by a pull: \(finding.reason ?? ""); lower triggerDistance"
                + (skin.metrics(for: finding.edge).maximumPull == nil ? "" : " or raise maximumPull"),
            code: .triggerUnreachable
        )
    }
}
