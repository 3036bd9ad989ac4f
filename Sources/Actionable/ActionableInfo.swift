/// Facts about Actionable itself, for reports that name their tool (SARIF) and for `--version`.
public enum ActionableInfo {
    /// The version of this package.
    public static let version = "0.1.0"
    /// Where people read about the tool and its rules (SARIF `informationUri`).
    public static let homepage = "https://github.com/actionable-swift/actionable"
    /// The Rules article's section on a rule, for SARIF's `helpUri`: the article as the repository shows it, where
    /// each rule's heading is its identifier.
    public static func helpURI(for rule: DiagnosticCode) -> String {
        "\(homepage)/blob/main/Sources/Actionable/Documentation.docc/Rules.md#\(rule.rawValue)"
    }
}
