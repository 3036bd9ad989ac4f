/// Facts about Actionable itself, for reports that name their tool (SARIF) and for `--version`.
public enum ActionableInfo {
    /// The version of this package.
    public static let version = "0.1.0"
    /// Where people read about the tool and its rules (SARIF `informationUri`; rule help links README's anchors).
    public static let homepage = "https://github.com/actionable-swift/actionable"
    /// README's section on a rule, for SARIF's `helpUri`.
    public static func helpURI(for rule: DiagnosticCode) -> String {
        "\(homepage)#\(rule.rawValue)"
    }
}
