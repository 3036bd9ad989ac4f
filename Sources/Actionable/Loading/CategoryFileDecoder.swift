import ActionableYAML

/// Turns the nodes of one category file into models and diagnostics. It checks everything a single file can
/// show (types, keys, identifiers, titles, duplicate actions) and never stops at the first problem: a bad value
/// is reported and replaced by its default so the rest of the file is still checked.
struct CategoryFileDecoder {
    /// At most this many diagnostics are kept per file; a file with more (a generated file gone wrong, a hostile
    /// one) gets one `too-many-problems` note instead of unbounded memory.
    static let maxDiagnostics = 500

    private(set) var diagnostics: [Diagnostic] = []
    private(set) var categories: [NotificationCategory] = []
    private var suppressed = 0
    private var file = ""

    private mutating func report(_ diagnostic: Diagnostic) {
        if diagnostics.count < Self.maxDiagnostics {
            diagnostics.append(diagnostic)
        } else {
            suppressed += 1
        }
    }

    /// Appends the note on suppressed diagnostics, if any; called once decoding is done.
    private mutating func finish() {
        guard suppressed > 0 else { return }
        diagnostics.append(Diagnostic(
            code: .tooManyProblems,
            message: "\(suppressed) more problems in this file are not listed after the first \(Self.maxDiagnostics); fix those and validate again",
            location: SourceLocation(file: file, line: 1, column: 1)
        ))
    }

    /// Decodes what ``YAMLReader`` read from `file`.
    mutating func decode(_ read: YAMLReadResult, file: String) {
        self.file = file
        decodeDocument(read, file: file)
        finish()
    }

    private mutating func decodeDocument(_ read: YAMLReadResult, file: String) {
        for problem in read.problems {
            report(Diagnostic(code: problem.kind.code, message: problem.message, location: problem.location))
        }
        guard let root = read.root else {
            if read.isEmpty {
                report(Diagnostic(
                    code: .emptyFile,
                    message: "the file holds no YAML document; add a 'categories:' list or delete the file",
                    location: SourceLocation(file: file, line: 1, column: 1)
                ))
            }
            return
        }
        if case .scalar(let scalar) = root, scalar.resolvedKind == .null, scalar.tag == nil {
            report(Diagnostic(
                code: .emptyFile,
                message: "the document is empty; add a 'categories:' list or delete the file",
                location: scalar.location
            ))
            return
        }
        guard let mapping = mapping(root, expected: "a mapping with the key 'categories'") else { return }
        var categoriesNode: YAMLNode?
        for (key, value) in knownEntries(of: mapping, knownKeys: Schema.fileKeys, owner: "the file") {
            if key == "categories" { categoriesNode = value }
        }
        guard let categoriesNode else {
            missingKey("categories", in: mapping, owner: "the file", hint: "list the file's categories under it")
            return
        }
        guard let list = sequence(categoriesNode, key: "categories", expected: "a list of categories") else { return }
        categories.reserveCapacity(list.elements.count)
        for element in list.elements {
            if let category = category(element) { categories.append(category) }
        }
    }

    // MARK: - Categories and actions

    private mutating func category(_ node: YAMLNode) -> NotificationCategory? {
        guard let mapping = mapping(node, expected: "a category (a mapping with 'identifier' and 'actions')") else {
            return nil
        }
        var identifier: String?
        var actions: [NotificationAction] = []
        var sawActions = false
        var emptyActionsList: SourceLocation?
        var options: CategoryOptions = []
        var placeholder: LocalizedText?
        var summary: LocalizedText?
        var intents: [String] = []
        var locations: [String: SourceLocation] = [:]
        for (key, value) in knownEntries(of: mapping, knownKeys: Schema.categoryKeys, owner: "a category") {
            locations[key] = value.location
            switch key {
            case "identifier":
                identifier = self.identifier(value, kind: "category")
            case "actions":
                sawActions = true
                actions = self.actions(value)
                if case .sequence(let list) = value, list.elements.isEmpty { emptyActionsList = value.location }
            case "options":
                options = self.options(value)
            case "hidden-previews-body-placeholder":
                placeholder = localizedText(value, key: key)
            case "summary-format":
                summary = localizedText(value, key: key)
            case "intent-identifiers":
                intents = stringList(value, key: key)
            default:
                break
            }
        }
        guard let identifier else {
            if locations["identifier"] == nil {
                missingKey("identifier", in: mapping, owner: "this category", hint: "the string a push names in aps.category")
            }
            return nil
        }
        if !sawActions {
            report(Diagnostic(
                code: .noActions,
                message: "category '\(identifier)' has no 'actions'; its notifications show no buttons: add actions, or remove the category if it is not needed",
                location: mapping.location
            ))
        } else if let location = emptyActionsList {
            report(Diagnostic(
                code: .noActions,
                message: "category '\(identifier)' has an empty 'actions' list; its notifications show no buttons: add actions, or remove the category if it is not needed",
                location: location
            ))
        }
        return NotificationCategory(
            identifier: identifier,
            actions: actions,
            options: options,
            hiddenPreviewsBodyPlaceholder: placeholder,
            summaryFormat: summary,
            intentIdentifiers: intents,
            location: mapping.location,
            valueLocations: locations
        )
    }

