/// A file could not be read or written: the path, what is wrong with it in plain words, and what
/// to do about it. Its `description` is one line for an `error:` message.
package struct FileWriteError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The path as the caller gave it.
    package var path: String
    /// What is wrong, as a clause: "it is a folder", "No space left on device".
    package var reason: String
    /// What to do about it, as a sentence.
    package var advice: String

    package init(path: String, reason: String, advice: String) {
        self.path = path
        self.reason = reason
        self.advice = advice
    }

    /// An error from a failed system call, with `strerror`'s text as the reason.
    package init(path: String, errno code: Int32, advice: String? = nil) {
        self.init(
            path: path,
            reason: FileWriteError.text(ofErrno: code),
            advice: advice ?? FileWriteError.advice(for: code)
        )
    }

    /// `cannot write 'PATH': reason. Advice`, with control characters in the path escaped and a
    /// long path cut, as every quoted value is. A `reason` that quotes a path quotes it so too.
    package var description: String {
        "cannot write '\(ControlCharacters.escaped(path))': \(reason). \(advice)"
    }

    /// `strerror(code)`.
    package static func text(ofErrno code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    static func advice(for code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: "Free some space on that disk; the old file, if any, is unchanged."
        case EACCES, EPERM, EROFS: "Check the permissions of the file and of its folder."
        case ENOENT, ENOTDIR: "Create the folder first, or give a path in a folder that exists."
        default: "Check the path; the old file, if any, is unchanged."
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
