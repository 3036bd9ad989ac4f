#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Reads a whole file with POSIX calls: the size is checked before a byte is read, and the bytes land in one
/// `[UInt8]` without Foundation's `Data` in between.
package enum SourceFile {
    enum Outcome {
        case bytes([UInt8])
        case tooLarge(size: Int)
        case failed(reason: String)
    }

    static func contents(of path: String, maxSize: Int) -> Outcome {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(reason: errorText()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failed(reason: errorText()) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failed(reason: "not a regular file") }
        let size = Int(info.st_size)
        guard size <= maxSize else { return .tooLarge(size: size) }
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }  // An empty file: nothing to read.
            while count < size {
                let got = read(descriptor, base + count, size - count)
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = errorText()
                    return
                }
                if got == 0 { break }  // The file shrank while we read it; keep what is there.
                count += got
            }
        }
        if let failure { return .failed(reason: failure) }
        return .bytes(bytes)
    }

    enum Kind {
        case file
        case directory
        case missing
        /// Not a regular file or directory, or `stat` failed for another reason than absence.
        case other(reason: String)
    }

    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .other(reason: errorText())
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other(reason: "not a regular file or directory")
        }
    }

    /// The `*.yaml` and `*.yml` files under `directory`, recursively, sorted by path (see
    /// ``files(in:skippingDirectories:where:)``).
    static func categoryFiles(in directory: String) throws(LoadError) -> [String] {
        try files(in: directory, where: isCategoryFileName)
    }

    /// The files under `directory`, recursively, whose names `matches`, sorted by path. Hidden entries (a leading
    /// dot, such as `.git`) and directories named in `skipped` are skipped, and so are symbolic links to
    /// directories, so a link loop cannot trap it. `actionable-import` finds its sources with it too.
    package static func files(
        in directory: String, skippingDirectories skipped: Set<String> = [], where matches: (String) -> Bool
    ) throws(LoadError) -> [String] {
        var found: [String] = []
        var pending = [directory]
        while let current = pending.popLast() {
            guard let stream = opendir(current) else {
                throw LoadError.unreadable(path: current, reason: errorText())
            }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    if !skipped.contains(name) { pending.append(path) }
                case S_IFREG, S_IFLNK:
                    if matches(name) && isRegularFile(path) {
                        found.append(path)
                    }
                default:
                    break
                }
            }
        }
        return found.sorted()
    }

    /// `*.yaml` and `*.yml`, in any letter case.
    static func isCategoryFileName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")
    }

    /// The canonical path of `path` (symbolic links and `.`/`..` resolved), or `path` itself if it has none.
    static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        if case .file = kind(of: path) { return true }
        return false
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
