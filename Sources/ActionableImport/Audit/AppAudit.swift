public import Actionable

/// `actionable-import audit`: the rules that look across files — what the delegates compare against what the app
/// registers, registrations that replace each other, the dismiss action falling into a branch that does work — joined
/// with what each reader found on its own, less what the app silenced with `// actionable:disable CODE — reason`.
public enum AppAudit {
    /// The audit's outcome: findings in place order, and the code it did not follow.
    public struct Report: Sendable {
        /// The findings that were not silenced, each once, in place order.
        public var diagnostics: [Diagnostic]
        /// The code the audit did not follow, and why, in place order: counted, never judged.
        public var skipped: [ImportNote]
        /// The number of delegate methods read.
        public var delegateMethods: Int
        /// The number of categories the files build.
        public var categories: Int
        /// The number of actions in those categories.
        public var actions: Int
        /// The number of files read.
        public var files: Int
        /// Findings silenced by a comment.
        public var silenced: Int
    }

    /// Runs the rules that look across files on what a reader found, and joins their findings with the reader's own.
    ///
    /// - Parameters:
    ///   - facts: What ``ObjectiveCAuditor`` or the Swift auditor saw in the app's delegates and registrations.
    ///   - imported: The categories the same files build, with every site that builds or registers them.
    ///   - sources: The files read, for their `// actionable:disable` comments.
    /// - Returns: The findings less those silenced by a comment, what was not followed, and the counts.
    public static func audit(_ facts: AuditFacts, imported: ImportResult, sources: [ImportSource]) -> Report {
        var facts = facts
        let parseErrors = imported.diagnostics.filter { $0.code == .doesNotParse }
        let categories = imported.categories
        // Everything registered is known only when every category and action was followed to an identifier.
        let unknownRegistration = imported.diagnostics.first {
            [.categoryAtRunTime, .actionAtRunTime, .budgetExhausted, .doesNotParse].contains($0.code)
        }
        let unreached = imported.sites.first {
            if case .notReached = $0.state { return $0.kind != .registration }
            return false
        }
        let registered = Set(categories.flatMap { $0.actions.map(\.identifier) })
        let followedHandlers = facts.handlers.filter(\.followed)
        for handler in facts.handlers where !handler.followed {
            facts.skip(
                "the action identifiers this delegate handles were not all followed (\(handler.notFollowed ?? "")):"
                    + " it is left out of unregistered-action-handled and registered-action-unhandled",
                at: handler.location)
        }
        let registrationKnown = !categories.isEmpty && unknownRegistration == nil && unreached == nil
        if !facts.handlers.isEmpty && !registrationKnown {
            let why =
                categories.isEmpty
                ? "no category was found in the given files (pass the files that build and register them)"
                : "not every category or action the app builds was followed to its identifier ("
                    + ((unknownRegistration?.location ?? unreached?.location).map { "\($0)" } ?? "") + ")"
            facts.skip(
                "the delegates' identifiers were not compared with the registered ones: \(why)",
                at: facts.handlers[0].location)
        }
        if registrationKnown {
            // An action is handled when a delegate compares against its identifier, or answers its whole category.
            let handledCategories = Set(facts.handlers.flatMap { $0.categoryComparisons.map(\.identifier) })
            let handledAnywhere = Set(facts.handlers.flatMap { $0.comparisons.map(\.identifier) })
                .union(
                    categories.filter { handledCategories.contains($0.identifier) }.flatMap {
                        $0.actions.map(\.identifier)
                    })
            let unhandled = registered.subtracting(handledAnywhere)
            for handler in followedHandlers {
                for comparison in handler.comparisons
                where SystemActionIdentifier.named(comparison.identifier) == nil
                    && comparison.identifier != SystemActionIdentifier.dismiss
                    && comparison.identifier != SystemActionIdentifier.defaultAction
                    && !registered.contains(comparison.identifier)
                {
                    let near = unhandled.count == 1 ? unhandled.first : nearest(comparison.identifier, in: unhandled)
                    facts.report(
                        .unregisteredActionHandled,
                        "the delegate handles action \"\(comparison.identifier.forMessage)\", which no registered"
                            + " category has, so this branch never runs"
                            + (near.map { ": the registered action is \"\($0.forMessage)\"; compare against it" }
                                ?? ": compare against an identifier a category registers, or register the action"),
                        at: comparison.location)
                }
            }
            // Registered but never handled: only when there are delegates, every one was followed, and none has a
            // `default:` or final `else` that does work (which may be how the app handles the rest).
            if !facts.handlers.isEmpty && followedHandlers.count == facts.handlers.count
                && !facts.handlers.contains(where: { $0.fallback != nil })
            {
                var reported: Set<String> = []
                for category in categories {
                    for action in category.actions
                    where !handledAnywhere.contains(action.identifier) && reported.insert(action.identifier).inserted {
                        let holders = categories.filter { $0.actions.contains { $0.identifier == action.identifier } }
                        facts.report(
                            .registeredActionUnhandled,
                            "action \"\(action.identifier.forMessage)\" (category "
                                + holders.map { "\"\($0.identifier.forMessage)\"" }.joined(separator: ", ")
                                + ") is registered, but no delegate compares against it, so tapping it does nothing:"
                                + " handle it in userNotificationCenter(_:didReceive:), or remove the action",
                            at: action.location)
                    }
                }
            }
        }
        // Dismissals reaching a branch that does work.
        let customDismiss = categories.filter { $0.options.contains { $0.name == "custom-dismiss-action" } }
        if registrationKnown, let first = customDismiss.first {
            for handler in followedHandlers where !handler.readsCategory {
                guard let fallback = handler.fallback,
                    !handler.comparisons.contains(where: { $0.identifier == SystemActionIdentifier.dismiss })
                else { continue }
                facts.report(
                    .dismissAsAction,
                    "category \"\(first.identifier.forMessage)\" has custom-dismiss-action, so swiping its"
                        + " notification away arrives here and runs this branch's work: handle"
                        + " UNNotificationDismissActionIdentifier in a branch of its own", at: fallback)
            }
        }
        // Registrations that replace each other.
        let registrations = imported.sites.filter { $0.kind == .registration }
        let replacing = registrations.filter { !facts.mergingRegistrations.contains($0.location) }
        if replacing.count > 1 {
            let sets = replacing.compactMap { site in site.registeredCategories.map { (site, $0) } }
            if sets.count == replacing.count {
                let all = sets.reduce(into: Set<String>()) { $0.formUnion($1.1) }
                for (site, set) in sets where set != all {
                    let missing = all.subtracting(set).sorted()
                    guard
                        let other = sets.first(where: {
                            $0.0.location != site.location && !$0.1.isDisjoint(with: missing)
                        })
                    else { continue }
                    facts.report(
                        .categoriesReplaced,
                        "this call registers only \(list(set)), and replaces everything registered before it: the"
                            + " call at \(other.0.location.fileAndLine) registers \(list(other.1)), so whichever runs"
                            + " second removes the other's; register every category in one call, or add to"
                            + " getNotificationCategories' result (remove the old one of the identifier, then insert)",
                        at: site.location)
                }
            } else {
                for site in replacing where site.registeredCategories == nil {
                    facts.skip(
                        "`\(site.excerpt)` registers categories the importer could not follow: it was not compared"
                            + " with the app's other setNotificationCategories calls", at: site.location)
                }
            }
        }
        for error in parseErrors {
            facts.skip("not audited: \(error.message)", at: error.location)
        }
        let suppressions = Suppressions(sources)
        let kept = facts.findings.filter { !suppressions.silences($0) }
        var seen: Set<Diagnostic> = []
        return Report(
            diagnostics: kept.filter { seen.insert($0).inserted }.sorted(),
            skipped: facts.skipped.sorted { $0.location < $1.location },
            delegateMethods: facts.delegateMethods,
            categories: categories.count,
            actions: categories.reduce(0) { $0 + $1.actions.count },
            files: sources.count,
            silenced: facts.findings.count - kept.count)
    }

