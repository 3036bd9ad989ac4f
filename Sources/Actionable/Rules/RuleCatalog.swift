/// Every rule Actionable checks, in the order README lists them.
public enum RuleCatalog {
    /// The descriptions of every rule, one per ``DiagnosticCode``.
    public static let descriptions: [RuleDescription] = DiagnosticCode.allCases.map {
        RuleDescription(
            identifier: $0, severity: $0.severity, summary: $0.summary, rationale: $0.summary, triggeringExamples: [])
    }
}
