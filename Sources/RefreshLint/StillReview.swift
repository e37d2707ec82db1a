import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshPresentation
import RefreshSkins
import RefreshStyle
import RefreshXML

/// Lint's picture warnings placed on the stills that show them, for a page of pictures (the
/// gallery) that is also the visual report: each still carries the warnings about what it shows,
/// worded as `refreshpreview lint` words them, and what no listed still shows (the footer, a
/// failed load, when only the header's stills are listed) is kept apart.
///
/// The review is ``VisualReview``'s, in the languages and appearances asked for, reporting every
/// still that shows a fault (lint reports each fault once), and lint's other warnings about the
/// skin (``SkinReview``'s: text contrast, shadows, the arrow image), each on the stills of the
/// appearances and states that show it, so that a still without warnings is one lint passes.
public struct StillReview: Sendable {
    /// One still picture: an edge in a state, after a result when `finished`, in an appearance
    /// and a language.
    public struct Still: Sendable, Hashable {
        /// The edge.
        public var edge: RefreshEdge
        /// The state.
        public var state: RefreshState
        /// How the load ended, for `finished`; `nil` otherwise.
        public var result: RefreshResult?
        /// Light or dark.
        public var appearance: Appearance
        /// The language, as the request's first tag (`de-AT`).
        public var locale: String

        /// Creates a still's description.
        public init(
            edge: RefreshEdge,
            state: RefreshState,
            result: RefreshResult? = nil,
            appearance: Appearance,
            locale: String
        ) {
            self.edge = edge
            self.state = state
            self.result = state == .finished ? result ?? .success : nil
            self.appearance = appearance
            self.locale = locale
        }
    }

    /// The warnings of each listed still that shows a fault.
    public private(set) var warnings: [Still: [SkinDiagnostic]] = [:]
    /// The warnings about what no listed still shows, each once.
    public private(set) var elsewhere: [SkinDiagnostic] = []

    /// Reviews `skin` in `languages` (each a request: `ar`, `de-AT`) and `appearances`, and places
    /// each warning on the `shown` stills that show it.
    ///
    /// - Parameters:
    ///   - skin: the skin, resolved.
    ///   - shown: the stills a page shows.
    ///   - languages: the languages of the review.
    ///   - appearances: the appearances of the review.
    ///   - measurer: measures texts as the page's pictures are drawn.
    ///   - catalogs: the catalogs the texts come from.
    ///   - wallClock: the moment the pictures show (the header was last updated five minutes
    ///     before), so the texts reviewed are the texts drawn.
    ///   - viewportHeight: the scroll view's height in points, which bounds the longest pull.
    public init(
        skin: SkinDescriptor,
        shown: [Still],
        languages: [LocaleRequest],
        appearances: [Appearance],
        measurer: any TextMeasurer,
        catalogs: CatalogSet,
        wallClock: Date,
        viewportHeight: Double
    ) {
        var review = VisualReview(measurer: measurer, catalogs: catalogs)
        review.appearances = appearances
        review.reportsEveryStill = true
        review.wallClock = wallClock
        review.viewportHeight = viewportHeight
        let shownSet = Set(shown)
        let wording = VisualWording(skin: skin, root: nil)
        var byStill: [Still: [VisualReview.Finding]] = [:]
        var unshown: [VisualReview.Finding] = []
        for request in languages {
            let locale = request.preferences.first?.languageTag ?? ""
            // One language a run, so every finding of the run is this language's.
            review.languages = [request]
            for finding in review.findings(for: skin) {
                // A finding of no one appearance (a trigger no pull reaches) is seen in both; a
                // trigger no pull reaches keeps every state a pull leads to from being shown.
                let seenIn = finding.appearance.map { [$0] } ?? appearances
                let states =
                    finding.kind == .triggerUnreachable
                    ? RefreshState.allCases.filter { $0 != .idle } : [finding.state]
                let stills = seenIn.flatMap { appearance in
                    states.map {
                        Still(
                            edge: finding.edge,
                            state: $0,
                            result: finding.result,
                            appearance: appearance,
                            locale: locale
                        )
                    }
                }
                let placed = stills.filter(shownSet.contains)
                for still in placed { byStill[still, default: []].append(finding) }
                if placed.isEmpty { unshown.append(finding) }
            }
        }
        for (still, findings) in byStill { warnings[still] = wording.diagnostics(for: findings) }
        var seen = Set<String>()
        elsewhere = wording.diagnostics(for: unshown).filter { seen.insert($0.message).inserted }
        // Lint's other warnings (text contrast, shadows, the arrow image, languages), from the
        // function lint words them with: a still marked without warnings is one lint passes.
        for placed in SkinReview.placedWarnings(for: skin, root: Self.descriptorRoot(of: skin), catalogs: catalogs) {
            let stills =
                placed.isPictured
                ? shown.filter { still in
                    still.edge == placed.edge && placed.appearances.contains(still.appearance)
                        && (placed.states?.contains(still.state) ?? true)
                } : []
            for still in stills { warnings[still, default: []].append(placed.diagnostic) }
            if stills.isEmpty, seen.insert(placed.diagnostic.message).inserted { elsewhere.append(placed.diagnostic) }
        }
    }

    /// The root element of `skin`'s descriptor, read as lint reads it, when it is a file on
    /// disk; `nil` otherwise (the review then checks both edges, as lint does without it).
    static func descriptorRoot(of skin: SkinDescriptor) -> XMLTreeElement? {
        switch skin.source {
        case .file(let path), .searchPath(let path):
            return FileManager.default.contents(atPath: path).flatMap {
                XMLSecureParser.parse(Array($0), path: path, kind: .skin).root
            }
        case .builtIn(let path):
            let name = path.hasPrefix("builtin:") ? String(path.dropFirst("builtin:".count)) : path
            guard let files = try? BuiltInSkins.files, let bytes = try? files.read(name, limit: 1 << 20) else {
                return nil
            }
            return XMLSecureParser.parse(bytes, path: path, kind: .skin).root
        case .package: return nil
        }
    }
}
