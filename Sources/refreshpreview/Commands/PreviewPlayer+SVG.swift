import RefreshCommandLine
import RefreshCore
import RefreshLocalization
import RefreshPresentation
import RefreshSVG
import RefreshSimulation
import RefreshSupport

extension PreviewPlayer {
    /// Writes the SVG picture of a state, pulled to `progress` when given (header or footer, as
    /// the player shows) to a file; with `animate`, an SVG that plays the whole cycle: with
    /// reduced motion when the presenter prefers it, else with both motions for the viewer's
    /// `prefers-reduced-motion` to choose.
    func writeSVG(to path: String, state: RefreshState, progress: Double? = nil, animate: Bool = false) throws {
        let document: String
        do {
            document =
                animate
                ? try animation(fps: SVGAnimation.standardFPS).document()
                : SVGSnapshot(try stillFrame(state, progress: progress)).document()
        } catch let error as SVGSizeError {
            throw RuntimeFailure(error.description)
        }
        do {
            try AtomicFileWriter.write(document, to: path)
        } catch {
            throw RuntimeFailure(error.description)
        }
    }

    /// The whole cycle at `fps`: as the presenter prefers when it asks for reduced motion, else
    /// with the reduced cycle beside the full one (left out when the two look the same).
    func animation(fps: Double) throws(LocalizationError) -> SVGAnimation {
        let frames = try timeline(fps: fps)
        guard !presenter.prefersReducedMotion else { return SVGAnimation(frames, fps: fps) }
        var reducedPlayer = self
        reducedPlayer.presenter.prefersReducedMotion = true
        let reduced = try reducedPlayer.timeline(fps: fps)
        return SVGAnimation(frames, fps: fps, reduced: reduced == frames ? nil : reduced)
    }
}