    /// What `actionable-import swift` adds to its output about the delegates: each identifier a delegate compares
    /// against that no imported category declares, and — when every delegate was followed — each imported action no
    /// delegate handles.
    public static func importNotes(_ facts: AuditFacts, imported: ImportResult) -> [ImportNote] {
        let declared = Set(imported.categories.flatMap { $0.actions.map(\.identifier) })
        let system: Set<String> = [SystemActionIdentifier.dismiss, SystemActionIdentifier.defaultAction]
        var notes: [ImportNote] = []
        var seen: Set<String> = []
        for handler in facts.handlers {
            for comparison in handler.comparisons
            where !declared.contains(comparison.identifier) && !system.contains(comparison.identifier)
                && seen.insert(comparison.identifier).inserted
            {
                notes.append(
                    ImportNote(
                        "the delegate compares the action identifier with \"\(comparison.identifier.forMessage)\", which"
                            + " no imported category declares: declare the action if the app registers it elsewhere, or"
                            + " fix the delegate (`actionable-import audit` reports it)", at: comparison.location))
            }
        }
        guard !facts.handlers.isEmpty, facts.handlers.allSatisfy(\.followed),
            !facts.handlers.contains(where: { $0.fallback != nil })
        else { return notes }
        let handled = Set(facts.handlers.flatMap { $0.comparisons.map(\.identifier) })
        let handledCategories = Set(facts.handlers.flatMap { $0.categoryComparisons.map(\.identifier) })
        for category in imported.categories where !handledCategories.contains(category.identifier) {
            for action in category.actions where !handled.contains(action.identifier) {
                notes.append(
                    ImportNote(
                        "no delegate compares the action identifier with \"\(action.identifier.forMessage)\", so"
                            + " tapping it does nothing: handle it, or leave the action out", at: action.location))
            }
        }
        return notes
    }

