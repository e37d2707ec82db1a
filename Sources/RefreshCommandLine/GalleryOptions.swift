import RefreshCore
import RefreshStyle
import RefreshSupport

/// `refreshpreview gallery [--skin NAME]... [--skin-file PATH]... [--locale LOCALE]...
/// [--appearance light|dark] DIR`.
package struct GalleryOptions: ParsableOptions {
    /// Only these skins (by id); every skin the registry has when empty.
    @Option("--skin", "NAME", help: "Show only this skin (may be repeated; default: every skin).")
    package var skinNames: [String]
    /// Skin files to load and show too.
    @Option("--skin-file", "PATH", help: "Also load this descriptor (may be repeated).")
    package var skinFiles: [String]
    /// The languages of the pictures, as given (each once); the standard three when empty.
    @Option(
        "--locale",
        "LOCALE",
        help: """
            Show this language (a catalog's: de, pt-BR, or a region of
            one, de-AT; may be repeated; default: en, ar and ja).
            """
    )
    package var locales: [String]
    /// The one appearance to show; both when `nil`.
    @Option("--appearance", help: "Show only light or only dark colours (default: both).")
    package var appearance: Appearance?
    /// The folder to write into.
    package var directory = ""

    package init() {}

    package mutating func validate(_ arguments: ArgumentList) throws(UsageError) {
        var unique: [String] = []
        for locale in locales where !unique.contains(locale) { unique.append(locale) }
        locales = unique
        guard let directory = try arguments.positionals(max: 1).first else {
            throw UsageError("gallery needs a folder to write into: refreshpreview gallery DIR")
        }
        guard !directory.isEmpty else { throw UsageError("the gallery's folder name is empty") }
        self.directory = directory
    }
}
