import Foundation
import RefreshCore
import RefreshLocalization

/// Draws a simulated scroll view with a skin: the phone scene for the moment the simulation is
/// at, with the texts in the user's language and right-to-left text in visual order.
public struct PreviewRenderer: Sendable {
    /// The skin, strings and appearance.
    public let presenter: SkinPresenter
    /// Columns of the picture, frame included.
    public var columns: Int
    /// Rows of the picture, frame included.
    public var rows: Int
    /// The texts of the list rows.
    public var listRows: [String]

    /// Creates a renderer.
    public init(presenter: SkinPresenter, columns: Int, rows: Int, listRows: [String]) {
        self.presenter = presenter
        self.columns = columns
        self.rows = rows
        self.listRows = listRows
    }

    /// The smallest picture the phone scene is drawn in; a smaller one shows ``tooSmall(columns:rows:)``.
    public static let minimumColumns = 24
    /// The fewest rows the phone scene is drawn in.
    public static let minimumRows = 10

    /// Whether the phone scene fits in the picture's size.
    public var fits: Bool { columns >= Self.minimumColumns && rows >= Self.minimumRows }

    /// A picture of `columns` by `rows` (at least one of each) that asks for a bigger window,
    /// word-wrapped and cut to what fits: "Make the window bigger: needs 24x10".
    public static func tooSmall(columns: Int, rows: Int) -> Canvas {
        let width = max(columns, 1)
        let height = max(rows, 1)
        var canvas = Canvas(width: width, height: height)
        let text = "Make the window bigger: needs \(minimumColumns)x\(minimumRows)"
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            var word = String(word)
            if !line.isEmpty && line.count + 1 + word.count <= width {
                line += " " + word
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = String(word.dropFirst(width))
            }
            line = word
        }
        if !line.isEmpty { lines.append(line) }
        for (row, text) in lines.prefix(height).enumerated() {
            canvas.write(text, column: 0, row: row, foreground: nil, bold: true)
        }
        return canvas
    }

    /// The list rows a preview shows by default.
    public static func defaultListRows(count: Int = 60) -> [String] {
        (1...count).map { "Item \($0)" }
    }

    /// The scroll view's layout for a picture of this size: the viewport is the screen inside the
    /// frame, the content is the list.
    public var layout: ScrollLayout {
        ScrollLayout(
            contentHeight: Double(listRows.count) * PhoneScene.listRowHeight,
            viewportHeight: Double(max(rows - 2, 1)) * PhoneScene.pointsPerPixel * 2
        )
    }

    /// The picture of the simulation now: `columns` by `rows`, or, when the scene does not fit
    /// (see ``fits``), ``tooSmall(columns:rows:)``.
    ///
    /// - Parameters:
    ///   - wallClock: the date the simulation's time 0 stands for, so "last updated" reads right.
    ///   - lastUpdated: the date shown before the simulation finishes a load, if any.
    public func render(_ simulator: ScrollSimulator, wallClock: Date, lastUpdated: Date?) throws(LocalizationError)
        -> Canvas
    {
        guard fits else { return Self.tooSmall(columns: columns, rows: rows) }
        let now = wallClock.addingTimeInterval(simulator.time)
        let updated = simulator.lastSuccess[.header].map { wallClock.addingTimeInterval($0) } ?? lastUpdated
        let phase = Spinner.phase(at: simulator.time)
        let header = try terminalContent(
            presenter.edgeContent(
                for: simulator.engine.renderModel(for: .header, lastUpdated: updated),
                now: now,
                arrowAngle: simulator.arrowAngle[.header]!.value(at: simulator.time),
                spinnerPhase: phase
            )
        )
        let footer = try terminalContent(
            presenter.edgeContent(
                for: simulator.engine.renderModel(for: .footer),
                now: now,
                arrowAngle: .pi + simulator.arrowAngle[.footer]!.value(at: simulator.time),
                spinnerPhase: phase
            )
        )
        let scene = PhoneScene(
            columns: columns,
            rows: rows,
            offset: simulator.offset,
            contentHeight: layout.contentHeight,
            header: header,
            footer: footer,
            listRows: listRows,
            palette: presenter.appearance == .dark ? .dark : .light
        )
        return scene.render()
    }

    /// Right-to-left labels in the order a terminal must draw them.
    private func terminalContent(_ content: EdgeContent) throws(LocalizationError) -> EdgeContent {
        guard content.rightToLeft else { return content }
        var visual = content
        visual.status = try BidiText.visualOrder(content.status, rightToLeft: true)
        visual.detail = try content.detail.map { text throws(LocalizationError) in
            try BidiText.visualOrder(text, rightToLeft: true)
        }
        return visual
    }
}
