/// Every rule Actionable checks, one per ``DiagnosticCode``, in the order README lists them (SwiftLint's
/// `BuiltInRules`): the catalog is the list of the rule types of this folder.
public enum RuleCatalog {
    static let rules: [any Rule.Type] = [
        // Reading the file.
        YAMLSyntaxRule.self, NotUTF8Rule.self, FileTooLargeRule.self, NestingTooDeepRule.self,
        MultipleDocumentsRule.self, AliasNotAllowedRule.self, UnsupportedTagRule.self, EmptyFileRule.self,
        TooManyProblemsRule.self,
        // The schema.
        MissingKeyRule.self, UnknownKeyRule.self, TypeMismatchRule.self, InvalidValueRule.self,
        DuplicateKeyRule.self, AmbiguousBooleanRule.self,
        // Identifiers and titles.
        InvalidIdentifierRule.self, ReservedIdentifierRule.self, EmptyTitleRule.self, DuplicateCategoryRule.self,
        DuplicateActionRule.self, LocalizationKeyConflictRule.self,
        // What iOS does with it.
        IgnoredSettingRule.self, TooManyActionsRule.self, LongTitleRule.self, NoActionsRule.self,
        MissingTranslationRule.self, DeprecatedOptionRule.self, UnauthenticatedSensitiveActionRule.self,
        // Interruption levels and the app file.
        MarketingInterruptionRule.self, MissingEntitlementRule.self, DuplicateAppRule.self, InvalidURLRule.self,
        AmbiguousExperienceRule.self, OverlappingExperienceRule.self,
        // Push payloads.
        JSONSyntaxRule.self, UnknownCategoryRule.self, PayloadTooLargeRule.self, UnknownAPSKeyRule.self,
        ContentAvailableConflictRule.self, InterruptionLevelTooHighRule.self, UnknownExperienceRule.self,
        // Configuration and suppressions.
        InvalidConfigurationRule.self, InvalidSuppressionRule.self, UnusedSuppressionRule.self,
        // Retired identifiers, and changes between two versions (`actionable diff`).
        RetiredReusedRule.self, CategoryRemovedRule.self, ActionRemovedRule.self, TextInputRemovedRule.self,
        TextInputAddedRule.self, AuthenticationRemovedRule.self, ActivationChangedRule.self,
        DestructiveChangedRule.self, CustomDismissRemovedRule.self, ActionsReorderedRule.self, TitleChangedRule.self,
        InterruptionLevelRaisedRule.self,
    ]

    /// The descriptions of every rule, in catalog order.
    public static let descriptions: [RuleDescription] = rules.map { $0.description }

    private static let byCode: [DiagnosticCode: RuleDescription] = Dictionary(
        descriptions.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

    /// The description of the rule behind `code`.
    public static func description(of code: DiagnosticCode) -> RuleDescription? { byCode[code] }

    /// The rules that judge each decoded category.
    static let categoryRules: [any CategoryRule.Type] = rules.compactMap { $0 as? any CategoryRule.Type }

    /// The rules that judge a whole decoded category file.
    static let fileRules: [any FileRule.Type] = rules.compactMap { $0 as? any FileRule.Type }

    /// The rules of `actionable diff`, by what they compare.
    static let categoryChangeRules: [any CategoryChangeRule.Type] = rules.compactMap {
        $0 as? any CategoryChangeRule.Type
    }
    static let actionChangeRules: [any ActionChangeRule.Type] = rules.compactMap { $0 as? any ActionChangeRule.Type }
    static let retiredChangeRules: [any RetiredChangeRule.Type] = rules.compactMap {
        $0 as? any RetiredChangeRule.Type
    }

    /// The rules that judge what the payload checker read, and the bytes it reads.
    static let payloadRules: [any PayloadRule.Type] = rules.compactMap { $0 as? any PayloadRule.Type }
    static let payloadSizeRules: [any PayloadSizeRule.Type] = rules.compactMap { $0 as? any PayloadSizeRule.Type }
}
