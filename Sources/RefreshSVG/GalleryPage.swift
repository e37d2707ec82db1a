import RefreshCore
import RefreshPresentation
import RefreshStyle

/// A page a theme author shares: every skin in every state, appearance and language as SVG
/// pictures, with an animated cycle per skin, and an `index.html` that shows them. The page uses
/// relative links only and nothing from the network, so it works opened from the file system.
///
/// Its layout is fixed in pixels, so a picture's place on the page is known: the page's heading
/// is ``headingHeight`` high and each skin's section ``sectionHeight`` below it, in the order
/// given (the `<body>` carries both as `data-section-top` and `data-section-height`).
public struct GalleryPage: Sendable {
    /// One skin's pictures.
    public struct Skin: Sendable {
        /// The skin's id (the folder of its pictures).
        public var id: String
        /// The skin's name to show.
        public var name: String
        /// Its still pictures.
        public var stills: [Still]
        /// Its whole cycle, animated.
        public var cycle: SVGAnimation
        /// Lint's warnings about what none of its stills shows (the footer, a failed load).
        public var warnings: [String]

        /// Creates a skin's entry.
        public init(id: String, name: String, stills: [Still], cycle: SVGAnimation, warnings: [String] = []) {
            self.id = id
            self.name = name
            self.stills = stills
            self.cycle = cycle
            self.warnings = warnings
        }
    }

    /// One still picture: a state, in an appearance and a language.
    public struct Still: Sendable {
        /// `idle`, `pulling`, `loading` or `finished`.
        public var state: RefreshState
        /// Light or dark.
        public var appearance: Appearance
        /// The language's tag (`en`, `ar`, `ja`).
        public var locale: String
        /// The frame, or `nil` when the skin cannot show the state (a trigger no pull reaches):
        /// the page then says why, from ``warnings``.
        public var frame: PresentedFrame?
        /// Lint's warnings about what the still shows, in lint's words.
        public var warnings: [String]

        /// Creates a still.
        public init(
            state: RefreshState,
            appearance: Appearance,
            locale: String,
            frame: PresentedFrame?,
            warnings: [String] = []
        ) {
            self.state = state
            self.appearance = appearance
            self.locale = locale
            self.frame = frame
            self.warnings = warnings
        }

        /// The picture's file name in its skin's folder: `pulling-dark-ar.svg`.
        public var fileName: String { Self.fileName(state: state, appearance: appearance, locale: locale) }

        /// The file name of the still of a state, appearance and language.
        public static func fileName(state: RefreshState, appearance: Appearance, locale: String) -> String {
            "\(state.rawValue)-\(appearance.rawValue)-\(locale).svg"
        }
    }

    /// A file of the gallery: its path relative to the gallery's folder, and its text.
    public struct File: Sendable, Hashable {
        /// The path, `/`-separated, relative to the gallery's folder.
        public var path: String
        /// The contents.
        public var contents: String
    }

    /// The states a gallery shows, in order.
    public static let states: [RefreshState] = [.idle, .pulling, .loading, .finished]
    /// The languages shown unless others are asked for: left to right, right to left, and wide
    /// characters.
    public static let standardLocales = ["en", "ar", "ja"]
    /// The height of the page's heading in CSS pixels.
    public static let headingHeight = 96
    /// The height of one skin's section in CSS pixels: the pictures, a mark under each, and the
    /// list of lint's warnings (scrolled when long).
    public static let sectionHeight = 816
    /// The size of a still picture on the page in CSS pixels: half the picture's.
    public static let stillSize = (width: cycleSize.width / 2, height: cycleSize.height / 2)
    /// The size of the animated cycle on the page in CSS pixels: the picture's own, the phone's
    /// width by the view's height.
    public static let cycleSize = (width: Int(EdgeLayout.phoneWidth), height: Int(EdgeLayout.viewportHeight))

    /// The skins, in the order the page shows them.
    public var skins: [Skin]
    /// The skins that failed to load, shown after the others with their errors.
    public var failures: [Failure] = []

