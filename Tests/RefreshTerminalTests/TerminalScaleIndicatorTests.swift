import Foundation
import RefreshCore
import RefreshImage
import RefreshPresentation
import RefreshSVG
import RefreshSkins
import RefreshStyle
import RefreshSupport
import Testing

@testable import RefreshTerminal

/// What the indicators look like at terminal scale, read back from the cells drawn: the arrow
/// reads as an arrow (a pointed head clearly wider than its shaft, over more than one row), the
/// spinner is as large as the arrow it replaces, dots are dots, and the idle arrow is whole.
@Suite("Indicators at terminal scale")
struct TerminalScaleIndicatorTests {
    /// The preview of a built-in skin's header with the given blocks.
    static func preview(_ id: String, blocks: BlockGlyphs) throws -> TerminalPreview {
        let skin = try #require(SkinRegistry.builtIn.skin(id: id))
        var preview = try TerminalPreview.header(of: skin)
        preview.renderer.blocks = blocks
        return preview
    }

    /// The inked fine pixels of the cells in `columns` (inside the frame: the screen's column 0
    /// is the canvas's column 1), row by row: a cell drawn with ink shows its block glyph
    /// (no separate plain character); a cell without ink shows shading and a blank plain one.
    static func ink(_ canvas: Canvas, columns: Range<Int>, blocks: BlockGlyphs) -> [[Bool]] {
        let across = blocks.columnsPerCell
        let down = blocks.rowsPerCell
        var masks: [Character: Int] = [:]
        for mask in 1..<(1 << (across * down)) { masks[blocks.glyph(mask)] = mask }
        var rows = Array(repeating: Array(repeating: false, count: columns.count * across), count: canvas.height * down)
        for row in 0..<canvas.height {
            for (index, column) in columns.enumerated() {
                let cell = canvas[column + 1, row]
                guard cell.plain == nil, let mask = masks[cell.character] else { continue }
                for bit in 0..<(across * down) where mask & (1 << bit) != 0 {
                    rows[row * down + bit / across][index * across + bit % across] = true
                }
            }
        }
        return rows
    }

    /// The runs of ink in a row of pixels, as (start, length).
    static func runs(_ row: [Bool]) -> [(start: Int, length: Int)] {
        var runs: [(start: Int, length: Int)] = []
        for (x, inked) in row.enumerated() where inked {
            if let last = runs.last, last.start + last.length == x {
                runs[runs.count - 1].length += 1
            } else {
                runs.append((x, 1))
            }
        }
        return runs
    }

    /// A picture of inked pixels, for failure messages.
    static func picture(_ rows: [[Bool]]) -> String {
        rows.filter { $0.contains(true) }.map { String($0.map { $0 ? "#" : "." }) }.joined(separator: "\n")
    }

