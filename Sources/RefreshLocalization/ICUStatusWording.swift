/// ICU's status names (`U_DEFAULT_KEYWORD_MISSING`, ...) in plain words, for messages people
/// read: authors of skins and catalogs meet them when a MessageFormat pattern is wrong.
enum ICUStatusWording {
    /// What is wrong with a pattern ICU refused with `status`, as a sentence fragment with the fix.
    static func patternProblem(_ status: String) -> String {
        switch status {
        case "U_DEFAULT_KEYWORD_MISSING":
            return "a plural or select needs an 'other' choice, as in "
                + "'{count, plural, one {# item} other {# items}}'; add other {…}"
        case "U_DUPLICATE_KEYWORD":
            return "a plural or select lists the same choice twice; keep one of them"
        case "U_UNDEFINED_KEYWORD":
            return "a plural or select has a choice this language does not have; use zero, one, two, few, "
                + "many, other or an exact number such as =0"
        case "U_UNMATCHED_BRACES":
            return "the braces do not match; every '{' needs a '}' (write a literal brace as '{')"
        case "U_ARGUMENT_TYPE_MISMATCH":
            return "numbered ({0}) and named ({count}) arguments are mixed; use the names"
        case "U_ILLEGAL_ARGUMENT_ERROR":
            return "an argument's type is not one ICU knows; write {name}, {name, number}, "
                + "{name, plural, …} or {name, select, …}"
        case "U_INDEX_OUTOFBOUNDS_ERROR":
            return "an argument number is too large; use the argument's name"
        case "U_INVALID_FORMAT_ERROR":
            return "an argument's style is not valid; check the words after the second comma"
        case "U_BUFFER_OVERFLOW_ERROR", "U_MEMORY_ALLOCATION_ERROR":
            return "the message is too long"
        default:
            return "the pattern is not valid MessageFormat; check the braces and the plural or select syntax, "
                + "as in '{count, plural, one {# item} other {# items}}', and write a literal apostrophe as ''"
        }
    }

    /// What went wrong formatting a message: `status` is an ICU status name or already a sentence
    /// (MessageFormatter's own checks, such as "argument 'n' is missing").
    static func formatProblem(_ status: String) -> String {
        guard status.hasPrefix("U_") else { return status }
        switch status {
        case "U_ILLEGAL_ARGUMENT_ERROR", "U_ARGUMENT_TYPE_MISMATCH":
            return "an argument has the wrong kind of value (text where a number is needed, or the reverse)"
        default:
            return "ICU could not format it"
        }
    }
}