    /// A skin that failed to load: no pictures, its errors.
    public struct Failure: Sendable, Hashable {
        /// The skin's id.
        public var id: String
        /// The file it was read from.
        public var file: String
        /// Its errors, as lint prints them.
        public var errors: [String]

        /// Creates a failed skin.
        public init(id: String, file: String, errors: [String]) {
            self.id = id
            self.file = file
            self.errors = errors
        }
    }
    /// The page's title.
    public var title: String
    /// The languages of the stills, in the order of the page's columns.
    public var locales: [String]
    /// The appearances of the stills, in order: each shows every language.
    public var appearances: [Appearance]

    /// Creates a gallery.
    public init(
        skins: [Skin],
        title: String = "RefreshKit skins",
        locales: [String] = GalleryPage.standardLocales,
        appearances: [Appearance] = Appearance.allCases
    ) {
        self.skins = skins
        self.title = title
        self.locales = locales
        self.appearances = appearances
    }

    /// Every file: each skin's pictures (`ID/STATE-APPEARANCE-LOCALE.svg`, `ID/cycle.svg` and,
    /// when its reduced motion differs, `ID/cycle-reduced.svg`), then `index.html`. A cycle
    /// that would pass ``SVGAnimation/maximumBytes`` is its first frame, still, instead.
    public func files() -> [File] {
        var files: [File] = []
        for (skin, folder) in zip(skins, folders) {
            for still in skin.stills {
                guard let frame = still.frame else { continue }
                files.append(File(path: "\(folder)/\(still.fileName)", contents: SVGSnapshot(frame).document()))
            }
            files.append(File(path: "\(folder)/\(Self.cycleName)", contents: Self.bounded(skin.cycle)))
            if let reduced = skin.cycle.reduced {
                let still = SVGAnimation(reduced, fps: skin.cycle.fps, width: skin.cycle.width)
                files.append(File(path: "\(folder)/\(Self.reducedCycleName)", contents: Self.bounded(still)))
            }
        }
        files.append(File(path: Self.pageName, contents: html()))
        return files
    }

    /// The animation's document, or its first frame when the whole would be too large.
    static func bounded(_ animation: SVGAnimation) -> String {
        do {
            return try animation.document()
        } catch {
            guard let first = animation.frames.first else { return "" }
            return SVGSnapshot(first, width: animation.width).document()
        }
    }

    /// The page's file name in the gallery's folder.
    public static let pageName = "index.html"
    /// The animated cycle's file name in a skin's folder: with both motions, the viewer's
    /// `prefers-reduced-motion` choosing.
    public static let cycleName = "cycle.svg"
    /// The file name of the cycle with reduced motion only, which the page's "Reduced motion"
    /// switch shows (written when the skin's reduced motion differs from its full motion).
    public static let reducedCycleName = "cycle-reduced.svg"

    /// Each skin's folder, in order: its id as a folder name, made unique (`-2`, `-3`, …) when
    /// two ids give the same name, or the name of the page (`index.html`), ignoring case.
    public var folders: [String] {
        var taken: Set<String> = [Self.pageName]
        return skins.map { skin in
            let base = Self.folderName(skin.id)
            var name = base
            var number = 2
            while taken.contains(name.lowercased()) {
                name = "\(base)-\(number)"
                number += 1
            }
            taken.insert(name.lowercased())
            return name
        }
    }

