import RefreshCore
import RefreshLottie
import RefreshSkins
import RefreshSupport
import RefreshXML

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files lint is given that are not skin descriptors: a Lottie file is checked alone (as a
/// skin naming it would be), and an image or other file is named for what it is.
extension SkinLint {
    /// What lint makes of a file it is given.
    enum FileRole: Equatable {
        /// A skin descriptor (or something meant as one: the XML reader says what is wrong).
        case skin
        /// A Lottie animation (`.json`, or a file that starts with `{`).
        case lottie
        /// Neither: what it is ("a PNG image").
        case other(String)
    }

    /// The role of `file`, from its name and its first bytes.
    static func role(of file: String) -> FileRole {
        let start = firstBytes(of: file, count: 16)
        let signatures: [(bytes: [UInt8], what: String)] = [
            ([0x89, 0x50, 0x4E, 0x47], "a PNG image"),
            ([0xFF, 0xD8, 0xFF], "a JPEG image"),
            (Array("GIF8".utf8), "a GIF image"),
            (Array("%PDF".utf8), "a PDF document"),
            ([0x50, 0x4B, 0x03, 0x04], "a ZIP archive (a .lottie file is one: lint the animation's .json inside it)"),
        ]
        for signature in signatures where start.starts(with: signature.bytes) { return .other(signature.what) }
        if start.count >= 12, start.starts(with: Array("RIFF".utf8)), start[8..<12].elementsEqual("WEBP".utf8) {
            return .other("a WebP image")
        }
        if file.lowercased().hasSuffix(".json") { return .lottie }
        let text = start.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if text.first == UInt8(ascii: "{") { return .lottie }
        return .skin
    }

    /// Up to `count` bytes from the start of `file` (none when it cannot be read).
    static func firstBytes(of file: String, count: Int) -> [UInt8] {
        let descriptor = open(file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileKind(mode: info.st_mode) == .regular else { return [] }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes { buffer in
            buffer.baseAddress.map { Glibc.read(descriptor, $0, count) } ?? 0
        }
        return Array(bytes.prefix(max(read, 0)))
    }

    /// An error for a file that is neither a skin nor a Lottie file: what it is, and what lint takes.
    static func notLintable(_ shown: String, what: String) -> SkinDiagnostic {
        SkinDiagnostic(
            file: shown,
            line: 0,
            column: 0,
            message: "the file is \(what), not a skin: lint takes skin descriptors (.xml) and Lottie animations "
                + "(.json); lint the skin that names it, which checks it as the skin uses it",
            code: .notASkin
        )
    }

    /// A Lottie file checked alone, as a skin naming it would check it: every refusal of the
    /// package's reader (at its line and column, and its JSON path in a minified file); then,
    /// when it is accepted, whether rlottie draws it within its limits and whether each of its
    /// segments draws anything.
    static func lottieDiagnostics(file: String, shown: String) -> [SkinDiagnostic] {
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(file, limit: LottieDocument.Limits.bytes)
        } catch {
            let reason: String
            let code: DiagnosticCode
            switch error {
            case .system(ENOENT), .system(ENOTDIR):
                (reason, code) = ("there is no such file", .fileNotFound)
            case .system(let number):
                (reason, code) = ("it cannot be read (\(String(cString: strerror(number))))", .unreadableFile)
            case .notRegular:
                (reason, code) = ("it is not a regular file", .notAFile)
            case .tooLarge(let size):
                reason =
                    "it is \(size) bytes; at most \(LottieDocument.Limits.bytes) are allowed "
                    + "(\(LottieDocument.Limits.bytes / 1024) KiB)"
                code = .fileTooLarge
            }
            return [SkinDiagnostic(file: shown, line: 0, column: 0, message: "the animation: \(reason)", code: code)]
        }
        let document: LottieDocument
        switch LottieDocument.read(bytes: bytes, path: shown) {
        case .success(let read): document = read
        case .failure(let refusals):
            return refusals.all.map {
                SkinDiagnostic(
                    file: shown,
                    line: $0.line,
                    column: $0.column,
                    message: $0.message,
                    code: .invalidAnimation
                )
            }
        }
        let name = shown.split(separator: "/").last.map(String.init) ?? shown
        let lottie = SkinLottie(light: SkinLottieFile(document, path: name))
        var diagnostics = lottie.drawingFailures(edge: .footer).map { _, failure in
            SkinDiagnostic(
                file: shown,
                line: 0,
                column: 0,
                message: "\(failure.message); simplify it (fewer shapes, copies and dashes, shapes nearer the canvas)",
                code: .animationPastLimits
            )
        }
        guard diagnostics.isEmpty else { return diagnostics }
        for message in SkinReview.emptyAnimationMessages(lottie, edge: .footer) {
            diagnostics.append(
                SkinDiagnostic(
                    file: shown,
                    line: 0,
                    column: 0,
                    severity: .warning,
                    message: message,
                    code: .emptyAnimation
                )
            )
        }
        return diagnostics
    }
}
