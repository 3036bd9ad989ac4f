extension ImportResult {
    /// A key used with its text in one place (`NSLocalizedString("send", value: "Send", …)` in Swift) and alone in
    /// another (`NSLocalizedString(@"send", @"…")` in Objective-C) is one text: the key-only uses take the text, as
    /// the app's strings file holds one text per key.
    func sharingValuesOfKeys() -> ImportResult {
        var values: [[String?]: String] = [:]
        func collect(_ text: ImportedText?) {
            guard let text, let key = text.key, let value = text.value else { return }
            if values[[key, text.table]] == nil { values[[key, text.table]] = value }
        }
        func fill(_ text: inout ImportedText?) {
            guard var filled = text, let key = filled.key, filled.value == nil,
                let value = values[[key, filled.table]]
            else { return }
            filled.value = value
            text = filled
        }
        for category in categories {
            collect(category.hiddenPreviewsBodyPlaceholder)
            collect(category.summaryFormat)
            for action in category.actions {
                collect(action.title)
                collect(action.textInput?.buttonTitle)
                collect(action.textInput?.placeholder)
            }
        }
        var result = self
        for c in result.categories.indices {
            fill(&result.categories[c].hiddenPreviewsBodyPlaceholder)
            fill(&result.categories[c].summaryFormat)
            for a in result.categories[c].actions.indices {
                fill(&result.categories[c].actions[a].title)
                if var input = result.categories[c].actions[a].textInput {
                    fill(&input.buttonTitle)
                    fill(&input.placeholder)
                    result.categories[c].actions[a].textInput = input
                }
            }
        }
        return result
    }

    /// Notes every localized text whose source gives only its key (`NSLocalizedString("invite.decline", comment: …)`)
    /// and for which no strings file gave a translation: its YAML value is then the key, which is what iOS shows when
    /// no strings file has it, and a person should put the real text there, or import again with `--strings`.
    public func notingTextsWithoutValue() -> ImportResult {
        var result = self.sharingValuesOfKeys()
        for c in result.categories.indices {
            var category = result.categories[c]
            let place = category.location
            func review(_ text: ImportedText?, key: String, notes: inout [ImportNote], at location: ImportLocation) {
                guard let text, let localizationKey = text.key, text.value == nil, text.translations.isEmpty else {
                    return
                }
                notes.append(
                    ImportNote(
                        key: key,
                        "the source gives only the localization key '\(localizationKey)', so its text is the key here:"
                            + " write the development-language text, or import with --strings DIR", at: location))
            }
            review(
                category.hiddenPreviewsBodyPlaceholder, key: "hidden-previews-body-placeholder", notes: &category.notes,
                at: place)
            review(category.summaryFormat, key: "summary-format", notes: &category.notes, at: place)
            for a in category.actions.indices {
                var action = category.actions[a]
                review(action.title, key: "title", notes: &action.notes, at: action.location)
                review(action.textInput?.buttonTitle, key: "button-title", notes: &action.notes, at: action.location)
                review(action.textInput?.placeholder, key: "placeholder", notes: &action.notes, at: action.location)
                category.actions[a] = action
            }
            result.categories[c] = category
        }
        return result
    }
}
