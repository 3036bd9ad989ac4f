public import Foundation

/// The one clock a service's dispatcher, endpoint and idempotency store share: monotonic time for deadlines, leases
/// and waits, and wall-clock time for what is compared with other machines (signed timestamps, stored answers'
/// expiry).
///
/// Every component takes it the same way, as a `clock:` argument (or the dispatcher builder's ``ActionDispatcher/Builder/clock``
/// property) that defaults to `ContinuousClock()`. Tests pass one `ManualClock` (ActionableTesting) to all of them,
/// so a deadline, a replay window and an expiry move together when the test advances it.
public protocol ActionableClock: Clock, Sendable where Duration == Swift.Duration {
    /// Wall-clock time now.
    var wallClockNow: Date { get }
}

extension ActionableClock {
    /// Wall-clock time now in whole seconds since 1970, the unit of signed timestamps.
    public var secondsSince1970: Int { Int(wallClockNow.timeIntervalSince1970.rounded(.down)) }
}

/// `ContinuousClock` is the default ``ActionableClock``: the system's monotonic clock, with `Date()` for wall-clock
/// time.
extension ContinuousClock: ActionableClock {
    /// `Date()`.
    public var wallClockNow: Date { Date() }
}

/// Time elapsed on `clock` since the call, read as often as needed: an `any ActionableClock`'s instants cannot be
/// stored without knowing their type, its durations can.
package func stopwatch(on clock: any ActionableClock) -> @Sendable () -> Duration {
    func start<C: ActionableClock>(_ clock: C) -> @Sendable () -> Duration {
        let origin = clock.now
        return { origin.duration(to: clock.now) }
    }
    return start(clock)
}
