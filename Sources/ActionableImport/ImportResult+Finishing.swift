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
        return result.notingTextsWithoutValue()
    }
}
