import RefreshCore
import RefreshLocalization
import RefreshStyle

/// Where an edge's indicator and texts go once the texts are measured: the one layout every host
/// draws (the SVG in points, the terminal in cells) and lint checks.
///
/// The rules, for each text (status, then detail):
/// 1. Centred across the whole edge, as EGORefreshTableHeaderView draws it, when it clears the
///    indicator there (a line beside the indicator keeps the indicator's side and the same room
///    on the other side free, so it stays centred).
/// 2. Else centred in the room beside the indicator (after it in the reading direction).
/// 3. Else shrunk, down to the skin's minimum scale, to fit that room; but a text alone on its
///    edge (a footer's) is broken in two as in 4 at its full size first, when that holds it whole,
///    so that a footer keeps one size in every language.
/// 4. Else, where the skin allows two lines (`<fonts maximumLines>`) and the edge has room for
///    one more line (an edge shows at most three, and only while their letters stay within the 60
///    points it opens to while loading, ``EdgeLayout/loadingBand(_:)``), broken in two where the language allows (ICU's line breaking), the two halves as even as
///    can be, at one size (shrunk as in 3 if need be); the edge's lines are then stacked
///    ``lineAdvance(from:to:)`` apart, centred where its one-line texts were. (A text of more than 256 characters
///    too wide for two lines even shrunk is broken after the longest beginning that fits a line.)
/// 5. Else cut at the minimum scale with an ellipsis at the end of the text in its reading
///    order (the left for right-to-left text); a wrapped text's second line is cut so.
///
/// The lines are one block: when one goes beside the indicator (2 to 5) while another would be
/// centred across the edge (1), every line is placed beside the indicator, so that all are
/// centred on one axis.
///
/// A long text is measured only as far as the room can show it: laying out a text costs about
/// as much whether it has 300 characters or 250,000.
///
/// A floating edge (``PresentedEdge/floatingOffset``) has its indicator centred across the edge
/// and no texts. A disabled edge (``PresentedEdge/isEnabled`` `false`) has neither an indicator
/// nor texts: a host draws its band alone. A line whose height does not meet the indicator's uses
/// the whole width. No box leaves the edge's width, and no text box meets the indicator's box;
/// a wrapped text's lines stay within the edge's loading band, but one-line texts in fonts too
/// large for it stack past it (lint's `text-outside-edge`). Positions are from the edge's
/// left side (already mirrored for right-to-left) and, vertically, from the edge's anchor as in
/// ``EdgeLayout``.
public struct EdgeArrangement: Sendable, Hashable {
    /// The indicator's box (also the box of a finished icon), or `nil` when the edge shows none.
    public var indicator: EdgeLayout.Rect?
    /// The status text's lines: one, or two when it wraps.
    public var status: [TextPlacement]
    /// The detail (last-updated) text's lines: none when the edge has no detail line, else one or
    /// two.
    public var detail: [TextPlacement]

    /// Creates an arrangement.
    public init(indicator: EdgeLayout.Rect?, status: [TextPlacement], detail: [TextPlacement]) {
        self.indicator = indicator
        self.status = status
        self.detail = detail
    }

    /// Every line, status first.
    public var lines: [TextPlacement] { status + detail }

    /// One line of text, placed.
    public struct TextPlacement: Sendable, Hashable {
        /// The text as drawn, in logical order: the whole text (or line of a wrapped text), or its
        /// beginning and `…`.
        public var text: String
        /// The room the text is centred in.
        public var box: EdgeLayout.Rect
        /// The font as drawn: the skin's, scaled by ``scale``.
        public var font: FontSpec
        /// The share of the skin's font size drawn: 1, or down to the skin's minimum scale.
        public var scale: Double
        /// The drawn text's width, as measured.
        public var width: Double
        /// Whether the text was cut.
        public var isTruncated: Bool