    /// A skin id as a folder name: letters, digits, `-`, `_` and `.` kept, anything else `_`
    /// (ids come from skin files), never `.` or `..`.
    public static func folderName(_ id: String) -> String {
        let kept = String(
            id.unicodeScalars.map { scalar -> Character in
                let ok =
                    scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || scalar == "-" || scalar == "_" || scalar == ".")
                return ok ? Character(scalar) : "_"
            }
        )
        return kept.isEmpty || kept.allSatisfy({ $0 == "." }) ? "skin_" + kept.replacing(".", with: "_") : kept
    }

    /// The page.
    func html() -> String {
        let escape = SVGDocument.escape
        let still = Self.stillSize
        let cycle = Self.cycleSize
        let columns = appearances.flatMap { appearance in locales.map { (appearance, $0) } }
        let languages = locales.joined(separator: ", ")
        let shades = appearances.map(\.rawValue).joined(separator: " and ")
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>
              body { margin: 0; font-family: Helvetica, Arial, sans-serif; background: #f4f5f7; color: #222; }
              header.page { height: \(Self.headingHeight)px; box-sizing: border-box; padding: 16px 24px; overflow: hidden; }
              header.page h1 { margin: 0 0 6px; font-size: 26px; line-height: 32px; }
              header.page p { margin: 0; font-size: 14px; line-height: 20px; color: #555; }
              section.skin { height: \(Self.sectionHeight)px; box-sizing: border-box; padding: 8px 24px;
                overflow-x: auto; overflow-y: hidden; border-top: 1px solid #d8dbe0; }
              section.skin h2 { margin: 0 0 8px; height: 30px; font-size: 20px; line-height: 30px; white-space: nowrap;
                overflow: hidden; }
              section.skin h2 code { font-size: 14px; color: #666; }
              .pictures { display: flex; gap: 24px; align-items: flex-start; }
              figure { margin: 0; }
              figcaption { font-size: 12px; line-height: 16px; color: #555; }
              img { display: block; border: 1px solid #c8ccd2; background: #fff; }
              td a { display: block; }
              td a:hover img, td a:focus img { border-color: #1a5fb4; }
              table { border-collapse: separate; border-spacing: 6px 4px; }
              th { font-size: 12px; font-weight: normal; color: #555; text-align: left; line-height: 14px; }
              td .mark { display: block; height: 16px; font-size: 12px; line-height: 16px; white-space: nowrap;
                overflow: hidden; color: #2e7d32; }
              td.flagged img { border-color: #c25400; outline: 2px solid #c25400; }
              td.flagged .mark { color: #a14600; }
              .missing { box-sizing: border-box; width: \(still.width)px; height: \(still.height)px; padding: 8px;
                border: 1px dashed #c25400; font-size: 12px; line-height: 16px; color: #a14600; background: #fff; }
              .report { height: 112px; margin-top: 8px; overflow-y: auto; font-size: 13px; line-height: 18px; }
              .report p { margin: 0 0 4px; color: #555; }
              .report ol { margin: 0; padding-left: 28px; }
              .report li.elsewhere::marker { color: #888; }
              #reduce-motion { position: absolute; top: 18px; right: 132px; margin: 4px; }
              label.motion { position: absolute; top: 16px; right: 24px; font-size: 14px; line-height: 24px; }
              img.cycle-reduced { display: none; }
              #reduce-motion:checked ~ section.skin img.cycle-full.has-reduced { display: none; }
              #reduce-motion:checked ~ section.skin img.cycle-reduced { display: block; }
            </style>
            </head>
            <body data-section-top="\(Self.headingHeight)" data-section-height="\(Self.sectionHeight)">
            <input type="checkbox" id="reduce-motion">
            <label class="motion" for="reduce-motion">Reduced motion</label>
            <header class="page">
            <h1>\(escape(title))</h1>
            <p>\(failures.isEmpty ? "" : "\(failures.count) skin\(failures.count == 1 ? "" : "s") failed to load (at the end, with \(failures.count == 1 ? "its" : "their") errors). ")\(skins.count) skin\(skins.count == 1 ? "" : "s") in every state, in \(escape(shades)), in \(escape(languages)); each with its whole cycle animated (as your system's reduced-motion setting asks, or the switch). A picture lint warns about is outlined, with the numbers of its warnings under it.</p>
            </header>

            """
        for (skin, folderName) in zip(skins, folders) {
            let folder = escape(folderName)
            // Each distinct warning is numbered once, in the order the tiles show them, then those
            // no tile shows.
            var numbers: [String: Int] = [:]
            var listed: [(text: String, isElsewhere: Bool)] = []
            func number(_ warning: String, elsewhere: Bool = false) -> Int {
                if let known = numbers[warning] { return known }
                listed.append((warning, elsewhere))
                numbers[warning] = listed.count
                return listed.count
            }
            page += "<section class=\"skin\" id=\"skin-\(folder)\">\n"
            page += "<h2>\(escape(skin.name)) <code>\(escape(skin.id))</code></h2>\n<div class=\"pictures\">\n"
            let alt = "\(escape(skin.name)): the whole cycle, animated"
            let size = "width=\"\(cycle.width)\" height=\"\(cycle.height)\""
            let hasReduced = skin.cycle.reduced != nil
            page += "<figure><img class=\"cycle-full\(hasReduced ? " has-reduced" : "")\" "
            page += "src=\"\(folder)/\(Self.cycleName)\" \(size) alt=\"\(alt)\">"
            if hasReduced {
                page += "<img class=\"cycle-reduced\" src=\"\(folder)/\(Self.reducedCycleName)\" \(size) "
                page += "alt=\"\(alt), with reduced motion\">"
            }
            page += "<figcaption>The whole cycle</figcaption></figure>\n"
            page += "<table>\n<tr><th></th>"
            for (appearance, locale) in columns { page += "<th>\(appearance.rawValue), \(escape(locale))</th>" }
            page += "</tr>\n"
            for state in Self.states {
                page += "<tr><th>\(state.rawValue)</th>"
                for (appearance, locale) in columns {
                    let shown = skin.stills.first {
                        $0.state == state && $0.appearance == appearance && $0.locale == locale
                    }
                    let warnings = shown?.warnings ?? []
                    let marks = warnings.map { number($0) }
                    let alt = "\(escape(skin.name)), \(state.rawValue), \(appearance.rawValue), \(escape(locale))"
                    page += marks.isEmpty ? "<td>" : "<td class=\"flagged\">"
                    if let shown, shown.frame != nil {
                        // A thumbnail's text is small: a click opens the picture itself, full size.
                        let source = "\(folder)/\(escape(shown.fileName))"
                        page += "<a href=\"\(source)\" title=\"Open the full picture\"><img src=\"\(source)\" "
                        page +=
                            "width=\"\(still.width)\" height=\"\(still.height)\" alt=\"\(alt)\" loading=\"eager\"></a>"
                    } else {
                        page += "<div class=\"missing\">This skin cannot show \(state.rawValue).</div>"
                    }
                    let mark =
                        marks.isEmpty
                        ? "✓ no warnings"
                        : "⚠ " + marks.map { "<a href=\"#\(folder)-warning-\($0)\">\($0)</a>" }.joined(separator: " ")
                    page += "<span class=\"mark\">\(mark)</span></td>"
                }
                page += "</tr>\n"
            }
            page += "</table>\n</div>\n"
            for warning in skin.warnings { _ = number(warning, elsewhere: true) }
            page += "<div class=\"report\">\n"
            if listed.isEmpty {
                page += "<p>Lint warns about nothing in these pictures, nor in the footer or after a failed load, "
                page += "in \(escape(languages)).</p>\n"
            } else {
                let inTiles = listed.filter { !$0.isElsewhere }.count
                let elsewhere = listed.count - inTiles
                page += "<p>Lint's warnings: \(inTiles) about the pictures above"
                page += elsewhere > 0 ? ", \(elsewhere) about what they do not show (marked ◦).</p>\n" : ".</p>\n"
                page += "<ol>\n"
                for (index, warning) in listed.enumerated() {
                    let kind = warning.isElsewhere ? " class=\"elsewhere\"" : ""
                    page += "<li id=\"\(folder)-warning-\(index + 1)\"\(kind)>"
                    page += (warning.isElsewhere ? "◦ " : "") + escape(warning.text) + "</li>\n"
                }
                page += "</ol>\n"
            }
            page += "</div>\n</section>\n"
        }
        for failure in failures {
            page += "<section class=\"skin failed\" id=\"failed-\(escape(Self.folderName(failure.id)))\">\n"
            page += "<h2>\(escape(failure.id)) <code>\(escape(failure.file))</code></h2>\n"
            page +=
                "<div class=\"report\">\n<p>This skin failed to load, so it has no pictures; its errors:</p>\n<ol>\n"
            for error in failure.errors { page += "<li>\(escape(error))</li>\n" }
            page += "</ol>\n</div>\n</section>\n"
        }
        return page + "</body>\n</html>\n"
    }
}
