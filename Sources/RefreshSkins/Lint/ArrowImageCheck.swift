import RefreshImage

/// Checks what an arrow image shows before anything tints or turns it: an image with no visible
/// pixel, or so little ink that nothing reads as an arrow, and an arrow drawn pointing another
/// way than down. A part turns its arrow by the engine's angle: a header's arrow at rest is drawn
/// as the image is (pointing down: "pull down") and turns half a turn past the trigger; a
/// footer's is turned half a turn at rest. An image drawn pointing up shows each state's arrow
/// the wrong way round.
///
/// The direction is read from the ink's outline (pixels at least half opaque): along each axis,
/// the end from which the ink widens gradually out of a narrow tip (to 60 % of the ink's whole
/// width) is the point. A filled arrow's tip gets there within a third of its length while its
/// tail, as narrow as the shaft, reaches the head only past the middle; a chevron's or a
/// triangle's other end is wide at once. An image in which neither end, or both alike, look like
/// a point (a disc, a ring, a bar, the thin stroke of a chevron seen across) has no direction,
/// and is not judged.
public enum ArrowImageCheck {
    /// The share of the image that must be ink for the image to show an arrow at all.
    public static let leastInkShare = 0.02

    /// What is wrong with an arrow image.
    public enum Problem: Sendable, Hashable {
        /// No pixel has any opacity.
        case transparent
        /// Ink (pixels at least half opaque) covers only `inkShare` of the image (under
        /// ``leastInkShare``), or none of it is half opaque.
        case nearlyEmpty(inkShare: Double)
        /// The arrow points another way than down.
        case pointsWrongWay(Direction)
    }

    /// A way an arrow points, on screen.
    public enum Direction: String, Sendable, Hashable {
        /// Toward the top.
        case up
        /// Toward the bottom: an arrow image's own direction.
        case down
        /// Toward the left side.
        case left
        /// Toward the right side.
        case right
    }

    /// Whether `image` shows nothing (``Problem/transparent``) or hardly anything
    /// (``Problem/nearlyEmpty(inkShare:)``: under ``leastInkShare`` of it at least half opaque), as
    /// any image an edge draws (an arrow, an icon, a frame) would; `nil` when it shows.
    public static func emptiness(of image: RGBAImage) -> Problem? {
        guard image.largestAlpha > 0 else { return .transparent }
        let area = image.width * image.height
        var ink = 0
        for index in 0..<area where image.pixels[index * 4 + 3] >= 128 { ink += 1 }
        let share = area > 0 ? Double(ink) / Double(area) : 0
        return share < leastInkShare ? .nearlyEmpty(inkShare: share) : nil
    }

    /// What is wrong with `image` as an arrow, or `nil` when it shows an arrow pointing down (or
    /// a shape whose direction cannot be told).
    public static func problem(in image: RGBAImage) -> Problem? {
        if let empty = emptiness(of: image) { return empty }
        var rows: [(min: Int, max: Int)?] = Array(repeating: nil, count: image.height)
        var columns: [(min: Int, max: Int)?] = Array(repeating: nil, count: image.width)
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixels[(y * image.width + x) * 4 + 3] >= 128 {
                rows[y] = (min(rows[y]?.min ?? x, x), max(rows[y]?.max ?? x, x))
                columns[x] = (min(columns[x]?.min ?? y, y), max(columns[x]?.max ?? y, y))
            }
        }
        guard let direction = direction(rows: rows, columns: columns), direction != .down else { return nil }
        return .pointsWrongWay(direction)
    }

    /// The way the ink points, from its extent along each row (`rows`: the first and last inked
    /// column of each row) and each column; `nil` when it cannot be told.
    static func direction(rows: [(min: Int, max: Int)?], columns: [(min: Int, max: Int)?]) -> Direction? {
        let vertical = pointedEnd(extents(rows))
        let horizontal = pointedEnd(extents(columns))
        switch (vertical, horizontal) {
        case (nil, nil): return nil
        case (let end?, nil): return end.atStart ? .up : .down
        case (nil, let end?): return end.atStart ? .left : .right
        case (let v?, let h?):
            if v.margin >= h.margin { return v.atStart ? .up : .down }
            return h.atStart ? .left : .right
        }
    }

    /// The width of the ink on each line, from its first to its last inked line, and the width
    /// of the box around all of it.
    static func extents(_ lines: [(min: Int, max: Int)?]) -> (widths: [Int], span: Int) {
        guard let first = lines.firstIndex(where: { $0 != nil }), let last = lines.lastIndex(where: { $0 != nil })
        else { return ([], 0) }
        let inked = lines[first...last]
        let low = inked.compactMap { $0?.min }.min() ?? 0
        let high = inked.compactMap { $0?.max }.max() ?? 0
        return (inked.map { line in line.map { $0.max - $0.min + 1 } ?? 0 }, high - low + 1)
    }

    /// The end of a profile of widths that is a point (`atStart`: the first line's end), and by
    /// how much of the length it is the sharper one; `nil` when neither or both ends are. Widths
    /// count against the ink's whole width (`span`), so that the end of a thin stroke drawn
    /// across the profile is not a point.
    static func pointedEnd(_ profile: (widths: [Int], span: Int)) -> (atStart: Bool, margin: Double)? {
        let widths = profile.widths
        let widest = profile.span
        guard widths.count >= 4, widest > 0 else { return nil }
        func reach(_ sequence: some Sequence<Int>) -> Double? {
            // From a narrow tip, how far until the ink is 60 % of its widest.
            var count = 0
            for (index, width) in sequence.enumerated() {
                if index == 0, Double(width) > 0.2 * Double(widest) { return nil }
                if Double(width) >= 0.6 * Double(widest) { break }
                count += 1
            }
            return Double(count) / Double(widths.count)
        }
        // A taper shorter than a tenth of the length is a rounded or antialiased end, not a point.
        let taper = { (reach: Double?) in reach.flatMap { $0 >= 0.1 ? $0 : nil } }
        let start = taper(reach(widths))
        let end = taper(reach(widths.reversed()))
        let startsWide = reach(widths) == nil
        let endsWide = reach(widths.reversed()) == nil
        switch (start, end) {
        case (let s?, let e?):
            // Both ends narrow (a filled arrow's tip and its shaft): the point widens sooner.
            guard min(s, e) <= 1.0 / 3, min(s, e) <= 0.75 * max(s, e) else { return nil }
            return (s < e, max(s, e) - min(s, e))
        case (let s?, nil) where endsWide:
            // A point and a wide end (a chevron, a triangle).
            return s <= 0.7 ? (true, 1 - s) : nil
        case (nil, let e?) where startsWide:
            return e <= 0.7 ? (false, 1 - e) : nil
        default:
            return nil
        }
    }
}