    private mutating func actions(_ node: YAMLNode) -> [NotificationAction] {
        guard let list = sequence(node, key: "actions", expected: "a list of actions") else { return [] }
        var actions: [NotificationAction] = []
        actions.reserveCapacity(list.elements.count)
        var seen: [String: SourceLocation] = [:]
        for element in list.elements {
            let (identifier, action) = action(element)
            // Duplicates are judged on the identifier alone, so a broken title does not hide a repeated identifier.
            if let identifier {
                if let first = seen[identifier.value] {
                    report(Diagnostic(
                        code: .duplicateAction,
                        message: "action '\(identifier.value)' is already declared in this category at \(first); give each action its own identifier",
                        location: identifier.location
                    ))
                    continue
                }
                seen[identifier.value] = identifier.location
            }
            if let action { actions.append(action) }
        }
        return actions
    }

    /// The action, and its identifier even when the rest is broken (for duplicate detection).
    private mutating func action(_ node: YAMLNode) -> (identifier: (value: String, location: SourceLocation)?, action: NotificationAction?) {
        guard let mapping = mapping(node, expected: "an action (a mapping with 'identifier' and 'title')") else {
            return (nil, nil)
        }
        var identifier: String?
        var title: LocalizedText?
        var activation = ActivationMode.background
        var destructive = false
        var authentication: Bool?
        var textInput: TextInput?
        var icon: ActionIcon?
        var locations: [String: SourceLocation] = [:]
        for (key, value) in knownEntries(of: mapping, knownKeys: Schema.actionKeys, owner: "an action") {
            locations[key] = value.location
            switch key {
            case "identifier":
                identifier = self.identifier(value, kind: "action")
            case "title":
                title = localizedText(value, key: key)
            case "activation":
                activation = choice(value, key: key, of: ActivationMode.allCases.map(\.rawValue))
                    .flatMap(ActivationMode.init(rawValue:)) ?? .background
            case "destructive":
                destructive = bool(value, key: key) ?? false
            case "authentication-required":
                authentication = bool(value, key: key)
            case "text-input":
                textInput = self.textInput(value)
            case "icon":
                icon = self.icon(value)
            default:
                break
            }
        }
        if locations["identifier"] == nil {
            missingKey("identifier", in: mapping, owner: "this action", hint: "the string iOS hands back when the button is tapped")
        }
        if locations["title"] == nil {
            missingKey("title", in: mapping, owner: "this action", hint: "the text on the button")
        }
        let located = identifier.flatMap { id in locations["identifier"].map { (id, $0) } }
        guard let identifier, let title else { return (located, nil) }
        let action = NotificationAction(
            identifier: identifier,
            title: title,
            activation: activation,
            isDestructive: destructive,
            declaredAuthenticationRequired: authentication,
            textInput: textInput,
            icon: icon,
            location: mapping.location,
            valueLocations: locations
        )
        return (located, action)
    }

    private mutating func textInput(_ node: YAMLNode) -> TextInput? {
        guard let mapping = mapping(node, key: "text-input", expected: "a mapping with 'button-title' and optionally 'placeholder'") else {
            return nil
        }
        var buttonTitle: LocalizedText?
        var placeholder: LocalizedText?
        var sawButtonTitle = false
        for (key, value) in knownEntries(of: mapping, knownKeys: Schema.textInputKeys, owner: "'text-input'") {
            switch key {
            case "button-title":
                sawButtonTitle = true
                buttonTitle = localizedText(value, key: key)
            case "placeholder":
                placeholder = localizedText(value, key: key)
            default:
                break
            }
        }
        if !sawButtonTitle {
            missingKey("button-title", in: mapping, owner: "'text-input'", hint: "the title of the send button, e.g. Send")
        }
        guard let buttonTitle else { return nil }
        return TextInput(buttonTitle: buttonTitle, placeholder: placeholder, location: mapping.location)
    }

