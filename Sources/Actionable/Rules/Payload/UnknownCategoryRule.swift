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
            without any action, silently. An FCM message's `data.category` is held to the same registry: the \
            generated Android code knows only its categories and shows an unknown one without actions. A category declared with `registered: false` — one an app extension sets, \
            shown without buttons on purpose — is known and accepted.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(payload: #"{"aps": {"alert": "Hi", "category": ↓"invite"}}"#),
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"actionable": "1", "category": ↓"INVITES", "notification-id": "n1", "title": "Lunch?"}, "android": {"priority": "high"}}}"#
            ),
        ],
        nonTriggeringExamples: [
            RuleExample(payload: #"{"aps": {"alert": "Hi", "category": "INVITE"}}"#),
            RuleExample(
                fcm:
                    #"{"message": {"token": "t", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?"}, "android": {"priority": "high"}}}"#
            ),
        ]
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

    /// iOS matches categories case-sensitively, so a difference in case is the likeliest mistake. A registered
    /// identifier plus a separated affix (`X_NOREPLY` beside `X`) is usually a deliberate variant — a server's
    /// read-only room, a muted thread — and renaming it to the registered one would give those notifications its
    /// buttons: it is told to register the variant. Only then is a close spelling suggested, and only when it is
    /// really close (see ``closeSpelling(of:in:)``), never a one-letter identifier for a two-letter one.
    static func hint(for identifier: String, in registry: CategoryRegistry) -> String {
        let identifiers = registry.categories.lazy.map(\.identifier)
        let lowered = identifier.lowercased()
        if let sameButCase = identifiers.first(where: { $0.lowercased() == lowered }) {
            return
                "'\(sameButCase.forMessage)' is registered and differs only in case, but iOS matches categories case-sensitively: write '\(sameButCase.forMessage)'"
        } else if let base = variantBase(of: identifier, in: identifiers) {
            return
                "it looks like a variant of the registered '\(base.forMessage)', not a misspelling: if its notifications are meant to differ, register '\(identifier.forMessage)' as a category of its own (with 'actions: []' if they have no buttons); sending '\(base.forMessage)' instead would show \(base.forMessage)'s buttons"
        } else if let closest = closeSpelling(of: identifier, in: identifiers) {
            return "did you mean '\(closest.forMessage)'?"
        } else if registry.categories.isEmpty {
            return "no category is registered at all: check the category files the checker was given"
        } else {
            let some = identifiers.prefix(5).map { "'\($0.forMessage)'" }.joined(separator: ", ")
            let more = registry.categories.count > 5 ? ", …" : ""
            return
                "register it in a category file (with 'registered: false' if an app extension sets it and the app does not register it) or use one of \(some)\(more)"
        }
    }

    /// The longest registered identifier that `identifier` extends by a separator (`_`, `-`, `.`, `:`) and more
    /// text, before or after: `X_NOREPLY`, `MUTED-CHAT`.
    static func variantBase(of identifier: String, in identifiers: some Sequence<String>) -> String? {
        let separators: Set<Character> = ["_", "-", ".", ":"]
        var best: String?
        for base in identifiers where base.count < identifier.count && base.count > (best?.count ?? 0) {
            let rest = identifier.count - base.count
            guard rest >= 2 else { continue }
            if identifier.hasPrefix(base), separators.contains(identifier.dropFirst(base.count).first ?? " ") {
                best = base
            } else if identifier.hasSuffix(base), separators.contains(identifier.dropLast(base.count).last ?? " ") {
                best = base
            }
        }
        return best
    }

    /// A registered identifier spelled nearly like `identifier`: both at least 4 characters, at most 2 edits
    /// apart, and the edits at most a quarter of the longer one. A typo in a long name is caught (`INVTE` for
    /// `INVITE`); two short, unrelated names (`AB`, `A`) are not offered as one another.
    static func closeSpelling(of identifier: String, in identifiers: some Sequence<String>) -> String? {
        guard identifier.count >= 4, identifier.utf8.count <= 64 else { return nil }
        var best: (identifier: String, distance: Int)?
        for candidate in identifiers where candidate.count >= 4 && abs(candidate.count - identifier.count) <= 2 {
            let distance = Suggestions.editDistance(identifier, candidate)
            guard distance <= 2, distance * 4 <= max(candidate.count, identifier.count) else { continue }
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.identifier
    }
}

extension UnknownCategoryRule: FCMRule {
    /// An FCM message's `data.category`: the generated Android code knows only the registry's categories.
    static func check(_ message: CheckedFCMMessage, against checker: FCMPayloadChecker, into sink: inout DiagnosticSink)
    {
        guard let member = message.field("category"), case .string(let identifier) = member.value.value,
            checker.registry.category(identifier) == nil
        else { return }
        sink.report(
            Diagnostic(
                code: .unknownCategory,
                message:
                    "the FCM message's 'data.category' is '\(identifier.forMessage)', which the registry does not declare, so the generated Android code shows the notification without actions; \(hint(for: identifier, in: checker.registry))",
                location: message.location(member.value.position)))
    }
}
