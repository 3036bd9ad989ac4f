import ActionableYAML

/// `fcm-invalid-android-option`: `message.android`'s `ttl`, `collapse_key` and `priority` as FCM accepts them.
enum FCMInvalidAndroidOptionRule: FCMRule {
    static let description = RuleDescription(
        identifier: .fcmInvalidAndroidOption,
        severity: .error,
        summary:
            "An FCM message's `android.ttl` is not a duration such as \"3600s\" of at most 28 days, its `android.collapse_key` is not a non-empty string, or its `android.priority` is not `high` or `normal`.",
        rationale: """
            FCM's `AndroidConfig`: `ttl` is a protobuf Duration, in JSON a string of seconds ending in `s` \
            ("3600s", "0.5s"), at most 4 weeks (2,419,200 s; FCM's default); a number, "1h" or a longer time is \
            answered with 400 INVALID_ARGUMENT. `collapse_key` names the group of messages of which only the last \
            is delivered when the device comes back online; `priority` is `normal` or `high`.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"sync": "inbox"}, "android": {"ttl": ↓3600, "collapse_key": ↓""}}}"#
            ),
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"sync": "inbox"}, "android": {"ttl": ↓"2592000s", "priority": ↓"urgent"}}}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"sync": "inbox"}, "android": {"ttl": "3600s", "collapse_key": "inbox", "priority": "normal"}}}"#
            )
        ]
    )

    /// The seconds of a protobuf Duration in JSON (`"3600s"`, `"1.5s"`), or `nil` when `text` is not one.
    static func seconds(_ text: String) -> Double? {
        guard text.hasSuffix("s") else { return nil }
        let number = text.dropLast()
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard !number.isEmpty, parts.count <= 2, let whole = parts.first, !whole.isEmpty,
            whole.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        if parts.count == 2 {
            let fraction = parts[1]
            guard !fraction.isEmpty, fraction.count <= 9, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                return nil
            }
        }
        return Double(number)
    }

    static func check(_ message: CheckedFCMMessage, against checker: FCMPayloadChecker, into sink: inout DiagnosticSink)
    {
        guard case .object(let members) = message.android?.value else { return }
        func report(_ text: String, _ node: JSONNode) {
            sink.report(
                Diagnostic(code: .fcmInvalidAndroidOption, message: text, location: message.location(node.position)))
        }
        for member in members {
            let node = member.value
            switch member.key {
            case "ttl":
                guard case .string(let text) = node.value, let seconds = seconds(text) else {
                    let shown = if case .string(let text) = node.value { "'\(text.forMessage)'" } else { node.typeName }
                    report(
                        "'android.ttl' is a duration in seconds written as a string ending in 's', such as \"3600s\"; found \(shown), which FCM refuses (400 INVALID_ARGUMENT)",
                        node)
                    continue
                }
                if seconds > Double(FCMPayloadChecker.maxTimeToLive) {
                    report(
                        "'android.ttl' is \(Int(seconds)) seconds, more than FCM's maximum of 4 weeks (\(FCMPayloadChecker.maxTimeToLive)s); FCM refuses it: write at most \"\(FCMPayloadChecker.maxTimeToLive)s\", or leave it out for FCM's default of 4 weeks",
                        node)
                }
            case "collapse_key":
                if case .string(let text) = node.value, !text.isBlank { continue }
                report(
                    "'android.collapse_key' names a group of messages of which FCM delivers only the last when the device comes back online: a non-empty string, such as the notification's id; found \(node.typeName == "a string" ? "an empty string" : node.typeName)",
                    node)
            case "priority":
                if case .string(let text) = node.value, ["high", "normal"].contains(text.lowercased()) { continue }
                let shown = if case .string(let text) = node.value { "'\(text.forMessage)'" } else { node.typeName }
                report("'android.priority' is \"high\" or \"normal\"; found \(shown), which FCM refuses", node)
            default:
                continue
            }
        }
    }
}
