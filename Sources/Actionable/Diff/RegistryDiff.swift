import ActionableYAML

/// What changed between two versions of the category files, judged by what it breaks on devices that still run
/// the old app, or in the service's handlers (`actionable diff`).
///
/// Categories and actions are matched by identifier, never by file, so moving a category between files is no
/// change. Findings about something that still exists point into NEW; a removed action points at its category in
/// NEW (where it was removed), a removed category into OLD. Severities: breaking changes are errors, risky ones
/// warnings, the rest notes.
///
/// This type only matches the two versions; what a change breaks is judged by the diff rules of `Rules/Diff`
/// (`CategoryChangeRule`, `ActionChangeRule`, `RetiredChangeRule`), so each rule's file holds its whole
/// judgment.
public enum RegistryDiff {
    /// Every change from `old` to `new`, sorted by place.
    public static func changes(from old: CategoryRegistry, to new: CategoryRegistry) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let added = new.categories.filter { old.category($0.identifier) == nil }
        for category in old.categories {
            let counterpart = Counterpart(
                declared: new.category(category.identifier), retired: new.retiredCategory(category.identifier),
                added: added)
            for rule in RuleCatalog.categoryChangeRules {
                rule.check(old: category, new: counterpart, into: &found)
            }
            if case .declared(let now) = counterpart {
                compareActions(of: category, now, into: &found)
            }
        }
        for retired in old.retiredCategories {
            guard let category = new.category(retired.identifier) else { continue }
            for rule in RuleCatalog.retiredChangeRules {
                rule.check(retired: retired, declaredAgain: category, into: &found)
            }
        }
        found.sort()
        return found
    }

    private static func compareActions(
        of old: NotificationCategory, _ new: NotificationCategory, into found: inout [Diagnostic]
    ) {
        let added = new.actions.filter { old.action($0.identifier) == nil }
        for action in old.actions {
            let counterpart = Counterpart(
                declared: new.action(action.identifier), retired: new.retiredAction(action.identifier), added: added)
            for rule in RuleCatalog.actionChangeRules {
                rule.check(old: action, new: counterpart, category: new, into: &found)
            }
        }
        for retired in old.retiredActions {
            guard let action = new.action(retired.identifier) else { continue }
            for rule in RuleCatalog.retiredChangeRules {
                rule.check(retired: retired, declaredAgain: action, into: &found)
            }
        }
    }
}

/// What a category or action of the old version became in the new one.
enum Counterpart<Element> {
    /// Declared again under the same identifier.
    case declared(Element)
    /// Listed under the new version's retired identifiers.
    case retired(RetiredIdentifier)
    /// Gone without a trace; `added` are what only the new version declares at the same level, among which a
    /// rename may hide (a rename is a removal plus an addition for old app versions, but the message can name it).
    case removed(added: [Element])

    /// What is declared is declared, even if also retired (that is `retired-reused`'s finding, not a removal).
    init(declared: Element?, retired: @autoclosure () -> RetiredIdentifier?, added: [Element]) {
        if let declared {
            self = .declared(declared)
        } else if let retired = retired() {
            self = .retired(retired)
        } else {
            self = .removed(added: added)
        }
    }
}

/// A rule of `actionable diff` that judges what became of one category of the old version.
protocol CategoryChangeRule: Rule {
    static func check(
        old: NotificationCategory, new: Counterpart<NotificationCategory>, into diagnostics: inout [Diagnostic])
}

/// A rule of `actionable diff` that judges what became of one action of a category both versions declare.
protocol ActionChangeRule: Rule {
    /// `category` is the new version's category, where a finding about the action points.
    static func check(
        old: NotificationAction, new: Counterpart<NotificationAction>, category: NotificationCategory,
        into diagnostics: inout [Diagnostic])
}

/// A rule of `actionable diff` that judges an identifier the old version retired and the new one declares again.
protocol RetiredChangeRule: Rule {
    static func check(
        retired: RetiredIdentifier, declaredAgain category: NotificationCategory, into diagnostics: inout [Diagnostic])
    static func check(
        retired: RetiredIdentifier, declaredAgain action: NotificationAction, into diagnostics: inout [Diagnostic])
}
