import RefreshCore
import RefreshFoundation
import RefreshSkins
import RefreshSupport

/// The files of a new skin folder, started from a built-in skin: a descriptor that states every
/// element with the built-in's values and a comment on each, and the built-in's arrow images as
/// `arrow.png` and `arrow@2x.png`.
struct SkinScaffold {
    /// The new skin's id (its folder and descriptor are named after it).
    let id: String
    /// The built-in skin it starts from, resolved.
    let base: SkinDescriptor
    /// The 1x arrow's bytes and, if the built-in has one, the 2x arrow's.
    let arrow: (image: [UInt8], image2x: [UInt8]?)
    /// The built-in's animation files (`<frames>` images, `<lottie>` files), by their path relative
    /// to the descriptor.
    var animationFiles: [(name: String, bytes: [UInt8])] = []

    /// The file names in the folder, in the order they are written.
    static let descriptorExtension = ".xml"
    static let arrowName = "arrow.png"
    static let arrow2xName = "arrow@2x.png"

    /// The files by name: the descriptor and the arrow images.
    var files: [(name: String, bytes: [UInt8])] {
        var files = [(id + Self.descriptorExtension, Array(descriptor.utf8)), (Self.arrowName, arrow.image)]
        if let image2x = arrow.image2x { files.append((Self.arrow2xName, image2x)) }
        return files + animationFiles
    }

    /// A name for people made from the id: `my-sunset` gives "My Sunset".
    var displayName: String {
        id.split { $0 == "-" || $0 == "_" || $0 == "." }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }

