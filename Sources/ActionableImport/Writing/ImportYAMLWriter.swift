import Actionable

/// Writes what an importer found as one category file: deterministic, in source order, with a header that names the
/// command and the files it read, each category's source line beside its identifier, and every ``ImportNote`` as a
/// `# import:` comment right above the key it is about.
public struct ImportYAMLWriter: Sendable {
    /// The command as the user ran it, for the header (`actionable-import swift Sources/App`).
    public var command: String
    /// The development language: the locale of a text's literal value when translations are written.
    public var developmentLanguage: String

    /// A writer whose header names `command`, and whose texts' literal values are in `developmentLanguage`.
    public init(command: String, developmentLanguage: String = "en") {
        self.command = command
        self.developmentLanguage = developmentLanguage
    }

    /// The width comments are folded at.
    private static let width = 116

    /// `result` as the text of one category file.
    public func write(_ result: ImportResult) -> String {
        var out = ""
        line("# Imported by `\(oneLine(command))` from:", into: &out)
        for file in result.files { line("#   \(oneLine(file))", into: &out) }
        comment(
            "Each \"# import:\" comment marks what the source decides at run time or what the importer could not"
                + " follow: review them, then run `actionable validate` and `actionable generate swift`, and delete"
                + " the hand-written categories.", prefix: "# ", indent: "", into: &out)
        // What the readers saw build or register categories and the output does not hold: before the categories, so
        // an empty or partial file says why.
        for note in result.looseNotes { NoteQueue.write(note, indent: "", into: &out) }
        if result.categories.isEmpty {
            // `categories: []` says "none"; when the readers saw categories built or registered that they could not
            // follow, an empty value instead, which `validate` reports until the notes above are dealt with.
            line(result.looseNotes.isEmpty ? "categories: []" : "categories:", into: &out)
            return out
        }
        line("categories:", into: &out)
        for category in result.categories { write(category, into: &out) }
        return out
    }

