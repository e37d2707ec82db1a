import RefreshCore
import RefreshFoundation
import RefreshImage
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSkins
import RefreshStyle
import RefreshSupport
import RefreshXML

/// The picture a skin draws, checked as the eye will see it: every state of each edge (the
/// footer's `failed` and `noMoreData` included, `finished` after a success and after a failure),
/// in both appearances, in every catalog's language and every language the skin writes strings
/// for, laid out by `EdgeArrangement` with texts measured by a real `TextMeasurer`.
///
/// The layout never lets a text meet the indicator or leave the edge (a text that does not fit
/// shrinks to the skin's minimum scale, then is cut with an ellipsis); what this review reports
/// is what the eye then gets:
/// - ``Finding/Kind/textTruncated``: a text cut with `…`, with its language and both texts;
/// - ``Finding/Kind/textHidden``: a text with no room at all beside the indicator;
/// - ``Finding/Kind/indicatorLowContrast``: an indicator (arrow image, frames, shapes, spinner or
///   finished icon) whose most visible part is under 3:1 against the composited background
///   (WCAG 1.4.11), measured on the pixels or colours as drawn;
/// - ``Finding/Kind/sameResultPictures``: the same picture after a failed load as after a
///   successful one;
/// - ``Finding/Kind/triggerUnreachable``: a trigger distance no pull reaches;
/// - ``Finding/Kind/fadedOut``: a `<fade>` or opacity `<animation>` that leaves the indicator or
///   the texts under 3:1 in a state, at the most opaque moment of its time-bound animations;
/// - ``Finding/Kind/motionOverlap``: a scale or offset `<animation>` that draws the indicator over
///   (or within 2 points of) a text, or the indicator or the texts over the list, at a pull (up to
///   `maximumProgress`) or a moment where the still picture has them apart;
/// - ``Finding/Kind/textOutsideEdge``: lines whose fonts stack them higher than the edge opens
///   while loading, so that a line is drawn over the list or past the edge's far side.
///
/// Text contrast (4.5:1, WCAG AA) is `ContrastCheck`'s, on the colours; lint runs both.
public struct VisualReview: Sendable {
    /// Measures the texts as the hosts draw them.
    public var measurer: any TextMeasurer
    /// The catalogs whose languages are checked.
    public var catalogs: CatalogSet
    /// The edge's width in points: the phone the classic layout was drawn for.
    public var width: Double = EdgeLayout.phoneWidth
    /// The scroll view's height in points, which bounds the longest pull: the preview's and the
    /// gallery's, `EdgeLayout.viewportHeight`.
    public var viewportHeight: Double = EdgeLayout.viewportHeight
    /// The moment texts are formatted at (a fixed one, so reports do not change with the clock);
    /// the header was last updated five minutes before.
    public var wallClock = Date(timeIntervalSince1970: 1_796_000_000)
    /// The languages reviewed, each a request as a user makes it; `nil` (the default) for every
    /// catalog's language and up to ``maximumSkinLanguages`` more the skin writes strings for.
    public var languages: [LocaleRequest]?
    /// The most languages the skin writes strings for that are reviewed besides the catalogs'
    /// (the first by their tags; ``unreviewedLanguages(of:)`` names the others). Each is a
    /// presenter and a layout of every state in both appearances, and a 256 KiB skin can write
    /// strings for thousands of locales; this keeps a lint within its time (SECURITY.md).
    public static let maximumSkinLanguages = 64
    /// The appearances reviewed (both by default).
    public var appearances: [Appearance] = Appearance.allCases
    /// Whether a finding is reported for every still that shows it, as a gallery's tiles need;
    /// by default (`false`) a text cut in several states or appearances, or a faint indicator
    /// seen in several states, is reported once, at the first, as lint needs.
    public var reportsEveryStill = false

    /// Creates a review.
    public init(measurer: any TextMeasurer, catalogs: CatalogSet) {
        self.measurer = measurer
        self.catalogs = catalogs
    }

