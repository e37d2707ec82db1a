import RefreshXML

extension SkinRegistry {
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
