#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `string`'s UTF-8 bytes to `descriptor` with `write(2)`, straight from the string's own storage (no copy
/// into a `Data` first), in as few calls as the kernel allows, retrying short writes and interruptions. Stops at any
/// other error (a closed pipe): there is no one left to tell. What the command line's standard streams and the
/// example server's log lines share.
package func writeAll(_ string: String, to descriptor: Int32) {
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
