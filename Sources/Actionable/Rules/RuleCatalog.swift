/// Every rule Actionable checks, one per ``DiagnosticCode`` (SwiftLint's `BuiltInRules`): the list of the rule types
/// of this folder's subfolders, one group per folder, generated from the files (`UPDATE_GOLDEN=1 swift test`
/// rewrites it; `RuleCatalogTests` fails while it differs). The rule table and the Rules article follow it.
public enum RuleCatalog {
    // rule-list:begin
    static let rules: [any Rule.Type] = [
        // File/
        AliasNotAllowedRule.self, EmptyFileRule.self, FileTooLargeRule.self, MultipleDocumentsRule.self,
        NestingTooDeepRule.self, NotUTF8Rule.self, TooManyProblemsRule.self, UnsupportedTagRule.self,
        YAMLSyntaxRule.self,
        // Schema/
        AmbiguousBooleanRule.self, DuplicateKeyRule.self, InvalidValueRule.self, MissingKeyRule.self,
        TypeMismatchRule.self, UnknownKeyRule.self,
        // Category/
        DeprecatedOptionRule.self, DuplicateCategoryRule.self, IgnoredOnPlatformRule.self, InvalidIdentifierRule.self,
        MarketingInterruptionRule.self, NoActionsRule.self, RedundantAvailabilityRule.self, ReservedIdentifierRule.self,
        RetiredReusedRule.self, TooManyActionsRule.self, UnknownIntentRule.self,
        // Action/
        DuplicateActionRule.self, IgnoredSettingRule.self, UnauthenticatedSensitiveActionRule.self,
        // Text/
        EmptyTitleRule.self, LocalizationKeyConflictRule.self, LongTitleRule.self, MissingTranslationRule.self,
        // App/
        AmbiguousExperienceRule.self, DuplicateAppRule.self, InvalidURLRule.self, MissingEntitlementRule.self,
        OverlappingExperienceRule.self,
        // Payload/
        ContentAvailableConflictRule.self, EmptyAlertRule.self, FCMDataNotStringRule.self, FCMDataTooLargeRule.self,
        FCMInvalidAndroidOptionRule.self, FCMInvalidMessageRule.self, FCMNormalPriorityRule.self,
        FCMNotificationMessageRule.self, FCMReservedKeyRule.self, InterruptionLevelTooHighRule.self,
        InvalidHeaderRule.self, JSONSyntaxRule.self, LiveActivityPayloadRule.self, PayloadTooLargeRule.self,
        PushTypeMismatchRule.self, UnknownAPSKeyRule.self, UnknownCategoryRule.self, UnknownExperienceRule.self,
        // Configuration/
        InvalidConfigurationRule.self, InvalidSuppressionRule.self, UnusedSuppressionRule.self,
        // Diff/
        ActionRemovedRule.self, ActionsReorderedRule.self, ActivationChangedRule.self, AuthenticationRemovedRule.self,
        CategoryRemovedRule.self, CategoryUnregisteredRule.self, CustomDismissRemovedRule.self,
        DestructiveChangedRule.self, InterruptionLevelRaisedRule.self, TextInputAddedRule.self,
        TextInputRemovedRule.self, TitleChangedRule.self,
        // AppCode/
        CategoriesReplacedRule.self, CompletionBeforeWorkRule.self, CompletionCalledTwiceRule.self,
        CompletionNotCalledRule.self, DelegateSetLateRule.self, DismissAsActionRule.self, DuplicateAfterMergeRule.self,
        MainActorDelegateRule.self, RegisteredActionUnhandledRule.self, UnregisteredActionHandledRule.self,
    ]
    // rule-list:end

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

    /// The rules that judge what the FCM checker read from a message to the Android app.
    static let fcmRules: [any FCMRule.Type] = rules.compactMap { $0 as? any FCMRule.Type }
}
