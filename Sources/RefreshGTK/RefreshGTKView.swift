public import CGtk4
import CRefreshGTK
public import RefreshKit
import RefreshText

/// Pull-to-refresh and load-more for a GTK 4 scrolled window: the widget an app packs in place
/// of its `GtkScrolledWindow`.
///
/// It wraps the scrolled window (holding a `GtkListView` or any child) in an overlay, feeds the
/// ``controller`` its scrolling and input, and draws the skin's header above the content and
/// footer below it, as `RefreshController.display()` resolves them (texts through Pango in the
/// fonts the SVG host measures with, the skin's colours in GTK's light or dark preference, the
/// arrow image, the shape indicators, Lottie frames).
///
/// ```swift
/// import CGtk4
/// import RefreshGTK
/// import RefreshKit
///
/// @MainActor func feedWidget(scrolled: UnsafeMutablePointer<GtkWidget>) throws -> UnsafeMutablePointer<GtkWidget> {
///     let refresh = try RefreshController()
///     refresh.onRefresh = { .loaded(try await reloadFeed()) }
///     return RefreshGTKView(wrapping: scrolled, controller: refresh).widget
/// }
/// ```
///
/// What it takes from the user:
/// - **touch**: a drag that starts with the list at the top and moves down is the pull (a
///   capture-phase gesture on the overlay that claims the touch only then, so flicks still scroll);
/// - **touchpad and wheel**: scrolling up past the top pulls; the scroll's end (fingers lifted) or
///   a short quiet time after the last wheel click is the release;
/// - **keyboard**: F5 and Ctrl+R refresh (the engine's accessibility refresh), anywhere in the
///   window; the footer's "tap to try again" is a button, reached with Tab;
/// - **the footer** loads more near the end of the list, as the skin says.
///
/// The header is an accessible element (role status) whose label is its status text; the
/// controller's announcements become its description (GTK 4.8 has no announcements) and are spoken
/// through `gtk_accessible_announce` where the running GTK has it (4.14). Reduced motion follows
/// `gtk-enable-animations`, light or dark `gtk-application-prefer-dark-theme` or a theme named
/// `…-dark`.
///
/// The widget keeps the view alive: it lives as long as ``widget``. It sets the controller's
/// `host` to itself. GTK runs on the main thread; the view also makes GTK's main loop run the main
/// actor's jobs (the controller's loads), once per process.
@MainActor
public final class RefreshGTKView {
    /// The widget to pack where the scrolled window was: a `GtkOverlay` holding it.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The app's scrolled window.
    public let scrolledWindow: UnsafeMutablePointer<GtkWidget>
    /// The controller the view drives and draws.
    public let controller: RefreshController

    let headerArea: UnsafeMutablePointer<GtkWidget>
    let footerArea: UnsafeMutablePointer<GtkWidget>
    let retryButton: UnsafeMutablePointer<GtkWidget>
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    let painter: EdgePainter

    /// The display last drawn.
    var current: RefreshDisplay?
    /// Whether the overlay still exists.
    var isAlive = true

    // Geometry, in GTK's logical pixels (the controller's points).
    var viewportHeight = 0.0
    var reportedLayout: ScrollLayout?
    /// How far the content is moved down from the top (a pull, or the header's inset).
    var pullTop = 0.0
    /// How far the content is moved up from the bottom (the footer's inset).
    var pullBottom = 0.0
    /// How far the scrolled window is placed below the overlay's top, in whole pixels.
    var contentShift = 0.0
    /// The insets the controller asked for.
    var insets: [RefreshEdge: Double] = [.header: 0, .footer: 0]
    var topMove: Ease?
    var bottomMove: Ease?
    /// The content's height and the scroll value when the adjustment last changed.
    var knownUpper = 0.0
    var knownValue = 0.0
    /// The content offset last told to the controller.
    var reportedOffset = 0.0
    /// Set while the view moves the adjustment itself.
    var movingAdjustment = false

    // Input.
    var touch = TouchPull()
    var wheel = WheelPull()
    var wheelQuietSource: guint = 0

    // Frames.
    var tickID: guint = 0
    var inTick = false
    var timeoutSource: guint = 0
    var idleSource: guint = 0
    var shownLabel = ""
    var shownFooterLabel = ""
    /// Whether the footer's button has had the focus since it last showed (``tabToRetry()``).
    var retryHadFocus = false
    var shownDescription = ""