    private mutating func icon(_ node: YAMLNode) -> ActionIcon? {
        guard let mapping = mapping(node, key: "icon", expected: "a mapping '{system: NAME}' or '{template: NAME}'") else {
            return nil
        }
        var icon: ActionIcon?
        var first: String?
        for (key, value) in knownEntries(of: mapping, knownKeys: Schema.iconKeys, owner: "'icon'") {
            if let first {
                report(Diagnostic(
                    code: .invalidValue,
                    message: "an icon is either 'system' or 'template', not both ('\(first)' is already given); keep one",
                    location: mapping.entries.first { ($0.key.scalarValue) == key }?.key.location ?? value.location
                ))
                continue
            }
            first = key
            guard let name = string(value, key: key) else { continue }
            if name.trimmingWhitespace().isEmpty {
                report(Diagnostic(
                    code: .invalidValue,
                    message: "the icon's '\(key)' name is empty; write an SF Symbol name (system) or an asset catalog image name (template)",
                    location: value.location
                ))
                continue
            }
            icon = key == "system" ? .system(name) : .template(name)
        }
        if first == nil {
            missingKey("system", in: mapping, owner: "'icon'", hint: "or 'template': an SF Symbol name or an asset catalog image name")
        }
        return icon
    }

    private mutating func options(_ node: YAMLNode) -> CategoryOptions {
        guard let list = sequence(node, key: "options", expected: "a list of category options") else { return [] }
        var options: CategoryOptions = []
        let names = CategoryOptions.named.map(\.name)
        for element in list.elements {
            guard let name = string(element, key: "options") else { continue }
            guard let option = CategoryOptions.named.first(where: { $0.name == name })?.option else {
                report(Diagnostic(
                    code: .invalidValue,
                    message: "'\(name)' is not a category option.\(Suggestions.didYouMean(name, in: names)) The options are: \(names.joined(separator: ", "))",
                    location: element.location
                ))
                continue
            }
            if option == .allowAnnouncement {
                report(Diagnostic(
                    code: .deprecatedOption,
                    message: "'allow-announcement' is ignored since iOS 15, where the user decides in Settings › Notifications › Announce Notifications; remove it",
                    location: element.location
                ))
            }
            options.insert(option)
        }
        return options
    }

    // MARK: - Values

    private mutating func identifier(_ node: YAMLNode, kind: String) -> String? {
        guard let value = string(node, key: "identifier", allowEmpty: true) else { return nil }
        if let problem = IdentifierRules.problem(with: value) {
            report(Diagnostic(
                code: .invalidIdentifier,
                message: "the \(kind) identifier \(value.isEmpty ? "" : "'\(value.escapedForMessage)' ")\(problem); use 1 to \(IdentifierRules.maxLength) characters without spaces or control characters, e.g. INVITE_CATEGORY",
                location: node.location
            ))
            return nil
        }
        if IdentifierRules.isReserved(value) {
            report(Diagnostic(
                code: .reservedIdentifier,
                message: "the \(kind) identifier '\(value)' starts with 'com.apple.', which iOS reserves for its default and dismiss actions; choose another prefix, such as your app's bundle identifier",
                location: node.location
            ))
            return nil
        }
        return value
    }

    /// A string, or one string per locale.
    private mutating func localizedText(_ node: YAMLNode, key: String) -> LocalizedText? {
        checkTag(node)
        switch node {
        case .mapping(let mapping):
            var translations: [LocalizedText.Translation] = []
            var seen: [String: SourceLocation] = [:]
            for entry in mapping.entries {
                guard let locale = string(entry.key, key: "a locale of '\(key)'") else { continue }
                if let first = seen[locale.lowercased()] {
                    report(Diagnostic(
                        code: .duplicateKey,
                        message: "locale '\(locale)' appears twice in '\(key)' (first at line \(first.line), column \(first.column)); keep one",
                        location: entry.key.location
                    ))
                    continue
                }
                seen[locale.lowercased()] = entry.key.location
                guard Self.isLocaleIdentifier(locale) else {
                    report(Diagnostic(
                        code: .invalidValue,
                        message: "'\(locale.escapedForMessage)' is not a locale identifier; '\(key)' maps locales such as en, ja or pt-BR to text",
                        location: entry.key.location
                    ))
                    continue
                }
                guard let text = string(entry.value, key: "'\(key)' for \(locale)", allowEmpty: true) else { continue }
                if text.trimmingWhitespace().isEmpty {
                    emptyText(key: key, locale: locale, at: entry.value.location)
                    continue
                }
                translations.append(.init(locale: locale, value: text, location: entry.value.location))
            }
            if mapping.entries.isEmpty {
                emptyText(key: key, locale: nil, at: mapping.location)
            }
            return LocalizedText(translations: translations, location: mapping.location)
        default:
            guard let text = string(node, key: key, allowEmpty: true, expected: "a string or a map of locale to string") else {
                return nil
            }
            if text.trimmingWhitespace().isEmpty {
                emptyText(key: key, locale: nil, at: node.location)
                return nil
            }
            return LocalizedText(text, location: node.location)
        }
    }

