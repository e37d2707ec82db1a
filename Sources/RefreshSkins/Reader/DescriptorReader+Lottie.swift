import RefreshCore
import RefreshLottie
import RefreshSupport
import RefreshXML

/// Reading `<lottie>` (its rule is in `SkinGrammar+Lottie.swift`): files inside the skin's
/// folder, within the size cap, accepted by the package's own JSON reader before rlottie sees
/// them; a refusal is reported at its line and column in the JSON file.
extension DescriptorReader {
    /// Reads a `<lottie>` into `part.lottie`, reporting every mistake; an animation with any is
    /// left out.
    mutating func readLottie(_ element: XMLParsedDocument.Element, rule: SkinElementRule, into part: inout PartialPart)
    {
        let before = errorCount
        let values = attributeValues(element, rule: rule)
        checkRequirements(element, rule: rule)
        var binding = SkinLottie.Binding.markers
        if case .name(let name)? = values["bind"], let chosen = SkinLottie.Binding(rawValue: name) {
            binding = chosen
        }
        // Both files are read, so one pass shows the mistakes of each.
        let light = element.attribute("src").flatMap { loadLottie($0) }
        let dark = element.attribute("dark").flatMap { loadLottie($0) }
        guard let light, errorCount == before else { return }
        part.lottie = SkinLottie(light: light, dark: dark, binding: binding)
    }

    /// The animation a `src` or `dark` attribute names, checked; `nil` after reporting what is
    /// wrong.
    mutating func loadLottie(_ attribute: XMLParsedDocument.Attribute) -> SkinLottieFile? {
        let reference = attribute.value
        guard SkinTextRule.lottiePath.accepts(reference) else { return nil }  // reported with the values
        let escaped = ControlCharacters.escaped(reference)
        guard let relative = SkinPath.resolve(reference, relativeTo: descriptorPath) else {
            error(attribute, .assetOutsideSkin, "the animation '\(escaped)' \(SkinPath.refusal(of: reference))")
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try files.read(relative, limit: LottieDocument.Limits.bytes)
        } catch {
            switch error {
            case .notFound:
                missingAsset(attribute, reference: reference, relative: relative, shown: "animation '\(escaped)'")
            case .tooLarge(_, let size, let limit):
                self.error(
                    attribute,
                    .fileTooLarge,
                    "the animation '\(escaped)' is \(size) bytes; at most \(limit) are allowed (\(limit / 1024) KiB)"
                )
            default:
                self.error(attribute, error.code, "the animation '\(escaped)': \(error)")
            }
            return nil
        }
        // The refusal is located in the JSON file, named as the skin file is (beside it).
        let folder = SkinPath.directory(of: path)
        let shown = folder.isEmpty ? reference : folder + "/" + reference
        do {
            return SkinLottieFile(try LottieDocument(bytes: bytes, path: shown), path: reference)
        } catch {
            diagnostics.append(
                SkinDiagnostic(
                    file: shown,
                    line: error.line,
                    column: error.column,
                    message: error.message,
                    code: .invalidAnimation,
                    suggestion: nil
                )
            )
            return nil
        }
    }
}
