import RefreshLottie

/// Lottie JSON in: a located refusal, or a document within the caps and the drawing budget that
/// rlottie reads and draws (its first, middle and last frames, small, in pixels and as vectors)
/// within the limits it works under. rlottie runs in a child process (see `LottieAnimation`), so
/// a file it crashes on, loops on or grows without end does not stop this process: it stops the
/// child, and that is the finding here, a file the budget should have refused.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let document: LottieDocument
    do {
        document = try LottieDocument(bytes: Array(bytes), path: "fuzz.json")
    } catch {
        guard error.line >= 0, error.column >= 0, !error.message.isEmpty, error.code.hasPrefix("lottie-") else {
            fatalError("a refusal without a place or words: \(error)")
        }
        return 0
    }
    guard document.width <= LottieDocument.Limits.canvas, document.height <= LottieDocument.Limits.canvas,
        document.layerCount <= LottieDocument.Limits.layers, document.keyframeCount <= LottieDocument.Limits.keyframes
    else {
        fatalError("accepted past the caps: \(document.width)x\(document.height), \(document.layerCount) layers")
    }
    let animation: LottieAnimation
    do {
        animation = try LottieAnimation(document)
    } catch {
        if error.pastLimits {
            fatalError("accepted by the budget, but rlottie could not read it within limits: \(error)")
        }
        return 0
    }
    for frame in [0, animation.frameCount / 2, animation.frameCount] {
        guard let image = animation.image(frame: frame, width: 24, height: 24), image.pixels.count == 24 * 24 * 4
        else {
            if let failure = animation.failure {
                fatalError(
                    "accepted by the budget, but rlottie could not draw frame \(frame) within limits: \(failure)"
                )
            }
            fatalError("no 24x24 picture of frame \(frame)")
        }
        // The same frame as vectors (the SVG's), after its pixels, as the hosts ask for them;
        // a drawing past 4 MiB of text is nil, anything else is paths.
        if let svg = animation.svg(frame: frame, width: 24, height: 24), !svg.isEmpty, !svg.hasPrefix("<path d=\"") {
            fatalError("a vector drawing that is not paths: \(svg.prefix(80))")
        }
    }
    return 0
}
