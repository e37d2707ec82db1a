import RefreshSupport

/// A Lottie animation the package's own reader has accepted: JSON within the documented subset
/// and caps, read before rlottie sees a byte of it.
///
/// Lottie JSON is untrusted input (a theme author's file, often downloaded), and rlottie has had
/// memory-safety bugs, so the file is read first by the package's bounded JSON reader and
/// accepted only in a subset every host can draw:
/// - layers: shape layers (`ty` 4), solid layers (1) and null layers (3, for parenting);
/// - shapes: groups, paths, ellipses, rectangles, stars, fills, strokes, gradient fills and
///   strokes, transforms, trims, rounded corners and repeaters;
/// - properties: static values and keyframes with their easing.
///
/// Refused, each at its line and column with the fix (and, in a minified file, its JSON path):
/// expressions (bake them into keyframes), images and other assets, precompositions, text layers
/// and fonts, masks, mattes, effects, 3D layers, external references, colours written from 0 to
/// 255 rather than 0 to 1, and anything past the caps in ``Limits``. Every refusal of a file is
/// found in one reading (``read(bytes:path:)``).
///
/// The last keyframe of an animated value is drawn holding its value, as lottie-web and the other
/// players draw it, even when the file gives it easing (which rlottie would draw as zero).
public struct LottieDocument: Sendable {
    /// The canvas's width in the animation's pixels.
    public var width: Int
    /// The canvas's height.
    public var height: Int
    /// Frames a second.
    public var frameRate: Double
    /// The first frame (`ip`).
    public var inPoint: Double
    /// The frame after the last (`op`).
    public var outPoint: Double
    /// The named segments, in the file's order.
    public var markers: [Marker]
    /// How many layers the animation has.
    public var layerCount: Int
    /// How many keyframes all its properties have together.
    public var keyframeCount: Int
    /// The accepted JSON, as rlottie reads it: the file as read, with the easing of each animated
    /// value's last keyframe set aside (the keyframe marked held), which players ignore.
    public var json: [UInt8]

    /// A named segment of the animation (`markers` in the file: `cm`, `tm`, `dr`).
    public struct Marker: Sendable, Hashable {
        /// Its name (`pull`, `loading`, `success`, `failure`, or a name a skin maps).
        public var name: String
        /// Its first frame.
        public var start: Double
        /// How many frames it lasts.
        public var duration: Double
    }

    /// The caps on what a skin's animation may be: a file within them reads in a few
    /// milliseconds and draws in well under one.
    public enum Limits {
        /// The largest file, in bytes.
        public static let bytes = 512 * 1024
        /// The most layers.
        public static let layers = 100
        /// The most shape items (groups and their contents) in all layers together.
        public static let shapes = 2000
        /// The most keyframes in all properties together.
        public static let keyframes = 10_000
        /// The most frames (`op` less `ip`): 10 seconds at 60 frames a second.
        public static let frames = 600.0
        /// The largest side of the canvas.
        public static let canvas = 2048
        /// The highest frame rate.
        public static let frameRate = 120.0
        /// The most markers.
        public static let markers = 64
        /// The most copies a repeater makes, and the most points of a star: each is drawing work
        /// a small file can ask for without end.
        public static let repeats = 64
        /// The most shape items (groups, paths, ellipses, rectangles, stars, fills, strokes,
        /// transforms, modifiers: every item rlottie builds) drawn, every repeater's copies
        /// counted: repeaters nested in each other's groups multiply.
        public static let drawnShapes = 16_384
        /// The most points those shapes' outlines have together.
        public static let drawnPoints = 65_536
        /// The most dashes all dashed strokes draw together (a dash's length against the length
        /// of the outlines it strokes, every copy counted).
        public static let dashes = 100_000
        /// How far coordinates, sizes, radii, stroke widths and dashes may reach from the
        /// origin, in canvases: 16 times the canvas's larger side.
        public static let reach = 16
        /// The most a shape may be scaled, by its layer, its parents, its groups and its
        /// repeaters together: 100 times (10,000 %).
        public static let scale = 100.0
        /// The largest skew, in degrees (near 90° a skew stretches shapes without end).
        public static let skew = 80.0
    }
}

// In an extension, so that the memberwise initializer the reader uses stays synthesized.
extension LottieDocument {
    /// Reads a Lottie file's bytes, accepting only the subset.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - path: the file's path, for diagnostics.
    /// - Throws: ``LottieDiagnostic``: the first refusal in the file (``read(bytes:path:)`` gives
    ///   them all).
    public init(bytes: [UInt8], path: String) throws(LottieDiagnostic) {
        switch Self.read(bytes: bytes, path: path) {
        case .success(let document): self = document
        case .failure(let refusals): throw refusals.first
        }
    }

    /// Reads a Lottie file's bytes, accepting only the subset, and finds every refusal at once.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents.
    ///   - path: the file's path, for diagnostics.
    /// - Returns: the document, or every refusal in the file's order (at most 100, and one
    ///   more saying how many were left out).
    public static func read(bytes: [UInt8], path: String) -> Result<LottieDocument, LottieRefusals> {
        var reader = LottieSubsetReader(bytes: bytes, path: path)
        if let document = reader.read() { return .success(document) }
        let refusals = reader.refusals
        let first =
            refusals.first
            ?? LottieDiagnostic(path: path, line: 0, column: 0, message: "the file was refused", code: "lottie-json")
        return .failure(LottieRefusals(first: first, rest: Array(refusals.dropFirst())))
    }
}

/// Why a Lottie file was refused, and where: `path:line:column: message`.
public struct LottieDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// The 1-based line (0 when the refusal is about the whole file).
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int
    /// What is wrong, and the fix.
    public var message: String
    /// A stable name for the kind of refusal (`lottie-expression`, `lottie-image`, …).
    public var code: String
    /// Where the refused value is in the JSON (`layers[3].shapes[0].it[2]`); empty for the
    /// whole file. The message ends with it when the value's line is long (a minified file).
    public var jsonPath = ""

    /// A refusal at `line` and `column` of `path`.
    public init(path: String, line: Int, column: Int, message: String, code: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.code = code
    }

    /// `path:line:column: error: message [code]`.
    public var description: String {
        "\(path):\(line):\(column): error: \(ControlCharacters.escaped(message, limit: ControlCharacters.messageLimit)) [\(code)]"
    }
}

/// Every refusal of a Lottie file, in the file's order: at least one.
public struct LottieRefusals: Error, Sendable, Hashable {
    /// The first refusal.
    public var first: LottieDiagnostic
    /// The others, in the file's order.
    public var rest: [LottieDiagnostic]

    /// Every refusal.
    public var all: [LottieDiagnostic] { [first] + rest }
}
