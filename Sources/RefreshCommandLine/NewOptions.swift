/// `refreshpreview new NAME [--from SKIN] [--dir DIR]`: a new skin folder to start from.
package struct NewOptions: Sendable {
    /// The new skin's id, which also names its folder and descriptor (checked as a skin id when
    /// the command runs).
    package var name: String
    /// The built-in skin to copy colours, metrics and arrow images from.
    package var from: String
    /// The folder to create the skin's folder in.
    package var folder: String

    /// The options, in the order help lists them.
    package enum Option {
        package static let from = OptionDeclaration.value(
            "--from",
            "SKIN",
            help: "The built-in skin to start from: its colours, metrics and arrow\nimages (default: blue)."
        )
        package static let dir = OptionDeclaration.value(
            "--dir",
            "DIR",
            help: "Where to create the folder NAME (default: the current folder;\ncreated if missing)."
        )
    }

    /// Every option, in the order help lists them.
    package static let options = [Option.from, Option.dir]

    package static func parse(_ arguments: inout ArgumentList) throws(UsageError) -> NewOptions {
        let from = arguments.value(Option.from) ?? "blue"
        let folder = arguments.value(Option.dir) ?? "."
        guard let name = try arguments.positionals(max: 1).first else {
            throw UsageError("name the new skin, such as 'refreshpreview new sunset'")
        }
        return NewOptions(name: name, from: from, folder: folder)
    }
}
