import RefreshCore

/// Where an edge's indicator and texts go once the texts are measured: the one layout every host
/// draws (the SVG in points, the terminal in cells) and lint checks.
///
/// The rules, for each line of text (status, then detail):
/// 1. Centred across the whole edge, as EGORefreshTableHeaderView draws it, when it clears the
///    indicator there (a line beside the indicator keeps the indicator's side and the same room
///    on the other side free, so it stays centred).
/// 2. Else centred in the room beside the indicator (after it in the reading direction).
/// 3. Else shrunk, down to the skin's minimum scale, to fit that room.
/// 4. Else cut at the minimum scale with an ellipsis at the end of the text in its reading
///    order (the left for right-to-left text).
///
/// A line whose height does not meet the indicator's uses the whole width. No box leaves the
/// edge's bounds, and no text box meets the indicator's box. Positions are from the edge's
/// left side (already mirrored for right-to-left) and, vertically, from the edge's anchor as in
/// ``EdgeLayout``.
public struct EdgeArrangement: Sendable, Hashable {
    /// The indicator's box (also the box of a finished icon), or `nil` when the edge shows none.
    public var indicator: EdgeLayout.Rect?
    /// The status line.
    public var status: TextPlacement
    /// The detail (last-updated) line, if the edge has one.
    public var detail: TextPlacement?

    /// Creates an arrangement.
    public init(indicator: EdgeLayout.Rect?, status: TextPlacement, detail: TextPlacement?) {
        self.indicator = indicator
        self.status = status
        self.detail = detail
    }

    /// One line of text, placed.
    public struct TextPlacement: Sendable, Hashable {
        /// The text as drawn, in logical order: the whole text, or its beginning and `…`.
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
    public init(
        _ edge: PresentedEdge,
        width: Double,
        measurer: some TextMeasurer,
        unit: Double = 1,
        minimumScale: Double? = nil
    ) {
        let layout = edge.layout
        let nominal = layout.indicator
        let indicatorWidth = nominal.width * unit
        let leadingX = nominal.x * unit
        let indicator: EdgeLayout.Rect? =
            edge.indicator.content == .none
            ? nil
            : EdgeLayout.Rect(
                x: edge.rightToLeft ? width - leadingX - indicatorWidth : leadingX,
                y: nominal.y,
                width: indicatorWidth,
                height: nominal.height
            )
        let scaleFloor = min(max(minimumScale ?? edge.minimumTextScale, 0.1), 1)
        func place(_ text: String, font: FontSpec, line: EdgeLayout.Line) -> TextPlacement {
            Self.place(
                text,
                font: font,
                line: line,
                width: width,
                indicator: indicator,
                rightToLeft: edge.rightToLeft,
                margin: Self.margin * unit,
                gap: Self.gap * unit,
                minimumScale: scaleFloor,
                measurer: measurer
            )
        }
        self.init(
            indicator: indicator,
            status: place(edge.status, font: edge.statusFont, line: layout.status),
            detail: edge.detail.flatMap { text in
                layout.detail.map { place(text, font: edge.detailFont, line: $0) }
            }
        )
    }

    // swift-format-ignore: FunctionParameterCount
    static func place(
        _ text: String,
        font: FontSpec,
        line: EdgeLayout.Line,
        width: Double,
        indicator: EdgeLayout.Rect?,
        rightToLeft: Bool,
        margin: Double,
        gap: Double,
        minimumScale: Double,
        measurer: some TextMeasurer
    ) -> TextPlacement {
        let full = max(width - 2 * margin, 0)
        let measured = measurer.width(of: text, font: font)
        func placement(_ shown: String, box: (x: Double, width: Double), scale: Double, width: Double) -> TextPlacement
        {
            TextPlacement(
                text: shown,
                box: EdgeLayout.Rect(x: box.x, y: line.y, width: box.width, height: line.height),
                font: FontSpec(size: font.size * scale, bold: font.bold),
                scale: scale,
                width: width,
                isTruncated: shown != text
            )
        }
        // The room: the whole width, or, beside an indicator the line meets, the centred room
        // clear of it and the room after it.
        var centred = (x: margin, width: full)
        var beside = centred
        if let indicator, line.y < indicator.y + indicator.height, indicator.y < line.y + line.height {
            let blocked = rightToLeft ? width - indicator.x : indicator.x + indicator.width
            let inset = max(blocked + gap, margin)
            centred = (inset, max(width - 2 * inset, 0))
            beside =
                rightToLeft
                ? (margin, max(indicator.x - gap - margin, 0))
                : (inset, max(width - margin - inset, 0))
        }
        if measured <= centred.width { return placement(text, box: centred, scale: 1, width: measured) }
        if measured <= beside.width { return placement(text, box: beside, scale: 1, width: measured) }
        let scale = max(beside.width / max(measured, .leastNonzeroMagnitude), minimumScale)
        let scaled = FontSpec(size: font.size * scale, bold: font.bold)
        let shrunk = measurer.width(of: text, font: scaled)
        if shrunk <= beside.width { return placement(text, box: beside, scale: scale, width: shrunk) }
        let (cut, cutWidth) = truncated(text, font: scaled, fitting: beside.width, measurer: measurer)
        return placement(cut, box: beside, scale: scale, width: cutWidth)
    }

    /// The longest beginning of `text` (whole characters, trailing spaces dropped) that with `…`
    /// after it fits `room`, and its width; just `…` (or nothing) when no beginning does.
    static func truncated(
        _ text: String,
        font: FontSpec,
        fitting room: Double,
        measurer: some TextMeasurer
    ) -> (String, Double) {
        let characters = Array(text)
        func candidate(_ count: Int) -> String {
            String(characters[..<count]).trimmingTrailingWhitespace() + "…"
        }
        // Binary search on the number of characters kept: widths grow with it.
        var low = 0
        var high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            if measurer.width(of: candidate(middle), font: font) <= room { low = middle } else { high = middle - 1 }
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
