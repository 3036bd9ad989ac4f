import ActionableYAML

/// `invalid-header`: a payload's headers file holds a header APNs rejects, or is not a headers file.
enum InvalidHeaderRule: PayloadRule {
    static let description = RuleDescription(
        identifier: .invalidHeader,
        severity: .error,
        summary: "A header in a payload's headers file (`invite.headers` beside `invite.json`) that APNs rejects.",
        rationale: """
            "Sending notification requests to APNs" defines the request headers: `apns-push-type` (Apple's push \
            types), `apns-priority` (10, 5 or 1), `apns-expiration` (a UNIX time, 0 for once), `apns-collapse-id` \
            (at most 64 bytes), `apns-id` (a UUID), `apns-topic`. APNs answers a bad one with 400 and the push is \
            lost. A header APNs does not know, or a headers file without `apns-push-type` (required on watchOS, \
            recommended everywhere, and what the payload is checked as), is a warning.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                payload: #"{"aps": {"alert": "Hi", "category": "INVITE"}}"#,
                headers: "apns-push-type: alert\napns-priority: ↓high\n"),
            RuleExample(
                payload: #"{"aps": {"alert": "Hi", "category": "INVITE"}}"#,
                headers: "apns-push-type: alert\n↓apns-pushtype: alert\n"),
            RuleExample(payload: #"{"aps": {"alert": "Hi", "category": "INVITE"}}"#, headers: "↓apns-priority: 10\n"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                payload: #"{"aps": {"alert": "Hi", "category": "INVITE"}}"#,
                headers: """
                    # sent by the invitation service
                    apns-push-type: alert
                    apns-priority: 10
                    apns-topic: com.example.app
                    apns-collapse-id: invite-42
                    apns-expiration: 0
                    apns-id: 123E4567-E89B-12D3-A456-426614174000
                    """)
        ]
    )

    static func malformed(_ line: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidHeader,
            message:
                "'\(line.forMessage)' is not a header line; write one 'name: value' per line (blank lines and lines starting with '#' are skipped)",
            location: location
        )
    }

    static func invalid(_ name: String, is value: String, _ advice: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidHeader,
            message: "'\(name)' is '\(value.forMessage)'; \(advice); APNs rejects the request (400) otherwise",
            location: location
        )
    }

    static func unknown(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidHeader,
            message:
                "APNs reads no header '\(name.forMessage)', so it has no effect.\(Suggestions.didYouMean(name, in: PushHeaders.apnsNames)) APNs reads: \(PushHeaders.apnsNames.joined(separator: ", "))",
            location: location, severity: .warning
        )
    }

    static func repeated(_ name: String, first: SourceLocation, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidHeader,
            message: "'\(name.forMessage)' is given again (first on line \(first.line)); send each header once",
            location: location
        )
    }

    static func unchecked(_ type: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidHeader,
            message:
                "apns-push-type '\(type.forMessage)' is one of Apple's push types, but payload check checks only \(PushType.allCases.map(\.rawValue).joined(separator: ", ")) pushes; check this payload elsewhere, or leave it out of payload check",
            location: location
        )
    }

    static func noPushType(checkedAs pushType: PushType, file: String) -> Diagnostic {
        Diagnostic(
            code: .invalidHeader,
            message:
                "the headers file has no 'apns-push-type', which APNs requires on watchOS and recommends everywhere (it must match the payload); checked as \(pushType.rawValue): add 'apns-push-type: \(pushType.rawValue)'",
            location: SourceLocation(file: file, line: 1, column: 1), severity: .warning
        )
    }

    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        guard let headers = payload.headers else { return }
        var seen = FirstSeen()
        for field in headers.fields where !field.name.hasPrefix(":") {
            let location = headers.location(field, value: false)
            if let first = seen.insert(field.name, at: location) {
                sink.report(repeated(field.name, first: first, at: location))
                continue
            }
            check(field, in: headers, into: &sink)
        }
        if headers.first("apns-push-type") == nil {
            sink.report(noPushType(checkedAs: payload.pushType, file: headers.file))
        }
    }

    static func check(_ field: PushHeaders.Field, in headers: PushHeaders, into sink: inout DiagnosticSink) {
        let at = headers.location(field)
        let value = field.value
        switch field.name {
        case "apns-push-type":
            if !PushHeaders.applePushTypes.contains(value) {
                sink.report(
                    invalid(
                        field.name, is: value,
                        "write one of Apple's push types: \(PushHeaders.applePushTypes.joined(separator: ", "))",
                        at: at))
            } else if PushType(rawValue: value) == nil {
                sink.report(unchecked(value, at: at))
            }
        case "apns-priority":
            if !["10", "5", "1"].contains(value) {
                sink.report(
                    invalid(
                        field.name, is: value,
                        "write 10 (deliver now), 5 (when the device saves power; background pushes) or 1", at: at))
            }
        case "apns-expiration":
            if Int(value).map({ $0 < 0 }) ?? true {
                sink.report(
                    invalid(field.name, is: value, "write a UNIX time in seconds, or 0 to try delivery once", at: at))
            }
        case "apns-collapse-id":
            if value.utf8.count > 64 || value.isEmpty {
                sink.report(
                    invalid(
                        field.name, is: value,
                        "a collapse identifier is 1 to 64 bytes (this one is \(value.utf8.count))", at: at))
            }
        case "apns-id":
            if !isUUID(value) {
                sink.report(
                    invalid(
                        field.name, is: value, "write a UUID (8-4-4-4-12 hexadecimal digits) or leave the header out",
                        at: at))
            }
        case "apns-topic":
            if value.isEmpty {
                sink.report(
                    invalid(field.name, is: value, "write the app's bundle ID (with the push type's suffix)", at: at))
            }
        case "authorization":
            return
        default:
            if !PushHeaders.otherNames.contains(field.name) {
                sink.report(unknown(field.name, at: headers.location(field, value: false)))
            }
        }
    }

    /// `8-4-4-4-12` hexadecimal digits, as APNs requires of `apns-id`.
    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { group in
            group.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x46).contains($0 & 0xDF) }
        }
    }
}