    /// The 1-based lines of `text` (this writer's output) where it left a value empty on purpose: `categories:` of a
    /// file whose registrations were not followed, `actions:` of a category whose actions were not. `validate`
    /// reports each (`type-mismatch`) until someone writes what the app registers; no other line of the output has
    /// an error.
    public static func placeholderLines(in text: String) -> Set<Int> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var result: Set<Int> = []
        for (index, line) in lines.enumerated() {
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            if line == "categories:" && !next.hasPrefix("  - ") || line == "    actions:" && !next.hasPrefix("      - ")
            {
                result.insert(index + 1)
            }
        }
        return result
    }

    // MARK: - Categories and actions

    private func write(_ category: ImportedCategory, into out: inout String) {
        let indent = "    "
        let notes = NoteQueue(category.notes)
        line(
            "  - \(CategoryKey.identifier.name): \(YAMLScalar.quoted(category.identifier))"
                + "   # \(oneLine(category.location.fileAndLine))", into: &out)
        notes.flush(key: nil, indent: indent, into: &out)
        if !category.registered { line("\(indent)\(CategoryKey.registered.name): false", into: &out) }
        notes.flush(key: CategoryKey.options.name, indent: indent, into: &out)
        if !category.options.isEmpty {
            if category.options.allSatisfy(\.availableFrom.isEmpty) {
                let names = category.options.map { YAMLScalar.quoted($0.name) }.joined(separator: ", ")
                line("\(indent)\(CategoryKey.options.name): [\(names)]", into: &out)
            } else {
                line("\(indent)\(CategoryKey.options.name):", into: &out)
                for option in category.options {
                    if option.availableFrom.isEmpty {
                        line("\(indent)  - \(YAMLScalar.quoted(option.name))", into: &out)
                    } else {
                        line(
                            "\(indent)  - {option: \(YAMLScalar.quoted(option.name)), \(ActionKey.availableFrom.name):"
                                + " \(availability(option.availableFrom))}", into: &out)
                    }
                }
            }
        }
        writeText(
            category.hiddenPreviewsBodyPlaceholder, name: CategoryKey.hiddenPreviewsBodyPlaceholder.name,
            keyName: CategoryKey.hiddenPreviewsBodyPlaceholderKey.name, notes: notes, indent: indent, into: &out)
        writeText(
            category.summaryFormat, name: CategoryKey.summaryFormat.name, keyName: CategoryKey.summaryFormatKey.name,
            notes: notes, indent: indent, into: &out)
        notes.flush(key: CategoryKey.intentIdentifiers.name, indent: indent, into: &out)
        if !category.intentIdentifiers.isEmpty {
            let names = category.intentIdentifiers.map(YAMLScalar.quoted).joined(separator: ", ")
            line("\(indent)\(CategoryKey.intentIdentifiers.name): [\(names)]", into: &out)
        }
        notes.flush(key: CategoryKey.actions.name, indent: indent, into: &out)
        if category.actions.isEmpty && !category.actionsFollowed {
            // Not `actions: []`, which means "no buttons, on purpose": an empty value, which `validate` reports here
            // until someone writes the actions the note above names.
            line("\(indent)\(CategoryKey.actions.name):", into: &out)
        } else if category.actions.isEmpty {
            line("\(indent)\(CategoryKey.actions.name): []", into: &out)
        } else {
            line("\(indent)\(CategoryKey.actions.name):", into: &out)
            for action in category.actions { write(action, into: &out) }
        }
        notes.flushAll(indent: indent, into: &out)
    }

    private func write(_ action: ImportedAction, into out: inout String) {
        let indent = "        "
        let notes = NoteQueue(action.notes)
        line("      - \(ActionKey.identifier.name): \(YAMLScalar.quoted(action.identifier))", into: &out)
        notes.flush(key: nil, indent: indent, into: &out)
        if let title = action.title {
            writeText(
                title, name: ActionKey.title.name, keyName: ActionKey.titleKey.name, notes: notes, indent: indent,
                into: &out)
        } else {
            notes.flush(key: ActionKey.title.name, indent: indent, into: &out)
            line("\(indent)\(ActionKey.titleAtRunTime.name): true", into: &out)
        }
        notes.flush(key: ActionKey.activation.name, indent: indent, into: &out)
        line("\(indent)\(ActionKey.activation.name): \(action.foreground ? "foreground" : "background")", into: &out)
        notes.flush(key: ActionKey.destructive.name, indent: indent, into: &out)
        if action.destructive { line("\(indent)\(ActionKey.destructive.name): true", into: &out) }
        notes.flush(key: ActionKey.authenticationRequired.name, indent: indent, into: &out)
        // iOS always asks to unlock for a foreground action, so the flag adds nothing there (`ignored-setting`
        // warns only on `false`; `true` is harmless and kept when the source sets it).
        if action.authenticationRequired {
            line("\(indent)\(ActionKey.authenticationRequired.name): true", into: &out)
        }
        notes.flush(key: ActionKey.icon.name, indent: indent, into: &out)
        switch action.icon {
        case .system(let name)?:
            line("\(indent)\(ActionKey.icon.name): {system: \(YAMLScalar.quoted(name))}", into: &out)
        case .template(let name)?:
            line("\(indent)\(ActionKey.icon.name): {template: \(YAMLScalar.quoted(name))}", into: &out)
        case nil: break
        }
        notes.flush(key: ActionKey.availableFrom.name, indent: indent, into: &out)
        if !action.availableFrom.isEmpty {
            line("\(indent)\(ActionKey.availableFrom.name): \(availability(action.availableFrom))", into: &out)
        }
        notes.flush(key: ActionKey.textInput.name, indent: indent, into: &out)
        if let input = action.textInput {
            if input.buttonTitle == nil && input.placeholder == nil {
                line("\(indent)\(ActionKey.textInput.name): {}", into: &out)
            } else {
                line("\(indent)\(ActionKey.textInput.name):", into: &out)
                let inner = indent + "  "
                writeText(
                    input.buttonTitle, name: TextInputKey.buttonTitle.name, keyName: TextInputKey.buttonTitleKey.name,
                    notes: notes, indent: inner, into: &out)
                writeText(
                    input.placeholder, name: TextInputKey.placeholder.name, keyName: TextInputKey.placeholderKey.name,
                    notes: notes, indent: inner, into: &out)
            }
        }
        notes.flushAll(indent: indent, into: &out)
    }

    // MARK: - Texts

    /// A text and, when it is localized, its key; the translator comment and a table other than `Localizable` as
    /// comments above it (the schema has no place for them: the generated Swift uses one table for every text).
    private func writeText(
        _ text: ImportedText?, name: String, keyName: String, notes: NoteQueue, indent: String,
        into out: inout String
    ) {
        notes.flush(key: name, indent: indent, into: &out)
        guard let text else { return }
        if let comment = text.comment, !comment.isEmpty {
            self.comment("translator comment: \(comment)", prefix: "# ", indent: indent, into: &out)
        }
        if let table = text.table, table != "Localizable" {
            self.comment(
                "table \(table): the generated Swift reads one table (`generate swift --table \(table)`).",
                prefix: "# ", indent: indent, into: &out)
        }
        line("\(indent)\(name): \(value(of: text))", into: &out)
        if let key = text.key {
            line("\(indent)\(keyName): \(YAMLScalar.quoted(key))", into: &out)
        }
    }

    /// A text's value: its translations as a locale map, else its literal or default value, else (only a key is
    /// known) the key, which is what iOS shows when no strings file has it; the importer notes that case.
    private func value(of text: ImportedText) -> String {
        if !text.translations.isEmpty {
            let entries = text.translations.map { "\(YAMLScalar.quoted($0.locale)): \(YAMLScalar.quoted($0.text))" }
            return "{" + entries.joined(separator: ", ") + "}"
        }
        return YAMLScalar.quoted(text.value ?? text.key ?? "")
    }

    private func availability(_ versions: [ImportedAvailability]) -> String {
        let entries = versions.map { "\($0.platform): \(YAMLScalar.doubleQuoted($0.version))" }
        return "{" + entries.joined(separator: ", ") + "}"
    }

    // MARK: - Lines and comments

    private func line(_ text: String, into out: inout String) {
        out += text
        out += "\n"
    }

    /// `text` as comment lines folded at ``width``, each starting with `indent` and `prefix` (the first) or
    /// spaces as wide (the rest).
    fileprivate func comment(_ text: String, prefix: String, indent: String, into out: inout String) {
        let continuation = "#" + String(repeating: " ", count: max(1, prefix.count - 1))
        var current = indent + prefix
        var empty = true
        for word in oneLine(text).split(separator: " ", omittingEmptySubsequences: true) {
            if !empty && current.count + 1 + word.count > Self.width {
                line(current, into: &out)
                current = indent + continuation
                empty = true
            }
            current += (empty ? "" : " ") + word
            empty = false
        }
        line(current, into: &out)
    }

    /// Notes waiting to be written above their keys; what is left is written at the end of the element.
    private final class NoteQueue {
        var pending: [ImportNote]

        init(_ notes: [ImportNote]) { pending = notes }

        func flush(key: String?, indent: String, into out: inout String) {
            let due = pending.filter { $0.key == key }
            guard !due.isEmpty else { return }
            pending.removeAll { $0.key == key }
            for note in due { Self.write(note, indent: indent, into: &out) }
        }

        func flushAll(indent: String, into out: inout String) {
            for note in pending { Self.write(note, indent: indent, into: &out) }
            pending = []
        }

        static func write(_ note: ImportNote, indent: String, into out: inout String) {
            ImportYAMLWriter(command: "").comment(
                "\(note.message) (\(note.location.fileAndLine))", prefix: "# import: ", indent: indent, into: &out)
        }
    }
}

/// `text` on one line, printable: comments and the header never break a line of YAML or hold a character YAML
/// refuses (each such character becomes U+FFFD, the replacement character).
func oneLine(_ text: String) -> String {
    String(
        String.UnicodeScalarView(
            text.unicodeScalars.map { scalar in
                if scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}"
                    || scalar == "\u{2029}"
                {
                    return " "
                }
                return YAMLScalar.needsEscape(scalar) ? "\u{FFFD}" : scalar
            }))
}
