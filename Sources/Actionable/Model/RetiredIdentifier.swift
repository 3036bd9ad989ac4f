/// An identifier removed on purpose. Old app versions keep registering the old categories and sending the old
/// identifiers for months, so a retired identifier is never declared again with another meaning, its responses get
/// their own outcome (or reach its replacement's handler), and removing it is not a breaking change.
///
/// ```yaml
/// categories:
///   - identifier: INVITE
///     retired-actions:
///       - {identifier: MAYBE, retired: 2026-03-01, replaced-by: DECLINE}
/// retired-categories:
///   - {identifier: OLD_INVITE, retired: "4.2", replaced-by: INVITE}
/// ```
public struct RetiredIdentifier: Sendable, Hashable {
    /// The category or action identifier that is retired.
    public let identifier: String
    /// When it was retired, as written: a date or an app version.
    public let retired: String
    /// The identifier that replaces it (an action of the same category, or a category), if any.
    public let replacement: String?
    /// Where the entry writes the identifier.
    public let location: SourceLocation

    /// The retired `identifier`, retired on or in `retired`, replaced by `replacement` if any, written at
    /// `location`.
    public init(identifier: String, retired: String, replacement: String? = nil, location: SourceLocation) {
        self.identifier = identifier
        self.retired = retired
        self.replacement = replacement
        self.location = location
    }
}
