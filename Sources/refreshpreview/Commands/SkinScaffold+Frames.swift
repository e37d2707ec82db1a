import RefreshCore
import RefreshSkins
import RefreshSupport

/// A scaffold started from an animated skin keeps its `<frames>` or `<lottie>` and copies their files.
extension SkinScaffold {
    /// The part's `<frames>`, with a comment, or nothing when it has none.
    static func framesLines(_ part: SkinPart) -> [String] {
        guard !part.frames.isEmpty else { return [] }
        var lines = [
            "    <!-- Frame animations, used by style=\"frames\": each is shown in the states it lists, its",
            "         frame chosen by the pull (bind=\"progress\") or played at fps (bind=\"time\"; loop=\"off\"",
            "         holds the last frame), from one sprite strip cut into count frames or numbered files",
            "         (images=\"load-##.png\" first=\"0\"); result=\"failure\" shows them only after a failed load.",
            "         Frames fill the indicator's 30x55-point box. -->",
        ]
        for frames in part.frames {
            var attributes = [#"states="\#(frames.states.map(\.rawValue).joined(separator: " "))""#]
            if let result = frames.result { attributes.append(#"result="\#(result.rawValue)""#) }
            switch frames.binding {
            case .progress:
                attributes.append(#"bind="progress""#)
            case .time(let fps, let loops):
                attributes.append(#"bind="time" fps="\#(NumberText.shortest(fps))""#)
                if !loops { attributes.append(#"loop="off""#) }
            }
            switch frames.source {
            case .sprite(let path):
                attributes.append(#"sprite="\#(escaped(path))""#)
            case .numbered(let pattern, let first):
                attributes.append(#"images="\#(escaped(pattern))" first="\#(first)""#)
            }
            attributes.append(#"count="\#(frames.count)""#)
            lines.append("    <frames " + attributes.joined(separator: " ") + "/>")
        }
        return lines
    }

    /// The bytes of the animation files of a built-in skin's own parts (its `<frames>` images and
    /// its `<lottie>` files), by their path relative to its descriptor (files of a skin it extends
    /// are not copied: its animations come with `extends`).
    static func animationFiles(of skin: SkinDescriptor) throws -> [(name: String, bytes: [UInt8])] {
        let files = try BuiltInSkins.files
        let descriptor = String(skin.source.path.dropFirst(files.displayPrefix.count))
        let lotties = [skin.header.lottie, skin.footer.lottie].compactMap { $0 }
        let names =
            (skin.header.frames + skin.footer.frames).flatMap(\.fileNames)
            + lotties.flatMap { [$0.light.path] + ($0.dark.map { [$0.path] } ?? []) }
        var seen: Set<String> = []
        var result: [(name: String, bytes: [UInt8])] = []
        for name in names where seen.insert(name).inserted {
            guard let path = SkinPath.resolve(name, relativeTo: descriptor),
                let bytes = try? files.read(path, limit: 1 << 20)
            else { continue }
            result.append((name, bytes))
        }
        return result
    }

    /// The part's `<lottie>`, with a comment, or nothing when it has none.
    static func lottieLines(_ part: SkinPart) -> [String] {
        guard let lottie = part.lottie else { return [] }
        var attributes = [#"src="\#(escaped(lottie.light.path))""#]
        if let dark = lottie.dark { attributes.append(#"dark="\#(escaped(dark.path))""#) }
        if lottie.binding != .markers { attributes.append(#"bind="\#(lottie.binding.rawValue)""#) }
        return [
            "    <!-- A Lottie animation, used by style=\"lottie\": its markers pull (by the pull), loading (looped),",
            "         success, failure and noMoreData (played once) bind it to the states; dark is the file for",
            "         the dark appearance. Only the subset every host draws is accepted (no expressions, images",
            "         or masks). -->",
            "    <lottie " + attributes.joined(separator: " ") + "/>",
        ]
    }
}
