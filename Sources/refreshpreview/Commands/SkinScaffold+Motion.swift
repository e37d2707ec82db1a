import RefreshCore
import RefreshSkins
import RefreshSupport

extension SkinScaffold {
    /// The part's motion (`<animation>`, `<finishedIcon>`, `<fade>`), as the built-in writes it,
    /// with a comment; nothing for a part without motion. Image icons are left out (the scaffold
    /// copies only the arrow images), with a comment saying so.
    func motion(_ part: SkinPart) -> [String] {
        let motion = part.motion
        guard !motion.animations.isEmpty || !motion.finishedIcons.isEmpty || motion.fade != nil else { return [] }
        var lines = [
            "    <!-- Motion: animations move the indicator or the text by the pull (at: the pull over",
            "         triggerDistance, up to maximumProgress) or by time in a state (at: a fraction of duration);",
            "         finishedIcon shows a glyph or an image when a load has finished; fade fades the edge in. -->",
        ]
        let n = NumberText.shortest
        for animation in motion.animations {
            var attributes = ""
            if animation.target != .indicator { attributes += #" target="\#(animation.target.rawValue)""# }
            attributes += #" property="\#(animation.property.rawValue)""#
            if animation.binding != .progress { attributes += #" bind="\#(animation.binding.rawValue)""# }
            if animation.states != SkinAnimation.defaultStates(for: animation.binding) {
                let states = RefreshState.allCases.filter(animation.states.contains).map(\.rawValue)
                attributes += #" states="\#(states.joined(separator: " "))""#
            }
            if animation.binding == .time {
                attributes += #" duration="\#(n(animation.duration))""#
                if !animation.repeats { attributes += #" repeat="off""# }
            }
            if animation.easing != .linear { attributes += #" easing="\#(animation.easing.rawValue)""# }
            lines.append("    <animation\(attributes)>")
            for key in animation.keys {
                lines.append(#"      <key at="\#(n(key.at))" value="\#(n(key.value))"/>"#)
            }
            lines.append("    </animation>")
        }
        for result in [RefreshResult.success, .failure] {
            switch motion.finishedIcons[result] {
            case .glyph(let text):
                lines.append(#"    <finishedIcon result="\#(result.rawValue)" glyph="\#(Self.escaped(text))"/>"#)
            case .image(let image):
                lines.append(
                    "    <!-- The built-in shows \(Self.comment(image.path)) when a load ends in \(result.rawValue);"
                        + " copy an image here and name it. -->"
                )
            case nil:
                break
            }
        }
        if let fade = motion.fade { lines.append(#"    <fade from="\#(n(fade.from))" to="\#(n(fade.to))"/>"#) }
        return lines
    }
}
