/// Reads one action dictionary of an Airship category plist the way Airship's `getActionsFromActionDefinitions` does
/// (see ``PlistImporter``), and says what Airship would do differently from what the YAML will say.
struct PlistActionReader {
    /// The keys Airship reads.
    enum Key: String, CaseIterable {
        case identifier, title
        case titleResource = "title_resource"
        case foreground, destructive, authenticationRequired
        case actionType = "action_type"
        case textInputButtonTitle = "text_input_button_title"
        case textInputPlaceholder = "text_input_placeholder"
    }

    let category: String
    /// 1-based, for messages.
    let number: Int
    let node: PlistNode
    private(set) var diagnostics: [ImportDiagnostic] = []
    /// Notes for the category: why Airship would not register it.
    private(set) var categoryNotes: [ImportNote] = []

    init(category: String, number: Int, node: PlistNode) {
        self.category = category
        self.number = number
        self.node = node
    }

    private var name: String { "action \(number) of category \"\(category)\"" }

    /// The action, or `nil` (with an error) when it has no usable identifier or title.
    mutating func read() -> ImportedAction? {
        guard case .dictionary(let entries) = node.value else {
            error("\(name) is \(node.kind), not a dictionary: not imported", at: node.location)
            categoryDropped("action \(number) is not a dictionary", at: node.location)
            return nil
        }
        var values: [Key: PlistNode.Entry] = [:]
        var notes: [ImportNote] = []
        var last: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { last[entry.key] = position }
        for (position, entry) in entries.enumerated() {
            guard let key = Key(rawValue: entry.key) else {
                warning(
                    "\(name) has the key \"\(entry.key)\", which Airship does not read: ignored", at: entry.keyLocation)
                notes.append(
                    ImportNote(
                        "the plist's key \"\(entry.key)\" is ignored (Airship does not read it)", at: entry.keyLocation)
                )
                continue
            }
            if last[entry.key] != position {
                warning(
                    "\(name) has \"\(entry.key)\" twice; Airship reads the last one, so this one is ignored",
                    at: entry.keyLocation)
                continue
            }
            values[key] = entry
        }

        guard let identifierEntry = values[.identifier] else {
            error("\(name) has no \"identifier\": not imported", at: node.location)
            categoryDropped("action \(number) has no identifier", at: node.location)
            return nil
        }
        guard case .string(let identifier) = identifierEntry.value.value else {
            error(
                "\(name): \"identifier\" is \(identifierEntry.value.kind), not a string: not imported",
                at: identifierEntry.value.location)
            categoryDropped("action \(number)'s identifier is not a string", at: identifierEntry.value.location)
            return nil
        }
        let actionName = "action \"\(identifier)\" of category \"\(category)\""
        let title = string(values[.title], of: actionName)
        let resource = string(values[.titleResource], of: actionName)
        let text: ImportedText
        switch (title, resource) {
        case (let title?, let resource?):
            text = ImportedText(value: title, key: resource, table: PlistImporter.titleResourceTable)
        case (let title?, nil):
            text = .literal(title)
        case (nil, let resource?):
            text = ImportedText(key: resource, table: PlistImporter.titleResourceTable)
            warning(
                "\(actionName) has \"title_resource\" but no \"title\", which Airship requires", at: node.location)
            categoryDropped(
                "action \"\(identifier)\" has no \"title\" (Airship requires it beside title_resource)",
                at: node.location)
        case (nil, nil):
            error("\(actionName) has no \"title\": not imported", at: node.location)
            categoryDropped("action \"\(identifier)\" has no title", at: node.location)
            return nil
        }

        var action = ImportedAction(identifier: identifier, title: text, location: node.location, notes: notes)
        action.foreground = flag(values[.foreground], of: actionName)
        action.destructive = flag(values[.destructive], of: actionName)
        action.authenticationRequired = flag(values[.authenticationRequired], of: actionName)

        var isTextInput = false
        if let typeEntry = values[.actionType] {
            if case .string("text_input") = typeEntry.value.value {
                isTextInput = true
            } else {
                warning(
                    "\(actionName): \"action_type\" is \(describe(typeEntry.value)), not \"text_input\": Airship makes a"
                        + " plain action", at: typeEntry.value.location)
            }
        }
        if isTextInput {
            let buttonTitle = string(values[.textInputButtonTitle], of: actionName)
            let placeholder = string(values[.textInputPlaceholder], of: actionName)
            for (key, value) in [(Key.textInputButtonTitle, buttonTitle), (.textInputPlaceholder, placeholder)]
            where value == nil {
                warning(
                    "\(actionName) is a text input without a string \"\(key.rawValue)\", which Airship requires",
                    at: node.location)
                categoryDropped("text input \"\(identifier)\" has no \"\(key.rawValue)\"", at: node.location)
            }
            action.textInput = ImportedAction.TextInput(
                buttonTitle: buttonTitle.map(ImportedText.literal), placeholder: placeholder.map(ImportedText.literal))
        } else {
            for key in [Key.textInputButtonTitle, .textInputPlaceholder] {
                if let entry = values[key] {
                    warning(
                        "\(actionName) has \"\(key.rawValue)\" but \"action_type\" is not \"text_input\": ignored",
                        at: entry.keyLocation)
                }
            }
        }
        return action
    }

    // MARK: - Values

    /// A string value; another type is a warning and counts as absent (Airship's `as? String`).
    private mutating func string(_ entry: PlistNode.Entry?, of actionName: String) -> String? {
        guard let entry else { return nil }
        if case .string(let text) = entry.value.value { return text }
        warning(
            "\(actionName): \"\(entry.key)\" is \(entry.value.kind), not a string: Airship ignores it",
            at: entry.value.location)
        return nil
    }

    /// A boolean as Airship reads it (`as? Bool == true`): `<true/>`, or the number 1 (with a warning); anything else
    /// is `false`, with a warning when it is not `<false/>`.
    private mutating func flag(_ entry: PlistNode.Entry?, of actionName: String) -> Bool {
        guard let entry else { return false }
        switch entry.value.value {
        case .bool(let value):
            return value
        case .integer(let text), .real(let text):
            let number = Double(text)
            if number == 1 || number == 0 {
                warning(
                    "\(actionName): \"\(entry.key)\" is \(entry.value.kind); Airship reads it as"
                        + " \(number == 1 ? "true" : "false"), write <\(number == 1 ? "true" : "false")/>",
                    at: entry.value.location)
                return number == 1
            }
            fallthrough
        default:
            warning(
                "\(actionName): \"\(entry.key)\" is \(describe(entry.value)), not <true/> or <false/>: Airship reads it"
                    + " as false", at: entry.value.location)
            return false
        }
    }

    private func describe(_ node: PlistNode) -> String {
        if case .string(let text) = node.value { return "the string \"\(text)\"" }
        return node.kind
    }

    // MARK: - Reporting

    private mutating func error(_ message: String, at location: ImportLocation) {
        diagnostics.append(ImportDiagnostic(.error, .doesNotParse, message, at: location))
    }

    private mutating func warning(_ message: String, at location: ImportLocation) {
        diagnostics.append(ImportDiagnostic(.warning, .doesNotParse, message, at: location))
    }

    /// Airship returns `nil` for the whole category when one action lacks what it requires: the app registers none
    /// of it today, which the YAML would change.
    private mutating func categoryDropped(_ reason: String, at location: ImportLocation) {
        categoryNotes.append(
            ImportNote(
                "Airship does not register this category as the plist stands (\(reason)); the YAML registers it",
                at: location))
    }
}
