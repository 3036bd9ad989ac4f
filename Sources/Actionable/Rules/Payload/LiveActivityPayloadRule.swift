import ActionableYAML

/// `live-activity-payload`: an ActivityKit push that ActivityKit ignores or reads otherwise than meant.
enum LiveActivityPayloadRule: PayloadRule {
    static let description = RuleDescription(
        identifier: .liveActivityPayload,
        severity: .error,
        summary: "A Live Activity push (`aps.event`, `aps.content-state`) that ActivityKit ignores or misreads.",
        rationale: """
            "Starting and updating Live Activities with ActivityKit push notifications": `event` is `start`, \
            `update` or `end`; `timestamp` (UNIX seconds) lets the system drop stale updates; `content-state` \
            carries the new state of a `start` or `update`; a push-to-start (`event: start`) names \
            `attributes-type` and `attributes`, which no other event reads; `dismissal-date` is read with `end`. \
            Dates are seconds: a value in milliseconds lies tens of thousands of years ahead. A `stale-date` at or \
            before the `timestamp` marks the update stale on arrival (a warning, as is `dismissal-date` with \
            another event than `end`).
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                payload: #"{"aps": {"event": ↓"refresh", "timestamp": 1767225600, "content-state": {"eta": 5}}}"#,
                pushType: .liveactivity),
            RuleExample(
                payload: """
                    {"aps": {"event": "update", "timestamp": 1767225600, "content-state": {"eta": 5},
                      ↓"attributes-type": "DeliveryAttributes", ↓"attributes": {"order": "1234"}}}
                    """, pushType: .liveactivity),
            RuleExample(
                payload: #"{"aps": {"event": "update", "timestamp": ↓1767225600000, "content-state": {"eta": 5}}}"#,
                pushType: .liveactivity),
            RuleExample(
                payload: #"{"aps": ↓{"event": "update", "content-state": {"eta": 5}}}"#, pushType: .liveactivity),
        ],
        nonTriggeringExamples: [
            RuleExample(
                payload: """
                    {"aps": {"event": "start", "timestamp": 1767225600, "content-state": {"eta": 25},
                      "attributes-type": "DeliveryAttributes", "attributes": {"order": "1234"},
                      "alert": {"title": "Order 1234", "body": "On its way"}, "stale-date": 1767229200}}
                    """, pushType: .liveactivity),
            RuleExample(
                payload: #"{"aps": {"event": "end", "timestamp": 1767225600, "dismissal-date": 1767226500}}"#,
                pushType: .liveactivity),
        ]
    )

    static func missing(_ key: String, _ why: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .liveActivityPayload,
            message: "the Live Activity push has no 'aps.\(key)'; \(why)",
            location: location
        )
    }

    static func event(_ value: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .liveActivityPayload,
            message:
                "'aps.event' is '\(value.forMessage)'; ActivityKit knows start, update and end and ignores the push otherwise.\(Suggestions.didYouMean(value, in: APSKeys.liveActivityEvents))",
            location: location
        )
    }

    static func startOnly(_ key: String, event: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .liveActivityPayload,
            message:
                "'aps.\(key)' belongs to a push that starts a Live Activity ('event: start'), but this one is '\(event.forMessage)', which does not read it: send 'event: start' to start one, or remove it",
            location: location
        )
    }

    static func milliseconds(_ key: String, _ value: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .liveActivityPayload,
            message:
                "'aps.\(key)' is \(value), a date in milliseconds; ActivityKit reads UNIX seconds, so this is a date tens of thousands of years ahead: write \(value / 1000)",
            location: location
        )
    }

    static func dismissalWithoutEnd(_ event: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .liveActivityPayload,
            message:
                "'aps.dismissal-date' is read only when a push ends the Live Activity ('event: end'); with '\(event.forMessage)' it does nothing: move it to the end push, or use 'stale-date' to mark the content out of date",
            location: location, severity: .warning
        )
    }

    static func staleOnArrival(stale: Int, timestamp: Int, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .liveActivityPayload,
            message:
                "'aps.stale-date' (\(stale)) is not after 'aps.timestamp' (\(timestamp)), so the Live Activity shows this content as out of date as soon as it arrives: set it to when the content stops being true",
            location: location, severity: .warning
        )
    }

    /// Dates past this (the year 5138 in seconds) are milliseconds.
    static let largestSeconds = 100_000_000_000
    /// The keys only a push-to-start reads.
    static let startKeys = ["attributes-type", "attributes", "input-push-token", "input-push-channel"]

    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        guard let apsPosition = payload.apsPosition, payload.liveActivityKey != nil else { return }
        let aps = payload.location(apsPosition)
        var event: String?
        if let member = payload.first("event") {
            guard case .string(let value) = member.value.value else { return }  // a type-mismatch already
            guard APSKeys.liveActivityEvents.contains(value) else {
                sink.report(Self.event(value, at: payload.location(member.value.position)))
                return
            }
            event = value
        } else {
            sink.report(
                missing("event", "ActivityKit needs it to know whether to start, update or end: add it", at: aps))
        }
        var timestamp: Int?
        for key in ["timestamp", "stale-date", "dismissal-date"] {
            guard let member = payload.first(key), let value = integer(member.value) else { continue }
            if value > largestSeconds {
                sink.report(milliseconds(key, value, at: payload.location(member.value.position)))
            } else if key == "timestamp" {
                timestamp = value
            }
        }
        if payload.first("timestamp") == nil {
            sink.report(
                missing(
                    "timestamp", "the system uses it to drop out-of-date updates: add the UNIX time in seconds",
                    at: aps))
        }
        guard let event else { return }
        if event != "end", payload.first("content-state") == nil {
            sink.report(
                missing("content-state", "a '\(event)' push carries the Live Activity's new state: add it", at: aps))
        }
        if event == "start" {
            for key in ["attributes-type", "attributes"] where payload.first(key) == nil {
                sink.report(missing(key, "a push that starts a Live Activity names its attributes: add it", at: aps))
            }
        } else {
            for member in payload.aps where startKeys.contains(member.key) {
                sink.report(startOnly(member.key, event: event, at: payload.location(member.keyPosition)))
            }
        }
        if event != "end", let member = payload.first("dismissal-date") {
            sink.report(dismissalWithoutEnd(event, at: payload.location(member.keyPosition)))
        }
        if let timestamp, let member = payload.first("stale-date"), let stale = integer(member.value),
            stale <= timestamp
        {
            sink.report(staleOnArrival(stale: stale, timestamp: timestamp, at: payload.location(member.value.position)))
        }
    }

    static func integer(_ node: JSONNode) -> Int? {
        if case .number(let number) = node.value { return number.integer }
        return nil
    }
}
