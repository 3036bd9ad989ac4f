public import Actionable

/// Writes the plain Swift an app (and its services) compile instead of reading YAML: typed identifiers on every
/// platform, and under `canImport(UserNotifications)` the `UNNotificationCategory` set and a `register(in:)` that
/// merges it with what other code registered.
///
/// Output is deterministic: categories and actions in declaration order, no dates, paths as the caller displays them.
public struct SwiftGenerator: Sendable {
    /// What the generated code looks like.
    public struct Options: Sendable, Hashable {
        /// The enum that holds everything, e.g. `ActionableCategories`.
        public var namespace: String
        /// `public`, `package` or `internal`.
        public var accessLevel: AccessLevel
        /// The strings table texts are looked up in (`nil`: `Localizable`).
        public var tableName: String?
        /// Where the strings are: `.main` (an app) or `.module` (a Swift package target with resources).
        public var bundle: BundleChoice
        /// The locale whose text becomes `NSLocalizedString`'s `value:` (`nil`: each text's first locale).
        public var developmentLanguage: String?
        /// Also write `<namespace>+Actionable.swift`, which conforms each `Action` type to
        /// `CategoryActions` (ActionableRuntime) so a service registers handlers by generated name.
        public var actionableConformances: Bool
        /// Also write `<namespace>+Responses.swift`, the app's side of a tap over the ActionableApp runtime: typed
        /// responses, a handler protocol per category, the `UNUserNotificationCenterDelegate`.
        public var appResponses: Bool

