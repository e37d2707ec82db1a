import RefreshCore
import RefreshStyle
import RefreshSupport

/// `refreshpreview gallery [--skin NAME]... [--skin-file PATH]... [--locale LOCALE]...
/// [--appearance light|dark] DIR`.
package struct GalleryOptions: Sendable {
    /// The folder to write into.
    package var directory: String
    /// Only these skins (by id); every skin the registry has when empty.
    package var skinNames: [String]
    /// Skin files to load and show too.
    package var skinFiles: [String]
    /// The languages of the pictures, as given (each once); the standard three when empty.
    package var locales: [String]
    /// The one appearance to show; both when `nil`.
    package var appearance: Appearance?

    /// The options, in the order help lists them.
    package enum Option {
        package static let skin = OptionDeclaration.value(
            "--skin",
            "NAME",
            repeatable: true,
            help: "Show only this skin (may be repeated; default: every skin)."
        )
        package static let skinFile = OptionDeclaration.value(
            "--skin-file",
            "PATH",
            repeatable: true,
            help: "Also load this descriptor (may be repeated)."
        )
        package static let locale = OptionDeclaration.value(
            "--locale",
            "LOCALE",
            repeatable: true,
            help: """
                Show this language (a catalog's: de, pt-BR, or a region of
                one, de-AT; may be repeated; default: en, ar and ja).
                """
        )
        package static let appearance = OptionDeclaration.choice(
            "--appearance",
            Appearance.self,
            help: "Show only light or only dark colours (default: both)."
        )
    }

    /// Every option, in the order help lists them.
    package static let options = [Option.skin, Option.skinFile, Option.locale, Option.appearance]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> GalleryOptions {
        let skins = arguments.values(Option.skin)
        let files = arguments.values(Option.skinFile)
        var locales: [String] = []
        for locale in arguments.values(Option.locale) where !locales.contains(locale) { locales.append(locale) }
        let appearance = try arguments.choice(Option.appearance, as: Appearance.self)
        guard let directory = try arguments.positionals(max: 1).first else {
            throw UsageError("gallery needs a folder to write into: refreshpreview gallery DIR")
        }
        guard !directory.isEmpty else { throw UsageError("the gallery's folder name is empty") }
        return GalleryOptions(
            directory: directory,
            skinNames: skins,
            skinFiles: files,
            locales: locales,
            appearance: appearance
        )
    }
}
