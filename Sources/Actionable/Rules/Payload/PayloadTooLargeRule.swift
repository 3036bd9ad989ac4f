import ActionableYAML

/// `payload-too-large`: APNs' size limits.
enum PayloadTooLargeRule: PayloadSizeRule {
    static let description = RuleDescription(
        identifier: .payloadTooLarge,
        severity: .error,
        summary: "The payload exceeds APNs' limit: 4096 bytes, 5120 for VoIP, counted in UTF-8.",
        rationale: """
            "Sending notification requests to APNs": the payload may be at most 4 KB (4096 bytes), 5 KB for VoIP; \
            APNs answers 413 PayloadTooLarge and the push is never delivered. Bytes are counted as sent, so \
            non-ASCII text counts two to four bytes a character.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(payload: #"{"aps": {"alert": ""# + String(repeating: "x", count: 4100) + #""}}"#)
        ],
        nonTriggeringExamples: [
            RuleExample(payload: #"{"aps": {"alert": ""# + String(repeating: "x", count: 4000) + #""}}"#)
        ]
    )

    static func diagnostic(size: Int, limit: Int, pushType: PushType, file: String) -> Diagnostic {
        let over = size - limit
        return Diagnostic(
            code: .payloadTooLarge,
            message:
                "the payload is \(size) bytes, \(over) byte\(over == 1 ? "" : "s") over APNs' limit of \(limit) for \(pushType.rawValue) pushes (UTF-8, as sent); APNs refuses it (PayloadTooLarge): shorten the texts, drop whitespace, or send an identifier and fetch the rest in a notification service extension",
            location: SourceLocation(file: file, line: 1, column: 1)
        )
    }

    /// APNs measures the bytes as sent, whether or not they are JSON.
    static func check(size: Int, pushType: PushType, file: String, into sink: inout DiagnosticSink) {
        let limit = pushType.maxPayloadSize
        guard size > limit else { return }
        sink.report(diagnostic(size: size, limit: limit, pushType: pushType, file: file))
    }
}