        public init(
            namespace: String = "ActionableCategories", accessLevel: AccessLevel = .internal,
            tableName: String? = nil, bundle: BundleChoice = .main, developmentLanguage: String? = nil,
            actionableConformances: Bool = false, appResponses: Bool = false
        ) {
            self.appResponses = appResponses
            self.namespace = namespace
            self.accessLevel = accessLevel
            self.tableName = tableName
            self.bundle = bundle
            self.developmentLanguage = developmentLanguage
            self.actionableConformances = actionableConformances
        }
    }

    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `public`, `package`, `internal`
    }

    public enum BundleChoice: String, Sendable, Hashable, CaseIterable {
        case main, module
    }

    /// Why options cannot be used.
    public struct OptionError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    public let options: Options

    /// - Throws: ``OptionError`` when the namespace is not a plain Swift type name.
    public init(options: Options = Options()) throws(OptionError) {
        guard Self.isPlainTypeName(options.namespace) else {
            throw OptionError(
                description:
                    "'\(options.namespace)' is not a Swift type name; the namespace must start with a letter or '_' and hold only letters, digits and '_' (e.g. AppCategories)"
            )
        }
        self.options = options
    }

    /// The names of the files ``generate(_:paths:)`` writes, known before reading any category file (the
    /// build-tool plugin declares them up front).
    public static func fileNames(namespace: String, actionableConformances: Bool, appResponses: Bool = false)
        -> [String]
    {
        ["\(namespace).swift", "\(namespace)+UserNotifications.swift"]
            + (actionableConformances ? ["\(namespace)+Actionable.swift"] : [])
            + (appResponses ? ["\(namespace)+Responses.swift"] : [])
    }

    /// The generated files for a load of `paths` (as given to the loader; they decide how files are named in
    /// comments, see ``SourcePaths``).
    public func generate(_ result: LoadResult, paths: [String]) -> [GeneratedFile] {
        let sourcePaths = SourcePaths(inputs: paths)
        let sources = result.files.map(sourcePaths.display)
        let model = GeneratedModel(
            registry: result.registry, namespace: options.namespace, displayPath: sourcePaths.display)
        var files = [
            GeneratedFile(name: "\(options.namespace).swift", contents: identifiers(model, sources: sources)),
            GeneratedFile(
                name: "\(options.namespace)+UserNotifications.swift",
                contents: userNotifications(model, sources: sources)),
        ]
        if options.actionableConformances {
            files.append(
                GeneratedFile(
                    name: "\(options.namespace)+Actionable.swift", contents: conformances(model, sources: sources)))
        }
        if options.appResponses {
            files.append(
                GeneratedFile(
                    name: "\(options.namespace)+Responses.swift", contents: responses(model, sources: sources)))
        }
        return files
    }

    /// The modifier before each declaration; none for `internal`, as a reviewer would write it.
    var access: String { options.accessLevel == .internal ? "" : options.accessLevel.rawValue + " " }

    /// The comment at the top of every generated file, one element per line.
    func header(sources: [String], purpose: String) -> [String] {
        purpose.split(separator: "\n").map(String.init) + ["", "Generated by `actionable generate swift` from:"]
            + sources.map { "  " + SwiftLiteral.comment($0) }
            + ["Do not edit: change the category files and generate again."]
    }

    /// `import module`, with the access level when it is not `internal`: a public declaration may only use the
    /// types of a module imported as public (`InternalImportsByDefault`).
    func importDeclaration(_ module: String) -> SwiftItem {
        .line(options.accessLevel == .internal ? "import \(module)" : "\(access)import \(module)")
    }

    /// `// MARK: - title` with an empty line before and after.
    func marked(_ title: String) -> [SwiftItem] {
        [.blank, .mark(SwiftLiteral.comment(title)), .blank]
    }

    /// An opt-out of swift-format's `AlwaysUseLowerCamelCase` for the declaration that follows, when its name is
    /// one ``SwiftNames/unique(_:reserved:)`` made distinct with an underscore (`accept_2`, `rawValue_`): the name is
    /// the generated API, so the lint rule yields for it rather than the name changing.
    func lintExemption(forName name: String) -> [SwiftItem] {
        let withoutLeadingUnderscores = name.drop { $0 == "_" }
        guard withoutLeadingUnderscores.contains("_") || withoutLeadingUnderscores.first?.isUppercase == true
        else { return [] }
        return [.comment("swift-format-ignore: AlwaysUseLowerCamelCase")]
    }

    // MARK: - Identifiers

    private func identifiers(_ model: GeneratedModel, sources: [String]) -> String {
        var members: [SwiftItem] = [
            .doc(["Every category identifier, in declaration order."]),
            .code(
                .assignment(
                    "\(access)static let categoryIdentifiers: [String]",
                    .array(model.categories.map { .text("\($0.typeName).identifier") }, vertical: true))),
        ]
        members += retiredIdentifiers(model.retiredCategories, kind: "category")
        for category in model.categories {
            let identifier = SwiftLiteral.comment(category.category.identifier)
            var categoryMembers: [SwiftItem] = [
                .doc(["The identifier a push names in `aps.category`."]),
                .code(
                    .assignment(
                        "\(access)static let identifier", .text(SwiftLiteral.string(category.category.identifier)))),
            ]
            categoryMembers += retiredIdentifiers(category.category.retiredActions, kind: "action")
            if !category.actions.isEmpty {
                var cases: [SwiftItem] = category.actions.flatMap { action in
                    lintExemption(forName: action.caseName) + [
                        .doc([titleSummary(action.action)]),
                        .code(
                            .assignment(
                                "case \(SwiftNames.escaped(action.caseName))",
                                .text(SwiftLiteral.string(action.action.identifier)))),
                    ]
                }
                cases += [
                    .blank, .doc(["The category these actions belong to."]),
                    .code(
                        .assignment(
                            "\(access)static let categoryIdentifier",
                            .text(SwiftLiteral.string(category.category.identifier)))),
                ]
                categoryMembers += [
                    .blank,
                    .doc(["The actions, in the order iOS shows them; each raw value is the identifier iOS hands back."]
                    ),
                    .type("\(access)enum Action", ["String", "CaseIterable", "Sendable"], cases),
                ]
            }
            let unregistered: [String] =
                category.category.isRegistered
                ? []
                : [
                    "",
                    "Not registered with iOS (`registered: false`): an app extension or the server sets it, and its",
                    "notifications show no buttons; taps on them still arrive.",
                ]
            members +=
                marked(category.category.identifier) + [
                    .doc(
                        ["`\(identifier)` (\(SwiftLiteral.comment(model.display(category.category.location))))."]
                            + unregistered),
                    .type("\(access)enum \(category.typeName)", [], categoryMembers),
                ]
        }
        let file = SwiftSourceFile(
            header: header(
                sources: sources,
                purpose: "The notification category and action identifiers, for the app and its services."),
            body: [
                .doc(["The notification categories of the registry, and their actions, by name."]),
                .type("\(access)enum \(options.namespace)", [], members),
            ])
        return SwiftRenderer().render(file)
    }

    /// Retired identifiers as deprecated constants: code that still names one gets a warning that says what
    /// replaces it, and a handler for old app versions can still spell it.
    private func retiredIdentifiers(_ retired: [RetiredIdentifier], kind: String) -> [SwiftItem] {
        guard !retired.isEmpty else { return [] }
        var items: [SwiftItem] = [
            .blank, .comment("Retired \(kind) identifiers: old app versions may still send them."),
        ]
        let names = SwiftNames.unique(
            retired.map { "retired" + SwiftNames.typeName($0.identifier) }, reserved: ["identifier"])
        for (entry, name) in zip(retired, names) {
            let replacement = entry.replacement.map { "; replaced by \($0)" } ?? ""
            items +=
                lintExemption(forName: name) + [
                    .code(
                        .call(
                            "@available",
                            [
                                .text("*"), .text("deprecated"),
                                .labeled(
                                    "message", .text(SwiftLiteral.string("Retired \(entry.retired)\(replacement)."))),
                            ])),
                    .code(
                        .assignment(
                            "\(access)static let \(SwiftNames.escaped(name))",
                            .text(SwiftLiteral.string(entry.identifier)))),
                ]
        }
        return items
    }

    // MARK: - UserNotifications

    private func userNotifications(_ model: GeneratedModel, sources: [String]) -> String {
        let ns = options.namespace
        let registered = model.registeredCategories
        let titled = registered.filter { !$0.runTimeTitleActions.isEmpty }
        let all: [SwiftCode] = registered.map { category in
            category.runTimeTitleActions.isEmpty
                ? .text("\(category.typeName).category")
                : .call(
                    "\(category.typeName).category", [.text("titles.\(SwiftNames.escaped(category.memberName))")])
        }
        let allDoc =
            "Every category the app registers, built for registration, in declaration order. Texts are localized when this is read."
        var members: [SwiftItem] = []
        if titled.isEmpty {
            members += [
                .doc([allDoc]),
                .block(
                    .plain("\(access)static var all: [UNNotificationCategory]"), [.code(.array(all, vertical: true))]),
            ]
        } else {
            members += runTimeTitles(
                doc: [
                    "The action titles the app gives at run time (`title-at-run-time: true`), per category: each one is",
                    "a required argument, so a title added to the category files fails the build until the app gives it.",
                ],
                properties: titled.map { ($0.memberName, "\(ns).\($0.typeName).RunTimeTitles", $0.category.identifier) }
            )
            members += [
                .blank,
                .doc([allDoc, "- Parameter titles: the titles the app sets at run time."]),
                .function(
                    "\(access)static func all", [.text("_ titles: RunTimeTitles")], "-> [UNNotificationCategory]",
                    body: [.code(.array(all, vertical: true))]),
            ]
        }
        let titlesParameter: [SwiftCode] = titled.isEmpty ? [] : [.text("_ titles: RunTimeTitles")]
        members += [
            .blank,
            .doc([
                "Registers ``all`` with `center`, keeping what other code registered: `setNotificationCategories`",
                "replaces the whole set, so this reads the registered categories, keeps those with other identifiers",
                "(another SDK's, an extension's), replaces ours, and sets the union.",
            ]),
        ]
        // `async`: it needs Swift's concurrency runtime, which is newer than the rest of the file's floor.
        if let attribute = Self.availabilityAttribute(Self.registerFloor, above: Self.categoriesFloor) {
            members.append(.line(attribute))
        }
        members += [
            .function(
                "\(access)static func register",
                titlesParameter + [.text("in center: UNUserNotificationCenter = .current()")], "async",
                body: [
                    .line(titled.isEmpty ? "let categories = all" : "let categories = all(titles)"),
                    .line("let registered = await center.notificationCategories()"),
                    .line("let ours = Set(categories.map(\\.identifier))"),
                    .line("let others = registered.filter { !ours.contains($0.identifier) }"),
                    .line("center.setNotificationCategories(others.union(categories))"),
                ])
        ]
        var body: [SwiftItem] = [
            .line("import Foundation"),
            importDeclaration("UserNotifications"),
            .blank,
            .type("extension \(ns)", [], members),
        ]
        // A category with `registered: false` is never given to iOS: it has no `UNNotificationCategory`.
        for category in registered {
            body += marked(category.category.identifier) + [categoryExtension(category)]
            if !category.actions.isEmpty { body += [.blank, actionExtension(category)] }
        }
        let file = SwiftSourceFile(
            header: header(
                sources: sources,
                purpose: """
                    The app's UNNotificationCategory set. Builds for \(Self.describe(Self.categoriesFloor))
                    and later (register(in:): \(Self.describe(Self.registerFloor))); nothing on tvOS.
                    """),
            // tvOS has UserNotifications but no categories or actions.
            body: [.conditional("canImport(UserNotifications) && !os(tvOS)", body, else: nil)])
        return SwiftRenderer().render(file)
    }

    private func categoryExtension(_ category: GeneratedModel.Category) -> SwiftItem {
        let value = category.category
        let runTimeActions = category.runTimeTitleActions
        let hasTitles = !runTimeActions.isEmpty
        func text(_ text: LocalizedText?, _ role: LocalizedTextRole) -> SwiftCode {
            guard let text else { return .text("nil") }
            // Written empty on purpose (Apple's samples pass ""): nothing to translate.
            if text.isEmptyPlaceholder { return .text("\"\"") }
            return localized(CategoryText(role: role, category: value.identifier, action: nil, text: text))
        }
        let actionStatements = conditionalActions(category, titles: hasTitles)
        let optionStatements = self.optionStatements(category.category)
        let arguments: [SwiftCode] = [
            .labeled("identifier", .text("identifier")),
            .labeled(
                "actions",
                .text(
                    actionStatements.isEmpty
                        ? (category.actions.isEmpty
                            ? "[]"
                            : hasTitles
                                ? "Action.allCases.map { $0.notificationAction(titles) }"
                                : "Action.allCases.map(\\.notificationAction)")
                        : "actions")),
            .labeled(
                "intentIdentifiers",
                .array(value.intentIdentifiers.map { .text(SwiftLiteral.string($0)) }, vertical: false)),
        ]
        let optionsArgument: SwiftCode = .labeled(
            "options",
            optionStatements.isEmpty
                ? .array(value.options.generatedNames.map { .text($0) }, vertical: false) : .text("options"))
        // Without either text, the initializer every platform with categories has; with one, the initializer that
        // takes both where it exists (Apple's has no other with `categorySummaryFormat`) and the plain one where it
        // does not (watchOS, which shows neither text).
        let plain = SwiftCode.call("UNNotificationCategory", arguments + [optionsArgument], vertical: true)
        let statements = actionStatements + optionStatements
        let body: [SwiftItem]
        if value.hiddenPreviewsBodyPlaceholder == nil && value.summaryFormat == nil {
            body = statements.isEmpty ? [.code(plain)] : statements + [.code(.prefixed("return ", plain))]
        } else {
            let texts: [SwiftCode] = [
                .labeled(
                    "hiddenPreviewsBodyPlaceholder",
                    text(value.hiddenPreviewsBodyPlaceholder, .hiddenPreviewsBodyPlaceholder)),
                .labeled("categorySummaryFormat", text(value.summaryFormat, .summaryFormat)),
            ]
            let withTexts = SwiftCode.call(
                "UNNotificationCategory", arguments + texts + [optionsArgument], vertical: true)
            let lacking = Self.categoryWithTexts.unavailablePlatforms(among: ApplePlatform.withCategories)
            body =
                statements
                + (lacking.isEmpty
                    ? [.code(.prefixed("return ", withTexts))]
                    : [
                        .conditional(
                            Self.anyOf(lacking), [.code(.prefixed("return ", plain))],
                            else: [.code(.prefixed("return ", withTexts))])
                    ])
        }
        guard hasTitles else {
            return .type(
                "extension \(options.namespace).\(category.typeName)", [],
                [
                    .doc(["`\(SwiftLiteral.comment(value.identifier))` as iOS registers it."]),
                    .block(.plain("\(access)static var category: UNNotificationCategory"), body),
                ])
        }
        let identifier = SwiftLiteral.comment(value.identifier)
        return .type(
            "extension \(options.namespace).\(category.typeName)", [],
            runTimeTitles(
                doc: [
                    "The titles of `\(identifier)`'s actions that the app gives at run time (`title-at-run-time: true`)."
                ],
                properties: runTimeActions.map { ($0.caseName, "String", $0.action.identifier) })
                + [
                    .blank,
                    .doc([
                        "`\(identifier)` as iOS registers it, with the titles the app gives.",
                        "- Parameter titles: the titles the app sets at run time.",
                    ]),
                    .function(
                        "\(access)static func category", [.text("_ titles: RunTimeTitles")],
                        "-> UNNotificationCategory",
                        body: body),
                ])
    }

    /// `struct RunTimeTitles`: one stored property per title the app gives, all required by its initializer, so
    /// leaving one out does not compile.
    private func runTimeTitles(doc: [String], properties: [(name: String, type: String, identifier: String)])
        -> [SwiftItem]
    {
        let stored: [SwiftItem] = properties.flatMap { property in
            lintExemption(forName: property.name) + [
                .doc(["`\(SwiftLiteral.comment(property.identifier))`."]),
                .code(.labeled("\(access)let \(SwiftNames.escaped(property.name))", .type(property.type))),
            ]
        }
        return [
            .doc(doc),
            .type(
                "\(access)struct RunTimeTitles", ["Sendable"],
                stored + [
                    .blank,
                    .function(
                        "\(access)init", properties.map { .labeled($0.name, .type($0.type)) },
                        body: properties.map {
                            .code(.assignment("self.\($0.name)", .text(SwiftNames.escaped($0.name))))
                        }),
                ]),
        ]
    }

    /// The statements that build the actions of a category that has some only from an OS version on
    /// (`available-from`), each of those under `if #available`; none for the other categories, which pass them as
    /// one expression.
    private func conditionalActions(_ category: GeneratedModel.Category, titles: Bool) -> [SwiftItem] {
        guard category.actions.contains(where: { $0.action.availableFrom != nil }) else { return [] }
        func button(_ action: GeneratedModel.Action) -> String {
            "Action.\(SwiftNames.escaped(action.caseName)).notificationAction\(titles ? "(titles)" : "")"
        }
        // The actions before the first conditional one start the list; the rest are appended in order.
        let leading = category.actions.prefix { $0.action.availableFrom == nil }
        var actions: [SwiftItem] = [
            .code(
                .assignment(
                    "var actions: [UNNotificationAction]",
                    .array(leading.map { .text(button($0)) }, vertical: false)))
        ]
        for action in category.actions.dropFirst(leading.count) {
            let statement = SwiftItem.line("actions.append(\(button(action)))")
            guard let versions = action.action.availableFrom else {
                actions.append(statement)
                continue
            }
            actions.append(.block(.plain("if #available(\(versions.availabilityCondition))"), [statement]))
        }
        return actions
    }

    /// The statements that build the options of a category when one of them is not on every platform with
    /// categories (left out there by `#if`) or is only inserted from an OS version on (`available-from`, under
    /// `if #available`); none when the options are one literal.
    private func optionStatements(_ category: NotificationCategory) -> [SwiftItem] {
        let conditions = CategoryOptions.named.compactMap { _, option -> (CategoryOptions, String?, String?)? in
            guard category.options.contains(option) else { return nil }
            return (
                option, Self.exclusionCondition(option.generatedSymbols),
                Self.availabilityCondition(
                    option.versionedSymbols, above: Self.categoriesFloor,
                    written: category.optionsAvailableFrom[option])
            )
        }
        guard conditions.contains(where: { $0.1 != nil || $0.2 != nil }) else { return [] }
        var always = CategoryOptions()
        for (option, exclusion, versions) in conditions where exclusion == nil && versions == nil {
            always.insert(option)
        }
        var statements: [SwiftItem] = [
            .code(
                .assignment(
                    "var options: UNNotificationCategoryOptions",
                    .array(always.generatedNames.map { .text($0) }, vertical: false)))
        ]
        // Options left out on the same platforms share one `#if`, in the article's order.
        var group: (exclusion: String, items: [SwiftItem])?
        func flush() {
            if let current = group { statements.append(.conditional(current.exclusion, current.items, else: nil)) }
            group = nil
        }
        for (option, exclusion, versions) in conditions where exclusion != nil || versions != nil {
            let inserts: [SwiftItem] = option.generatedNames.map { name in
                let insert = SwiftItem.line("options.insert(\(name))")
                return versions.map { .block(.plain("if #available(\($0))"), [insert]) } ?? insert
            }
            guard let exclusion else {
                flush()
                statements += inserts
                continue
            }
            if group?.exclusion != exclusion { flush() }
            group = (exclusion, (group?.items ?? []) + inserts)
        }
        flush()
        return statements
    }

    private func actionExtension(_ category: GeneratedModel.Category) -> SwiftItem {
        let cases = category.actions.map { action in
            SwiftCase(
                patterns: [".\(SwiftNames.escaped(action.caseName))"],
                body: notificationAction(action, category: category.category.identifier))
        }
        let extensionName = "extension \(options.namespace).\(category.typeName).Action"
        guard !category.runTimeTitleActions.isEmpty else {
            return .type(
                extensionName, [],
                [
                    .doc(["The button iOS shows for this action."]),
                    .block(
                        .plain("\(access)var notificationAction: UNNotificationAction"),
                        [.switchStatement("self", cases)]),
                ])
        }
        return .type(
            extensionName, [],
            [
                .doc(["The button iOS shows for this action, with the titles the app gives at run time."]),
                .function(
                    "\(access)func notificationAction",
                    [.text("_ titles: \(options.namespace).\(category.typeName).RunTimeTitles")],
                    "-> UNNotificationAction", body: [.switchStatement("self", cases)]),
            ])
    }

    /// The statements that build one action's `UNNotificationAction`, with its icon where the OS has icons.
    private func notificationAction(_ action: GeneratedModel.Action, category: String) -> [SwiftItem] {
        let value = action.action
        let texts = value.texts(category: category)
        // A title set at run time comes from the caller's `RunTimeTitles`.
        let title = texts.title.map(localized) ?? .text("titles.\(SwiftNames.escaped(action.caseName))")
        var body: [SwiftItem] = [.code(.assignment("let title", title))]
        if let buttonTitle = texts.buttonTitle {
            body.append(.code(.assignment("let buttonTitle", localized(buttonTitle))))
            // Apple's placeholder is not optional: an empty one shows an empty field.
            body.append(.code(.assignment("let placeholder", texts.placeholder.map(localized) ?? .text("\"\""))))
        }
        func make(icon: SwiftCode?) -> SwiftItem {
            var arguments: [SwiftCode] = [
                .labeled("identifier", .text("rawValue")), .labeled("title", .text("title")),
                .labeled("options", .array(actionOptions(value).map { .text($0) }, vertical: false)),
            ]
            if let icon { arguments.append(.labeled("icon", icon)) }
            // No button title: the initializer UNTextInputNotificationAction inherits, and iOS's own "Send".
            if value.textInput != nil, texts.buttonTitle != nil {
                arguments += [
                    .labeled("textInputButtonTitle", .text("buttonTitle")),
                    .labeled("textInputPlaceholder", .text("placeholder")),
                ]
            }
            let type = value.textInput != nil ? "UNTextInputNotificationAction" : "UNNotificationAction"
            return .code(.prefixed("return ", .call(type, arguments)))
        }
        if let icon = value.icon {
            let iconValue: SwiftCode =
                switch icon {
                case .system(let name):
                    .call("UNNotificationActionIcon", [.labeled("systemImageName", .text(SwiftLiteral.string(name)))])
                case .template(let name):
                    .call("UNNotificationActionIcon", [.labeled("templateImageName", .text(SwiftLiteral.string(name)))])
                }
            let withIcon = [
                value.textInput != nil ? Self.textInputActionWithIcon : Self.actionWithIcon,
                UserNotificationsSymbols.row(
                    icon.isSystem
                        ? "UNNotificationActionIcon.init(systemImageName:)"
                        : "UNNotificationActionIcon.init(templateImageName:)"),
            ]
            if let condition = Self.availabilityCondition(withIcon, above: Self.categoriesFloor) {
                body.append(.block(.plain("if #available(\(condition))"), [make(icon: iconValue)]))
            } else {
                body.append(make(icon: iconValue))
                return body
            }
        }
        body.append(make(icon: nil))
        return body
    }

    /// `NSLocalizedString` with literal arguments only, which Xcode's string extraction reads.
    private func localized(_ text: CategoryText) -> SwiftCode {
        .call(
            "NSLocalizedString",
            [
                .text(SwiftLiteral.string(text.key)),
                .labeled("tableName", .text(options.tableName.map(SwiftLiteral.string) ?? "nil")),
                .labeled("bundle", .text(".\(options.bundle.rawValue)")),
                .labeled("value", .text(SwiftLiteral.string(developmentValue(text.text)))),
                .labeled("comment", .text(SwiftLiteral.string(text.comment))),
            ])
    }

    /// A one-line description of an action for doc comments: its title, or that the app sets it.
    func titleSummary(_ action: NotificationAction) -> String {
        action.isTitleSetAtRunTime
            ? "`\(SwiftLiteral.comment(action.identifier))` (its title is set at run time)."
            : SwiftLiteral.comment(developmentValue(action.title))
    }

    /// The text in the development language, or its first locale.
    func developmentValue(_ text: LocalizedText) -> String {
        options.developmentLanguage.flatMap { text.exactValue(for: $0) } ?? text.defaultValue
    }

    private func actionOptions(_ action: NotificationAction) -> [String] {
        var names: [String] = []
        if action.activation == .foreground { names.append(".foreground") }
        if action.isDestructive { names.append(".destructive") }
        if action.declaredAuthenticationRequired == true { names.append(".authenticationRequired") }
        return names
    }

    // MARK: - Actionable conformances

    private func conformances(_ model: GeneratedModel, sources: [String]) -> String {
        var body: [SwiftItem] = [importDeclaration("ActionableRuntime")]
        for category in model.categories where !category.actions.isEmpty {
            body += [
                .blank, .type("extension \(options.namespace).\(category.typeName).Action", ["CategoryActions"], []),
            ]
        }
        let file = SwiftSourceFile(
            header: header(sources: sources, purpose: "For services: register dispatcher handlers by generated name."),
            body: body)
        return SwiftRenderer().render(file)
    }

    static func isPlainTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first,
            first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
        else { return false }
        return name.unicodeScalars.allSatisfy {
            $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        } && !SwiftNames.keywords.contains(name) && name != "_"
    }
}
