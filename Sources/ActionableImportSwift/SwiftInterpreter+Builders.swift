#if Import
    import Actionable
    import ActionableImport
    import SwiftSyntax

    extension SwiftInterpreter {
        /// The YAML names of `UNNotificationCategoryOptions` members.
        static let categoryOptionNames: [String: String] = [
            "customDismissAction": "custom-dismiss-action", "allowInCarPlay": "allow-in-car-play",
            "hiddenPreviewsShowTitle": "hidden-previews-show-title",
            "hiddenPreviewsShowSubtitle": "hidden-previews-show-subtitle", "allowAnnouncement": "allow-announcement",
        ]

        /// `UNNotificationAction(identifier:title:options:[icon:])` and `UNTextInputNotificationAction(…)`.
        func action(
            _ call: FunctionCallExprSyntax, _ arguments: Arguments, textInput: Bool, site: ImportLocation? = nil,
            _ context: inout Context
        ) -> SwiftValue {
            let location = site ?? context.file.location(of: call)
            reached(action: location)
            guard let identifierExpression = arguments["identifier"],
                let identifier = evaluate(identifierExpression, &context).string
            else {
                return .runTime(call.excerpt, location)
            }
            var notes: [ImportNote] = []
            var title: ImportedText?
            if let expression = arguments["title"] {
                let value = stringValue(evaluate(expression, &context))
                title = value.text
                if title == nil {
                    let origin = origin(of: value, expression, context)
                    notes.append(
                        ImportNote(
                            key: ActionKey.title.name,
                            "the title is computed at run time (`\(origin.excerpt)`), so the generated `register` takes"
                                + " it as an argument; if it is a fixed text, write it as `title` instead",
                            at: origin.location))
                }
            }
            var action = ImportedAction(identifier: identifier, title: title, location: location)
            if let expression = arguments["options"] {
                let value = evaluate(expression, &context)
                if Self.isOptionLike(value) {
                    for option in Self.options(of: value) {
                        switch option.name {
                        case "foreground": action.foreground = true
                        case "destructive": action.destructive = true
                        case "authenticationRequired": action.authenticationRequired = true
                        default:
                            notes.append(
                                ImportNote(
                                    key: ActionKey.activation.name, "unknown action option `.\(option.name)`: left out",
                                    at: context.file.location(of: expression)))
                        }
                    }
                } else {
                    let origin = origin(of: value, expression, context)
                    notes.append(
                        ImportNote(
                            key: ActionKey.activation.name,
                            "the options are chosen at run time (`\(origin.excerpt)`): set `activation`,"
                                + " `destructive` and `authentication-required` to what the app means",
                            at: origin.location))
                }
            }
            if let expression = arguments["icon"] {
                switch evaluate(expression, &context) {
                case .icon(let icon): action.icon = icon
                case .type("nil"): break
                default:
                    if expression.is(NilLiteralExprSyntax.self) { break }
                    notes.append(
                        ImportNote(
                            key: ActionKey.icon.name,
                            "the icon is chosen at run time (`\(expression.excerpt)`): left out",
                            at: context.file.location(of: expression)))
                }
            }
            if textInput {
                var input = ImportedAction.TextInput()
                input.buttonTitle = text(
                    arguments["textInputButtonTitle"], key: TextInputKey.buttonTitle.name, &notes, &context)
                input.placeholder = text(
                    arguments["textInputPlaceholder"], key: TextInputKey.placeholder.name, &notes, &context)
                // The generated Swift passes "" for a placeholder the YAML does not give, as apps do.
                if input.placeholder == .literal("") { input.placeholder = nil }
                action.textInput = input
            }
            action.notes = notes
            return .action(action)
        }

        /// `value` given where a `String` goes: `.ReminderDoneActionTitle` is a static of an `extension String`.
        func stringValue(_ value: SwiftValue) -> SwiftValue {
            guard case .member(let name) = value, let found = symbols.lookup(["String", name], from: []) else {
                return value
            }
            return self.value(of: found.symbol, named: found.name)
        }

        /// A category text (placeholder, summary format) or a text field's title; a run-time one is noted, as the
        /// schema has no run-time form for these.
        private func text(
            _ expression: ExprSyntax?, key: String, _ notes: inout [ImportNote], _ context: inout Context
        ) -> ImportedText? {
            guard let expression else { return nil }
            if expression.is(NilLiteralExprSyntax.self) { return nil }
            let value = stringValue(evaluate(expression, &context))
            if let text = value.text { return text }
            let origin = origin(of: value, expression, context)
            notes.append(
                ImportNote(
                    key: key,
                    "`\(key)` is computed at run time (`\(origin.excerpt)`) and the schema has no run-time form for it:"
                        + " write the text it stands for",
                    at: origin.location))
            return nil
        }

        /// `UNNotificationCategory(identifier:actions:intentIdentifiers:[hiddenPreviewsBodyPlaceholder:
        /// [categorySummaryFormat:]]options:)`.
        func category(
            _ call: FunctionCallExprSyntax, _ arguments: Arguments, site: ImportLocation? = nil,
            _ context: inout Context
        ) -> SwiftValue {
            let site = site ?? context.file.location(of: call)
            guard let identifierExpression = arguments["identifier"],
                let identifier = evaluate(identifierExpression, &context).string
            else {
                for argument in call.arguments { _ = evaluate(argument.expression, &context) }
                recordUnresolved(arguments["identifier"]?.excerpt ?? call.excerpt, at: site)
                return .runTime(call.excerpt, site)
            }
            var category = ImportedCategory(identifier: identifier, location: site)
            var notes: [ImportNote] = []
            if let expression = arguments["actions"] {
                notes += localNotes(of: expression, key: CategoryKey.actions.name, context)
                let value = evaluate(expression, &context, as: .actions)
                switch value {
                case .list(let items):
                    for item in items {
                        switch item {
                        case .action(let action): category.actions.append(action)
                        case .member(let name):
                            category.actionsFollowed = false
                            notes.append(
                                ImportNote(
                                    key: CategoryKey.actions.name,
                                    "`.\(name)` is not a static of `UNNotificationAction` in the files given: add the"
                                        + " action by hand, or give the file that declares it",
                                    at: context.file.location(of: expression)))
                        case .runTime(let excerpt, let location):
                            category.actionsFollowed = false
                            notes.append(
                                ImportNote(
                                    key: CategoryKey.actions.name,
                                    "an action is built at run time (`\(excerpt)`): add it by hand", at: location))
                            diagnostics.append(
                                ImportDiagnostic(
                                    .warning, .actionAtRunTime,
                                    "an action of '\(identifier)' is built at run time (`\(excerpt)`); it is left out of"
                                        + " the YAML: add it by hand", at: location))
                        default:
                            category.actionsFollowed = false
                            notes.append(
                                ImportNote(
                                    key: CategoryKey.actions.name, "an element of `actions` is not an action: left out",
                                    at: context.file.location(of: expression)))
                        }
                    }
                default:
                    category.actionsFollowed = false
                    let origin = origin(of: value, expression, context)
                    notes.append(
                        ImportNote(
                            key: CategoryKey.actions.name,
                            "the actions are computed at run time (`\(origin.excerpt)`): write them here",
                            at: origin.location))
                }
            }
            if let expression = arguments["intentIdentifiers"] {
                switch evaluate(expression, &context, as: .strings) {
                case .list(let items):
                    for item in items {
                        switch item {
                        case .string(let name), .type(let name): category.intentIdentifiers.append(name)
                        default:
                            notes.append(
                                ImportNote(
                                    key: CategoryKey.intentIdentifiers.name,
                                    "an intent identifier is computed at run time: add it by hand",
                                    at: context.file.location(of: expression)))
                        }
                    }
                default:
                    notes.append(
                        ImportNote(
                            key: CategoryKey.intentIdentifiers.name,
                            "the intent identifiers are computed at run time (`\(expression.excerpt)`)",
                            at: context.file.location(of: expression)))
                }
            }
            category.hiddenPreviewsBodyPlaceholder = text(
                arguments["hiddenPreviewsBodyPlaceholder"], key: CategoryKey.hiddenPreviewsBodyPlaceholder.name, &notes,
                &context)
            category.summaryFormat = text(
                arguments["categorySummaryFormat"], key: CategoryKey.summaryFormat.name, &notes, &context)
            if let expression = arguments["options"] {
                notes += localNotes(of: expression, key: CategoryKey.options.name, context)
                let value = evaluate(expression, &context)
                if Self.isOptionLike(value) {
                    for option in Self.options(of: value) {
                        guard let name = Self.categoryOptionNames[option.name] else {
                            notes.append(
                                ImportNote(
                                    key: CategoryKey.options.name,
                                    "unknown category option `.\(option.name)`: left out",
                                    at: context.file.location(of: expression)))
                            continue
                        }
                        if !category.options.contains(where: { $0.name == name }) {
                            category.options.append(ImportedCategory.Option(name, availableFrom: option.availableFrom))
                        }
                    }
                } else {
                    let origin = origin(of: value, expression, context)
                    notes.append(
                        ImportNote(
                            key: CategoryKey.options.name,
                            "the options are chosen at run time (`\(origin.excerpt)`): write the ones that apply",
                            at: origin.location))
                }
            }
            category.notes = notes
            record(category, at: site)
            return .category(category)
        }

        /// What to name in a note about `value`, given as `expression`: the expression that computes it, where it is
        /// (a local's initial value, not the local's name at the call).
        func origin(of value: SwiftValue, _ expression: ExprSyntax, _ context: Context) -> (
            excerpt: String, location: ImportLocation
        ) {
            if case .runTime(let excerpt, let location) = value { return (excerpt, location) }
            return (expression.excerpt, context.file.location(of: expression))
        }

        /// The notes a local carries (what a branch on a setting added to it), for the key it is given to: the local
        /// itself or what a method makes of it (`actions.map(\.action)`).
        private func localNotes(of expression: ExprSyntax, key: String, _ context: Context) -> [ImportNote] {
            guard let name = Self.rootLocal(of: expression) else { return [] }
            return (context.localNotes[name] ?? []).map { ImportNote(key: key, $0.message, at: $0.location) }
        }

        /// The name an expression starts from, through method calls and member reads: `actions` in
        /// `actions.map(\.action)`.
        static func rootLocal(of expression: ExprSyntax) -> String? {
            var expression = expression
            while true {
                if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
                if let call = expression.as(FunctionCallExprSyntax.self) {
                    expression = call.calledExpression
                } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                    expression = base
                } else {
                    return nil
                }
            }
        }
    }
#endif