    private mutating func emptyText(key: String, locale: String?, at location: SourceLocation) {
        let which = locale.map { "'\(key)' for \($0)" } ?? "'\(key)'"
        report(Diagnostic(
            code: .emptyTitle,
            message: "\(which) is empty; people would see a blank \(key == "title" || key == "button-title" ? "button" : "text"): write the text\(key == "title" || key == "button-title" ? "" : " or remove the key")",
            location: location
        ))
    }

    /// `[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*`: a language code and optional script, region or variant subtags.
    static func isLocaleIdentifier(_ value: String) -> Bool {
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    private mutating func stringList(_ node: YAMLNode, key: String) -> [String] {
        guard let list = sequence(node, key: key, expected: "a list of strings") else { return [] }
        var values: [String] = []
        for element in list.elements {
            if let value = string(element, key: key) { values.append(value) }
        }
        return values
    }

    /// One of `allowed`, or `nil` after reporting why not.
    private mutating func choice(_ node: YAMLNode, key: String, of allowed: [String]) -> String? {
        checkTag(node)
        guard case .scalar(let scalar) = node, scalar.resolvedKind == .string else {
            typeMismatch(node, key: key, expected: "one of \(allowed.joined(separator: ", "))")
            return nil
        }
        guard allowed.contains(scalar.value) else {
            report(Diagnostic(
                code: .invalidValue,
                message: "'\(scalar.value.escapedForMessage)' is not a valid '\(key)'.\(Suggestions.didYouMean(scalar.value, in: allowed)) Write one of: \(allowed.joined(separator: ", "))",
                location: scalar.location
            ))
            return nil
        }
        return scalar.value
    }

    /// `true` or `false`, written plain and in lowercase; anything else is reported with a hint.
    private mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
        checkTag(node)
        if case .scalar(let scalar) = node {
            if scalar.style == .plain, scalar.value == "true" { return true }
            if scalar.style == .plain, scalar.value == "false" { return false }
            let lowered = scalar.value.lowercased()
            let hint: String
            if scalar.style.isQuoted, lowered == "true" || lowered == "false" {
                hint = "a quoted string, not a boolean; remove the quotes: \(key): \(lowered)"
            } else if lowered == "true" || lowered == "false" {
                hint = "'\(scalar.value)'; write it in lowercase: \(key): \(lowered)"
            } else if scalar.style.isQuoted {
                hint = "a quoted string ('\(scalar.value.escapedForMessage)'); write \(key): true or \(key): false"
            } else if Schema.yaml11Booleans.contains(lowered) {
                let meaning = ["yes", "on", "y"].contains(lowered) ? "true" : "false"
                hint = "'\(scalar.value)', which YAML 1.1 reads as a boolean but YAML 1.2 as a string; write \(key): \(meaning)"
            } else {
                hint = "\(scalar.resolvedKind) ('\(scalar.value.escapedForMessage)'); write \(key): true or \(key): false"
            }
            report(Diagnostic(
                code: .typeMismatch,
                message: "'\(key)' expects true or false, found \(hint)",
                location: scalar.location
            ))
            return nil
        }
        typeMismatch(node, key: key, expected: "true or false")
        return nil
    }

    /// A string scalar. Plain scalars that YAML reads as something else (`3`, `true`, `~`) are reported with a
    /// hint to quote them; an empty plain value becomes `""` when `allowEmpty` is set, for the caller to judge.
    private mutating func string(
        _ node: YAMLNode,
        key: String,
        allowEmpty: Bool = false,
        expected: String = "a string"
    ) -> String? {
        checkTag(node)
        guard case .scalar(let scalar) = node else {
            typeMismatch(node, key: key, expected: expected)
            return nil
        }
        switch scalar.resolvedKind {
        case .string:
            return scalar.value
        case .null where allowEmpty:
            return ""
        case .null:
            report(Diagnostic(
                code: .typeMismatch,
                message: "'\(key)' expects \(expected), found an empty value; write a value",
                location: scalar.location
            ))
            return nil
        case .bool, .integer, .float:
            report(Diagnostic(
                code: .typeMismatch,
                message: "'\(key)' expects \(expected), found \(scalar.resolvedKind) (\(scalar.value)); quote it (\"\(scalar.value)\") if you mean the text",
                location: scalar.location
            ))
            return nil
        }
    }