    @Test(
        "The classic arrow reads as an arrow, not a cross: a pointed head at least twice as wide as its shaft, over two rows of cells or more, at 56 and 90 columns",
        arguments: [RefreshState.idle, .pulling],
        [(BlockGlyphs.quadrants, 56), (.sextants, 56), (.quadrants, 90), (.sextants, 90)]
    )
    func arrowHead(state: RefreshState, drawing: (blocks: BlockGlyphs, columns: Int)) throws {
        let blocks = drawing.blocks
        var preview = try Self.preview("blue", blocks: blocks)
        preview.renderer.columns = drawing.columns
        let frame = try preview.player.stillFrame(state, progress: state == .idle ? 1 : 1.5)
        let scene = PhoneScene(columns: drawing.columns, rows: 20, frame: frame, blocks: blocks)
        let ink = Self.ink(
            preview.renderer.render(frame),
            columns: scene.indicatorColumns(of: frame.header),
            blocks: blocks
        )
        let drawn = ink.indices.filter { ink[$0].contains(true) }
        let picture = Self.picture(ink)
        // Every row of the arrow is one stroke: no split row reading as the arms of a cross.
        for y in drawn { #expect(Self.runs(ink[y]).count == 1, "row \(y) is split:\n\(picture)") }
        let widths = drawn.map { Self.runs(ink[$0]).map(\.length).max() ?? 0 }
        let shaft = try #require(widths.min())
        let head = drawn.indices.filter { widths[$0] >= 2 * shaft }.map { drawn[$0] }
        #expect(head.count >= 2, "\(state), \(blocks): the head is \(head.count) pixel rows:\n\(picture)")
        let headCells = Set(head.map { $0 / blocks.rowsPerCell })
        #expect(
            headCells.count >= 2,
            "\(state), \(blocks): the head is in \(headCells.count) row of cells:\n\(picture)"
        )
        // The head is at the end the arrow points to, and narrows to its point.
        let pointsUp = state == .pulling
        let tip = pointsUp ? widths.first : widths.last
        #expect(tip.map { $0 < (widths.max() ?? 0) } == true, "\(picture)")
        let headEnd = pointsUp ? head.min() : head.max()
        let shaftEnd = pointsUp ? drawn.max() : drawn.min()
        #expect(headEnd.map { abs($0 - (shaftEnd ?? 0)) > 4 } == true, "\(picture)")
        // No row of cells holds both the head's base and shaft below it (which reads as a bar
        // across the shaft, a cross): the base is the last pixel row of its cells.
        let base = try #require(pointsUp ? head.max() : head.min())
        let down = blocks.rowsPerCell
        let lastOfCell = pointsUp ? base % down == down - 1 : base % down == 0
        #expect(lastOfCell, "\(state), \(blocks): the head's base shares its cells with the shaft:\n\(picture)")
    }

    /// The cells of the header's indicator columns that are not plain background, in the rows
    /// the header shows in (its background at the screen's first column): their rows and columns.
    static func indicatorCells(
        _ canvas: Canvas,
        columns: Range<Int>,
        background: RGBAColor
    ) -> (rows: Set<Int>, columns: Set<Int>) {
        var rows: Set<Int> = []
        var used: Set<Int> = []
        for row in 1..<(canvas.height - 1) where canvas[1, row].background == background {
            for column in columns {
                let cell = canvas[column + 1, row]
                let plainBackground = cell.character == " " && cell.background == background
                if !plainBackground {
                    rows.insert(row)
                    used.insert(column)
                }
            }
        }
        return (rows, used)
    }

