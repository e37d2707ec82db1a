import Foundation
import RefreshCore
import RefreshPresentation
import RefreshSkins
import RefreshStyle
import Testing

/// What the eye judges in the same browser run (``BrowserEdgeMeasurement``): lines that keep
/// apart and share one axis, an indicator that stands out from its background, and success and
/// failure drawn as one family of pictures.
extension BrowserLayoutTests {
    /// The lines of a picture's edge, shadows left out (a shadow is its line drawn again).
    static func lines(_ edge: Measured) -> [Measured.Text] {
        edge.texts.filter { !$0.id.hasSuffix("-shadow") }
    }

    @Test(
        "Every built-in's lines, in every still and language: no line meets another, and all are centred on one axis (within 1 pt)"
    )
    func linesKeepApartOnOneAxis() throws {
        let measurement = try BrowserEdgeMeasurement.shared.get()
        var widestSpread = (0.0, "")
        // For the record: how far the line boxes (the fonts' heights) of two lines overlap where
        // their ink does not; Tamil's and Arabic's fonts are taller than the 18-point line advance.
        var boxOverlap: (Double, String)?
        for (picture, edge) in zip(measurement.pictures, measurement.measured) {
            let lines = Self.lines(edge)
            for line in lines where line.ink.width <= 0 || line.ink.height <= 0 {
                Issue.record("\(picture.place): \(line.id) '\(line.text)' has no ink (\(Self.text(line.ink)))")
            }
            for (index, line) in lines.enumerated() {
                for other in lines[(index + 1)...] {
                    if Self.intersect(line.ink, other.ink) {
                        Issue.record(
                            "\(picture.place): the ink of \(line.id) '\(line.text)' (\(Self.text(line.ink))) meets that of \(other.id) '\(other.text)' (\(Self.text(other.ink)))"
                        )
                    } else if Self.intersect(line.box, other.box) {
                        let overlap = min(line.box.bottom, other.box.bottom) - max(line.box.top, other.box.top)
                        if overlap > boxOverlap?.0 ?? 0 {
                            boxOverlap = (overlap, "\(picture.place) \(line.id)/\(other.id)")
                        }
                    }
                }
            }
            // The axis of a line is the middle of the cells of its glyphs (`getBBox()`: their
            // advances), as the layout centres it; its ink may reach further on one side (a final
            // sign), which no reader sees as off centre.
            let centres = lines.map(\.cell.centreX)
            guard let low = centres.min(), let high = centres.max() else { continue }
            if high - low > widestSpread.0 { widestSpread = (high - low, picture.place) }
            if high - low > 1 {
                let described = lines.map { "\($0.id) '\($0.text)' at \(String(format: "%.2f", $0.cell.centreX))" }
                Issue.record(
                    "\(picture.place): the lines' centres are \(String(format: "%.2f", high - low)) pt apart: \(described.joined(separator: ", "))"
                )
            }
        }
        print("Lines: centres at most \(String(format: "%.3f", widestSpread.0)) pt apart (\(widestSpread.1))")
        if let (overlap, place) = boxOverlap {
            print(
                "Lines: line boxes overlap by up to \(String(format: "%.2f", overlap)) pt without their ink meeting (\(place))"
            )
        }
    }

    /// The background an edge's indicator is seen against: its band over the list, or the list
    /// under a floating edge.
    static func background(_ edge: Measured) -> RGBAColor {
        let list = edge.list.rgba
        guard let band = edge.band else { return list }
        return band.rgba.composited(over: list)
    }

    /// The contrast of an indicator's most visible part against `background` (as lint's visual
    /// review counts it): of a vector part, its strongest paint; of an image, its body pixels as
    /// ``IndicatorContrast`` measures them (the faintest for an arrow, the median for a picture
    /// of its own). `nil` when nothing is painted.
    static func contrast(of picture: BrowserEdgeMeasurement.Picture, _ edge: Measured, over background: RGBAColor)
        -> Double?
    {
        var best: Double?
        for part in edge.parts {
            var ratio: Double?
            if part.tag == "image", case .image(let image, _) = picture.indicator.content {
                let measured = IndicatorContrast.measure(image, over: background)
                ratio = picture.isPicture ? measured?.median : measured?.minimum
            } else {
                ratio = part.paints.map { ContrastCheck.ratio($0.rgba.composited(over: background), background) }.max()
            }
            if let ratio { best = max(best ?? 0, ratio) }
        }
        return best
    }