    /// One thing the eye would see wrong.
    public struct Finding: Sendable, Hashable {
        /// The kinds of findings.
        public enum Kind: Sendable, Hashable, CaseIterable {
            /// A text cut with `…`: it fits neither on one line nor on two, even shrunk.
            case textTruncated
            /// A text with no room beside the indicator: not drawn at all.
            case textHidden
            /// An indicator under 3:1 against its background.
            case indicatorLowContrast
            /// The same picture after a failure as after a success.
            case sameResultPictures
            /// A trigger distance no pull reaches.
            case triggerUnreachable
            /// A `<fade>` or an opacity `<animation>` that leaves the indicator or the texts too
            /// faint to be seen in a state (under 3:1 against the background, while they reach it
            /// unfaded).
            case fadedOut
            /// A scale or offset `<animation>` that draws the indicator over a text or the list,
            /// or a text over the list.
            case motionOverlap
            /// A line of text drawn outside the edge while it is open to its loading inset: over
            /// the list, or past the edge's far side where it is cut off (fonts too large for the
            /// lines to stack in the edge).
            case textOutsideEdge

            /// Lint's code for the kind.
            public var code: DiagnosticCode {
                switch self {
                case .textTruncated: .textTruncated
                case .textHidden: .textHidden
                case .indicatorLowContrast: .indicatorLowContrast
                case .sameResultPictures: .sameResultPictures
                case .triggerUnreachable: .triggerUnreachable
                case .fadedOut: .fadedOut
                case .motionOverlap: .motionOverlap
                case .textOutsideEdge: .textOutsideEdge
                }
            }
        }

        /// A part of the picture motion hides or moves, or moves over.
        public enum Part: String, Sendable, Hashable {
            /// The indicator (or a finished icon).
            case indicator
            /// The status and detail lines.
            case text
            /// The list beside the edge.
            case list
        }

        /// What made a ``Kind/fadedOut`` or ``Kind/motionOverlap`` finding.
        public enum Cause: Sendable, Hashable {
            /// The edge's `<fade>`.
            case fade
            /// An `<animation>` of this property of the finding's ``part``.
            case animation(SkinAnimation.Property)
        }

        /// What is wrong.
        public var kind: Kind
        /// The edge it is seen on.
        public var edge: RefreshEdge
        /// The state it is seen in (the first, when several show it).
        public var state: RefreshState
        /// The result of a `finished` state.
        public var result: RefreshResult?
        /// The appearance, when the finding depends on it.
        public var appearance: Appearance?
        /// The language (as a BCP 47 tag), for a text.
        public var locale: String?
        /// The message whose text it is, for a text.
        public var key: MessageKey?
        /// The text as the skin or the catalog gives it, for a text.
        public var text: String?
        /// The text as drawn (the beginning and `…`), for a cut text.
        public var shown: String?
        /// Where the skin wrote the text, when it did (else it is a catalog's).
        public var origin: SkinStrings.Origin?
        /// The contrast measured, for ``Kind/indicatorLowContrast``.
        public var ratio: Double?
        /// What the indicator drew, for ``Kind/indicatorLowContrast``.
        public var drawn: Drawn?
        /// Why, in words, for ``Kind/triggerUnreachable``.
        public var reason: String?
        /// What is hidden or moved, for ``Kind/fadedOut`` and ``Kind/motionOverlap``.
        public var part: Part?
        /// What ``part`` is drawn over, for ``Kind/motionOverlap``: the texts or the list; for
        /// ``Kind/textOutsideEdge``, the list, or `nil` past the edge's far side.
        public var over: Part?
        /// What hides or moves ``part``.
        public var cause: Cause?
        /// For ``Kind/fadedOut``, the opacity ``part`` is drawn at (0 to 1), and the least that
        /// reaches 3:1 in ``leastOpacity``; for ``Kind/motionOverlap``, the value of the moving
        /// property (the scale, or the offset in points); for ``Kind/textOutsideEdge``, how far
        /// the line's letters reach outside the edge, in points.
        public var value: Double?
        /// The least opacity at which a ``Kind/fadedOut`` part reaches 3:1.
        public var leastOpacity: Double?
        /// The pull, as a multiple of the trigger distance, of a still of `idle` or `pulling`.
        public var pull: Double?

        /// What an indicator drew: what lint points at to change it.
        public enum Drawn: String, Sendable, Hashable {
            /// An image: the arrow, or a frame of `<frames>`.
            case image
            /// Vector shapes, in the spinner colour.
            case shapes
            /// The host's spinner, in the spinner colour.
            case spinner
            /// A finished icon's glyph.
            case glyph

            init?(_ content: PresentedIndicator.Content) {
                switch content {
                case .image: self = .image
                case .shapes: self = .shapes
                case .activity: self = .spinner
                case .glyph: self = .glyph
                case .none: return nil
                }
            }
        }
    }

