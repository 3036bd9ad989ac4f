/// How much a diagnostic matters: errors fail validation; warnings fail it only with `--strict`.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