    @Test("Every built-in's indicator, in every still, light and dark: at least 3:1 against its background")
    func indicatorsStandOut() throws {
        let measurement = try BrowserEdgeMeasurement.shared.get()
        var lowest: (Double, String)?
        for (picture, edge) in zip(measurement.pictures, measurement.measured) where edge.indicator != nil {
            // Languages change no colour: one language is enough.
            guard picture.locale == "en" else { continue }
            let background = Self.background(edge)
            guard let contrast = Self.contrast(of: picture, edge, over: background) else {
                Issue.record("\(picture.place): the indicator \(edge.indicatorID ?? "") paints nothing")
                continue
            }
            if contrast < (lowest?.0 ?? .infinity) { lowest = (contrast, picture.place) }
            let paints = Set(edge.parts.flatMap(\.paints).map { $0.rgba.hexString }).sorted()
            #expect(
                contrast >= IndicatorContrast.required,
                "\(picture.place): the indicator \(edge.indicatorID ?? "") is \(String(format: "%.2f", contrast)):1 against \(background.hexString) (paints \(paints.joined(separator: " ")))"
            )
        }
        if let lowest { print("Indicators: the lowest contrast is \(String(format: "%.2f", lowest.0)):1, \(lowest.1)") }
    }

    /// What makes a result picture's family: how it is drawn (the indicator element: `arrow` for
    /// any image, `lottie`, `shapes`, `glyph`), whether one painted part holds the others (a ring
    /// or disc around a mark), and its painted extent. An image is one part to the page, so it
    /// counts as bare whatever its pixels show.
    struct Family: CustomStringConvertible {
        var kind: String
        var enclosed: Bool
        var width: Double
        var height: Double

        init?(_ edge: Measured) {
            guard let id = edge.indicatorID, let indicator = edge.indicator else { return nil }
            kind = String(id.split(separator: "-").last ?? "")
            let boxes = edge.parts.map(\.box)
            let left = boxes.map(\.left).min() ?? indicator.left
            let right = boxes.map(\.right).max() ?? indicator.right
            let top = boxes.map(\.top).min() ?? indicator.top
            let bottom = boxes.map(\.bottom).max() ?? indicator.bottom
            width = right - left
            height = bottom - top
            // A part that spans (nearly) the whole picture while another lies inside it.
            let (w, h) = (width, height)
            enclosed =
                boxes.count > 1
                && boxes.contains { $0.width >= 0.8 * w && $0.height >= 0.8 * h }
                && boxes.contains { $0.width < 0.8 * w || $0.height < 0.8 * h }
        }

        var description: String {
            "\(kind), \(enclosed ? "enclosed" : "bare"), \(String(format: "%.1f×%.1f", width, height)) pt"
        }

        /// Drawn alike: the same kind, both enclosed or both bare, and each side within 25 % of the
        /// other's.
        func isAlike(_ other: Family) -> Bool {
            func near(_ a: Double, _ b: Double) -> Bool { min(a, b) >= 0.75 * max(a, b) }
            return kind == other.kind && enclosed == other.enclosed && near(width, other.width)
                && near(height, other.height)
        }
    }

    @Test("Every built-in's success and failure pictures are one family: drawn alike, as large")
    func resultsAreOneFamily() throws {
        let measurement = try BrowserEdgeMeasurement.shared.get()
        var success: [String: Measured] = [:]
        var failure: [String: Measured] = [:]
        for (picture, edge) in zip(measurement.pictures, measurement.measured)
        where picture.still.state == .finished && picture.locale == "en" {
            let key = "\(picture.skin) \(picture.edge.rawValue) \(picture.appearance.rawValue)"
            if picture.still.result == .success { success[key] = edge } else { failure[key] = edge }
        }
        #expect(!success.isEmpty)
        for key in success.keys.sorted() {
            guard let good = success[key], let bad = failure[key] else {
                Issue.record("\(key): no finished failure drawn beside the success")
                continue
            }
            switch (Family(good), Family(bad)) {
            case (nil, nil): break
            case (let good?, let bad?):
                #expect(good.isAlike(bad), "\(key): success is \(good), failure \(bad)")
            case (let good, let bad):
                let success = good.map(String.init(describing:)) ?? "nothing"
                Issue.record(
                    "\(key): success is \(success), failure \(bad.map(String.init(describing:)) ?? "nothing")"
                )
            }
        }
    }
}
