import RefreshCommandLine
import RefreshPresentation
import RefreshSVG
import RefreshSupport

extension PreviewPlayer {
    /// Writes the SVG picture of a state (header or footer, as the player shows) to a file.
    func writeSVG(to path: String, state: String) throws {
        let document = SVGSnapshot(try stillFrame(state)).document()
        do {
            try AtomicFileWriter.write(document, to: path)
        } catch {
            throw RuntimeFailure(error.description)
        }
    }
}
