public import Foundation

/// The clock the app side budgets with: monotonic time for deadlines and back-off, wall-clock time for the outbox's
/// ages. Every deadline is a `Duration` since the clock's own origin, so one type serves the system clock and a
/// test's manual clock alike.
public protocol TapClock: Sendable {
    /// Monotonic time since the clock's origin.
    var now: Duration { get }
    /// Wall-clock time now (outbox entries are dated with it, as they outlive the process).
    var wallClockNow: Date { get }
    /// Suspends until ``now`` reaches `deadline`.
    /// - Throws: `CancellationError` when the task is cancelled first.
    func sleep(until deadline: Duration) async throws
}

/// Any Swift `Clock` measured in `Duration` as a ``TapClock``: `ContinuousClock` in an app, a manual clock in tests.
public struct ClockAdapter<Base: Clock>: TapClock where Base.Duration == Duration, Base: Sendable {
    private let base: Base
    private let origin: Base.Instant
    private let wallClock: @Sendable () -> Date

    /// - Parameters:
    ///   - base: the clock to measure and sleep with.
    ///   - wallClock: what ``wallClockNow`` reads; `Date()` by default.
    public init(_ base: Base, wallClock: @escaping @Sendable () -> Date = { Date() }) {
        self.base = base
        self.origin = base.now
        self.wallClock = wallClock
    }

    public var now: Duration { origin.duration(to: base.now) }
    public var wallClockNow: Date { wallClock() }

    public func sleep(until deadline: Duration) async throws {
        try await base.sleep(until: origin.advanced(by: deadline), tolerance: nil)
    }
}

extension ClockAdapter where Base == ContinuousClock {
    /// The system's monotonic clock, which keeps counting while the device sleeps.
    public static var system: ClockAdapter<ContinuousClock> { ClockAdapter(ContinuousClock()) }
}