    /// The contrast WCAG 1.4.11 asks for graphics.
    public static let requiredIndicatorContrast = IndicatorContrast.required

    /// Reviews `edges` of `skin` (both by default): every finding, each once, in edge, then
    /// state order.
    public func findings(for skin: SkinDescriptor, edges: [RefreshEdge] = RefreshEdge.allCases) -> [Finding] {
        var findings: [Finding] = []
        var seen = Set<Finding>()
        func add(_ finding: Finding) {
            // A text cut in several states (or appearances) is one finding.
            var key = finding
            if !reportsEveryStill {
                key.state = .idle
                key.result = nil
                key.pull = nil
                if finding.kind == .textTruncated || finding.kind == .textHidden { key.appearance = nil }
                // One warning for what motion does to a part, whatever the value at each still.
                if finding.kind == .fadedOut || finding.kind == .motionOverlap || finding.kind == .textOutsideEdge {
                    key.value = nil
                    key.leastOpacity = nil
                    key.ratio = nil
                    key.drawn = nil
                    key.cause = nil
                }
            }
            if seen.insert(key).inserted { findings.append(finding) }
        }
        let requests = languages ?? languages(of: skin)
        // Both appearances, and languages that share texts, lay out the same lines.
        var arrangements: [EdgeArrangement.Inputs: EdgeArrangement] = [:]
        for edge in edges {
            let stills = simulations(of: skin, edge: edge, add: add)
            let motion = skin.part(edge).motion
            let moves = !motion.animations.isEmpty || motion.fade != nil
            let isPicture = skin.part(edge).style == .frames || skin.part(edge).style == .lottie
            // What motion does to a still depends on neither the language nor the appearance.
            var motionMoments: [Int: [MotionReview.Moment]] = [:]
            var inkPieces: [Int: [MotionReview.Ink]] = [:]
            for appearance in appearances {
                var results: [RefreshResult: PresentedIndicator.Content] = [:]
                for (index, request) in requests.enumerated() {
                    let strings = catalogs.strings(for: request)
                    // A skin whose strings do not compile for a language was reported by the loader.
                    guard let presenter = try? SkinPresenter(skin: skin, strings: strings, appearance: appearance)
                    else {
                        continue
                    }
                    let locale = (strings.match.matchedPreference ?? strings.locale).languageTag
                    let player = PreviewPlayer(
                        presenter: presenter,
                        edge: edge,
                        viewportHeight: viewportHeight,
                        lastUpdated: wallClock.addingTimeInterval(-300),
                        wallClock: wallClock
                    )
                    for (stillIndex, still) in stills.enumerated() {
                        guard let frame = try? player.present(still.simulator) else { continue }
                        let shown = edge == .header ? frame.header : frame.footer
                        let inputs = EdgeArrangement.Inputs(shown, width: width)
                        let arranged =
                            arrangements[inputs] ?? EdgeArrangement(shown, width: width, measurer: measurer)
                        arrangements[inputs] = arranged
                        let model = player.renderModel(still.simulator, edge: edge)
                        func moments() -> [MotionReview.Moment] {
                            let moments =
                                motionMoments[stillIndex]
                                ?? MotionReview.moments(of: shown, model: model, motion: motion)
                            motionMoments[stillIndex] = moments
                            return moments
                        }
                        // What motion does is seen at this still.
                        func atStill(_ finding: Finding) -> Finding {
                            var found = finding
                            found.state = still.state
                            found.result = still.result
                            found.pull = still.state == .idle || still.state == .pulling ? model.pullRatio : nil
                            return found
                        }
                        if moves, appearance == appearances.first, shown.floatingOffset == nil,
                            let overlap = overlapFinding(
                                shown,
                                arranged: arranged,
                                moments: moments(),
                                ink: &inkPieces[stillIndex]
                            )
                        {
                            var found = atStill(overlap)
                            found.locale = locale
                            add(found)
                        }
                        if still.state == .loading, appearance == appearances.first,
                            var found = Self.outsideEdge(
                                arranged,
                                edge: edge,
                                inset: skin.part(edge).metrics.loadingInset
                            )
                        {
                            found.locale = locale
                            add(found)
                        }
                        let messages = skin.frame(for: model, appearance: appearance)
                        let texts = [
                            (messages.status.key, shown.status, arranged.status),
                            (messages.detail?.key, shown.detail ?? "", arranged.detail),
                        ]
                        for (key, text, lines) in texts
                        where lines.contains(where: \.isTruncated) && !text.allSatisfy(\.isWhitespace) {
                            let drawn = lines.map(\.text).filter { !$0.isEmpty }.joined(separator: " / ")
                            add(
                                Finding(
                                    kind: drawn.isEmpty ? .textHidden : .textTruncated,
                                    edge: edge,
                                    state: still.state,
                                    result: still.result,
                                    appearance: appearance,
                                    locale: locale,
                                    key: key,
                                    text: text,
                                    shown: drawn.isEmpty ? nil : drawn,
                                    origin: key.flatMap {
                                        skin.locatedStringOverride(for: $0, edge: edge, locale: locale)?.origin
                                    }
                                )
                            )
                        }
                        // Pictures do not depend on the language: look at them once.
                        guard index == 0 else { continue }
                        if moves {
                            let resting = still.state == .idle && model.progress < 0.5
                            for found in fadeFindings(
                                shown,
                                moments: moments(),
                                appearance: appearance,
                                isPicture: isPicture,
                                checksIndicator: !resting
                            ) {
                                add(atStill(found))
                            }
                        }
                        if still.state == .finished, let result = still.result {
                            results[result] = shown.indicator.content
                        }
                        // An indicator at rest (a footer that loads by itself, before it does)
                        // tells what the edge does, so it keeps 3:1 as the others do.
                        if let ratio = Self.contrast(
                            of: shown.indicator.content,
                            over: shown.background,
                            appearance,
                            isPicture: isPicture
                        ),
                            (ratio * 10).rounded(.down) / 10 < Self.requiredIndicatorContrast
                        {
                            add(
                                Finding(
                                    kind: .indicatorLowContrast,
                                    edge: edge,
                                    state: still.state,
                                    result: still.result,
                                    appearance: appearance,
                                    ratio: ratio,
                                    drawn: Finding.Drawn(shown.indicator.content)
                                )
                            )
                        }
                    }
                }
                if let success = results[.success], success == results[.failure], success != .none {
                    add(Finding(kind: .sameResultPictures, edge: edge, state: .finished, appearance: appearance))
                }
            }
        }
        return findings
    }

