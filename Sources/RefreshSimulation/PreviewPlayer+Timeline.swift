import RefreshFoundation
import RefreshLocalization
import RefreshPresentation
import RefreshSupport

extension PreviewPlayer {
    /// The demo's whole cycle sampled at `fps` frames a second (1 to 120), from its start to its
    /// end (for the header: pull, arm, release, load, finish, close): the frames a host that
    /// cannot run the simulation (an animated SVG) plays back, one every `1 / fps` seconds.
    public func timeline(fps: Double) throws(LocalizationError) -> [PresentedFrame] {
        let rate = Self.frameRate(fps)
        var player = DemoPlayer(script: script, simulator: makeSimulator())
        let count = max(Int(clamping: script.duration * rate, rounding: .up), 1)
        var frames: [PresentedFrame] = []
        frames.reserveCapacity(count)
        for index in 0..<count {
            _ = player.advance(to: Double(index) / rate)
            frames.append(try present(player.simulator))
        }
        return frames
    }

    /// When a host playing at `fps` frames a second draws next after `frame` (in simulation
    /// seconds, as `PresentedFrame.time`): the next tick of the frame clock (`n / fps`), or
    /// sooner the moment the frame's lines read differently by the clock alone
    /// (`PresentedFrame.textsValidUntil`), so that a "last updated" line changes exactly when
    /// its phrase expires rather than up to a frame later.
    public func nextFrameTime(after frame: PresentedFrame, fps: Double) -> Double {
        let rate = Self.frameRate(fps)
        // The tick after the frame's: a frame drawn between ticks (for a text) keeps the clock.
        let tick = ((frame.time * rate + 1e-9).rounded(.down) + 1) / rate
        guard let until = frame.textsValidUntil?.timeIntervalSince(wallClock), until > frame.time else { return tick }
        return min(tick, until)
    }

    /// `fps` as the players use it: 1 to 120 frames a second, 30 when it is not a number.
    static func frameRate(_ fps: Double) -> Double {
        min(max(fps.isFinite ? fps : 30, 1), 120)
    }
}