        /// Creates a placement.
        public init(text: String, box: EdgeLayout.Rect, font: FontSpec, scale: Double, width: Double, isTruncated: Bool)
        {
            self.text = text
            self.box = box
            self.font = font
            self.scale = scale
            self.width = width
            self.isTruncated = isTruncated
        }

        /// The left end of the drawn text (it is centred in ``box``).
        public var textMinX: Double { box.x + (box.width - width) / 2 }
        /// The right end of the drawn text.
        public var textMaxX: Double { textMinX + width }
    }

    /// The room kept between a text and the edge's sides, in points.
    public static let margin = 8.0
    /// The room kept between a text and the indicator, in points.
    public static let gap = 6.0
    /// The distance between the tops of two lines, in points (EGO's status and detail lines),
    /// when their fonts are small enough for it (see ``lineAdvance(from:to:)``).
    public static let lineAdvance = 18.0
    /// The ascent and descent of the hosts' font, Noto Sans, in ems: how far its letters reach
    /// above and below the baseline.
    public static let fontAscent = 1.069
    /// See ``fontAscent``.
    public static let fontDescent = 0.293
    /// The height of Noto Sans's capitals above the baseline, in ems: the top of most letters'
    /// bodies (the ascent keeps room above it for accents and marks).
    public static let fontCapHeight = 0.714

    /// The distance between the tops of a line in `upper` and the line below it in `lower`: EGO's
    /// ``lineAdvance``, or, for larger fonts, the upper line's descent and the lower line's
    /// ascent, so that the letters of the two never meet (each line's baseline is at the same
    /// depth in its box).
    public static func lineAdvance(from upper: FontSpec, to lower: FontSpec) -> Double {
        let needed = fontDescent * upper.size + fontAscent * lower.size
        return needed.isFinite ? max(lineAdvance, needed) : lineAdvance
    }
    /// The most lines an edge shows: the 60 points it opens to while loading hold three.
    public static let maximumEdgeLines = 3

    /// How far the letters of a line in `font` on `line` reach up and down, in points from the
    /// edge's anchor: hosts draw the baseline three quarters down the line's box, and the letters
    /// reach from it by the font's ascent and descent.
    public static func ink(of line: EdgeLayout.Line, font: FontSpec) -> (top: Double, bottom: Double) {
        let baseline = line.y + line.height * 0.75
        return (baseline - fontAscent * font.size, baseline + fontDescent * font.size)
    }

