import RefreshCommandLine
import RefreshCore
import RefreshPresentation
import RefreshSVG
import RefreshSupport

extension PreviewPlayer {
    /// Writes the SVG picture of a state, pulled to `progress` when given (header or footer, as
    /// the player shows) to a file; with `animate`, an SVG that plays the whole cycle.
    func writeSVG(to path: String, state: RefreshState, progress: Double? = nil, animate: Bool = false) throws {
        let document =
            animate
            ? SVGAnimation(try timeline(fps: SVGAnimation.standardFPS), fps: SVGAnimation.standardFPS).document()
            : SVGSnapshot(try stillFrame(state, progress: progress)).document()
        do {
            try AtomicFileWriter.write(document, to: path)
        } catch {
            throw RuntimeFailure(error.description)
        }
    }
}
