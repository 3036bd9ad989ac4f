extension Configuration {
    /// Whether the configuration turns any rule off or changes a severity.
    public var changesRules: Bool { !disabled.isEmpty || !severities.isEmpty }

    /// `diagnostics` with the rules that are off dropped and the configured severities applied.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard changesRules else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let severity = severity(for: diagnostic.code, default: diagnostic.severity) else { return nil }
            guard severity != diagnostic.severity, severities[diagnostic.code] != nil else { return diagnostic }
            return Diagnostic(
                code: diagnostic.code, message: diagnostic.message, location: diagnostic.location, severity: severity)
        }
    }
}
