/// Checks an ICU MessageFormat pattern for balanced braces, honouring ICU's apostrophe quoting
/// (`'{'` is a literal brace, `''` a literal apostrophe).
///
/// This is the loader's own structural check, run before ICU compiles the pattern
/// (``SkinLoader/icuPatternCheck``), so that the common mistake gets a plain message.
public enum MessagePatternCheck {
    /// A sentence describing the first problem, or `nil` when the braces balance.
    public static func problem(in pattern: String) -> String? {
        let characters = Array(pattern)
        var depth = 0
        var index = 0
        var quoting = false
        while index < characters.count {
            let character = characters[index]
            if character == "'" {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if next == "'" {
                    index += 2
                    continue
                }
                if quoting {
                    quoting = false
                } else if let next, "{}#|".contains(next) {
                    quoting = true
                }
                index += 1
                continue
            }
            if !quoting {
                if character == "{" {
                    depth += 1
                } else if character == "}" {
                    depth -= 1
                    if depth < 0 {
                        return
                            "the message has a '}' without a matching '{' (write '}' in apostrophes for a literal brace)"
                    }
                }
            }
            index += 1
        }
        if depth > 0 {
            return "the message has \(depth) '{' without a matching '}'"
        }
        return nil
    }
}