    /// Arranges `edge` across `width` with texts measured by `measurer`.
    ///
    /// - Parameters:
    ///   - edge: the presented edge: its texts, fonts, indicator, direction and nominal layout.
    ///   - width: the edge's width in the measurer's unit.
    ///   - measurer: measures the texts as the host draws them.
    ///   - unit: the measurer's units per point (1 for points; columns per point for a terminal),
    ///     which scales the nominal layout, the margin and the gap.
    ///   - minimumScale: how far a text may shrink (the skin's; 1 for a host that cannot shrink
    ///     text, such as a terminal).
    ///   - maximumLines: how many lines a text may wrap to (the skin's; 1 for a host with no room
    ///     for another line).
    public init(
        _ edge: PresentedEdge,
        width: Double,
        measurer: some TextMeasurer,
        unit: Double = 1,
        minimumScale: Double? = nil,
        maximumLines: Int? = nil
    ) {
        guard edge.isEnabled else {
            self.init(indicator: nil, status: [], detail: [])
            return
        }
        let layout = edge.layout
        let nominal = layout.indicator
        let indicatorWidth = nominal.width * unit
        let leadingX = nominal.x * unit
        // A floating edge's indicator is centred across the edge, and it draws no labels.
        let x =
            edge.floatingOffset != nil
            ? (width - indicatorWidth) / 2 : edge.rightToLeft ? width - leadingX - indicatorWidth : leadingX
        let indicator: EdgeLayout.Rect? =
            edge.indicator.content == .none
            ? nil : EdgeLayout.Rect(x: x, y: nominal.y, width: indicatorWidth, height: nominal.height)
        guard edge.floatingOffset == nil else {
            self.init(indicator: indicator, status: [], detail: [])
            return
        }
        let scaleFloor = min(max(minimumScale ?? edge.minimumTextScale, 0.1), 1)
        let room = Room(
            width: width,
            indicator: indicator,
            rightToLeft: edge.rightToLeft,
            margin: Self.margin * unit,
            gap: Self.gap * unit
        )
        var texts: [(text: String, font: FontSpec, line: EdgeLayout.Line)] =
            [(edge.status, edge.statusFont, layout.status)]
            + (edge.detail.flatMap { text in layout.detail.map { (text, edge.detailFont, $0) } }.map { [$0] } ?? [])
        // Lines whose fonts are too large for the nominal 18 points apart are stacked further,
        // centred where they were.
        if texts.count == 2, texts[1].line.y > texts[0].line.y,
            texts[1].line.y - texts[0].line.y < Self.lineAdvance(from: texts[0].font, to: texts[1].font)
        {
            let lines = Self.stacked(texts.map(\.line), fonts: texts.map(\.font))
            for index in texts.indices { texts[index].line = lines[index] }
        }
        let wraps = min(max(maximumLines ?? edge.maximumTextLines, 1), 2) > 1 && texts.count < Self.maximumEdgeLines
        let band = EdgeLayout.loadingBand(edge.edge)
        func arranged(besideOnly: Bool) -> [[TextPlacement]] {
            Self.arrange(
                texts,
                in: room,
                band: band,
                scales: scaleFloor...1,
                wraps: wraps,
                besideOnly: besideOnly,
                measurer
            )
        }
        var placed = arranged(besideOnly: false)
        // The lines are one block: when one must move off the indicator, the others move with it,
        // so that every line is centred on the same axis.
        let axes = placed.joined().filter { !$0.text.isEmpty }.map { $0.box.x + $0.box.width / 2 }
        if let least = axes.min(), let most = axes.max(), most - least > 0.5 {
            placed = arranged(besideOnly: true)
        }
        self.init(indicator: indicator, status: placed[0], detail: placed.count > 1 ? placed[1] : [])
    }

    /// Each text placed (rules 1 to 5), on its line or, for the first one cut where `wraps` and the
    /// lines' letters then stay within `band`, on two; with `besideOnly`, every text in the room
    /// beside the indicator (rule 2 on).
    private static func arrange(
        _ texts: [(text: String, font: FontSpec, line: EdgeLayout.Line)],
        in room: Room,
        band: (top: Double, bottom: Double),
        scales: ClosedRange<Double>,
        wraps: Bool,
        besideOnly: Bool,
        _ measurer: some TextMeasurer
    ) -> [[TextPlacement]] {
        var placed = texts.map {
            [room.place($0.text, font: $0.font, line: $0.line, scales: scales, besideOnly: besideOnly, measurer)]
        }
        // One text may take a second line where the edge has room for it: the first one cut, or a
        // text alone on its edge (a footer's) that had to shrink, which keeps its size on two
        // lines when they hold it whole.
        let cut = placed.firstIndex { $0[0].isTruncated }
        let shrunkAlone = texts.count == 1 && placed[0][0].scale < scales.upperBound ? 0 : nil
        guard wraps, let index = cut ?? shrunkAlone else { return placed }
        let lines = Self.stacked(texts.map(\.line), wrapping: index, fonts: texts.map(\.font))
        let fonts = texts.indices.flatMap { $0 == index ? [texts[$0].font, texts[$0].font] : [texts[$0].font] }
        let inks = zip(lines, fonts).map { ink(of: $0, font: $1) }
        guard let top = inks.first?.top, let bottom = inks.last?.bottom, top >= band.top, bottom <= band.bottom
        else { return placed }
        guard
            let wrapped = room.wrap(
                texts[index].text,
                font: texts[index].font,
                lines: (lines[index], lines[index + 1]),
                scales: cut == nil ? scales.upperBound...scales.upperBound : scales,
                besideOnly: besideOnly,
                measurer
            ),
            cut != nil || !wrapped.contains(where: \.isTruncated)
        else { return placed }
        placed[index] = wrapped
        // The other text keeps its size and room, on its new line (one lower after the wrapped
        // text).
        for text in texts.indices where text != index {
            let line = lines[text > index ? text + 1 : text]
            placed[text] = placed[text].map { placement in
                var moved = placement
                moved.box.y = line.y
                return moved
            }
        }
        return placed
    }