    private mutating func mapping(_ node: YAMLNode, key: String? = nil, expected: String) -> YAMLMapping? {
        checkTag(node)
        if case .mapping(let mapping) = node { return mapping }
        typeMismatch(node, key: key, expected: expected)
        return nil
    }

    private mutating func sequence(_ node: YAMLNode, key: String, expected: String) -> YAMLSequence? {
        checkTag(node)
        if case .sequence(let sequence) = node { return sequence }
        typeMismatch(node, key: key, expected: expected)
        return nil
    }

    private mutating func typeMismatch(_ node: YAMLNode, key: String?, expected: String) {
        if case .alias = node { return }  // Already reported as alias-not-allowed.
        var found = node.kindDescription
        if case .scalar(let scalar) = node, scalar.resolvedKind != .null {
            found += " ('\(scalar.value.prefix(40).description.escapedForMessage)')"
        }
        let subject = key.map { "'\($0)' expects" } ?? "expected"
        report(Diagnostic(
            code: .typeMismatch,
            message: "\(subject) \(expected), found \(found); see the schema in README.md",
            location: node.location
        ))
    }

    private mutating func checkTag(_ node: YAMLNode) {
        guard let tag = node.tag else { return }
        report(Diagnostic(
            code: .unsupportedTag,
            message: "the YAML tag '\(tag)' is not supported; category files use plain YAML: remove the tag (quote the value if it must stay a string)",
            location: node.location
        ))
    }

    // MARK: - Mappings

    /// Each known key and its value, in file order, after reporting keys that are not strings, unknown keys
    /// (with a suggestion) and repeated keys (at the second occurrence; the first wins).
    private mutating func knownEntries(
        of mapping: YAMLMapping,
        knownKeys: [String],
        owner: String
    ) -> [(key: String, value: YAMLNode)] {
        var entries: [(key: String, value: YAMLNode)] = []
        entries.reserveCapacity(mapping.entries.count)
        var seen: [(key: String, location: SourceLocation)] = []
        for entry in mapping.entries {
            guard case .scalar(let keyScalar) = entry.key else {
                if case .alias = entry.key { continue }
                report(Diagnostic(
                    code: .typeMismatch,
                    message: "a key in \(owner) is \(entry.key.kindDescription); keys are plain words such as 'identifier'",
                    location: entry.key.location
                ))
                continue
            }
            checkTag(entry.key)
            let key = keyScalar.value
            if keyScalar.style == .plain, key == "<<" { continue }  // Reported by the reader as alias-not-allowed.
            if let first = seen.first(where: { $0.key == key }) {
                report(Diagnostic(
                    code: .duplicateKey,
                    message: "'\(key)' appears twice in \(owner) (first at line \(first.location.line), column \(first.location.column)); YAML keeps only one, so remove one of them",
                    location: keyScalar.location
                ))
                continue
            }
            seen.append((key, keyScalar.location))
            guard knownKeys.contains(key) else {
                report(Diagnostic(
                    code: .unknownKey,
                    message: "unknown key '\(key.escapedForMessage)' in \(owner).\(Suggestions.didYouMean(key, in: knownKeys)) Known keys: \(knownKeys.joined(separator: ", "))",
                    location: keyScalar.location
                ))
                continue
            }
            if case .alias = entry.value { continue }
            entries.append((key, entry.value))
        }
        return entries
    }

    private mutating func missingKey(_ key: String, in mapping: YAMLMapping, owner: String, hint: String) {
        report(Diagnostic(
            code: .missingKey,
            message: "\(owner) has no '\(key)'; add '\(key):' (\(hint))",
            location: mapping.location
        ))
    }
}

extension YAMLProblem.Kind {
    var code: DiagnosticCode {
        switch self {
        case .syntax: .yamlSyntax
        case .notUTF8: .notUTF8
        case .nestingTooDeep: .nestingTooDeep
        case .multipleDocuments: .multipleDocuments
        case .aliasNotAllowed: .aliasNotAllowed
        }
    }
}

extension YAMLNode {
    var scalarValue: String? {
        if case .scalar(let scalar) = self { return scalar.value }
        return nil
    }
}

extension String {
    /// The string with whitespace and newlines removed from both ends.
    func trimmingWhitespace() -> Substring {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return self[start...end]
    }

    /// The string with control characters escaped, so a message stays on one line.
    var escapedForMessage: String {
        guard unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            if scalar.properties.generalCategory == .control {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
