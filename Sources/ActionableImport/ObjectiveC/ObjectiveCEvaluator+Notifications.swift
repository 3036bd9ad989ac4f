import Actionable

/// Building ``ImportedAction`` and ``ImportedCategory`` from the arguments of `+[UNNotificationAction
/// actionWithIdentifier:…]` and `+[UNNotificationCategory categoryWithIdentifier:…]`, with a note for every
/// argument the source computes at run time.
extension ObjectiveCEvaluator {
    typealias Arguments = [String: (expression: ObjectiveCExpression, value: ObjectiveCValue)]

    func action(_ arguments: Arguments, textInput: Bool, span: ObjectiveCSpan) -> ObjectiveCValue {
        guard let identifier = arguments["actionWithIdentifier"], case .string(let name) = identifier.value else {
            return .unresolvedAction(
                identifier: arguments["actionWithIdentifier"]?.expression.span ?? span, action: span)
        }
        builtActions[[span.file, span.line]] = name
        var notes: [ImportNote] = []
        let title = text(
            arguments["title"], key: ActionKey.title.name, notes: &notes,
            runTime: {
                "the title is computed at run time: `\($0)`; write it as `title` if it is fixed, or keep"
                    + " `title-at-run-time` and pass it to the generated `register`"
            })
        var action = ImportedAction(identifier: name, title: title, location: location(span))
        if let options = arguments["options"] {
            let flags = flags(of: options.value, span: options.expression.span)
            action.foreground = flags.contains("UNNotificationActionOptionForeground")
            action.destructive = flags.contains("UNNotificationActionOptionDestructive")
            action.authenticationRequired = flags.contains("UNNotificationActionOptionAuthenticationRequired")
            let others = flags.flags.filter { !ObjectiveCFlags.actionOptions.contains($0.name) }.map { "`\($0.name)`" }
            if !flags.doubts.isEmpty || !others.isEmpty {
                notes.append(
                    ImportNote(
                        key: ActionKey.activation.name,
                        "the options depend on what the importer cannot follow (\((flags.doubts + others).joined(separator: "; ")));"
                            + " it kept only what is sure: set `activation`, `destructive` and"
                            + " `authentication-required` by hand", at: location(options.expression.span)))
            }
        }
        if let icon = arguments["icon"] {
            switch icon.value {
            case .icon(let value): action.icon = value
            case .nilValue: break
            default:
                notes.append(
                    ImportNote(
                        key: ActionKey.icon.name,
                        "the icon is chosen at run time: `\(source(icon.expression.span))`; write `icon: {system: …}`"
                            + " or `{template: …}` by hand", at: location(icon.expression.span)))
            }
        }
        if textInput {
            func runTime(_ what: String) -> (String) -> String {
                {
                    "the \(what) is computed at run time: `\($0)`; the category file has no run-time form for it:"
                        + " write the text"
                }
            }
            action.textInput = ImportedAction.TextInput(
                buttonTitle: text(
                    arguments["textInputButtonTitle"], key: TextInputKey.buttonTitle.name, notes: &notes,
                    runTime: runTime("button title")),
                placeholder: text(
                    arguments["textInputPlaceholder"], key: TextInputKey.placeholder.name, notes: &notes,
                    runTime: runTime("placeholder")))
        }
        action.notes = notes
        return .action(action)
    }

    /// A text argument: a literal or a localized string; anything else is `nil` with a note (`runTime` of the
    /// quoted source).
    private func text(
        _ argument: (expression: ObjectiveCExpression, value: ObjectiveCValue)?, key: String,
        notes: inout [ImportNote], runTime: (String) -> String
    ) -> ImportedText? {
        guard let argument else { return nil }
        let quoted = source(argument.expression.span)
        let at = location(argument.expression.span)
        switch argument.value {
        case .string(let text):
            return .literal(text)
        case .text(let text):
            // A text given only by its key is noted after `--strings` had its chance
            // (`ImportResult.notingTextsWithoutValue()`).
            return text
        case .nilValue where key != ActionKey.title.name:
            return nil
        default:
            let reason = stateReasons[argument.expression.span].map { " (\($0))" } ?? ""
            notes.append(ImportNote(key: key, runTime(quoted) + reason, at: at))
            return nil
        }
    }