    /// The lines of an edge whose texts are in `fonts`, the text at `index` taking two when
    /// given: each ``lineAdvance(from:to:)`` below the one above, centred on the middle of the
    /// one-line texts' lines.
    static func stacked(_ lines: [EdgeLayout.Line], wrapping index: Int? = nil, fonts: [FontSpec]) -> [EdgeLayout.Line]
    {
        let top = lines.map(\.y).min() ?? 0
        let bottom = lines.map { $0.y + $0.height }.max() ?? 0
        let height = lines.first?.height ?? 0
        // The font of each line drawn: a wrapped text's on both of its lines.
        var drawn = fonts
        if let index, fonts.indices.contains(index) { drawn.insert(fonts[index], at: index + 1) }
        let advances = zip(drawn, drawn.dropFirst()).map { lineAdvance(from: $0, to: $1) }
        let start = (top + bottom) / 2 - (height + advances.reduce(0, +)) / 2
        var tops = [start]
        for advance in advances { tops.append((tops.last ?? start) + advance) }
        return tops.map { EdgeLayout.Line(y: $0, height: height) }
    }

    /// The horizontal room of an edge's texts.
    struct Room {
        var width: Double
        var indicator: EdgeLayout.Rect?
        var rightToLeft: Bool
        var margin: Double
        var gap: Double

        /// The room on a line: centred across the edge, and beside the indicator (the same
        /// when the line does not meet the indicator).
        func room(on line: EdgeLayout.Line) -> (centred: (x: Double, width: Double), beside: (x: Double, width: Double))
        {
            let full = max(width - 2 * margin, 0)
            guard let indicator, line.y < indicator.y + indicator.height, indicator.y < line.y + line.height else {
                return ((margin, full), (margin, full))
            }
            let blocked = rightToLeft ? width - indicator.x : indicator.x + indicator.width
            let inset = max(blocked + gap, margin)
            let centred = (inset, max(width - 2 * inset, 0))
            let beside =
                rightToLeft
                ? (margin, max(indicator.x - gap - margin, 0))
                : (inset, max(width - margin - inset, 0))
            return (centred, beside)
        }

        /// One line of text at the largest scale in `scales` that fits (rules 1–3), else cut
        /// at the smallest (rule 5).
        func place(
            _ text: String,
            font: FontSpec,
            line: EdgeLayout.Line,
            scales: ClosedRange<Double>,
            besideOnly: Bool = false,
            _ measurer: some TextMeasurer
        ) -> TextPlacement {
            let (centred, beside) = room(on: line)
            func scaled(_ scale: Double) -> FontSpec { FontSpec(size: font.size * scale, bold: font.bold) }
            func placement(_ shown: String, box: (x: Double, width: Double), scale: Double, width: Double)
                -> TextPlacement
            {
                TextPlacement(
                    text: shown,
                    box: EdgeLayout.Rect(x: box.x, y: line.y, width: box.width, height: line.height),
                    font: scaled(scale),
                    scale: scale,
                    width: width,
                    isTruncated: shown != text
                )
            }
            let largest = scales.upperBound
            // Past this width at the largest scale, the text fits neither room even shrunk.
            let widest = max(centred.width, beside.width * largest / max(scales.lowerBound, .leastNonzeroMagnitude))
            let (measured, isWhole) = EdgeArrangement.width(
                of: text,
                font: scaled(largest),
                stoppingPast: widest,
                measurer: measurer
            )
            if !besideOnly, measured <= centred.width {
                return placement(text, box: centred, scale: largest, width: measured)
            }
            if measured <= beside.width { return placement(text, box: beside, scale: largest, width: measured) }
            let scale = min(
                max(largest * beside.width / max(measured, .leastNonzeroMagnitude), scales.lowerBound),
                largest
            )
            if isWhole {
                let shrunk = measurer.width(of: text, font: scaled(scale))
                if shrunk <= beside.width { return placement(text, box: beside, scale: scale, width: shrunk) }
            }
            let (cut, cutWidth) = EdgeArrangement.truncated(
                text,
                font: scaled(scale),
                fitting: beside.width,
                measurer: measurer
            )
            return placement(cut, box: beside, scale: scale, width: cutWidth)
        }

