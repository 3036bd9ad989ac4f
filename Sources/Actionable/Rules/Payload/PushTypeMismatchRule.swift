import ActionableYAML

/// `push-type-mismatch`: the payload is not the push its `apns-push-type` says, or its headers do not fit the type.
enum PushTypeMismatchRule: PayloadRule {
    static let description = RuleDescription(
        identifier: .pushTypeMismatch,
        severity: .error,
        summary: "A payload that is not the push its `apns-push-type` says (`--push-type`, or its headers file).",
        rationale: """
            "Sending notification requests to APNs": `apns-push-type` must accurately reflect the payload's \
            contents; on a mismatch APNs may return an error, delay the push or drop it. A background update \
            (only `content-available: 1`) goes as `background` with `apns-priority: 5` (10 is an error for it); a \
            Live Activity update (`aps.event`) as `liveactivity` to the topic `<bundle ID>.push-type.liveactivity`; \
            a VoIP push to `<bundle ID>.voip`. A payload is checked as `--push-type` (default `alert`) unless its \
            headers file names the type.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(payload: #"{"aps": {↓"content-available": 1}}"#),
            RuleExample(
                payload: #"{"aps": {↓"event": "update", "timestamp": 1767225600, "content-state": {"eta": 5}}}"#),
            RuleExample(payload: #"{"aps": ↓{"alert": "Hi", "category": "INVITE"}}"#, pushType: .liveactivity),
            RuleExample(
                payload: #"{"aps": {"content-available": 1}}"#,
                headers: "apns-push-type: background\napns-priority: ↓10\n"),
            RuleExample(
                payload: #"{"aps": {"event": "end", "timestamp": 1767225600, "content-state": {"eta": 0}}}"#,
                headers: "apns-push-type: liveactivity\napns-topic: ↓com.example.app\n"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                payload: #"{"aps": {"content-available": 1}, "sync": "inbox"}"#,
                headers: "apns-push-type: background\napns-priority: 5\napns-topic: com.example.app\n"),
            RuleExample(
                payload: #"{"aps": {"event": "update", "timestamp": 1767225600, "content-state": {"eta": 5}}}"#,
                headers: "apns-push-type: liveactivity\napns-topic: com.example.app.push-type.liveactivity\n"),
            RuleExample(
                payload: #"{"aps": {"alert": "Hi", "category": "INVITE"}}"#, headers: "apns-push-type: alert\n"),
        ]
    )

    static func backgroundAsAlert(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .pushTypeMismatch,
            message:
                "the payload holds only 'content-available: 1', a background update, but is checked as an alert push; APNs requires apns-push-type to match and may drop it: send it with 'apns-push-type: background' and 'apns-priority: 5' (check it with --push-type background or a headers file)",
            location: location
        )
    }

    static func liveActivity(as pushType: PushType, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .pushTypeMismatch,
            message:
                "the payload is a Live Activity update ('aps.event', 'aps.content-state') but is checked as a \(pushType.rawValue) push; ActivityKit reads only pushes sent with 'apns-push-type: liveactivity' to the topic '<bundle ID>.push-type.liveactivity' (check it with --push-type liveactivity or a headers file)",
            location: location
        )
    }

    static func notLiveActivity(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .pushTypeMismatch,
            message:
                "the push is sent as liveactivity but 'aps' has no 'event' or 'content-state', so it updates no Live Activity; send a notification as 'apns-push-type: alert', or add 'event' (start, update or end), 'timestamp' and 'content-state'",
            location: location
        )
    }

    static func topic(_ topic: String, for pushType: PushType, at location: SourceLocation) -> Diagnostic {
        let expected =
            pushType.topicSuffix.map { "the bundle ID followed by '\($0)'" } ?? "the app's bundle ID, without a suffix"
        return Diagnostic(
            code: .pushTypeMismatch,
            message:
                "apns-topic '\(topic.forMessage)' does not fit a \(pushType.rawValue) push, whose topic is \(expected); APNs rejects the push (DeviceTokenNotForTopic or TopicDisallowed)",
            location: location
        )
    }

    static func backgroundPriority(_ value: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .pushTypeMismatch,
            message: value == nil
                ? "the headers have no 'apns-priority', so APNs sends this background push at 10, which Apple does not allow for background pushes: add 'apns-priority: 5'"
                : "a background push at apns-priority 10 is an error (Apple: background pushes go at 5): write 'apns-priority: 5'",
            location: location, severity: value == nil ? .warning : .error
        )
    }

    /// The topic suffixes of Apple's push types (complications' too, which are not checked), for a topic given to a
    /// type that takes none.
    static let knownSuffixes = PushType.allCases.compactMap(\.topicSuffix) + [".complication"]

    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        checkContents(payload, into: &sink)
        if let headers = payload.headers { checkHeaders(headers, of: payload, into: &sink) }
    }

    static func checkContents(_ payload: CheckedPayload, into sink: inout DiagnosticSink) {
        guard let apsPosition = payload.apsPosition else { return }
        let liveActivityKey = payload.liveActivityKey
        switch payload.pushType {
        case .alert, .background:
            if let liveActivityKey {
                sink.report(liveActivity(as: payload.pushType, at: payload.location(liveActivityKey.keyPosition)))
            } else if payload.pushType == .alert, let contentAvailable = payload.contentAvailable,
                !payload.isVisible
            {
                sink.report(backgroundAsAlert(at: payload.location(contentAvailable)))
            }
        case .liveactivity:
            if liveActivityKey == nil { sink.report(notLiveActivity(at: payload.location(apsPosition))) }
        case .voip:
            return  // PushKit hands the payload to the app as it is.
        }
    }

    static func checkHeaders(_ headers: PushHeaders, of payload: CheckedPayload, into sink: inout DiagnosticSink) {
        if let field = headers.first("apns-topic"), !field.value.isEmpty {
            let fits =
                payload.pushType.topicSuffix.map { field.value.hasSuffix($0) && field.value.count > $0.count }
                ?? !knownSuffixes.contains { field.value.hasSuffix($0) }
            if !fits { sink.report(topic(field.value, for: payload.pushType, at: headers.location(field))) }
        }
        guard payload.pushType == .background else { return }
        if let field = headers.first("apns-priority") {
            if field.value == "10" { sink.report(backgroundPriority(field.value, at: headers.location(field))) }
        } else if headers.pushType == .background {
            sink.report(backgroundPriority(nil, at: SourceLocation(file: headers.file, line: 1, column: 1)))
        }
    }
}
