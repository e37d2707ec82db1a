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

    /// The picture of the simulation now.
    ///
    /// - Parameters:
    ///   - wallClock: the date the simulation's time 0 stands for, so "last updated" reads right.
    ///   - lastUpdated: the date shown before the simulation finishes a load, if any.
    public func render(_ simulator: ScrollSimulator, wallClock: Date, lastUpdated: Date?) throws(LocalizationError)
        -> Canvas
    {
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
