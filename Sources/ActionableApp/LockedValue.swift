#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a `pthread_mutex_t`.
///
/// A copy of the core's `LockedValue` (Sources/Actionable/Support/LockedValue.swift), kept on purpose: an app links
/// this module alone, which depends on no other target, so it cannot share the core's. Keep the two alike. Not
/// `Synchronization.Mutex`, which needs iOS 18 and macOS 15; this runs wherever the app does (the documentation's
/// "The app's side of a tap"), and ThreadSanitizer sees it.
///
/// The value and the mutex share one allocation (the mutex must not move once initialised). `Sendable` only when
/// the value is.
struct LockedValue<Value> {
    private final class Storage: ManagedBuffer<Value, pthread_mutex_t> {
        // The header (the value) is ManagedBuffer's own stored property, destroyed with it; the mutex is an
        // element, which ManagedBuffer leaves to its subclass.
        deinit {
            withUnsafeMutablePointerToElements { mutex in
                pthread_mutex_destroy(mutex)
                _ = mutex.deinitialize(count: 1)
            }
        }
    }

    private let storage: Storage

    init(_ value: Value) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in value }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try storage.withUnsafeMutablePointers { (value, mutex) throws(Failure) -> Result in
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&value.pointee)
        }
    }
}

extension LockedValue: @unchecked Sendable where Value: Sendable {}
