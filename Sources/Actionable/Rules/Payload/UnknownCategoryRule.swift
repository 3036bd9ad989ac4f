import ActionableYAML

/// `unknown-category`: a push naming a category the app never registered.
enum UnknownCategoryRule: PayloadRule {
    static let description = RuleDescription(
        identifier: .unknownCategory,
        severity: .error,
        summary: "`aps.category` names no registered category, so iOS shows no buttons.",
        rationale: """
            iOS looks `aps.category` up among the categories the app registered with \
            `setNotificationCategories(_:)`, case-sensitively; a name it does not know shows the notification \
            without any action, silently.
            """,
        scope: .payloads,
        triggeringExamples: [RuleExample(payload: #"{"aps": {"alert": "Hi", "category": ↓"invite"}}"#)],
        nonTriggeringExamples: [RuleExample(payload: #"{"aps": {"alert": "Hi", "category": "INVITE"}}"#)]
    )

    static func diagnostic(_ identifier: String, hint: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .unknownCategory,
            message:
                "'aps.category' is '\(identifier.forMessage)', which the app does not register, so the notification shows no buttons; \(hint)",
            location: location
        )
    }

    /// Every `aps.category` counts, a repeated one too: APNs does not say which of them it keeps.
    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        payload.forEachString("category") { identifier, position in
            guard checker.registry.category(identifier) == nil else { return }
            sink.report(
                diagnostic(
                    identifier, hint: hint(for: identifier, in: checker.registry), at: payload.location(position)))
        }
    }

    /// iOS matches categories case-sensitively, so a difference in case is the likeliest mistake, then a typo.
    static func hint(for identifier: String, in registry: CategoryRegistry) -> String {
        let identifiers = registry.categories.lazy.map(\.identifier)
        let lowered = identifier.lowercased()
        if let sameButCase = identifiers.first(where: { $0.lowercased() == lowered }) {
            return
                "'\(sameButCase.forMessage)' is registered and differs only in case, but iOS matches categories case-sensitively: write '\(sameButCase.forMessage)'"
        } else if let closest = Suggestions.closest(to: identifier, in: identifiers) {
            return "did you mean '\(closest.forMessage)'?"
        } else if registry.categories.isEmpty {
            return "no category is registered at all: check the category files the checker was given"
        } else {
            let some = identifiers.prefix(5).map { "'\($0.forMessage)'" }.joined(separator: ", ")
            let more = registry.categories.count > 5 ? ", …" : ""
            return "register it in a category file or use one of \(some)\(more)"
        }
    }
}
