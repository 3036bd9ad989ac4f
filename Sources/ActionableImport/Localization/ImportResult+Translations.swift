extension ImportResult {
    /// The result with every localized text's translations from `tables` (`--strings`), so the YAML says what each
    /// locale shows instead of only naming keys.
    ///
    /// A text whose development language the files do not give, but whose source gives a default value (`title` beside
    /// `title_resource`, `value:` of `NSLocalizedString`), gets that value as its development-language text: it is
    /// what the app shows there. A key no file has gets a note above its YAML key and a `missing-translation` warning
    /// at its category's or action's location (a text has none of its own): iOS would show the default value, or the
    /// key itself. A text whose development language no file gives, and whose source gives no default value, shows its
    /// key there: that is its development-language text, with a note. A text without a translator comment gets the one its strings files give.
    public func resolvingTranslations(with tables: LocalizationTables, developmentLanguage: String) -> ImportResult {
        var result = self
        var missing: [ImportDiagnostic] = []
        for categoryIndex in result.categories.indices {
            var category = result.categories[categoryIndex]
            var notes = category.notes
            category.hiddenPreviewsBodyPlaceholder = Self.resolve(
                category.hiddenPreviewsBodyPlaceholder, yamlKey: "hidden-previews-body-placeholder",
                owner: "category \(category.identifier)", at: category.location, tables: tables,
                developmentLanguage: developmentLanguage, notes: &notes, diagnostics: &missing)
            category.summaryFormat = Self.resolve(
                category.summaryFormat, yamlKey: "summary-format", owner: "category \(category.identifier)",
                at: category.location, tables: tables, developmentLanguage: developmentLanguage, notes: &notes,
                diagnostics: &missing)
            category.notes = notes
            for actionIndex in category.actions.indices {
                var action = category.actions[actionIndex]
                var actionNotes = action.notes
                let owner = "action \(category.identifier).\(action.identifier)"
                action.title = Self.resolve(
                    action.title, yamlKey: "title", owner: owner, at: action.location, tables: tables,
                    developmentLanguage: developmentLanguage, notes: &actionNotes, diagnostics: &missing)
                if var input = action.textInput {
                    input.buttonTitle = Self.resolve(
                        input.buttonTitle, yamlKey: "button-title", owner: owner, at: action.location, tables: tables,
                        developmentLanguage: developmentLanguage, notes: &actionNotes, diagnostics: &missing)
                    input.placeholder = Self.resolve(
                        input.placeholder, yamlKey: "placeholder", owner: owner, at: action.location, tables: tables,
                        developmentLanguage: developmentLanguage, notes: &actionNotes, diagnostics: &missing)
                    action.textInput = input
                }
                action.notes = actionNotes
                category.actions[actionIndex] = action
            }
            result.categories[categoryIndex] = category
        }
        result.diagnostics += missing
        return result
    }

    private static func resolve(
        _ text: ImportedText?, yamlKey: String, owner: String, at location: ImportLocation,
        tables: LocalizationTables, developmentLanguage: String, notes: inout [ImportNote],
        diagnostics: inout [ImportDiagnostic]
    ) -> ImportedText? {
        guard var text, let key = text.key else { return text }
        let table = text.table ?? "Localizable"
        guard var translations = tables.translations(forKey: key, table: text.table) else {
            let shown = text.value.map { "the default value \"\($0)\"" } ?? "the key itself"
            notes.append(
                ImportNote(
                    key: yamlKey,
                    "no strings file has the key \"\(key)\" in table \(table): iOS shows \(shown); add its"
                        + " translations", at: location))
            diagnostics.append(
                ImportDiagnostic(
                    .warning, .missingTranslation,
                    "\(owner): \(yamlKey) key \"\(key)\" is in no strings file of table \(table)", at: location))
            return text
        }
        if translations.first?.locale != developmentLanguage {
            // What iOS shows in the development language when its table has no entry: the default value the source
            // gives, else the key itself (what `NSLocalizedString` returns), never another locale's translation.
            let shown = text.value ?? key
            translations.insert(ImportedText.Translation(locale: developmentLanguage, text: shown), at: 0)
            if text.value == nil {
                notes.append(
                    ImportNote(
                        key: yamlKey,
                        "no strings file gives \"\(key)\" in \(developmentLanguage), the development language (table"
                            + " \(table)): iOS shows the key itself there, so it is the \(developmentLanguage) text; the"
                            + " other locales' entries are their translations", at: location))
            }
        }
        text.translations = translations
        if text.comment == nil || text.comment?.isEmpty == true {
            text.comment = tables.comment(forKey: key, table: text.table)
        }
        return text
    }
}
