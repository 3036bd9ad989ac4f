import Glibc

/// Whole-file reads and writes with POSIX calls, as the loader reads its files (no Foundation `Data` between).
enum PosixFile {
    /// The bytes of `path`, or `nil` when it cannot be read. Like the loader, it sizes the array from `fstat` and
    /// reads into it once; files that report size 0 (`/proc`) are read in chunks until EOF.
    static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        if size > 0 {
            var failed = false
            let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
                count = 0
                while count < size {
                    let got = Glibc.read(descriptor, buffer.baseAddress! + count, size - count)
                    if got < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        return
                    }
                    if got == 0 { break }
                    count += got
                }
            }
            return failed ? nil : bytes
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<got])
        }
    }

    static func readText(_ path: String) -> String? {
        read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes `text` to `path` (created or truncated); `false` when it could not.
    @discardableResult
    static func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let wrote = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if wrote < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += wrote
            }
            return true
        }
    }
}
