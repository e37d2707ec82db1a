import CGtk4
import CRefreshGTK
import RefreshKit

extension RefreshGTKView: RefreshScrollHost {
    /// Moves the content by the edge's inset, eased over `duration`. The header's takes effect at
    /// the top of the list (scrolled down, the header has already scrolled away); the footer's is a
    /// band below the list.
    public func setRefreshInset(_ points: Double, for edge: RefreshEdge, animatedOver duration: Duration) {
        insets[edge] = points
        guard isAlive else { return }
        if edge == .header {
            guard !touch.isPulling, !wheel.isPulling, isAtTop else { return }
        }
        move(edge, to: points, over: duration)
    }

    /// Moves the content: above the top (negative) opens the header, as a refresh from code does.
    public func setContentOffset(_ offset: Double, animated: Bool) {
        guard isAlive else { return }
        if offset < 0 {
            if !isAtTop {
                movingAdjustment = true
                gtk_adjustment_set_value(adjustment, 0)
                movingAdjustment = false
            }
            if touch.isPulling || wheel.isPulling {
                pullTop = -offset
                applyContentPosition()
            } else {
                move(.header, to: -offset, over: animated ? .milliseconds(300) : .zero)
            }
        } else {
            gtk_adjustment_set_value(adjustment, offset)
        }
    }

    /// Speaks `text` where GTK can (4.14's announcements), and sets it as the header's accessible
    /// description, which GTK 4.8 sends to assistive technology as a change.
    public func announce(_ text: String) {
        guard isAlive else { return }
        _ = rk_gtk_announce(headerArea, text)
        if text != shownDescription {
            shownDescription = text
            rk_gtk_set_accessible_description(headerArea, text)
        }
    }

    /// Draws again soon (once, however often asked before).
    public func setNeedsDisplay() {
        guard isAlive, idleSource == 0, tickID == 0 else { return }
        idleSource = g_idle_add(
            { data in
                MainActor.assumeIsolated {
                    guard let view = RefreshGTKView.view(data) else { return 0 }
                    view.idleSource = 0
                    view.render()
                    return 0
                }
            },
            selfPointer
        )
    }

    /// Asks the controller for its display, updates what depends on it (accessibility, the retry
    /// button), queues the drawing and schedules the next frame.
    func render() {
        guard isAlive else { return }
        let moving = stepMoves()
        guard let display = try? controller.display() else { return }
        current = display
        updateAccessibility(display)
        updateRetryButton(display)
        gtk_widget_queue_draw(headerArea)
        gtk_widget_queue_draw(footerArea)
        schedule(animating: display.isAnimating || moving, next: display.nextUpdate)
    }

    /// A tick callback at every frame while something moves; otherwise one timeout at the next
    /// update, or nothing.
    private func schedule(animating: Bool, next: Duration?) {
        if timeoutSource != 0 {
            g_source_remove(timeoutSource)
            timeoutSource = 0
        }
        if animating {
            guard tickID == 0 else { return }
            tickID = gtk_widget_add_tick_callback(
                headerArea,
                { _, _, data in
                    MainActor.assumeIsolated {
                        guard let view = RefreshGTKView.view(data) else { return 0 }
                        view.inTick = true
                        view.render()
                        view.inTick = false
                        return view.tickID == 0 ? 0 : 1
                    }
                },
                selfPointer,
                nil
            )
            // A tick callback that has not run yet replaces an idle draw.
            if idleSource != 0 {
                g_source_remove(idleSource)
                idleSource = 0
            }
            return
        }
        // A tick callback ends by returning 0 when this frame is its own.
        if tickID != 0 && !inTick { gtk_widget_remove_tick_callback(headerArea, tickID) }
        tickID = 0
        guard let next else { return }
        let milliseconds = max(next.components.seconds * 1000 + next.components.attoseconds / 1_000_000_000_000_000, 1)
        timeoutSource = g_timeout_add(
            guint(clamping: milliseconds),
            { data in
                MainActor.assumeIsolated {
                    guard let view = RefreshGTKView.view(data) else { return 0 }
                    view.timeoutSource = 0
                    view.render()
                    return 0
                }
            },
            selfPointer
        )
    }

    private func updateAccessibility(_ display: RefreshDisplay) {
        let header = display.header
        var label = header.look.status
        if let detail = header.look.detail, !detail.isEmpty { label += ". " + detail }
        if label != shownLabel {
            shownLabel = label
            rk_gtk_set_accessible_label(headerArea, label)
        }
        rk_gtk_set_accessible_busy(headerArea, header.state == .loading ? 1 : 0)
        // The footer's status ("Loading more…", "Couldn't load more. Tap to try again"), not
        // GTK's stand-in name for an unlabelled drawing area.
        let footer = display.footer.look.status
        if footer != shownFooterLabel {
            shownFooterLabel = footer
            rk_gtk_set_accessible_label(footerArea, footer)
        }
        rk_gtk_set_accessible_busy(footerArea, display.footer.state == .loading ? 1 : 0)
    }

    /// Moves the focus to the footer's button when it shows, has not had the focus since it
    /// showed, and the focus is in the scrolled window; returns whether it did.
    func tabToRetry() -> Bool {
        guard isAlive, gtk_widget_get_visible(retryButton) != 0 else { return false }
        if gtk_widget_has_focus(retryButton) != 0 { retryHadFocus = true }
        guard !retryHadFocus, rk_gtk_focus_is_inside(scrolledWindow) != 0 else { return false }
        retryHadFocus = true
        return gtk_widget_grab_focus(retryButton) != 0
    }

    /// The footer's "tap to try again" (or "tap to load more"): a button over the footer's band,
    /// reached with Tab, shown while a tap would load.
    private func updateRetryButton(_ display: RefreshDisplay) {
        let footer = display.footer
        let band = max(footer.offset, pullBottom)
        let tappable = footer.isEnabled && (footer.state == .failed || (footer.state == .idle && footer.isVisible))
        let shown = tappable && band >= 20
        if !shown { retryHadFocus = false }
        gtk_widget_set_visible(retryButton, shown ? 1 : 0)
        guard shown else { return }
        gtk_widget_set_size_request(retryButton, -1, Int32(band.rounded()))
        rk_gtk_set_accessible_label(retryButton, footer.look.status)
    }
}