    /// The line of `arranged` whose letters reach furthest outside `edge` open to `inset` points
    /// (over the list, or past its far side), by a point or more; `nil` when every line is inside.
    /// A line's letters reach down as far as `EdgeArrangement.ink(of:font:)` says, and up to
    /// the capitals' height (`EdgeArrangement.fontCapHeight`).
    static func outsideEdge(_ arranged: EdgeArrangement, edge: RefreshEdge, inset: Double) -> Finding? {
        let least = 1.0
        var furthest: Finding?
        for line in arranged.lines where !line.text.isEmpty {
            let (reachUp, bottom) = EdgeArrangement.ink(
                of: EdgeLayout.Line(y: line.box.y, height: line.box.height),
                font: line.font
            )
            // The letters' bodies reach up to the capitals' height; what an ascent keeps above
            // them (accents, marks) may be clipped by a point or two without a word being lost
            // (the classic lines in a 44-point header).
            let top = reachUp + (EdgeArrangement.fontAscent - EdgeArrangement.fontCapHeight) * line.font.size
            // The edge lies above the anchor (a header) or below it (a footer).
            let (overList, pastFarSide) =
                edge == .header ? (bottom, -inset - top) : (-top, bottom - inset)
            let reach = max(overList, pastFarSide)
            guard reach >= least, reach > furthest?.value ?? 0 else { continue }
            var found = Finding(kind: .textOutsideEdge, edge: edge, state: .loading)
            found.part = .text
            found.over = overList >= pastFarSide ? .list : nil
            found.value = reach
            found.text = line.text
            furthest = found
        }
        return furthest
    }

    /// One simulation of an edge stopped in a state, with the result of a `finished` one.
    struct Still {
        var state: RefreshState
        var result: RefreshResult?
        var simulator: ScrollSimulator
    }

