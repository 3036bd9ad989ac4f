/// The stable identifier of each kind of finding. The raw value is what reports print and what CI filters on;
/// it never changes once released.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable {
    // Reading the file.
    case yamlSyntax = "yaml-syntax"
    case notUTF8 = "not-utf8"
    case fileTooLarge = "file-too-large"
    case nestingTooDeep = "nesting-too-deep"
    case multipleDocuments = "multiple-documents"
    case aliasNotAllowed = "alias-not-allowed"
    case unsupportedTag = "unsupported-tag"
    case emptyFile = "empty-file"
    case tooManyProblems = "too-many-problems"
    // The schema.
    case missingKey = "missing-key"
    case unknownKey = "unknown-key"
    case typeMismatch = "type-mismatch"
    case invalidValue = "invalid-value"
    case duplicateKey = "duplicate-key"
    // Identifiers and titles.
    case invalidIdentifier = "invalid-identifier"
    case reservedIdentifier = "reserved-identifier"
    case emptyTitle = "empty-title"
    case duplicateCategory = "duplicate-category"
    case duplicateAction = "duplicate-action"
    case localizationKeyConflict = "localization-key-conflict"
    // What iOS does with it.
    case ignoredSetting = "ignored-setting"
    case tooManyActions = "too-many-actions"
    case longTitle = "long-title"
    case noActions = "no-actions"
    case missingTranslation = "missing-translation"
    case deprecatedOption = "deprecated-option"
    // Interruption levels and the app file.
    case marketingInterruption = "marketing-interruption"
    case missingEntitlement = "missing-entitlement"
    case duplicateApp = "duplicate-app"
    case invalidURL = "invalid-url"
    case ambiguousExperience = "ambiguous-experience"
    case overlappingExperience = "overlapping-experience"
    // Push payloads.
    case jsonSyntax = "json-syntax"
    case unknownCategory = "unknown-category"
    case payloadTooLarge = "payload-too-large"
    case unknownAPSKey = "unknown-aps-key"
    case contentAvailableConflict = "content-available-conflict"
    case interruptionLevelTooHigh = "interruption-level-too-high"
    case unknownExperience = "unknown-experience"
    case pushTypeMismatch = "push-type-mismatch"
    case liveActivityPayload = "live-activity-payload"
    case emptyAlert = "empty-alert"
    case invalidHeader = "invalid-header"
    // Risks and ambiguities.
    case unauthenticatedSensitiveAction = "unauthenticated-sensitive-action"
    case ambiguousBoolean = "ambiguous-boolean"
    // Configuration and suppressions.
    case invalidConfiguration = "invalid-configuration"
    case invalidSuppression = "invalid-suppression"
    case unusedSuppression = "unused-suppression"
    // Retired identifiers and changes between two registries (`actionable diff`).
    case retiredReused = "retired-reused"
    case categoryRemoved = "category-removed"
    case actionRemoved = "action-removed"
    case textInputRemoved = "text-input-removed"
    case textInputAdded = "text-input-added"
    case authenticationRemoved = "authentication-removed"
    case activationChanged = "activation-changed"
    case destructiveChanged = "destructive-changed"
    case customDismissRemoved = "custom-dismiss-removed"
    case actionsReordered = "actions-reordered"
    case titleChanged = "title-changed"
    case interruptionLevelRaised = "interruption-level-raised"
    case categoryUnregistered = "category-unregistered"
    // SiriKit intents and OS versions.
    case unknownIntent = "unknown-intent"
    case redundantAvailability = "redundant-availability"
    // The app's notification code (`actionable-import audit`).
    case unregisteredActionHandled = "unregistered-action-handled"
    case registeredActionUnhandled = "registered-action-unhandled"
    case categoriesReplaced = "categories-replaced"
    case dismissAsAction = "dismiss-as-action"
    case completionBeforeWork = "completion-before-work"
    case duplicateAfterMerge = "duplicate-after-merge"
    case mainActorDelegate = "main-actor-delegate"
    case completionNotCalled = "completion-not-called"
    case completionCalledTwice = "completion-called-twice"
    case delegateSetLate = "delegate-set-late"

    /// The severity findings of this kind have unless configured otherwise: the rule's (see ``RuleCatalog``).
    public var severity: Severity { RuleCatalog.description(of: self)?.severity ?? .error }

    /// One sentence on what the code means: the rule's summary.
    public var summary: String { RuleCatalog.description(of: self)?.summary ?? "" }
}