    /// The width and height a PNG's header states, if the bytes start like a PNG.
    static func pixelSize(ofPNG bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else { return nil }
        func number(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return (number(at: 16), number(at: 20))
    }

    /// "30 x 55 pixels", or "" when the size cannot be read.
    static func sizeText(_ bytes: [UInt8]?) -> String {
        guard let bytes, let size = pixelSize(ofPNG: bytes) else { return "" }
        return "\(size.width) x \(size.height) pixels"
    }

    /// The descriptor: the built-in's values, every element with a comment saying what it does.
    var descriptor: String {
        let size1x = Self.sizeText(arrow.image)
        let size2x = Self.sizeText(arrow.image2x)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            // A comment may not hold two hyphens in a row, so the commands are not quoted here.
            "<!-- \(Self.comment(displayName)): a RefreshKit skin, started from the built-in '\(base.id)' skin.",
            "     Every element is described in RefreshKit's guide, Docs/SkinFormat.md. -->",
            "",
            "<!-- id: what users type (lowercase letters, digits, '.', '_', '-'; at most 64).",
            "     name: the name shown to people. format: always 1.",
            "     Add extends=\"blue\" (any skin's id) to start from that skin and write only what differs. -->",
            #"<skin id="\#(id)" name="\#(Self.escaped(displayName))" format="1">"#,
            "  <!-- One line about the skin, for lists of skins. -->",
            "  <description>\(Self.escaped(displayName)), started from \(Self.escaped(base.name)).</description>",
            "",
        ]
        lines += part(base.header, size1x: size1x, size2x: size2x)
        lines.append("")
        // The header's comments say what each element does; the footer's would say it again.
        var inComment = false
        for line in part(base.footer, size1x: size1x, size2x: size2x) {
            if line.hasPrefix("    <!--") { inComment = true }
            if !inComment { lines.append(line) }
            if inComment && line.hasSuffix("-->") { inComment = false }
        }
        lines.append("</skin>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `<header>` or `<footer>`, with comments.
    private func part(_ part: SkinPart, size1x: String, size2x: String) -> [String] {
        let isHeader = part.edge == .header
        let tag = part.edge.rawValue
        var lines: [String] = []
        if isHeader {
            lines += [
                "  <!-- The pull-to-refresh header. style: arrow (an arrow that flips when the control is armed,",
                "       then a spinner while loading), spinner (only a spinner) or text (text only). -->",
                #"  <header style="\#(part.style.rawValue)">"#,
            ]
        } else {
            var mode = #"mode="manual""#
            if case .automatic(let maxTriggers) = part.footerMode {
                mode = #"mode="automatic" maxTriggers="\#(maxTriggers)""#
            }
            lines += [
                "  <!-- The load-more footer: the same elements as the header (see the comments there),",
                "       but lastUpdated.",
                "       mode: manual (pull up and release to load more) or automatic (loads by itself near the",
                "       end, at most maxTriggers times in a row while the content does not grow). -->",
                #"  <footer style="\#(part.style.rawValue)" \#(mode)>"#,
            ]
        }
        let colors = part.colors
        lines += [
            "    <!-- Colours as CSS writes them: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(87, 108, 137),",
            "         rgba(0, 0, 0, 0.5), a CSS colour name such as green, or transparent. light is",
            "         required; dark is used in dark mode. A fully transparent text shadow means none;",
            "         arrowTint (optional; light, dark or both) recolours the arrow. Keep text on its",
            "         background at a WCAG AA contrast of 4.5:1 (lint warns below it). -->",
            "    <colors>",
            "      " + Self.color("background", colors.background),
            "      " + Self.color("text", colors.text),
            "      "
                + Self.color(
                    "textShadow",
                    colors.textShadow,
                    extra: #" offsetX="\#(NumberText.shortest(colors.textShadowOffsetX))""#
                        + #" offsetY="\#(NumberText.shortest(colors.textShadowOffsetY))""#
                ),
        ]
        if let tint = colors.arrowTint { lines.append("      " + Self.tint(tint)) }
        lines += ["      " + Self.color("spinner", colors.spinner), "    </colors>"]
        lines += [
            "    <!-- The arrow, drawn pointing down, relative to this file: \(Self.arrowName) is the 1x image"
                + (size1x.isEmpty ? "" : " (\(size1x))") + ",",
            "         \(Self.arrow2xName) beside it the 2x one" + (size2x.isEmpty ? "" : " (\(size2x))")
                + ". Images must be in this skin's folder",
            "         (or a folder inside it). Used by style=\"arrow\". -->",
            #"    <arrow image="\#(Self.arrowName)"/>"#,
        ]
        lines += Self.framesLines(part)
        lines += Self.lottieLines(part)
        let metrics = part.metrics
        var values = [
            ("triggerDistance", metrics.triggerDistance), ("loadingInset", metrics.loadingInset),
            ("flipDuration", metrics.flipDuration), ("openDuration", metrics.openDuration),
            ("closeDuration", metrics.closeDuration), ("minimumLoadingTime", metrics.minimumLoadingTime),
            ("resultHoldTime", metrics.resultHoldTime),
        ].map { "\($0.0)=\"\(NumberText.shortest($0.1))\"" }
        if metrics.haptics { values.append(#"haptics="on""#) }
        if metrics.trigger == .reach { values.append(#"trigger="reach""#) }
        if metrics.dragRate != 1 { values.append(#"dragRate="\#(NumberText.shortest(metrics.dragRate))""#) }
        if let pull = metrics.maximumPull { values.append(#"maximumPull="\#(NumberText.shortest(pull))""#) }
        if part.motion.maximumProgress != 1 {
            values.append(#"maximumProgress="\#(NumberText.shortest(part.motion.maximumProgress))""#)
        }
        if isHeader, let stale = metrics.staleAfter {
            values.append(#"staleAfter="\#(NumberText.shortest(stale))""#)
        }
        if isHeader, let second = metrics.secondLevelDistance {
            values.append(#"secondLevelDistance="\#(NumberText.shortest(second))""#)
        }
        if !isHeader && metrics.keepsNoMoreDataInView { values.append(#"noMoreData="stay""#) }
        lines += [
            "    <!-- Distances in points, durations in seconds: pull triggerDistance to arm it, keep",
            "         loadingInset open while loading, flip the arrow in flipDuration, open and close the",
            "         control, show \"Loading\" at least minimumLoadingTime and the result resultHoldTime.",
            "         Also: haptics=\"on\", trigger=\"reach\", dragRate, maximumPull"
                + (isHeader ? ", staleAfter, secondLevelDistance." : ".") + " -->",
            "    <metrics " + values.prefix(3).joined(separator: " "),
            "             " + values.dropFirst(3).joined(separator: " ") + "/>",
        ]
        if isHeader {
            let skeleton = part.lastUpdated.skeleton.map { #" skeleton="\#(Self.escaped($0))""# } ?? ""
            lines += [
                "    <!-- The \"last updated\" line: relative (\"5 minutes ago\"), calendar (\"Yesterday at 14:05\")",
                "         or absolute; skeleton is an ICU date skeleton for calendar and absolute; storeKey",
                "         (default refreshkit.\(Self.comment(id))) is the key the date is saved under. -->",
                #"    <lastUpdated style="\#(part.lastUpdated.style.rawValue)"\#(skeleton)/>"#,
            ]
        }
        lines += [
            "    <!-- Fonts of the status line and the detail line, for hosts that draw text with fonts",
            "         (a terminal does not): size in points; weight ultraLight, thin, light, regular,",
            "         medium, semibold, bold, heavy or black. -->",
            "    <fonts>",
            "      " + Self.font("status", part.statusFont),
            "      " + Self.font("detail", part.detailFont),
            "    </fonts>",
            "    <!-- auto follows the language (right to left for Arabic, Hebrew, ...); or ltr, rtl. -->",
            #"    <layout direction="\#(part.layoutDirection.rawValue)"/>"#,
        ]
        lines += motion(part)
        lines += strings(part)
        lines.append("  </\(tag)>")
        return lines
    }

    /// The part's `<strings>`: the built-in's own wording, or one example for the header.
    private func strings(_ part: SkinPart) -> [String] {
        var patterns = part.strings.patterns.filter { !$0.value.isEmpty }
        if patterns.isEmpty {
            guard part.edge == .header else { return [] }
            patterns = ["en": [.headerPull: "↓ Pull down to refresh"]]
        }
        var lines = [
            "    <!-- Your own wording, by language (a BCP 47 tag such as de, pt-BR or zh-Hant); every key",
            "         or language you leave out comes from RefreshKit's translations. Values are ICU",
            "         MessageFormat patterns: {count, plural, one {# item} other {# items}}. -->",
        ]
        for locale in patterns.keys.sorted() {
            lines.append(#"    <strings locale="\#(Self.escaped(locale))">"#)
            for (key, pattern) in (patterns[locale] ?? [:]).sorted(by: { $0.key < $1.key }) {
                lines.append(#"      <string key="\#(key.rawValue)">\#(Self.escaped(pattern))</string>"#)
            }
            lines.append("    </strings>")
        }
        return lines
    }

    private static func color(_ name: String, _ color: SkinColor, extra: String = "") -> String {
        #"<\#(name) light="\#(color.light.hexString)" dark="\#(color.dark.hexString)"\#(extra)/>"#
    }

    /// `<arrowTint>` with the appearances the tint has.
    private static func tint(_ tint: SkinTint) -> String {
        let light = tint.light.map { #" light="\#($0.hexString)""# } ?? ""
        let dark = tint.dark.map { #" dark="\#($0.hexString)""# } ?? ""
        return "<arrowTint\(light)\(dark)/>"
    }

    private static func font(_ name: String, _ font: SkinFont) -> String {
        #"<\#(name) size="\#(NumberText.shortest(font.size))" weight="\#(font.weight.rawValue)"/>"#
    }

    /// Text for an attribute or element: `&`, `<`, `>` and `"` written as entities.
    static func escaped(_ text: String) -> String { XMLEscaping.escaped(text) }

    /// Text for inside a comment, which may not hold `--`.
    static func comment(_ text: String) -> String {
        var result = text
        while result.contains("--") { result = result.replacing("--", with: "-") }
        return result
    }
}
