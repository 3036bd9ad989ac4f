#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hands out the indices `0..<count` once each to whichever worker asks first.
final class WorkQueue: Sendable {
    private let nextIndex = LockedValue(0)
    private let count: Int

    init(count: Int) {
        self.count = count
    }

    /// The next index nobody has taken, or `nil` when all are taken.
    func next() -> Int? {
        let index = nextIndex.withLock { next in
            defer { next &+= 1 }
            return next
        }
        return index < count ? index : nil
    }
}

enum ProcessorCount {
    /// The processors online, at least 1.
    static var online: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
