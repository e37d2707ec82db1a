import CGtk4
import CRefreshGTK
import RefreshKit

extension RefreshGTKView {
    /// Connects the view to GTK: the adjustment, the areas' sizes and drawing, the gestures, the
    /// shortcuts, the retry button, the settings, and the overlay's end.
    func connect() {
        let data = selfPointer
        g_object_set_data_full(
            UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self),
            "refreshkit-view",
            Unmanaged.passRetained(self).toOpaque(),
            { data in
                guard let data else { return }
                let view = Unmanaged<RefreshGTKView>.fromOpaque(data)
                MainActor.assumeIsolated { view.takeUnretainedValue().teardown() }
                view.release()
            }
        )

        let adjustmentChanged: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
            _,
            data in
            MainActor.assumeIsolated { RefreshGTKView.view(data)?.adjustmentChanged() }
        }
        let callback = unsafeBitCast(adjustmentChanged, to: GCallback.self)
        GObjectGlue.connect(adjustment, "value-changed", callback, data)
        GObjectGlue.connect(adjustment, "changed", callback, data)

        let resized: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
            _,
            _,
            height,
            data in
            MainActor.assumeIsolated { RefreshGTKView.view(data)?.resized(height: Double(height)) }
        }
        GObjectGlue.connect(headerArea, "resize", unsafeBitCast(resized, to: GCallback.self), data)

        let draw: GtkDrawingAreaDrawFunc = { area, cairo, width, height, data in
            MainActor.assumeIsolated {
                guard let view = RefreshGTKView.view(data), let cairo else { return }
                let edge: RefreshEdge =
                    UnsafeMutableRawPointer(area) == UnsafeMutableRawPointer(view.headerArea) ? .header : .footer
                view.draw(edge, cairo: cairo, width: Double(width), height: Double(height))
            }
        }
        for area in [headerArea, footerArea] {
            gtk_drawing_area_set_draw_func(GObjectGlue.cast(area), draw, data, nil)
        }

        let position:
            @convention(c) (
                OpaquePointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?,
                UnsafeMutableRawPointer?
            ) -> gboolean = { _, child, allocation, data in
                MainActor.assumeIsolated {
                    guard let view = RefreshGTKView.view(data), child == view.scrolledWindow, let allocation else {
                        return 0
                    }
                    view.contentPosition(allocation)
                    return 1
                }
            }
        GObjectGlue.connect(widget, "get-child-position", unsafeBitCast(position, to: GCallback.self), data)

        let clicked: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            MainActor.assumeIsolated { RefreshGTKView.view(data)?.controller.tapped(.footer) }
        }
        GObjectGlue.connect(retryButton, "clicked", unsafeBitCast(clicked, to: GCallback.self), data)

        connectTouch()
        connectScroll()
        connectShortcuts()
        connectTab()

        if let settings = gtk_settings_get_default() {
            let changed:
                @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?)
                    -> Void = { _, _, data in
                        MainActor.assumeIsolated { RefreshGTKView.view(data)?.readSettings() }
                    }
            let handler = unsafeBitCast(changed, to: GCallback.self)
            for name in ["gtk-enable-animations", "gtk-application-prefer-dark-theme", "gtk-theme-name"] {
                GObjectGlue.connect(settings, "notify::" + name, handler, data)
            }
        }
    }

    /// A touch drag on the overlay, in the capture phase: it claims the touch only when the list
    /// is at the top (or the header is open) and the finger moves down; otherwise it steps aside and
    /// the scrolled window scrolls (a flick coasts as usual).
    private func connectTouch() {
        let gesture = gtk_gesture_drag_new()
        gtk_gesture_single_set_touch_only(gesture, 1)
        gtk_event_controller_set_propagation_phase(gesture, GTK_PHASE_CAPTURE)
        let data = selfPointer
        let begin: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _,
            _,
            _,
            data in
            MainActor.assumeIsolated { RefreshGTKView.view(data)?.touchBegan() }
        }
        let update: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            gesture,
            dx,
            dy,
            data in
            MainActor.assumeIsolated {
                guard let view = RefreshGTKView.view(data), let gesture else { return }
                switch view.touchMoved(dx: dx, dy: dy) {
                case .claim: gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
                case .deny: gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
                case .undecided, .pulling: break
                }
            }
        }
        let end: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
            _,
            _,
            _,
            data in
            MainActor.assumeIsolated { RefreshGTKView.view(data)?.touchEnded() }
        }
        let cancel: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
            MainActor.assumeIsolated { RefreshGTKView.view(data)?.touchEnded() }
        }
        GObjectGlue.connect(gesture, "drag-begin", unsafeBitCast(begin, to: GCallback.self), data)
        GObjectGlue.connect(gesture, "drag-update", unsafeBitCast(update, to: GCallback.self), data)
        GObjectGlue.connect(gesture, "drag-end", unsafeBitCast(end, to: GCallback.self), data)
        GObjectGlue.connect(gesture, "cancel", unsafeBitCast(cancel, to: GCallback.self), data)
        gtk_widget_add_controller(widget, gesture)
    }

    /// Wheel and touchpad, in the capture phase: scrolling up past the top pulls the header.
    private func connectScroll() {
        let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let data = selfPointer
        let scrolled: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> gboolean = {
            controller,
            _,
            dy,
            data in
            MainActor.assumeIsolated {
                guard let view = RefreshGTKView.view(data), let controller else { return 0 }
                let wheel = gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL
                return view.wheelScrolled(dy: dy, isWheel: wheel) ? 1 : 0
            }
        }
        let ended: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            MainActor.assumeIsolated { RefreshGTKView.view(data)?.wheelEnded() }
        }
        GObjectGlue.connect(controller, "scroll", unsafeBitCast(scrolled, to: GCallback.self), data)
        GObjectGlue.connect(controller, "scroll-end", unsafeBitCast(ended, to: GCallback.self), data)
        gtk_widget_add_controller(widget, controller)
    }

    /// Tab from inside the scrolled window, while the footer's button shows and has not had the
    /// focus yet, goes to the button: GTK 4.8 orders Tab stops by position and makes each row of a
    /// `GtkListView` one (4.12's `tab-behavior` is not there), so the button at the bottom would
    /// come after every row. Later Tabs go GTK's way.
    private func connectTab() {
        let keys = gtk_event_controller_key_new()
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        let pressed:
            @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = {
                _,
                key,
                _,
                modifiers,
                data in
                MainActor.assumeIsolated {
                    guard let view = RefreshGTKView.view(data) else { return 0 }
                    let plain = modifiers.rawValue & (GDK_SHIFT_MASK.rawValue | GDK_CONTROL_MASK.rawValue) == 0
                    return key == guint(GDK_KEY_Tab) && plain && view.tabToRetry() ? 1 : 0
                }
            }
        GObjectGlue.connect(keys, "key-pressed", unsafeBitCast(pressed, to: GCallback.self), selfPointer)
        gtk_widget_add_controller(widget, keys)
    }

    /// F5 and Ctrl+R, anywhere in the window: the engine's accessibility refresh of the header.
    private func connectShortcuts() {
        let shortcuts = gtk_shortcut_controller_new()
        gtk_shortcut_controller_set_scope(shortcuts, GTK_SHORTCUT_SCOPE_GLOBAL)
        let activate: GtkShortcutFunc = { _, _, data in
            MainActor.assumeIsolated {
                guard let view = RefreshGTKView.view(data) else { return 0 }
                view.controller.send(.accessibilityRefresh(edge: .header))
                view.setNeedsDisplay()
                return 1
            }
        }
        let trigger = gtk_shortcut_trigger_parse_string("F5|<Control>r")
        let action = gtk_callback_action_new(activate, selfPointer, nil)
        gtk_shortcut_controller_add_shortcut(shortcuts, gtk_shortcut_new(trigger, action))
        gtk_widget_add_controller(widget, shortcuts)
    }
}
