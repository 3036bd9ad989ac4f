#if HTTP && Postgres
    import Foundation

    /// Standard error as a `TextOutputStream`.
    struct StandardError: TextOutputStream {
        mutating func write(_ string: String) {
            FileHandle.standardError.write(Data(string.utf8))
        }
    }
#endif
