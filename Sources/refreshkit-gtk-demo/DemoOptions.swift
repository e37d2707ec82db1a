/// The demo's command line, parsed once, left to right.
struct DemoOptions {
    var skin: String?
    var skinFile: String?
    var locale: String?
    var dark = false
    var reducedMotion = false
    var logEffects: String?
    /// Every this many loads fails (0: none).
    var failEvery = 4
    /// The fake network's answer time, in seconds.
    var delay = 1.2
    var rows = 60
    var automaticFooter = true
    var help = false

    static let usage = """
        OVERVIEW: RefreshKit's GTK 4 example: a feed with pull-to-refresh and load-more.

        USAGE: refreshkit-gtk-demo [options]

        OPTIONS:
          --skin NAME            A built-in skin (blue, spinner, material, lottie, …).
          --skin-file PATH       A skin's XML file.
          --locale TAG           The language of the texts (ar, de, ja, …).
          --dark                 GTK's dark preference.
          --reduced-motion       Turn GTK's animations off (gtk-enable-animations).
          --log-effects FILE     Write every effect of the controller to FILE as JSON Lines.
          --fail-every N         Every Nth load fails (default 4; 0: never).
          --delay SECONDS        The fake network's answer time (default 1.2).
          --rows N               Rows at start (default 60).
          --manual-footer        Load more by a pull or a tap, not by itself.
          -h, --help             Show this help.

        Keys: F5 or Ctrl+R refreshes; Tab reaches the footer's "tap to try again".
        """

    /// A usage error's message.
    struct Failure: Error {
        var message: String
    }

    init(arguments: [String]) throws(Failure) {
        var rest = arguments[...]
        func value(_ name: String) throws(Failure) -> String {
            guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                throw Failure(message: "\(name) needs a value")
            }
            return next
        }
        func number(_ name: String) throws(Failure) -> Double {
            let text = try value(name)
            guard let number = Double(text), number.isFinite, number >= 0, number <= 1_000_000 else {
                throw Failure(message: "\(name) takes a number from 0 to 1000000, not '\(text)'")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--skin": skin = try value(argument)
            case "--skin-file": skinFile = try value(argument)
            case "--locale": locale = try value(argument)
            case "--dark": dark = true
            case "--reduced-motion": reducedMotion = true
            case "--log-effects": logEffects = try value(argument)
            case "--fail-every": failEvery = Int(try number(argument))
            case "--delay": delay = try number(argument)
            case "--rows": rows = min(Int(try number(argument)), 10_000)
            case "--manual-footer": automaticFooter = false
            case "-h", "--help": help = true
            default: throw Failure(message: "unknown option '\(argument)'")
            }
        }
        if skin != nil && skinFile != nil { throw Failure(message: "give --skin or --skin-file, not both") }
    }
}
