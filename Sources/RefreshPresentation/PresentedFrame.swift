import RefreshCore
import RefreshFoundation
import RefreshStyle

/// One moment of a scroll view with its refresh controls, fully resolved for a host: where the
/// content is, both edges as they look, and the list around them, in points. The terminal and the
/// SVG hosts draw the same frame, each in its own medium.
public struct PresentedFrame: Sendable, Hashable {
    /// Seconds since the simulation started.
    public var time: Double
    /// The content offset in points as drawn (negative while the header shows). Past an end
    /// whose edge floats, the content stays at rest: the pull moves the edge's indicator
    /// (``PresentedEdge/floatingOffset``), not the content.
    public var offset: Double
    /// The scroll view's geometry: content and viewport heights.
    public var layout: ScrollLayout
    /// The header as it looks now.
    public var header: PresentedEdge
    /// The footer as it looks now.
    public var footer: PresentedEdge
    /// The texts of the list rows.
    public var listRows: [String]
    /// Colours of the list around the controls.
    public var palette: ListPalette

    /// Whether the frame draws `edge`: a floating edge when it is in view at all; else the
    /// header when the content is pulled down from the top at all, the footer when its status
    /// line is above the bottom of the view.
    public func shows(_ edge: RefreshEdge) -> Bool {
        if let floating = (edge == .header ? header : footer).floatingOffset { return floating > 0 }
        let top = -offset
        guard edge == .footer else { return top > 0 }
        let status = footer.layout.status
        return top + layout.contentHeight + status.y + status.height <= max(layout.viewportHeight, 1)
    }

    /// The first instant either edge's lines read differently by the clock alone (see
    /// ``PresentedEdge/textsValidUntil``): when a host that draws only on change draws next if
    /// nothing else happens.
    public var textsValidUntil: Date? {
        [header.textsValidUntil, footer.textsValidUntil].compactMap { $0 }.min()
    }

    /// The height of one list row in points.
    public static let listRowHeight = 36.0

    /// Creates a frame.
    public init(
        time: Double,
        offset: Double,
        layout: ScrollLayout,
        header: PresentedEdge,
        footer: PresentedEdge,
        listRows: [String],
        palette: ListPalette
    ) {
        self.time = time
        self.offset = offset
        self.layout = layout
        self.header = header
        self.footer = footer
        self.listRows = listRows
        self.palette = palette
    }
}

/// Colours of what is not the refresh control: the list, its separators, the phone's frame.
public struct ListPalette: Sendable, Hashable {
    /// The list's background.
    public var list: RGBAColor
    /// The list's text.
    public var listText: RGBAColor
    /// Lines between list rows.
    public var separator: RGBAColor
    /// The phone's frame.
    public var frame: RGBAColor

    /// Creates a palette.
    public init(list: RGBAColor, listText: RGBAColor, separator: RGBAColor, frame: RGBAColor) {
        self.list = list
        self.listText = listText
        self.separator = separator
        self.frame = frame
    }

    /// White rows with dark text.
    public static let light = ListPalette(
        list: RGBAColor(red: 255, green: 255, blue: 255),
        listText: RGBAColor(red: 40, green: 40, blue: 45),
        separator: RGBAColor(red: 220, green: 222, blue: 226),
        frame: RGBAColor(red: 140, green: 144, blue: 150)
    )
    /// Near-black rows with light text.
    public static let dark = ListPalette(
        list: RGBAColor(red: 28, green: 28, blue: 30),
        listText: RGBAColor(red: 230, green: 230, blue: 235),
        separator: RGBAColor(red: 58, green: 58, blue: 62),
        frame: RGBAColor(red: 110, green: 112, blue: 118)
    )

    /// The palette for an appearance.
    public static func forAppearance(_ appearance: Appearance) -> ListPalette {
        appearance == .dark ? .dark : .light
    }
}
