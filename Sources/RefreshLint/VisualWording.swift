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
            }
        }
        for origin in origins {
            guard let texts = ownTexts[origin], let first = texts.first else { continue }
            diagnostics.append(ownText(first, locales: texts.compactMap(\.locale), at: origin))
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

    private func isDetail(_ finding: VisualReview.Finding) -> Bool {
        finding.key == MessageKey.headerLastUpdated || finding.key == MessageKey.headerNeverUpdated
    }

    private func name(_ edge: RefreshEdge) -> String { edge == .header ? "header" : "footer" }

    /// The element at `path` in the edge's element, if the descriptor writes it.
    private func child(_ edge: RefreshEdge, _ path: [String]) -> XMLTreeElement? {
        var found = root?.firstChild(named: name(edge))
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
        return root?.firstChild(named: name(edge)) ?? root
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
        var shownTo: [String] = []
        for locale in locales where !shownTo.contains(locale) { shownTo.append(locale) }
        let width = ValueBounds.format(EdgeLayout.phoneWidth)
        return SkinDiagnostic(
            file: origin.file,
            line: origin.line,
            column: origin.column,
            severity: .warning,
            message:
                "the '\(finding.key?.rawValue ?? "")' text for \(shownTo.joined(separator: " and ")), \(quoted(finding.text)), "
                + "does not fit the \(width)-point \(name(finding.edge)) beside its indicator \(shrink(finding.edge)), "
                + "so it \(outcome(finding)); shorten it, or use a smaller font in <fonts>",
            code: finding.kind.code
        )
    }

    /// The catalogs' texts of one line: one warning at the font, naming the widest and the
    /// other languages.
    private func catalog(_ texts: [VisualReview.Finding], edge: RefreshEdge) -> SkinDiagnostic {
        let first = texts.max { ($0.text?.count ?? 0) < ($1.text?.count ?? 0) } ?? texts[0]
        let isDetail = isDetail(first)
        var locales: [String] = []
        for text in texts {
            if let locale = text.locale, !locales.contains(locale) { locales.append(locale) }
        }
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
                + "\(name(edge)) beside its indicator \(shrink(edge)), so it \(outcome(first))\(more); use a smaller "
                + "\(font) font or a lower <fonts minimumScale>, or give shorter strings such as "
                + "<string key=\"\(key)\"> in <strings locale=\"\(first.locale ?? "")\">",
            code: first.kind
        )
    }

    private func contrast(_ finding: VisualReview.Finding) -> SkinDiagnostic {
        let ratio = ValueBounds.format(((finding.ratio ?? 0) * 10).rounded(.down) / 10)
        let mode = finding.appearance == .dark ? "dark" : "light"
        let attribute = finding.appearance == .dark ? "dark" : "light"
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
            fix = "give <arrowTint \(attribute)=\"…\"> in <colors> a colour that stands out from the background"
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
            fix = "give <spinner \(attribute)=\"…\"> a colour that stands out from the background"
        }
        let state = finding.state.rawValue + (finding.result.map { " (\($0.rawValue))" } ?? "")
        return diagnostic(
            at: place,
            "the \(name(finding.edge))'s \(drawn) (\(state)) has a contrast of \(ratio):1 against its background in "
                + "\(mode) mode, under the 3:1 that WCAG 1.4.11 asks for graphics; \(fix)",
            code: .indicatorLowContrast
        )
    }

    private func sameResults(_ finding: VisualReview.Finding) -> SkinDiagnostic {
        let icon = "<finishedIcon result=\"failure\" glyph=\"✕\"/>"
        let mode = finding.appearance == .dark ? "dark" : "light"
        return diagnostic(
            at: element(finding.edge, "finishedIcon"),
            "the \(name(finding.edge)) shows the same picture after a failed load as after a successful one (in "
                + "\(mode) mode), so a failure looks like a success; give the failure its own, such as \(icon)",
            code: .sameResultPictures,
            suggestion: icon
        )
    }

    private func unreachable(_ finding: VisualReview.Finding) -> SkinDiagnostic {
        diagnostic(
            at: element(finding.edge, "metrics"),
            "the \(name(finding.edge)) can never load by a pull: \(finding.reason ?? ""); lower triggerDistance"
                + (skin.metrics(for: finding.edge).maximumPull == nil ? "" : " or raise maximumPull"),
            code: .triggerUnreachable
        )
    }
}
