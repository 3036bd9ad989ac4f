/// A check over one decoded category, as a value the loader can be given (``CategoryLoader/Options/rules``): the
/// rule it reports for, and the check. The checks themselves are the ``CategoryRule`` types of `Rules/`.
public struct ValidationRule: Sendable {
    public let code: DiagnosticCode
    /// What the rule checks, in one sentence.
    public let description: String
    let check: @Sendable (NotificationCategory, inout [Diagnostic]) -> Void

    init(_ rule: any CategoryRule.Type) {
        code = rule.description.identifier
        description = rule.description.summary
        check = { rule.check($0, into: &$1) }
    }

    /// Runs the rule over `category`, appending what it finds.
    public func callAsFunction(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        check(category, &diagnostics)
    }

    /// Every category rule of the catalog, in the order their findings are listed.
    public static let all: [ValidationRule] = RuleCatalog.categoryRules.map(ValidationRule.init)

    /// Titles longer than this many characters are truncated on the narrowest iPhones.
    public static var maxTitleLength: Int { LongTitleRule.maxTitleLength }
    /// The send button beside a text field holds about this many characters before iOS truncates it.
    public static var maxButtonTitleLength: Int { LongTitleRule.maxButtonTitleLength }
    /// The expanded notification shows at most this many actions; banners show the first two.
    public static var maxVisibleActions: Int { TooManyActionsRule.maxVisibleActions }
}
