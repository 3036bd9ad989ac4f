import Actionable

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