        /// `text` on two lines (rule 4), or `nil` when it has nowhere to break.
        func wrap(
            _ text: String,
            font: FontSpec,
            lines: (EdgeLayout.Line, EdgeLayout.Line),
            scales: ClosedRange<Double>,
            besideOnly: Bool = false,
            _ measurer: some TextMeasurer
        ) -> [TextPlacement]? {
            // Both lines at one size: the largest at which the longer half fits both rooms.
            let narrowest = min(room(on: lines.0).beside.width, room(on: lines.1).beside.width)
            guard
                let best = EdgeArrangement.lineBreak(
                    of: text,
                    font: font,
                    lineFitting: narrowest * scales.upperBound / max(scales.lowerBound, .leastNonzeroMagnitude),
                    measurer: measurer
                )
            else { return nil }
            let fitting = best.longer <= narrowest ? 1 : narrowest / max(best.longer, .leastNonzeroMagnitude)
            let scale = min(max(fitting * scales.upperBound, scales.lowerBound), scales.upperBound)
            return [
                place(best.first, font: font, line: lines.0, scales: scale...scale, besideOnly: besideOnly, measurer),
                place(best.second, font: font, line: lines.1, scales: scale...scale, besideOnly: besideOnly, measurer),
            ]
        }
    }

    /// How many characters a text may have and still be measured whole, and cut by a search over
    /// all its beginnings, as every text written for people to read on one or two lines is. A
    /// longer text is measured only until it is known not to fit (``width(of:font:stoppingPast:measurer:)``):
    /// what it costs to lay out is bounded by the room, not by its length.
    static let wholeSearchLength = 256

    /// Whether `text` has more than ``wholeSearchLength`` characters (counting no further).
    static func isLong(_ text: String) -> Bool {
        text.index(text.startIndex, offsetBy: wholeSearchLength, limitedBy: text.endIndex).map { $0 < text.endIndex }
            ?? false
    }

    /// The width of `text` in `font`, and `true`; or, for a text of more than ``wholeSearchLength``
    /// characters, the width of a beginning already wider than `limit`, and `false`: beginnings
    /// twice as long each time are measured, and the rest of a text known not to fit is not.
    static func width(
        of text: String,
        font: FontSpec,
        stoppingPast limit: Double,
        measurer: some TextMeasurer
    ) -> (width: Double, isWhole: Bool) {
        var length = wholeSearchLength
        while let end = text.index(text.startIndex, offsetBy: length, limitedBy: text.endIndex), end < text.endIndex {
            let width = measurer.width(of: String(text[..<end]), font: font)
            if width > limit { return (width, false) }
            length *= 2
        }
        return (measurer.width(of: text, font: font), true)
    }

