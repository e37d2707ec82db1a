import RefreshCore
import RefreshImage
import RefreshStyle

/// WCAG 2 contrast of an image indicator (a part's arrow) against the part's background, measured
/// on the pixels as drawn: the image after tint, each pixel composited by its own alpha over the
/// background, which is itself composited over white (light) or black (dark) as ``ContrastCheck``
/// does for text. WCAG 1.4.11 (non-text contrast) asks 3:1 for the parts of a graphic needed to
/// understand it.
///
/// Which pixels count: every *body* pixel, one at least 95 % as opaque as the image's most opaque
/// pixel, and the check takes the **minimum** ratio over them, not a mean or a percentile. A mean
/// hides the lighter end of a gradient (Classic Grey's arrow averages 3.1:1 in light while its
/// top is 2.4:1), and a percentile would excuse whichever part is smallest, often the shaft that
/// makes an arrow read as one. The antialiased rim is left out: its pixels are blends with the
/// background by construction, so their contrast says how the image was resampled, not whether
/// the graphic can be seen. Taking the threshold relative to the most opaque pixel lets an image
/// drawn uniformly translucent still be measured (as drawn, translucent).
public enum IndicatorContrast {
    /// The ratio WCAG 1.4.11 asks for graphics: 3:1.
    public static let required = 3.0
    /// A pixel is part of the body when its alpha is at least this share of the image's largest.
    public static let bodyShare = 0.95

    /// The contrast of one image over one background.
    public struct Measurement: Sendable, Hashable {
        /// The lowest ratio among the body pixels: the one the check compares.
        public var minimum: Double
        /// The mean ratio of the body pixels, for reports (never compared).
        public var mean: Double
        /// The median ratio of the body pixels: what a picture with details of its own (a white
        /// check on a coloured disc) is compared by, since its details are drawn against the
        /// picture rather than the background.
        public var median: Double
        /// How many pixels formed the body.
        public var pixelCount: Int
    }

    /// An edge's arrow that is too faint in one appearance.
    public struct Finding: Sendable, Hashable {
        /// The edge whose arrow it is.
        public var edge: RefreshEdge
        /// Light or dark.
        public var appearance: Appearance
        /// The measurement that fell short.
        public var measurement: Measurement
    }

    /// The background a part is drawn on in `appearance`, opaque: the part's background colour
    /// over white (light) or black (dark).
    public static func background(of part: SkinPart, appearance: Appearance) -> RGBAColor {
        opaque(part.colors.background.resolved(for: appearance), in: appearance)
    }

    /// A background colour made opaque as drawn in `appearance`: over white (light) or black
    /// (dark).
    public static func opaque(_ background: RGBAColor, in appearance: Appearance) -> RGBAColor {
        let canvas =
            appearance == .light ? RGBAColor(red: 255, green: 255, blue: 255) : RGBAColor(red: 0, green: 0, blue: 0)
        return background.composited(over: canvas)
    }

    /// The contrast of `image`'s body pixels composited over the opaque `background`; `nil` when
    /// the image has no pixel that is not fully transparent.
    public static func measure(_ image: RGBAImage, over background: RGBAColor) -> Measurement? {
        let largest = image.largestAlpha
        guard largest > 0 else { return nil }
        let threshold = Double(largest) * bodyShare
        var ratios: [Double] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x, y)
                guard Double(pixel.alpha) >= threshold else { continue }
                ratios.append(ContrastCheck.ratio(pixel.composited(over: background), background))
            }
        }
        ratios.sort()
        guard let minimum = ratios.first else { return nil }
        return Measurement(
            minimum: minimum,
            mean: ratios.reduce(0, +) / Double(ratios.count),
            median: ratios[ratios.count / 2],
            pixelCount: ratios.count
        )
    }

    /// The contrast of `part`'s arrow as drawn in `appearance` (see ``SkinPart/drawnArrow(for:scale:)``),
    /// or `nil` when the part has no arrow or the arrow is fully transparent.
    public static func arrowMeasurement(for part: SkinPart, appearance: Appearance) -> Measurement? {
        guard let image = part.drawnArrow(for: appearance) else { return nil }
        return measure(image, over: background(of: part, appearance: appearance))
    }

    /// The appearances in which `part`'s arrow is under 3:1 on its background, compared as shown
    /// (one decimal, rounded down) as ``ContrastCheck`` does.
    public static func arrowFindings(for part: SkinPart) -> [Finding] {
        Appearance.allCases.compactMap { appearance in
            guard let measurement = arrowMeasurement(for: part, appearance: appearance),
                (measurement.minimum * 10).rounded(.down) / 10 < required
            else { return nil }
            return Finding(edge: part.edge, appearance: appearance, measurement: measurement)
        }
    }
}
