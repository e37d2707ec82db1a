import RefreshCore
import RefreshFoundation
import RefreshLocalization
import RefreshPresentation
import RefreshSimulation
import RefreshSupport
import RefreshTerminal

extension TerminalPreview {
    /// Plays the demo in real time on the terminal, in place below the prompt, redrawing only the
    /// rows that change; the cursor is hidden while it plays and restored on exit, Ctrl-C, SIGTERM,
    /// SIGQUIT, SIGHUP and Ctrl-Z. The picture follows the window's size; a window too small for
    /// it shows a note asking for a bigger one.
    func animate(depth: ColorDepth, fps: Double, loop: Bool) throws {
        let session = TerminalSession(interactive: false)
        defer { session.end() }
        let writer = TerminalWriter(depth: depth)
        var player = fitted(toWindow: TerminalSession.size() ?? (renderer.columns, renderer.rows + 1), reservedRows: 1)
        // On exit, by the end or by a signal, the cursor is left below the picture.
        try session.reserveRows(player.renderer.rows)
        // The preview at full size, whose clock each round moves on: a round starts at the real
        // time, after the last round's refresh if it had one, so the "last updated" line reads
        // true from round to round.
        var round = self
        repeat {
            round.player.wallClock = Date()
            player = round.fitted(toWindow: (player.renderer.columns, player.renderer.rows + 1), reservedRows: 1)
            var demo = DemoPlayer(script: script, simulator: player.makeSimulator())
            var previous: Canvas?
            let start = ContinuousClock.now
            var time = 0.0
            while !demo.isFinished {
                if session.takeResize(), let size = TerminalSession.size() {
                    player = round.fitted(toWindow: size, reservedRows: 1)
                    try session.reserveRows(player.renderer.rows, clear: true)
                    previous = nil
                }
                _ = demo.advance(to: time)
                let frame = try player.player.present(demo.simulator)
                let canvas = player.renderer.render(frame)
                try session.write(writer.update(from: previous, to: canvas, placement: .savedCursor))
                previous = canvas
                // The next tick, or the moment a "last updated" line changes if that comes first.
                time = player.player.nextFrameTime(after: frame, fps: fps)
                pause(for: start + .nanoseconds(Int64(clamping: time * 1e9, rounding: .up)) - ContinuousClock.now)
            }
            let refreshed = demo.simulator.lastSuccess[.header].map { round.player.wallClock.addingTimeInterval($0) }
            round.player.lastUpdated = refreshed ?? round.player.lastUpdated
        } while loop
    }

    /// Lets the user drive the simulation with keys, on the alternate screen. The picture follows
    /// the window's size, with a status line below it when there is room, which also shows the
    /// last accessibility announcement. Returns when the header last refreshed well, if it did.
    func interactive(depth: ColorDepth, fps: Double) throws -> Date? {
        let session = TerminalSession(interactive: true)
        defer { session.end() }
        let writer = TerminalWriter(depth: depth)
        var window = TerminalSession.size() ?? (renderer.columns, renderer.rows + 2)
        var player = fitted(toWindow: window, reservedRows: 2)
        var simulator = makeSimulator()
        var translation = 0.0
        var previous: Canvas?
        let start = ContinuousClock.now
        let startDate = Date()
        let step = 24.0
        loop: while true {
            if session.takeResize(), let size = TerminalSession.size() {
                window = size
                player = fitted(toWindow: size, reservedRows: 2)
                try session.write("\u{1B}[2J")
                previous = nil
            }
            simulator.advance(to: (ContinuousClock.now - start) / .seconds(1))
            let frame = try player.player.present(simulator)
            let canvas = player.renderer.render(frame)
            var output = writer.update(from: previous, to: canvas, placement: .row(1))
            if (previous == nil || output.isEmpty == false) && window.rows > canvas.height {
                let header = simulator.engine.state(of: .header).rawValue
                let footer = simulator.engine.state(of: .footer).rawValue
                // The states and the last announcement first, so a narrow window still shows them.
                var status = "header: \(header)  footer: \(footer)"
                if let announced = try player.player.announcementText(of: simulator) {
                    status += "  said: " + announced
                }
                status += "   j/↓ pull  k/↑ push  space release  f finish  x fail  t tap  n no more  q quit"
                // Cut to the window (short of its last column, where a terminal would wrap), in
                // columns: an announcement in Japanese takes two a character.
                let shown = ControlCharacters.removed(from: status).prefix(terminalColumns: max(window.columns - 1, 0))
                output += "\u{1B}[\(canvas.height + 1);1H\u{1B}[0m" + shown
                output += "\u{1B}[K"
            }
            try session.write(output)
            previous = canvas
            // Wait for a key until the next tick, or the moment a "last updated" line changes.
            let due = player.player.nextFrameTime(after: frame, fps: fps)
            guard let key = session.readKey(timeout: max(due - (ContinuousClock.now - start) / .seconds(1), 0)) else {
                continue
            }
            switch key {
            case .down, .up:
                if !simulator.isDragging {
                    simulator.touchDown()
                    translation = 0
                }
                translation += key == .down ? step : -step
                simulator.drag(translation: translation)
            case .space:
                simulator.release()
            case .character("f"):
                for edge in RefreshEdge.allCases where simulator.engine.state(of: edge) == .loading {
                    simulator.finish(edge, result: .success, newItems: 3)
                }
            case .character("x"):
                for edge in RefreshEdge.allCases where simulator.engine.state(of: edge) == .loading {
                    simulator.finish(edge, result: .failure)
                }
            case .character("t"):
                simulator.tap(.footer)
            case .character("n"):
                if simulator.engine.state(of: .footer) == .loading {
                    simulator.finish(.footer, result: .noMoreData)
                } else if simulator.engine.state(of: .header) == .loading {
                    simulator.finish(.header, result: .noMoreData)
                }
            case .character("q"), .character("\u{03}"), .endOfInput:
                break loop
            case .character:
                break
            }
        }
        return simulator.lastSuccess[.header].map { startDate.addingTimeInterval($0) }
    }
}