    /// Wraps `scrolledWindow` (which must have no parent yet; the view's ``widget`` takes its
    /// place) and becomes `controller`'s host.
    ///
    /// - Parameters:
    ///   - scrolledWindow: the app's `GtkScrolledWindow`.
    ///   - controller: the controller, with the app's actions.
    public init(wrapping scrolledWindow: UnsafeMutablePointer<GtkWidget>, controller: RefreshController) {
        _ = rk_gtk_attach_main_queue()
        self.scrolledWindow = scrolledWindow
        self.controller = controller
        painter = EdgePainter()
        widget = gtk_overlay_new()
        headerArea = rk_gtk_drawing_area_new(GTK_ACCESSIBLE_ROLE_STATUS)
        footerArea = rk_gtk_drawing_area_new(GTK_ACCESSIBLE_ROLE_STATUS)
        retryButton = gtk_button_new()
        adjustment = gtk_scrolled_window_get_vadjustment(GObjectGlue.opaque(scrolledWindow))
        build()
        controller.host = self
        readSettings()
        connect()
        setNeedsDisplay()
    }

    private func build() {
        let overlay = GObjectGlue.opaque(widget)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        // The scrolled window is an overlay child placed by the view (`contentPosition`), so a
        // pull moves it down whole instead of shrinking it: a `GtkListView` whose viewport shrinks
        // keeps an anchor row in place and scrolls under the finger.
        gtk_overlay_set_child(overlay, gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        gtk_overlay_add_overlay(overlay, scrolledWindow)
        gtk_overlay_set_measure_overlay(overlay, scrolledWindow, 1)
        gtk_overlay_set_clip_overlay(overlay, scrolledWindow, 1)
        for area in [headerArea, footerArea] {
            gtk_widget_set_can_target(area, 0)
            gtk_widget_set_focusable(area, 0)
            gtk_overlay_add_overlay(overlay, area)
            gtk_overlay_set_measure_overlay(overlay, area, 0)
        }
        gtk_widget_set_name(headerArea, "refresh-header")
        gtk_widget_set_name(footerArea, "refresh-footer")
        // The footer draws the band; the button only takes the tap, the focus and the label.
        gtk_widget_add_css_class(retryButton, "flat")
        rk_gtk_make_transparent_button(retryButton)
        gtk_widget_set_valign(retryButton, GTK_ALIGN_END)
        gtk_widget_set_halign(retryButton, GTK_ALIGN_FILL)
        gtk_widget_set_visible(retryButton, 0)
        gtk_widget_set_name(retryButton, "refresh-footer-retry")
        gtk_overlay_add_overlay(overlay, retryButton)
    }

    /// The view's own C callbacks' data: the view, unretained (the overlay retains it).
    var selfPointer: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The view behind a callback's data.
    nonisolated static func view(_ data: UnsafeMutableRawPointer?) -> RefreshGTKView? {
        guard let data else { return nil }
        return Unmanaged<RefreshGTKView>.fromOpaque(data).takeUnretainedValue()
    }

    /// The overlay is gone: sources stop, handlers on objects it did not own are removed.
    func teardown() {
        isAlive = false
        for source in [timeoutSource, idleSource, wheelQuietSource] where source != 0 { g_source_remove(source) }
        timeoutSource = 0
        idleSource = 0
        wheelQuietSource = 0
        g_signal_handlers_disconnect_matched(
            adjustment,
            G_SIGNAL_MATCH_DATA,
            0,
            0,
            nil,
            nil,
            selfPointer
        )
        if let settings = gtk_settings_get_default() {
            g_signal_handlers_disconnect_matched(
                UnsafeMutableRawPointer(settings),
                G_SIGNAL_MATCH_DATA,
                0,
                0,
                nil,
                nil,
                selfPointer
            )
        }
        controller.disappeared()
    }

    /// Reads reduced motion and the dark preference from GTK's settings.
    func readSettings() {
        controller.prefersReducedMotion = rk_gtk_settings_get_bool("gtk-enable-animations") == 0
        var dark = rk_gtk_settings_get_bool("gtk-application-prefer-dark-theme") != 0
        if let name = rk_gtk_settings_get_string("gtk-theme-name") {
            if String(cString: name).lowercased().hasSuffix("-dark") { dark = true }
            g_free(name)
        }
        try? controller.setAppearance(dark ? .dark : .light)
    }
}
