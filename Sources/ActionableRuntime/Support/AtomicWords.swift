import CActionableAtomics

/// A few machine words that threads load, add to and compare-and-exchange with C11 atomics.
///
/// What ``Completion`` and ``DispatchWaiter`` need of `Synchronization.Atomic`, which needs macOS 15 and iOS 18 while the package builds
/// for macOS 13 and iOS 16. The words are one `malloc`'d block whose address never moves; only the inline functions
/// of CActionableAtomics touch them once the value is shared, so every access is atomic (and ThreadSanitizer sees
/// C11 atomics). A pthread mutex (``LockedValue``) costs a call to lock and one to unlock each time; these are one
/// instruction each. Not a class, and no `ManagedBuffer`: the object that holds the words frees them in its
/// `deinit` (``deallocate()``), so a dispatch pays no second object, retain or release for them.
struct AtomicWords: @unchecked Sendable {
    private let words: UnsafeMutablePointer<Int>

    /// `count` words, each 0. The owner calls ``deallocate()`` once, when nothing can use them any more.
    init(count: Int) {
        words = .allocate(capacity: count)
        words.initialize(repeating: 0, count: count)
    }

    func deallocate() {
        words.deallocate()
    }

    /// Word `index`, with acquire ordering: what another thread wrote before it released the word is visible.
    func loadAcquiring(_ index: Int) -> Int {
        actionable_atomic_load_acquire(words + index)
    }

    /// Word `index`, with no ordering.
    func loadRelaxed(_ index: Int) -> Int {
        actionable_atomic_load_relaxed(words + index)
    }

    /// Adds `value` to word `index` (no ordering) and returns the new value.
    func add(_ value: Int, to index: Int) -> Int {
        actionable_atomic_fetch_add_relaxed(words + index, value) &+ value
    }

    /// Sets word `index` to `desired` if it is `expected`, with acquire and release ordering; returns whether it
    /// did.
    func compareExchange(_ index: Int, expected: Int, desired: Int) -> Bool {
        actionable_atomic_compare_exchange(words + index, expected, desired)
    }
}
