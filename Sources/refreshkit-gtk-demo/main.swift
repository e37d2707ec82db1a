import CGtk4
import CRefreshGTK
import RefreshGTK
import RefreshKit
import RefreshSupport
import RefreshTrace

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a line to standard error.
func complain(_ text: String) {
    try? FileDescriptorWriter.write(Array((text + "\n").utf8), to: FileDescriptorWriter.standardError)
}

let options: DemoOptions
do {
    options = try DemoOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    complain("error: \(error.message)\n\n" + DemoOptions.usage + "\nSee 'refreshkit-gtk-demo --help'.")
    exit(64)
}
if options.help {
    try? FileDescriptorWriter.write(Array((DemoOptions.usage + "\n").utf8), to: FileDescriptorWriter.standardOutput)
    exit(0)
}

gtk_init()
if options.dark { rk_gtk_settings_set_bool("gtk-application-prefer-dark-theme", 1) }
if options.reducedMotion { rk_gtk_settings_set_bool("gtk-enable-animations", 0) }
if let locale = options.locale {
    let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
    if ["ar", "he", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"].contains(language.lowercased()) {
        gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
    }
}

let controller: RefreshController
do {
    var skin =
        if let file = options.skinFile {
            try SkinDescriptor(contentsOfFile: file)
        } else {
            try SkinDescriptor.builtIn(options.skin ?? "blue")
        }
    if options.automaticFooter { skin.footer.footerMode = .automatic(maxTriggers: 3) }
    controller = try RefreshController(skin: skin, languages: options.locale.map { [$0] }, store: nil)
} catch {
    complain("error: \(error)")
    exit(1)
}

// Every effect as it happens, one JSON line each, written at once (write(2), no buffer).
if let path = options.logEffects {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
        complain("error: cannot write '\(path)': \(String(cString: strerror(errno)))")
        exit(1)
    }
    controller.onEffect = { effect, input in
        let line = Replayer.encode(effect, input: input) + "\n"
        do {
            try FileDescriptorWriter.write(Array(line.utf8), to: descriptor)
        } catch {
            complain("error: cannot write '\(path)': \(error)")
        }
    }
}

let feed = Feed(rows: options.rows, delay: options.delay, failEvery: options.failEvery)
controller.onRefresh = { [feed] in .loaded(try await feed.reload()) }
controller.onLoadMore = { [feed] in try await feed.loadMore() ? .loaded : .noMoreData }
controller.onError = { error, edge in complain("\(edge): \(error)") }

// The list: a GtkListView of labels over the feed's GtkStringList.
let factory = gtk_signal_list_item_factory_new()
let setup: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, item, _ in
    let label = gtk_label_new(nil)
    gtk_label_set_xalign(OpaquePointer(label), 0)
    gtk_widget_set_margin_start(label, 16)
    gtk_widget_set_margin_end(label, 16)
    gtk_widget_set_margin_top(label, 12)
    gtk_widget_set_margin_bottom(label, 12)
    gtk_list_item_set_child(item, label)
}
let bind: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, item, _ in
    guard let row = gtk_list_item_get_item(item), let label = gtk_list_item_get_child(item),
        let text = gtk_string_object_get_string(OpaquePointer(row))
    else { return }
    gtk_label_set_text(OpaquePointer(label), text)
}
g_signal_connect_data(
    UnsafeMutableRawPointer(factory),
    "setup",
    unsafeBitCast(setup, to: GCallback.self),
    nil,
    nil,
    GConnectFlags(0)
)
g_signal_connect_data(
    UnsafeMutableRawPointer(factory),
    "bind",
    unsafeBitCast(bind, to: GCallback.self),
    nil,
    nil,
    GConnectFlags(0)
)
let list = gtk_list_view_new(gtk_no_selection_new(feed.rows), factory)
gtk_list_view_set_show_separators(OpaquePointer(list), 1)
let scrolled = gtk_scrolled_window_new()
gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)

// The one call that adds pull-to-refresh and load-more.
let refreshView = RefreshGTKView(wrapping: scrolled!, controller: controller)

let window = gtk_window_new()
let gtkWindow = UnsafeMutableRawPointer(window)?.assumingMemoryBound(to: GtkWindow.self)
gtk_window_set_title(gtkWindow, "RefreshKit feed")
gtk_window_set_default_size(gtkWindow, 400, 640)
gtk_window_set_child(gtkWindow, refreshView.widget)

let loop = g_main_loop_new(nil, 0)
let closed: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, loop in
    g_main_loop_quit(OpaquePointer(loop))
    return 0
}
g_signal_connect_data(
    UnsafeMutableRawPointer(window),
    "close-request",
    unsafeBitCast(closed, to: GCallback.self),
    UnsafeMutableRawPointer(loop),
    nil,
    GConnectFlags(0)
)
gtk_window_present(gtkWindow)
controller.appeared()
g_main_loop_run(loop)
