import RefreshXML

extension SkinRegistry {
    /// A part with `style="frames"` needs at least one `<frames>` (here or in a skin it extends).
    static func missingFrames(_ skin: PartialSkin, _ part: SkinPart, _ partial: PartialPart) -> SkinDiagnostic? {
        guard part.style == .frames, part.frames.isEmpty else { return nil }
        return partError(
            skin,
            partial,
            .missingElement,
            "the \(part.edge.rawValue) uses style \"frames\" but no <frames> is given (here or in a skin "
                + "it extends); add one such as <frames states=\"loading\" bind=\"time\" fps=\"24\" "
                + "sprite=\"load.png\" count=\"12\"/> or use another style"
        )
    }

    /// A part with `style="lottie"` needs a `<lottie>` (here or in a skin it extends).
    static func missingLottie(_ skin: PartialSkin, _ part: SkinPart, _ partial: PartialPart) -> SkinDiagnostic? {
        guard part.style == .lottie, part.lottie == nil else { return nil }
        return partError(
            skin,
            partial,
            .missingElement,
            "the \(part.edge.rawValue) uses style \"lottie\" but no <lottie> is given (here or in a skin it "
                + "extends); add one such as <lottie src=\"indicator.json\"/> or use another style"
        )
    }

    /// `<frames>` written in a part whose style is not `frames` are not shown: say so, at the
    /// first of them.
    static func unusedFramesWarnings(_ skin: PartialSkin, header: SkinPart, footer: SkinPart) -> [SkinDiagnostic] {
        var warnings: [SkinDiagnostic] = []
        func check(_ written: PartialPart?, _ part: SkinPart) {
            guard let written, written.frames != nil, written.framesLine > 0, part.style != .frames else { return }
            warnings.append(
                SkinDiagnostic(
                    file: skin.path,
                    line: written.framesLine,
                    column: written.framesColumn,
                    severity: .warning,
                    message: "the \(part.edge.rawValue) has <frames> but its style is \"\(part.style.rawValue)\", "
                        + "so they are not shown; set style=\"frames\" on <\(part.edge.rawValue)> or remove them",
                    code: .unusedFrames
                )
            )
        }
        check(skin.header, header)
        check(skin.footer, footer)
        return warnings
    }
}