    private static func list(_ identifiers: Set<String>) -> String {
        identifiers.sorted().map { "\"\($0.forMessage)\"" }.joined(separator: ", ")
    }

    /// The registered identifier closest to `identifier`, when one is close enough to be the intended one.
    static func nearest(_ identifier: String, in registered: Set<String>) -> String? {
        func words(_ text: String) -> Set<String> {
            Set(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        }
        let mine = words(identifier)
        let scored = registered.map { candidate -> (String, Int) in
            (candidate, words(candidate).intersection(mine).count)
        }
        guard let best = scored.max(by: { ($0.1, $1.0) < ($1.1, $0.0) }), best.1 > 0 else { return nil }
        return scored.filter { $0.1 == best.1 }.count == 1 ? best.0 : nil
    }
}

/// `// actionable:disable CODE[, CODE…] — reason` comments in the app's source: a comment on the finding's line, or
/// on the line above it, silences findings of the codes it names.
struct Suppressions {
    private var codes: [String: [Int: Set<String>]] = [:]

    init(_ sources: [ImportSource]) {
        for source in sources {
            guard let text = source.text, text.contains("actionable:disable") else { continue }
            var lines: [Int: Set<String>] = [:]
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let marker = line.range(of: "actionable:disable") else { continue }
                let rest = line[marker.upperBound...]
                let names = rest.prefix { $0 != "—" && $0 != "–" && $0 != ":" && $0 != "*" }
                    .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
                lines[index + 1] = Set(names)
            }
            codes[source.path] = lines
        }
    }

    func silences(_ diagnostic: Diagnostic) -> Bool {
        guard let lines = codes[diagnostic.location.file] else { return false }
        let code = diagnostic.code.rawValue
        return lines[diagnostic.location.line]?.contains(code) == true
            || lines[diagnostic.location.line - 1]?.contains(code) == true
    }
}
