import RefreshFoundation
import RefreshSupport

/// Errors in the words a person reads: Foundation's file errors become the path and the
/// system's reason ("'skins/x': Not a directory"), never "NSCocoaErrorDomain error 512".
package enum PlainWords {
    /// `error` as one line for an `error:` report.
    package static func describe(_ error: any Error) -> String {
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        let path = cocoa.filePath ?? cocoa.url?.path
        let reason: String
        if let posix = cocoa.underlying as? POSIXError {
            reason = FileWriteError.text(ofErrno: posix.code.rawValue)
        } else {
            reason = reasonWithoutDomain(cocoa)
        }
        guard let path else { return reason }
        return "'\(ControlCharacters.escaped(path))': \(reason)"
    }

    /// What Foundation says of a file error without a POSIX cause, by its code.
    private static func reasonWithoutDomain(_ error: CocoaError) -> String {
        switch error.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: "there is no such file or folder"
        case .fileWriteFileExists: "something is already there"
        case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
        case .fileWriteOutOfSpace: "the disk is full"
        case .fileWriteVolumeReadOnly: "the file system is read-only"
        case .fileReadCorruptFile: "the file cannot be read as expected"
        default: "the file system refused (code \(error.code.rawValue))"
        }
    }
}
