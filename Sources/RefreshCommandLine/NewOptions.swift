/// `refreshpreview new NAME [--from SKIN] [--dir DIR]`: a new skin folder to start from.
package struct NewOptions: ParsableOptions {
    /// The built-in skin to copy colours, metrics and arrow images from.
    @Option(
        "--from",
        "SKIN",
        help: "The built-in skin to start from: its colours, metrics and arrow\nimages (default: blue)."
    )
    package var from = "blue"
    /// The folder to create the skin's folder in.
    @Option(
        "--dir",
        "DIR",
        help: "Where to create the folder NAME (default: the current folder;\ncreated if missing)."
    )
    package var folder = "."
    /// The new skin's id, which also names its folder and descriptor (checked as a skin id when
    /// the command runs).
    package var name = ""

    package init() {}

    package mutating func validate(_ arguments: ArgumentList) throws(UsageError) {
        guard let name = try arguments.positionals(max: 1).first else {
            throw UsageError("name the new skin, such as 'refreshpreview new sunset'")
        }
        self.name = name
    }
}