    @Test("The loading indicator is as large as the arrow it replaces", arguments: [BlockGlyphs.quadrants, .sextants])
    func spinnerSize(blocks: BlockGlyphs) throws {
        let preview = try Self.preview("blue", blocks: blocks)
        let pulling = try preview.player.stillFrame(.pulling)
        let loading = try preview.player.stillFrame(.loading)
        let scene = PhoneScene(columns: 56, rows: 20, frame: loading, blocks: blocks)
        let columns = scene.indicatorColumns(of: loading.header)
        let arrow = Self.indicatorCells(
            preview.renderer.render(pulling),
            columns: columns,
            background: pulling.header.background
        )
        let spinner = Self.indicatorCells(
            preview.renderer.render(loading),
            columns: columns,
            background: loading.header.background
        )
        #expect(spinner.columns.count >= arrow.columns.count - 1, "\(spinner.columns) against \(arrow.columns)")
        #expect(
            spinner.rows.count >= 2 && spinner.rows.count * 2 >= arrow.rows.count,
            "\(spinner.rows) against \(arrow.rows)"
        )
    }

    @Test(
        "The dots read as dots: three marks apart from one another on one row",
        arguments: [RefreshState.idle, .pulling, .loading],
        [BlockGlyphs.quadrants, .sextants]
    )
    func dots(state: RefreshState, blocks: BlockGlyphs) throws {
        let preview = try Self.preview("dots", blocks: blocks)
        let frame = try preview.player.stillFrame(state)
        let canvas = preview.renderer.render(frame)
        let scene = PhoneScene(columns: 56, rows: 20, frame: frame, blocks: blocks)
        let columns = scene.indicatorColumns(of: frame.header)
        let marks = Set<Character>(["●", "•", "·"])
        var found: [(row: Int, columns: [Int])] = []
        for row in 0..<canvas.height {
            let dotted = columns.filter { marks.contains(canvas[$0 + 1, row].character) }
            if !dotted.isEmpty { found.append((row, dotted)) }
        }
        #expect(found.count == 1, "\(state), \(blocks): \(canvas.plainLines)")
        let dotted = found.first?.columns ?? []
        #expect(dotted.count == 3)
        for (left, right) in zip(dotted, dotted.dropFirst()) { #expect(right - left >= 2, "\(dotted)") }
        // Nothing else is drawn in blocks there: no bars joining the dots.
        let ink = Self.ink(canvas, columns: columns, blocks: blocks)
        #expect(!ink.joined().contains(true), "\(Self.picture(ink))")
    }

    @Test(
        "The idle arrow is whole in the terminal: as many rows of ink as the arrow designed for its box",
        arguments: [BlockGlyphs.quadrants, .sextants]
    )
    func idleArrowWholeInTerminal(blocks: BlockGlyphs) throws {
        let preview = try Self.preview("blue", blocks: blocks)
        let frame = try preview.player.stillFrame(.idle)
        let scene = PhoneScene(columns: 56, rows: 20, frame: frame, blocks: blocks)
        let columns = scene.indicatorColumns(of: frame.header)
        let ink = Self.ink(preview.renderer.render(frame), columns: columns, blocks: blocks)
        let drawn = ink.indices.filter { ink[$0].contains(true) }
        // The arrow designed for the indicator's box, nothing cut off.
        let box = frame.header.layout.indicator
        let height = Int(clamping: box.height / (12 / Double(blocks.rowsPerCell)), rounding: .toNearestOrAwayFromZero)
        let design = PhoneScene.arrowPixels(
            width: columns.count * blocks.columnsPerCell,
            height: height,
            cell: (blocks.columnsPerCell, blocks.rowsPerCell),
            origin: (0, 0),
            angle: 0
        )
        let wholeRows = Set(design.map(\.y)).count
        #expect(
            drawn.count == wholeRows,
            "\(drawn.count) rows of ink drawn, \(wholeRows) in the whole arrow:\n\(Self.picture(ink))"
        )
    }

    @Test(
        "The idle arrow is whole in the SVG: its drawn pixels lie inside the picture",
        arguments: ["blue", "black", "grey", "white"]
    )
    func idleArrowWholeInSVG(skin id: String) throws {
        let preview = try Self.preview(id, blocks: .quadrants)
        let frame = try preview.player.stillFrame(.idle)
        let document = SVGSnapshot(frame).document()
        let tag = try #require(document.components(separatedBy: "<image ").first { $0.contains("id=\"header-arrow\"") })
        func number(_ name: String) throws -> Double {
            let text = try #require(
                tag.components(separatedBy: " \(name)=\"").dropFirst().first?.split(separator: "\"").first
            )
            return try #require(Double(text))
        }
        let y = try number("y")
        let height = try number("height")
        #expect(tag.contains("rotate(0 "), "the idle arrow is upright")
        // The image's opaque rows, placed in the picture.
        let start = try #require(tag.range(of: "base64,")).upperBound
        let end = try #require(tag[start...].firstIndex(of: "\""))
        let png = try #require(Data(base64Encoded: String(tag[start..<end])))
        let image = try PNGImageDecoder.decode([UInt8](png)).get()
        let opaque = (0..<image.height).filter { row in
            (0..<image.width).contains { image.pixels[(row * image.width + $0) * 4 + 3] > 0 }
        }
        let first = try #require(opaque.first)
        let last = try #require(opaque.last)
        let top = y + Double(first) / Double(image.height) * height
        let bottom = y + Double(last + 1) / Double(image.height) * height
        // The header shows from the picture's top to the content's.
        #expect(
            top >= 0 && bottom <= -frame.offset,
            "\(id): the arrow is drawn from \(top) to \(bottom), the header from 0 to \(-frame.offset)"
        )
    }
}
