/// How much a diagnostic matters: errors fail validation; warnings fail it only with `--strict`; notes inform and
/// never fail.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    /// Information only; never fails validation.
    case note
    /// A likely mistake; fails validation only with `--strict`.
    case warning
    /// A problem that fails validation.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
