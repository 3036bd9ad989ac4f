#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value behind a `pthread_mutex_t`, shared by every module of the package but the app's (`ActionableApp`
/// depends on no other target and keeps its own copy).
///
/// Not `Synchronization.Mutex`, for two reasons. `Mutex` needs macOS 15 and iOS 18, and the package builds for
/// macOS 13 and iOS 16 (the documentation's "The app's side of a tap"). And ThreadSanitizer intercepts pthread mutexes but, on
/// Linux, cannot see the futex under `Mutex`: with `Mutex`, `swift test --sanitize=thread` reports the clock's own,
/// correctly locked state as racy and buries real findings.
///
/// The value and the mutex share one allocation (the mutex must not move once initialised). Unlike `Mutex`, it is
/// `Sendable` only when the value is: `Mutex` proves a non-`Sendable` value never escapes with `sending`, which
/// code outside the standard library cannot yet express over a pointer.
package struct LockedValue<Value> {
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

    package init(_ value: Value) {
        storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in value }, to: Storage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }
    }

    /// Runs `body` with exclusive access to the value.
    package func withLock<Result, Failure: Error>(
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
