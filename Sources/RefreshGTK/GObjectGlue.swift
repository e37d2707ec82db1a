import CGtk4

/// The small conversions between GTK's C types that Swift does not make by itself.
enum GObjectGlue {
    /// A widget pointer as the pointer type another GTK call takes (every GTK widget is a GObject
    /// whose struct starts with its parent's).
    static func cast<T>(_ pointer: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<T> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
    }

    /// A widget pointer as an opaque pointer (GTK types whose struct is private).
    static func opaque(_ pointer: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer {
        OpaquePointer(pointer)
    }

    /// Connects `handler` (a `@convention(c)` function cast to `GCallback`) to `signal` of
    /// `instance`, with `data` as its last argument.
    @discardableResult
    static func connect(
        _ instance: UnsafeMutableRawPointer,
        _ signal: String,
        _ handler: GCallback,
        _ data: UnsafeMutableRawPointer
    )
        -> gulong
    {
        g_signal_connect_data(instance, signal, handler, data, nil, GConnectFlags(rawValue: 0))
    }

    /// Connects to a signal of an object whose struct is private (a gesture, a controller).
    @discardableResult
    static func connect(
        _ instance: OpaquePointer?,
        _ signal: String,
        _ handler: GCallback,
        _ data: UnsafeMutableRawPointer
    )
        -> gulong
    {
        guard let instance else { return 0 }
        return connect(UnsafeMutableRawPointer(instance), signal, handler, data)
    }
}
