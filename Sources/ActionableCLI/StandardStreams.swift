#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output as a `TextOutputStream`, so commands can write to a string in tests.
struct StandardOutput: TextOutputStream {
    mutating func write(_ string: String) {
        writeAll(string, to: STDOUT_FILENO)
    }
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        writeAll(string, to: STDERR_FILENO)
    }
}

/// Writes `string`'s UTF-8 bytes to `descriptor` with `write(2)`, straight from the string's own storage (no
/// copy into a `Data` first), retrying short writes and interruptions. Stops at any other error (a closed pipe):
/// there is no one left to tell.
private func writeAll(_ string: String, to descriptor: Int32) {
    var string = string
    string.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