    func category(_ arguments: Arguments, span: ObjectiveCSpan, context: Context) -> ObjectiveCValue {
        guard let identifier = arguments["categoryWithIdentifier"], case .string(let name) = identifier.value else {
            let quoted = arguments["categoryWithIdentifier"].map { source($0.expression.span) } ?? ""
            var what = "the category identifier `\(quoted)` is computed at run time"
            if case .parameter(let parameter, let owner)? = arguments["categoryWithIdentifier"]?.value {
                what = "the category identifier is `\(parameter)`, a parameter of `\(owner)`, known only at run time"
            } else if let read = arguments["categoryWithIdentifier"]?.expression.span, let reason = stateReasons[read] {
                // One object's category: an error even when another object builds one at the same call, and the
                // error of the method read on its own (which knows no object) is left out.
                explainedSites.insert([span.file, span.start])
                diagnostics.append(
                    ImportDiagnostic(
                        .error, .categoryAtRunTime,
                        "the category identifier `\(quoted)` cannot be followed: \(reason); add the category to the"
                            + " category file by hand", at: location(span)))
                return .unknown(span)
            }
            runTimeCategories.append(
                (
                    site: [span.file, span.start],
                    diagnostic: ImportDiagnostic(
                        .error, .categoryAtRunTime,
                        "\(what): the importer cannot tell which category this is; add it to the category file by"
                            + " hand, or build it with a constant identifier", at: location(span))
                ))
            return .unknown(span)
        }
        let key = "\(span.file):\(span.start):\(name)"
        guard !foundKeys.contains(key) else { return .category(name) }
        var notes: [ImportNote] = []
        var category = ImportedCategory(identifier: name, location: location(span))
        if !context.conditions.isEmpty {
            notes.append(
                ImportNote(
                    "the category is built only \(context.conditions.joined(separator: ", ")); the category file"
                        + " registers it always", at: location(span)))
        }
        if let actions = arguments["actions"] {
            let noted = notes.count
            category.actions = self.actions(actions, category: name, context: context, notes: &notes)
            // An action left out: the list is not "no buttons".
            category.actionsFollowed = !notes[noted...].contains { $0.key == CategoryKey.actions.name }
        }
        if let intents = arguments["intentIdentifiers"] {
            category.intentIdentifiers = strings(intents, notes: &notes)
        }
        category.hiddenPreviewsBodyPlaceholder = text(
            arguments["hiddenPreviewsBodyPlaceholder"], key: CategoryKey.hiddenPreviewsBodyPlaceholder.name,
            notes: &notes,
            runTime: {
                "the placeholder is computed at run time: `\($0)`; the category file has no run-time form for it:"
                    + " write the text"
            })
        category.summaryFormat = text(
            arguments["categorySummaryFormat"], key: CategoryKey.summaryFormat.name, notes: &notes,
            runTime: {
                "the summary format is computed at run time: `\($0)`; the category file has no run-time form for"
                    + " it: write the text"
            })
        if let options = arguments["options"] {
            let flags = flags(of: options.value, span: options.expression.span)
            var doubts = flags.doubts
            for flag in flags.flags {
                if let yamlName = ObjectiveCFlags.categoryOptions[flag.name] {
                    let versions = flag.availableFrom == context.availability ? [] : flag.availableFrom
                    category.options.append(ImportedCategory.Option(yamlName, availableFrom: versions))
                } else {
                    doubts.append("`\(flag.name)` is no category option")
                }
            }
            if !doubts.isEmpty {
                notes.append(
                    ImportNote(
                        key: CategoryKey.options.name,
                        "the options depend on what the importer cannot follow (\(doubts.joined(separator: "; ")));"
                            + " it kept only what is sure: add the options the app sets",
                        at: location(options.expression.span)))
            }
        }
        category.notes = notes
        foundKeys.insert(key)
        foundSites.insert([span.file, span.start])
        found.append(
            (
                file: span.file, offset: span.start, key: key,
                olderSystems: context.conditions.contains { $0.hasSuffix(Self.elseOfAvailable) }, category: category
            ))
        return .category(name)
    }

