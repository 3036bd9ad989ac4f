extension ImportResult {
    /// What `actionable-import` writes, from what its readers found: the results joined (``ImportAssembler``), the
    /// keys resolved against the app's strings when they are given, and the texts that are still only a key noted.
    /// The tests' goldens go through this too, so they are the command's output.
    public static func finishing(
        _ results: [ImportResult], strings: (tables: LocalizationTables, diagnostics: [ImportDiagnostic])? = nil,
        developmentLanguage: String = "en"
    ) -> ImportResult {
        var result = ImportAssembler.assemble(results)
        if let strings {
            result = result.resolvingTranslations(with: strings.tables, developmentLanguage: developmentLanguage)
            result.diagnostics += strings.diagnostics
        }
        return result.notingTextsWithoutValue().accountingForSites()
    }
}

extension ImportResult {
    /// One category whose action titles and text-field buttons are each of `keys`, localized: what a set of strings
    /// files resolves, with nothing else around it. The fuzz harness and its regression tests resolve fuzzed strings
    /// against it.
    public static func probing(keys: [String]) -> ImportResult {
        let here = ImportLocation(file: "App.swift", line: 1, column: 1)
        let actions = keys.enumerated().map { index, key in
            ImportedAction(
                identifier: "A\(index)", title: ImportedText(key: key),
                textInput: .init(buttonTitle: ImportedText(value: "Send", key: key, table: "Localizable")),
                location: here)
        }
        return ImportResult(
            categories: [ImportedCategory(identifier: "C", actions: actions, location: here)], files: ["App.swift"])
    }

    /// The keys the fuzz harness probes: common shapes, and the empty key.
    public static let probedKeys = ["a", "b", "Accept", "invite.accept", "key", "k", ""]
}
