import RefreshLocalization
import RefreshSupport

extension PreviewPlayer {
    /// The demo's whole cycle sampled at `fps` frames a second (1 to 120), from its start to its
    /// end (for the header: pull, arm, release, load, finish, close): the frames a host that
    /// cannot run the simulation (an animated SVG) plays back, one every `1 / fps` seconds.
    public func timeline(fps: Double) throws(LocalizationError) -> [PresentedFrame] {
        let rate = min(max(fps.isFinite ? fps : 30, 1), 120)
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
}
