extension ImportResult {
    /// Notes every localized text whose source gives only its key (`NSLocalizedString("invite.decline", comment: …)`)
    /// and for which no strings file gave a translation: its YAML value is then the key, which is what iOS shows when
    /// no strings file has it, and a person should put the real text there, or import again with `--strings`.
    public func notingTextsWithoutValue() -> ImportResult {
        var result = self
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