    /// Where `text` breaks into two lines (rule 4), and the longer line's width in `font` (or, for a
    /// text known too wide, a width past `limit`); `nil` when it has nowhere to break. `limit` is
    /// the widest a line may be in `font` and still fit when shrunk.
    ///
    /// The break is the one whose longer line is shortest (the first of equals). The first line's
    /// width grows with the break and the second's shrinks, so the breaks where the two cross are
    /// the candidates, found by halving (measuring O(log n) texts rather than every break). A text
    /// of more than ``wholeSearchLength`` characters too wide for two lines even shrunk is broken
    /// after the longest beginning that fits a line, so that the second line, cut, goes on from it
    /// and nothing past what the lines can show is measured.
    static func lineBreak(
        of text: String,
        font: FontSpec,
        lineFitting limit: Double,
        measurer: some TextMeasurer
    ) -> (first: String, second: String, longer: Double)? {
        let breaks = LineBreaks.opportunities(in: text)
        guard !breaks.isEmpty else { return nil }
        func first(_ place: Int) -> String { String(text[..<breaks[place]]).trimmingTrailingWhitespace() }
        func second(_ place: Int) -> String { String(text[breaks[place]...]) }
        if isLong(text), !width(of: text, font: font, stoppingPast: 2 * limit, measurer: measurer).isWhole {
            // The last break whose first line fits, searched between bounds twice as far each time
            // (the first break when none fits: its line is cut).
            func fits(_ place: Int) -> Bool { measurer.width(of: first(place), font: font) <= limit }
            var low = -1
            var high = 0
            while high < breaks.count, fits(high) {
                low = high
                high = 2 * high + 1
            }
            high = min(high, breaks.count) - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(middle) { low = middle } else { high = middle - 1 }
            }
            let place = max(low, 0)
            let lines = (first(place), second(place))
            guard !lines.0.isEmpty else { return nil }
            let longer = max(
                measurer.width(of: lines.0, font: font),
                width(of: lines.1, font: font, stoppingPast: limit, measurer: measurer).width
            )
            return (lines.0, lines.1, longer)
        }
        // The first break whose first line is at least as wide as its second.
        var low = 0
        var high = breaks.count
        while low < high {
            let middle = (low + high) / 2
            if measurer.width(of: first(middle), font: font) >= measurer.width(of: second(middle), font: font) {
                high = middle
            } else {
                low = middle + 1
            }
        }
        var best: (first: String, second: String, longer: Double)?
        for place in max(low - 2, 0)..<min(low + 2, breaks.count) {
            let lines = (first(place), second(place))
            guard !lines.0.isEmpty, !lines.1.isEmpty else { continue }
            let longer = max(measurer.width(of: lines.0, font: font), measurer.width(of: lines.1, font: font))
            if longer < best?.longer ?? .infinity { best = (lines.0, lines.1, longer) }
        }
        return best
    }

    /// The longest beginning of `text` (whole characters, trailing spaces dropped) that with `…`
    /// after it fits `room`, and its width; just `…` (or nothing) when no beginning does.
    static func truncated(
        _ text: String,
        font: FontSpec,
        fitting room: Double,
        measurer: some TextMeasurer
    ) -> (String, Double) {
        // Where each character ends: a beginning is then a slice of the text's own bytes.
        var ends: [String.Index] = []
        var index = text.startIndex
        while index < text.endIndex {
            index = text.index(after: index)
            ends.append(index)
        }
        func candidate(_ count: Int) -> String {
            (count == 0 ? "" : String(text[..<ends[count - 1]])).trimmingTrailingWhitespace() + "…"
        }
        func fits(_ count: Int) -> Bool { measurer.width(of: candidate(count), font: font) <= room }
        // Binary search on the number of characters kept: widths grow with it. A long text is
        // first bounded by beginnings twice as long each time, so only as much of it is measured
        // as the room can hold (and as much again).
        var low = 0
        var high = ends.count
        if high > wholeSearchLength {
            var bound = wholeSearchLength
            while bound < high, fits(bound) { bound *= 2 }
            high = min(bound, high)
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(middle) { low = middle } else { high = middle - 1 }
        }
        let shown = candidate(low)
        let width = measurer.width(of: shown, font: font)
        return width <= room ? (shown, width) : ("", 0)
    }
}

extension String {
    fileprivate func trimmingTrailingWhitespace() -> String {
        var copy = self
        while let last = copy.last, last.isWhitespace { copy.removeLast() }
        return copy
    }
}
