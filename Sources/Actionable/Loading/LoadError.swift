/// A problem with the paths themselves, before any file is validated: the command-line tool turns these into
/// its I/O exit codes.
public enum LoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A path given does not exist.
    case notFound(path: String)
    /// A directory given holds no `*.yaml` or `*.yml` file.
    case noCategoryFiles(path: String)
    /// A file or directory exists but cannot be read.
    case unreadable(path: String, reason: String)

    /// The sysexits(3) code a command-line tool exits with: a missing input is `EX_NOINPUT` (66), a read failure
    /// `EX_IOERR` (74).
    public var sysexitsCode: Int32 {
        switch self {
        case .notFound, .noCategoryFiles: 66
        case .unreadable: 74
        }
    }

    public var description: String {
        switch self {
        case .notFound(let path):
            "no such file or directory: \(path)"
        case .noCategoryFiles(let path):
            "no *.yaml or *.yml files in \(path); point to the directory that holds your category files"
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        }
    }
}