    /// Every state the edge can show (finished twice: success and failure), simulated once: the
    /// engine's state depends on neither the language nor the appearance. A trigger no pull
    /// reaches is reported here.
    private func simulations(of skin: SkinDescriptor, edge: RefreshEdge, add: (Finding) -> Void) -> [Still] {
        guard
            let presenter = try? SkinPresenter(
                skin: skin,
                strings: catalogs.strings(for: LocaleRequest([])),
                appearance: .light
            )
        else { return [] }
        var player = PreviewPlayer(
            presenter: presenter,
            edge: edge,
            viewportHeight: viewportHeight,
            lastUpdated: wallClock.addingTimeInterval(-300),
            wallClock: wallClock
        )
        var stills: [Still] = []
        for state in RefreshState.allCases {
            for result in state == .finished ? [RefreshResult.success, .failure] : [nil] {
                player.finishResult = result ?? .success
                do {
                    stills.append(Still(state: state, result: result, simulator: try player.simulation(at: state)))
                } catch {
                    // The other states a skin cannot show (a header's `failed`) are not faults.
                    if state == .pulling, let reason = player.unreachableTrigger {
                        add(Finding(kind: .triggerUnreachable, edge: edge, state: state, reason: reason))
                    }
                }
            }
        }
        // A part whose animations run past the trigger (`maximumProgress`) is looked at there too,
        // where they reach their last keys.
        let furthest = skin.part(edge).motion.maximumProgress
        if furthest > 1.35, !player.isAutomaticFooter, !skin.part(edge).motion.animations.isEmpty {
            player.finishResult = .success
            if let simulator = try? player.simulation(at: .pulling, progress: furthest) {
                stills.append(Still(state: .pulling, result: nil, simulator: simulator))
            }
        }
        return stills
    }

    /// The languages reviewed: every catalog's, then each language the skin writes strings for
    /// that is not a catalog's own tag (`de-DE`, negotiated as a de-DE user's request is), up to
    /// ``maximumSkinLanguages`` of them.
    private func languages(of skin: SkinDescriptor) -> [LocaleRequest] {
        catalogs.locales.map { LocaleRequest([$0]) }
            + skinLanguages(of: skin).prefix(Self.maximumSkinLanguages).map { LocaleRequest([$0.locale]) }
    }

    /// The languages `skin` writes strings for past the first ``maximumSkinLanguages`` (besides
    /// the catalogs'), which the review leaves out when it picks the languages itself; empty for
    /// almost every skin.
    public func unreviewedLanguages(of skin: SkinDescriptor) -> [String] {
        guard languages == nil else { return [] }
        return skinLanguages(of: skin).dropFirst(Self.maximumSkinLanguages).map(\.tag)
    }

    /// Each language the skin writes strings for that is not a catalog's own tag, in the order of
    /// its tags (the header's, then the footer's).
    private func skinLanguages(of skin: SkinDescriptor) -> [(tag: String, locale: LocaleIdentifier)] {
        var tags = Set(catalogs.locales.map(\.languageTag))
        var found: [(tag: String, locale: LocaleIdentifier)] = []
        for edge in RefreshEdge.allCases {
            for tag in skin.part(edge).strings.patterns.keys.sorted() where tags.insert(tag).inserted {
                guard let locale = try? LocaleIdentifier(tag) else { continue }
                found.append((tag, locale))
            }
        }
        return found
    }

    /// The contrast of an indicator's most visible part against the edge's background (made
    /// opaque over white in light mode, black in dark), or `nil` when nothing is drawn.
    ///
    /// An image counts its body pixels (`IndicatorContrast`): all of them for an arrow (its
    /// faintest part), the median for a picture of `<frames>` or `<lottie>` (`isPicture`), whose details are
    /// drawn against the picture itself (a white check on a coloured disc); shapes, their
    /// strongest colour (a faint track behind a bright arc is decoration); a spinner or a glyph,
    /// its colour.
    public static func contrast(
        of content: PresentedIndicator.Content,
        over background: RGBAColor,
        _ appearance: Appearance,
        isPicture: Bool = false
    ) -> Double? {
        let behind = IndicatorContrast.opaque(background, in: appearance)
        func ratio(_ color: RGBAColor) -> Double { ContrastCheck.ratio(color.composited(over: behind), behind) }
        switch content {
        case .image(let image, _):
            let measured = IndicatorContrast.measure(image, over: behind)
            return isPicture ? measured?.median : measured?.minimum
        case .shapes(let shapes): return shapes.map { ratio($0.color) }.max()
        case .activity(_, let color, _), .glyph(_, let color): return ratio(color)
        case .none: return nil
        }
    }
}
