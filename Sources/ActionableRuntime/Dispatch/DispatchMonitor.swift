import CoreMetrics
import Logging

/// Logs and counts what dispatches do: one counter per outcome, one for late and one for repeated completions, and
/// a timer per (category, action). Every abnormal outcome is logged with the category, action and notification id.
final class DispatchMonitor: Sendable {
    static let outcomeCounterLabel = "actionable_dispatch_outcomes_total"
    static let lateCounterLabel = "actionable_dispatch_late_completions_total"
    static let repeatedCounterLabel = "actionable_dispatch_repeated_completions_total"
    static let durationTimerLabel = "actionable_dispatch_duration"

    let logger: Logger
    let factory: (any MetricsFactory)?
    /// One counter per ``DispatchOutcome/Kind``, in `allCases` order (an array: no hashing per dispatch).
    private let outcomeCounters: [Counter]
    private let lateCounter: Counter?
    private let repeatedCounter: Counter?
    private let onLateCompletion: (@Sendable (ActionResponse, DispatchOutcome) -> Void)?

    init(
        logger: Logger,
        factory: (any MetricsFactory)?,
        onLateCompletion: (@Sendable (ActionResponse, DispatchOutcome) -> Void)?
    ) {
        self.logger = logger
        self.factory = factory
        self.onLateCompletion = onLateCompletion
        if let factory {
            outcomeCounters = DispatchOutcome.Kind.allCases.map { kind in
                Counter(label: Self.outcomeCounterLabel, dimensions: [("outcome", kind.rawValue)], factory: factory)
            }
            lateCounter = Counter(label: Self.lateCounterLabel, dimensions: [], factory: factory)
            repeatedCounter = Counter(label: Self.repeatedCounterLabel, dimensions: [], factory: factory)
        } else {
            outcomeCounters = []
            lateCounter = nil
            repeatedCounter = nil
        }
    }

    /// A timer for one (category, action), or `nil` when metrics are off.
    func timer(category: String, action: String) -> Timer? {
        factory.map {
            Timer(
                label: Self.durationTimerLabel, dimensions: [("category", category), ("action", action)], factory: $0)
        }
    }

    /// Whether outcomes are counted; without metrics a completed dispatch needs no recording at all.
    var isRecording: Bool { !outcomeCounters.isEmpty }

    func record(_ outcome: DispatchOutcome, of response: ActionResponse) {
        if !outcomeCounters.isEmpty {
            outcomeCounters[outcome.kind.ordinal].increment()
        }
        switch outcome {
        case .completed:
            return
        case .retired:
            logger.info("Action response for a retired identifier: \(outcome)", metadata: metadata(response, outcome))
        case .unroutable, .rejected:
            logger.warning("Action response not dispatched: \(outcome)", metadata: metadata(response, outcome))
        case .timedOut, .abandoned, .failed:
            logger.error("Action handler did not complete normally: \(outcome)", metadata: metadata(response, outcome))
        }
    }

    func recordLateCompletion(of response: ActionResponse, outcome: DispatchOutcome) {
        lateCounter?.increment()
        logger.warning(
            "Action handler completed after its deadline; the caller already got 'timed-out'",
            metadata: metadata(response, outcome)
        )
        onLateCompletion?(response, outcome)
    }

    func recordRepeatedCompletion(of response: ActionResponse, calls: Int) {
        repeatedCounter?.increment()
        var metadata = metadata(response, nil)
        metadata["calls"] = "\(calls)"
        logger.warning(
            "Action handler called its completion more than once; the extra call is ignored", metadata: metadata)
    }

    private func metadata(_ response: ActionResponse, _ outcome: DispatchOutcome?) -> Logger.Metadata {
        var metadata: Logger.Metadata = [
            "category": "\(requestExcerpt(response.categoryIdentifier))",
            "action": "\(requestExcerpt(response.actionIdentifier))",
            "notification-id": "\(requestExcerpt(response.notificationIdentifier))",
        ]
        if let outcome { metadata["outcome"] = "\(outcome.kind.rawValue)" }
        return metadata
    }
}
