import RefreshSupport

/// `refreshpreview gallery [--skin NAME]... [--skin-file PATH]... DIR`.
package struct GalleryOptions: Sendable {
    /// The folder to write into.
    package var directory: String
    /// Only these skins (by id); every skin the registry has when empty.
    package var skinNames: [String]
    /// Skin files to load and show too.
    package var skinFiles: [String]

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
    }

    /// Every option, in the order help lists them.
    package static let options = [Option.skin, Option.skinFile]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> GalleryOptions {
        let skins = arguments.values(Option.skin)
        let files = arguments.values(Option.skinFile)
        guard let directory = try arguments.positionals(max: 1).first else {
            throw UsageError("gallery needs a folder to write into: refreshpreview gallery DIR")
        }
        guard !directory.isEmpty else { throw UsageError("the gallery's folder name is empty") }
        return GalleryOptions(directory: directory, skinNames: skins, skinFiles: files)
    }
}
