import ActionableYAML

/// What changed between two versions of the category files, judged by what it breaks on devices that still run
/// the old app, or in the service's handlers (`actionable diff`).
///
/// Categories and actions are matched by identifier, never by file, so moving a category between files is no
/// change. Findings about something that still exists point into NEW; a removed action points at its category in
/// NEW (where it was removed), a removed category into OLD. Severities: breaking changes are errors, risky ones
/// warnings, the rest notes.
public enum RegistryDiff {
    /// Every change from `old` to `new`, sorted by place.
    public static func changes(from old: CategoryRegistry, to new: CategoryRegistry) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let added = new.categories.filter { old.category($0.identifier) == nil }
        for category in old.categories {
            if let now = new.category(category.identifier) {
                compare(category, now, into: &found)
            } else if let retired = new.retiredCategory(category.identifier) {
                found.append(CategoryRemovedRule.retired(category, retired))
            } else {
                let renamed = added.first { candidate in
                    !candidate.actions.isEmpty
                        && candidate.actions.map(\.identifier) == category.actions.map(\.identifier)
                }
                found.append(CategoryRemovedRule.removed(category, renamedTo: renamed))
            }
        }
        for retired in old.retiredCategories {
            if let category = new.category(retired.identifier) {
                found.append(
                    RetiredReusedRule.reusedAcrossVersions(
                        kind: "category", retired, at: category.valueLocations[.identifier] ?? category.location))
            }
        }
        found.sort()
        return found
    }

    private static func compare(
        _ old: NotificationCategory, _ new: NotificationCategory, into found: inout [Diagnostic]
    ) {
        if old.options.contains(.customDismissAction), !new.options.contains(.customDismissAction) {
            found.append(CustomDismissRemovedRule.diagnostic(new))
        }
        if new.valueLocations[.interruptionLevel] != nil, new.interruptionLevel > old.interruptionLevel {
            found.append(InterruptionLevelRaisedRule.diagnostic(from: old.interruptionLevel, new))
        }
        let added = new.actions.filter { old.action($0.identifier) == nil }
        for action in old.actions {
            guard let now = new.action(action.identifier) else {
                if let retired = new.retiredAction(action.identifier) {
                    found.append(ActionRemovedRule.retired(action, retired, category: new))
                } else {
                    let renamed = added.first { $0.title.hasSameContent(as: action.title) }
                    found.append(ActionRemovedRule.removed(action, category: new, renamedTo: renamed))
                }
                continue
            }
            compare(action, now, category: new.identifier, into: &found)
        }
        // The banner's two actions, among those both versions declare (a removal or rename is reported as such).
        let before = old.actions.prefix(2).map(\.identifier).filter { new.action($0) != nil }
        let after = new.actions.prefix(2).map(\.identifier).filter { old.action($0) != nil }
        if !before.isEmpty, before != after, let first = new.actions.first {
            found.append(
                ActionsReorderedRule.diagnostic(category: new.identifier, before: before, after: after, at: first))
        }
        for retired in old.retiredActions {
            if let action = new.action(retired.identifier) {
                found.append(
                    RetiredReusedRule.reusedAcrossVersions(
                        kind: "action", retired, at: action.valueLocations[.identifier] ?? action.location))
            }
        }
    }

    private static func compare(
        _ old: NotificationAction, _ new: NotificationAction, category: String, into found: inout [Diagnostic]
    ) {
        if old.textInput != nil, new.textInput == nil {
            found.append(TextInputRemovedRule.diagnostic(new, category: category))
        }
        if old.textInput == nil, new.textInput != nil {
            found.append(TextInputAddedRule.diagnostic(new, category: category))
        }
        if requiresUnlock(old), !requiresUnlock(new) {
            found.append(AuthenticationRemovedRule.diagnostic(new, category: category))
        }
        if old.activation != new.activation {
            found.append(ActivationChangedRule.diagnostic(from: old.activation, new, category: category))
        }
        if old.isDestructive != new.isDestructive {
            found.append(DestructiveChangedRule.diagnostic(new, category: category))
        }
        if !sameWords(old.title, new.title) {
            found.append(TitleChangedRule.diagnostic(from: old.title, new, category: category))
        }
    }

    /// Whether people see the same words in every locale either text names (`Accept` and `{en: Accept}` are).
    static func sameWords(_ old: LocalizedText, _ new: LocalizedText) -> Bool {
        guard old.defaultValue == new.defaultValue else { return false }
        let locales = Set(old.locales.map { $0.lowercased() } + new.locales.map { $0.lowercased() })
        return locales.allSatisfy { old.value(for: [$0]) == new.value(for: [$0]) }
    }

    /// Whether iOS asks to unlock before the action runs: always for foreground actions.
    static func requiresUnlock(_ action: NotificationAction) -> Bool {
        action.activation == .foreground || action.declaredAuthenticationRequired == true
    }
}