    /// The actions of a category, each with the versions it was added under (those of the category itself left
    /// out); an element that is no action the importer can name is left out with a note and a warning.
    private func actions(
        _ argument: (expression: ObjectiveCExpression, value: ObjectiveCValue), category: String, context: Context,
        notes: inout [ImportNote]
    ) -> [ImportedAction] {
        var actions: [ImportedAction] = []
        let elements: [ObjectiveCElement]
        switch argument.value {
        case .array(let array): elements = array
        case .nilValue: return []
        default:
            elements = [
                ObjectiveCElement(
                    value: argument.value, availableFrom: [], conditions: [], span: argument.expression.span)
            ]
        }
        for element in elements {
            switch element.value {
            case .action(var action):
                if actions.contains(where: { $0.identifier == action.identifier }) {
                    diagnostics.append(
                        ImportDiagnostic(
                            .warning, .duplicateIdentifier,
                            "category \"\(category)\" gets action \"\(action.identifier)\" twice; the import keeps the"
                                + " first", at: location(element.span)))
                    continue
                }
                action.availableFrom = element.availableFrom == context.availability ? [] : element.availableFrom
                let conditions = Array(
                    element.conditions.dropFirst(commonPrefix(element.conditions, context.conditions)))
                if !conditions.isEmpty {
                    action.notes.append(
                        ImportNote(
                            "the action is added only \(conditions.joined(separator: ", ")); the category file lists it"
                                + " always: keep it, or make the variant a category of its own",
                            at: location(element.span)))
                }
                actions.append(action)
            case .unresolvedAction(let identifier, let span):
                let quoted = source(identifier)
                notes.append(
                    ImportNote(
                        key: CategoryKey.actions.name,
                        "an action whose identifier is computed at run time (`\(quoted)`) is left out: add it by hand",
                        at: location(span)))
                diagnostics.append(
                    ImportDiagnostic(
                        .warning, .actionAtRunTime,
                        "the action's identifier `\(quoted)` is computed at run time; it is left out of category"
                            + " \"\(category)\"", at: location(span)))
            case .nilValue:
                continue
            default:
                let quoted = source(element.span)
                let reason = stateReasons[element.span].map { " (\($0))" } ?? ""
                notes.append(
                    ImportNote(
                        key: CategoryKey.actions.name,
                        "`\(quoted)` could not be followed to its actions\(reason); they are left out: add them by hand",
                        at: location(element.span)))
                diagnostics.append(
                    ImportDiagnostic(
                        .warning, .actionAtRunTime,
                        "`\(quoted)` could not be followed to an action; it is left out of category \"\(category)\"",
                        at: location(element.span)))
            }
        }
        return actions
    }

    private func commonPrefix(_ a: [String], _ b: [String]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    /// The intent identifiers: strings, or notes for what is not one.
    private func strings(
        _ argument: (expression: ObjectiveCExpression, value: ObjectiveCValue), notes: inout [ImportNote]
    ) -> [String] {
        let elements: [ObjectiveCElement]
        switch argument.value {
        case .array(let array): elements = array
        case .nilValue: return []
        default:
            elements = [
                ObjectiveCElement(
                    value: argument.value, availableFrom: [], conditions: [], span: argument.expression.span)
            ]
        }
        var strings: [String] = []
        for element in elements {
            if case .string(let text) = element.value {
                if !strings.contains(text) { strings.append(text) }
            } else {
                notes.append(
                    ImportNote(
                        key: CategoryKey.intentIdentifiers.name,
                        "`\(source(element.span))` is not a constant the importer can read: add the intent"
                            + " identifier by hand", at: location(element.span)))
            }
        }
        return strings
    }
}
