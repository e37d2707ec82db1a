import RefreshCore
import RefreshLottie
import RefreshXML

extension SkinDescriptor {
    /// An error for each Lottie file of the skin that rlottie could not draw within the limits it
    /// works under (`LottieAnimation.memoryLimit`, `LottieAnimation.secondsLimit`), found by
    /// drawing the first and last frame of each segment the skin plays
    /// (``SkinLottie/drawingFailures(edge:width:height:)``). Programs that read skins from
    /// anywhere (a preview, a linter, a build plugin) ask for these once after loading; the
    /// reader's drawing budget refuses what it can foresee, and this finds what it could not.
    public func lottieDrawingDiagnostics() -> [SkinDiagnostic] {
        var diagnostics: [SkinDiagnostic] = []
        var reported: Set<String> = []
        let folder = SkinPath.directory(of: source.path)
        for edge in RefreshEdge.allCases {
            guard let lottie = part(edge).lottie else { continue }
            for (file, failure) in lottie.drawingFailures(edge: edge) {
                let path = folder.isEmpty ? file.path : folder + "/" + file.path
                guard reported.insert(path).inserted else { continue }
                diagnostics.append(
                    SkinDiagnostic(
                        file: path,
                        line: 0,
                        column: 0,
                        severity: .error,
                        message: "\(failure.message); simplify it (fewer shapes, copies and dashes, "
                            + "shapes nearer the canvas)",
                        code: .animationPastLimits
                    )
                )
            }
        }
        return diagnostics
    }
}
