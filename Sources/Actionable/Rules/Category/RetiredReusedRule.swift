import ActionableYAML

/// `retired-reused`: a retired identifier declared again.
enum RetiredReusedRule: CategoryRule, RetiredChangeRule {
    static let description = RuleDescription(
        identifier: .retiredReused,
        severity: .error,
        summary: "A retired category or action identifier is declared again.",
        rationale: """
            Old app versions keep registering the old categories and sending the old identifiers for months: an \
            identifier declared again with another meaning gets their responses, which mean the old thing. Use a \
            new identifier. In `actionable diff`, an identifier retired in OLD and declared again in NEW is the same \
            mistake.
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample(
                """
                categories:
                  - identifier: INVITE
                    actions:
                      - {identifier: MAYBE, title: Maybe}
                    retired-actions:
                      - {identifier: MAYBE, retired: 2026-03-01}
                """),
            RuleExample(
                """
                retired-categories:
                  - {identifier: INVITE, retired: "4.2"}
                categories:
                  - {identifier: INVITE, actions: []}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                categories:
                  - identifier: INVITE
                    actions:
                      - {identifier: DECLINE, title: Decline}
                    retired-actions:
                      - {identifier: MAYBE, retired: 2026-03-01, replaced-by: DECLINE}
                """)
        ]
    )

    static func declaredAgain(kind: String, _ retired: RetiredIdentifier, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .retiredReused,
            message:
                "the \(kind) '\(retired.identifier.forMessage)' was retired (\(retired.retired.forMessage), at \(retired.location)); old app versions still use it with its old meaning, so give this \(kind) a new identifier",
            location: location
        )
    }

    /// `actionable diff`: retired in OLD, declared in NEW.
    static func reusedAcrossVersions(kind: String, _ retired: RetiredIdentifier, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            code: .retiredReused,
            message:
                "the \(kind) '\(retired.identifier.forMessage)' was retired before (\(retired.retired.forMessage)) and is declared again; old app versions still use it with its old meaning, so give this \(kind) a new identifier",
            location: location
        )
    }

    /// A retired action may not be declared again in its category. (Retired categories are checked across the
    /// registry by the loader, and across versions by `actionable diff`.)
    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        for entry in category.retiredActions {
            guard let action = category.actions.first(where: { $0.identifier == entry.identifier }) else { continue }
            diagnostics.append(
                declaredAgain(kind: "action", entry, at: action.valueLocations[.identifier] ?? action.location))
        }
    }

    /// Every file's retired categories, in path order: none may be declared again, and what replaces one must be
    /// a declared category. An identifier retired in two files is reported at the second.
    static func checkRetiredCategories(
        _ lists: some Sequence<[RetiredIdentifier]>, categories: [NotificationCategory], index: IdentifierTable,
        into findings: inout RegistryFindings
    ) -> [RetiredIdentifier] {
        var retired: [RetiredIdentifier] = []
        var seen: [String: SourceLocation] = [:]
        for list in lists {
            for entry in list {
                if let first = seen[entry.identifier] {
                    findings.report(
                        DuplicateKeyRule.diagnostic(
                            entry.identifier, owner: "'retired-categories'", first: first, at: entry.location))
                    continue
                }
                seen[entry.identifier] = entry.location
                retired.append(entry)
                if let position = index.position(of: entry.identifier, in: categories) {
                    let category = categories[position]
                    findings.report(
                        declaredAgain(
                            kind: "category", entry, at: category.valueLocations[.identifier] ?? category.location))
                }
                if let replacement = entry.replacement, index.position(of: replacement, in: categories) == nil {
                    findings.report(
                        InvalidValueRule.unknownReplacement(
                            replacement, kind: "category", of: entry.identifier,
                            known: categories.map(\.identifier), at: entry.location))
                }
            }
        }
        return retired
    }

    /// `actionable diff`: a category retired in OLD and declared in NEW.
    static func check(
        retired: RetiredIdentifier, declaredAgain category: NotificationCategory, into diagnostics: inout [Diagnostic]
    ) {
        diagnostics.append(
            reusedAcrossVersions(
                kind: "category", retired, at: category.valueLocations[.identifier] ?? category.location))
    }

    /// `actionable diff`: an action retired in OLD and declared in NEW, in the same category.
    static func check(
        retired: RetiredIdentifier, declaredAgain action: NotificationAction, into diagnostics: inout [Diagnostic]
    ) {
        diagnostics.append(
            reusedAcrossVersions(kind: "action", retired, at: action.valueLocations[.identifier] ?? action.location))
    }
}
