import ActionableYAML

/// `content-available-conflict`: one push both visible and a background wake.
enum ContentAvailableConflictRule: PayloadRule {
    static let description = RuleDescription(
        identifier: .contentAvailableConflict,
        severity: .warning,
        summary: "`content-available: 1` together with `alert`, `badge` or `sound`.",
        rationale: """
            "Pushing background updates to your app": background pushes are throttled and may be skipped, so a \
            visible push that also relies on waking the app works only sometimes. For `apns-push-type: \
            background` Apple requires `aps` to hold only `content-available`, an error there.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(payload: #"{"aps": {"alert": "Hi", ↓"content-available": 1}}"#),
            RuleExample(
                files: [.init(name: "Categories.yaml", bytes: Array(RuleExample.payloadCategories.utf8))],
                payload: Array(#"{"aps": {"content-available": 1, ↓"badge": 1}}"#.utf8), pushType: .background),
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [.init(name: "Categories.yaml", bytes: Array(RuleExample.payloadCategories.utf8))],
                payload: Array(#"{"aps": {"content-available": 1}}"#.utf8), pushType: .background)
        ]
    )

    static func visible(_ list: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .contentAvailableConflict,
            message:
                "'aps.content-available: 1' with \(list) makes one push both a visible notification and a background wake; iOS throttles background wakes and may skip them, so the app cannot rely on it: send the update as a separate background push, or remove 'content-available'",
            location: location
        )
    }

    static func background(_ list: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .contentAvailableConflict,
            message:
                "a background push (apns-push-type background) may not carry \(list); Apple requires 'aps' to hold only 'content-available' there: send the visible notification as its own alert push",
            location: location, severity: .error
        )
    }

    /// Apple requires a background push to hold only `content-available`, and iOS treats a visible push that also
    /// asks for a wake as visible first; either way the wake is not something the app can count on.
    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        if payload.pushType == .background {
            // A Live Activity update sent as background is push-type-mismatch's: its alert is ActivityKit's.
            guard payload.liveActivityKey == nil, let (list, first) = visibleKeys(in: payload.aps)
            else { return }
            sink.report(background(list, at: payload.location(first)))
        } else if let contentAvailable = payload.contentAvailable, let (list, _) = visibleKeys(in: payload.aps) {
            sink.report(visible(list, at: payload.location(contentAvailable)))
        }
    }

    /// The `aps` keys that make a push visible, listed for the message, and where the first is.
    static func visibleKeys(in aps: [JSONNode.Member]) -> (list: String, first: JSONPosition)? {
        var list = ""
        var first: JSONPosition?
        for member in aps where member.key == "alert" || member.key == "badge" || member.key == "sound" {
            list += list.isEmpty ? "'aps.\(member.key)'" : ", 'aps.\(member.key)'"
            if first == nil { first = member.keyPosition }
        }
        return first.map { (list, $0) }
    }
}
