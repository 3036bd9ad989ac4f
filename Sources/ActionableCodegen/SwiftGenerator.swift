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
        /// ``Actionable/CategoryActions`` so a service registers handlers by generated name.
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

    func header(sources: [String], purpose: String) -> String {
        var text = "// \(purpose)\n//\n// Generated by `actionable generate swift` from:\n"
        for source in sources { text += "//   \(SwiftLiteral.comment(source))\n" }
        text += "// Do not edit: change the category files and generate again.\n"
        return text
    }

    // MARK: - Identifiers

    private func identifiers(_ model: GeneratedModel, sources: [String]) -> String {
        var out = header(
            sources: sources, purpose: "The notification category and action identifiers, for the app and its services."
        )
        out += "\n/// The notification categories of the registry, and their actions, by name.\n"
        out += "\(access)enum \(options.namespace) {\n"
        out += "    /// Every category identifier, in declaration order.\n"
        out += "    \(access)static let categoryIdentifiers: [String] = ["
        if model.categories.isEmpty {
            out += "]\n"
        } else {
            out += "\n"
            for category in model.categories { out += "        \(category.typeName).identifier,\n" }
            out += "    ]\n"
        }
        out += retiredIdentifiers(model.retiredCategories, kind: "category", indent: "    ")
        for category in model.categories {
            let source = category.category.location
            out += "\n    // MARK: - \(SwiftLiteral.comment(category.category.identifier))\n\n"
            out +=
                "    /// `\(SwiftLiteral.comment(category.category.identifier))` (\(SwiftLiteral.comment(model.display(source)))).\n"
            out += "    \(access)enum \(category.typeName) {\n"
            out += "        /// The identifier a push names in `aps.category`.\n"
            out += "        \(access)static let identifier = \(SwiftLiteral.string(category.category.identifier))\n"
            out += retiredIdentifiers(category.category.retiredActions, kind: "action", indent: "        ")
            guard !category.actions.isEmpty else {
                out += "    }\n"
                continue
            }
            out +=
                "\n        /// The actions, in the order iOS shows them; each raw value is the identifier iOS hands back.\n"
            out += "        \(access)enum Action: String, CaseIterable, Sendable {\n"
            for action in category.actions {
                out += "            /// \(SwiftLiteral.comment(developmentValue(action.action.title)))\n"
                out +=
                    "            case \(SwiftNames.escaped(action.caseName)) = \(SwiftLiteral.string(action.action.identifier))\n"
            }
            out += "\n            /// The category these actions belong to.\n"
            out +=
                "            \(access)static let categoryIdentifier = \(SwiftLiteral.string(category.category.identifier))\n"
            out += "        }\n"
            out += "    }\n"
        }
        out += "}\n"
        return out
    }

    /// Retired identifiers as deprecated constants: code that still names one gets a warning that says what
    /// replaces it, and a handler for old app versions can still spell it.
    private func retiredIdentifiers(_ retired: [RetiredIdentifier], kind: String, indent: String) -> String {
        guard !retired.isEmpty else { return "" }
        var out = "\n\(indent)// Retired \(kind) identifiers: old app versions may still send them.\n"
        let names = SwiftNames.unique(
            retired.map { "retired" + SwiftNames.typeName($0.identifier) }, reserved: ["identifier"])
        for (entry, name) in zip(retired, names) {
            let replacement = entry.replacement.map { "; replaced by \($0)" } ?? ""
            out +=
                "\(indent)@available(*, deprecated, message: \(SwiftLiteral.string("Retired \(entry.retired)\(replacement).")))\n"
            out +=
                "\(indent)\(access)static let \(SwiftNames.escaped(name)) = \(SwiftLiteral.string(entry.identifier))\n"
        }
        return out
    }

    // MARK: - UserNotifications

    private func userNotifications(_ model: GeneratedModel, sources: [String]) -> String {
        var out = header(
            sources: sources,
            purpose: "The app's UNNotificationCategory set. Deployment floor: iOS 12, macOS 10.14, watchOS 5.")
        // tvOS has UserNotifications but no categories or actions.
        out += "\n#if canImport(UserNotifications) && !os(tvOS)\n"
        out += "import Foundation\n"
        out += options.accessLevel == .internal ? "import UserNotifications\n" : "\(access)import UserNotifications\n"
        let ns = options.namespace
        out += """

            extension \(ns) {
                /// Every category, built for registration, in declaration order. Texts are localized when this is read.
                \(access)static var all: [UNNotificationCategory] {
                    [
            """
        out += "\n"
        for category in model.categories { out += "            \(category.typeName).category,\n" }
        out += """
                    ]
                }

                /// Registers ``all`` with `center`, keeping what other code registered: `setNotificationCategories`
                /// replaces the whole set, so this reads the registered categories, keeps those with other identifiers
                /// (another SDK's), replaces ours, and sets the union.
                \(access)static func register(in center: UNUserNotificationCenter = .current()) async {
                    let registered = await center.notificationCategories()
                    let ours = Set(categoryIdentifiers)
                    let others = registered.filter { !ours.contains($0.identifier) }
                    center.setNotificationCategories(others.union(all))
                }
            }

            """
        for category in model.categories {
            out += "\n// MARK: - \(SwiftLiteral.comment(category.category.identifier))\n\n"
            out += categoryExtension(category, model: model)
            if !category.actions.isEmpty { out += "\n" + actionExtension(category, model: model) }
        }
        out += "#endif\n"
        return out
    }

    private func categoryExtension(_ category: GeneratedModel.Category, model: GeneratedModel) -> String {
        let value = category.category
        var out = "extension \(options.namespace).\(category.typeName) {\n"
        out += "    /// `\(SwiftLiteral.comment(value.identifier))` as iOS registers it.\n"
        out += "    \(access)static var category: UNNotificationCategory {\n"
        out += "        UNNotificationCategory(\n"
        out += "            identifier: identifier,\n"
        if category.actions.isEmpty {
            out += "            actions: [],\n"
        } else {
            out += "            actions: Action.allCases.map(\\.notificationAction),\n"
        }
        out += "            intentIdentifiers: \(stringArray(value.intentIdentifiers)),\n"
        func text(_ text: LocalizedText?, _ role: LocalizedTextRole) -> String {
            guard let text else { return "nil" }
            // Written empty on purpose (Apple's samples pass ""): nothing to translate.
            if text.isEmptyPlaceholder { return "\"\"" }
            return localized(CategoryText(role: role, category: value.identifier, action: nil, text: text), indent: 12)
        }
        out +=
            "            hiddenPreviewsBodyPlaceholder: \(text(value.hiddenPreviewsBodyPlaceholder, .hiddenPreviewsBodyPlaceholder)),\n"
        out += "            categorySummaryFormat: \(text(value.summaryFormat, .summaryFormat))"
        out += ",\n            options: \(categoryOptions(value.options))\n"
        out += "        )\n    }\n}\n"
        return out
    }

    private func actionExtension(_ category: GeneratedModel.Category, model: GeneratedModel) -> String {
        var out = "extension \(options.namespace).\(category.typeName).Action {\n"
        out += "    /// The button iOS shows for this action.\n"
        out += "    \(access)var notificationAction: UNNotificationAction {\n"
        out += "        switch self {\n"
        for action in category.actions {
            let value = action.action
            let texts = value.texts(category: category.category.identifier)
            out += "        case .\(SwiftNames.escaped(action.caseName)):\n"
            out += "            let title = \(localized(texts.title, indent: 12))\n"
            let optionsText = actionOptions(value)
            let textInput = value.textInput
            if let buttonTitle = texts.buttonTitle {
                out += "            let buttonTitle = \(localized(buttonTitle, indent: 12))\n"
                // Apple's placeholder is not optional: an empty one shows an empty field.
                out +=
                    "            let placeholder = \(texts.placeholder.map { localized($0, indent: 12) } ?? "\"\"")\n"
            }
            func make(icon: String?, indent: String) -> String {
                let iconArgument = icon.map { ",\n\(indent)    icon: \($0)" } ?? ""
                if textInput != nil, texts.buttonTitle == nil {
                    // No button title: the initializer UNTextInputNotificationAction inherits, and iOS's own "Send".
                    return
                        "\(indent)return UNTextInputNotificationAction(\n\(indent)    identifier: rawValue, title: title, options: \(optionsText)\(iconArgument)\n\(indent))\n"
                }
                if textInput != nil {
                    return
                        "\(indent)return UNTextInputNotificationAction(\n\(indent)    identifier: rawValue, title: title, options: \(optionsText)\(iconArgument),\n\(indent)    textInputButtonTitle: buttonTitle, textInputPlaceholder: placeholder\n\(indent))\n"
                }
                guard icon != nil else {
                    return
                        "\(indent)return UNNotificationAction(identifier: rawValue, title: title, options: \(optionsText))\n"
                }
                return
                    "\(indent)return UNNotificationAction(\n\(indent)    identifier: rawValue, title: title, options: \(optionsText)\(iconArgument)\n\(indent))\n"
            }
            if let icon = value.icon {
                let iconValue =
                    switch icon {
                    case .system(let name): "UNNotificationActionIcon(systemImageName: \(SwiftLiteral.string(name)))"
                    case .template(let name):
                        "UNNotificationActionIcon(templateImageName: \(SwiftLiteral.string(name)))"
                    }
                out += "            if #available(iOS 15, macOS 12, watchOS 8, *) {\n"
                out += make(icon: iconValue, indent: "                ")
                out += "            }\n"
            }
            out += make(icon: nil, indent: "            ")
        }
        out += "        }\n    }\n}\n"
        return out
    }

    /// `NSLocalizedString` with literal arguments only, which Xcode's string extraction reads.
    private func localized(_ text: CategoryText, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        let value = developmentValue(text.text)
        let table = options.tableName.map(SwiftLiteral.string) ?? "nil"
        return """
            NSLocalizedString(
            \(pad)    \(SwiftLiteral.string(text.key)), tableName: \(table), bundle: .\(options.bundle.rawValue),
            \(pad)    value: \(SwiftLiteral.string(value)),
            \(pad)    comment: \(SwiftLiteral.string(text.comment))
            \(pad))
            """
    }

    /// The text in the development language, or its first locale.
    func developmentValue(_ text: LocalizedText) -> String {
        options.developmentLanguage.flatMap { text.exactValue(for: $0) } ?? text.defaultValue
    }

    private func stringArray(_ values: [String]) -> String {
        "[" + values.map(SwiftLiteral.string).joined(separator: ", ") + "]"
    }

    private func actionOptions(_ action: NotificationAction) -> String {
        var names: [String] = []
        if action.activation == .foreground { names.append(".foreground") }
        if action.isDestructive { names.append(".destructive") }
        if action.declaredAuthenticationRequired == true { names.append(".authenticationRequired") }
        return "[" + names.joined(separator: ", ") + "]"
    }

    private func categoryOptions(_ options: CategoryOptions) -> String {
        var names: [String] = []
        if options.contains(.customDismissAction) { names.append(".customDismissAction") }
        if options.contains(.allowInCarPlay) { names.append(".allowInCarPlay") }
        if options.contains(.hiddenPreviewsShowTitle) { names.append(".hiddenPreviewsShowTitle") }
        if options.contains(.hiddenPreviewsShowSubtitle) { names.append(".hiddenPreviewsShowSubtitle") }
        if options.contains(.allowAnnouncement) {
            // `.allowAnnouncement` is deprecated since iOS 15 (it warns); its raw value does the same without a warning.
            names.append("UNNotificationCategoryOptions(rawValue: 1 << 4)")
        }
        return "[" + names.joined(separator: ", ") + "]"
    }

    // MARK: - Actionable conformances

    private func conformances(_ model: GeneratedModel, sources: [String]) -> String {
        var out = header(sources: sources, purpose: "For services: register dispatcher handlers by generated name.")
        out += "\n"
        out += options.accessLevel == .internal ? "import Actionable\n" : "\(access)import Actionable\n"
        for category in model.categories where !category.actions.isEmpty {
            out += "\nextension \(options.namespace).\(category.typeName).Action: CategoryActions {}\n"
        }
        return out
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
