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
    // Risks and ambiguities.
    case unauthenticatedSensitiveAction = "unauthenticated-sensitive-action"
    case ambiguousBoolean = "ambiguous-boolean"
    // Configuration and suppressions.
    case invalidConfiguration = "invalid-configuration"
    case invalidSuppression = "invalid-suppression"
    case unusedSuppression = "unused-suppression"

    /// The severity findings of this kind have.
    public var severity: Severity {
        switch self {
        case .emptyFile, .ignoredSetting, .tooManyActions, .longTitle, .noActions, .missingTranslation,
            .deprecatedOption, .unknownAPSKey, .contentAvailableConflict, .unauthenticatedSensitiveAction,
            .ambiguousBoolean:
            .warning
        case .overlappingExperience, .unusedSuppression:
            .note
        default:
            .error
        }
    }

    /// One sentence on what the code means, for `README.md` and `--help`-style listings.
    public var summary: String {
        switch self {
        case .yamlSyntax: "libyaml cannot parse the file; the position is libyaml's."
        case .notUTF8: "The file is not valid UTF-8 (UTF-16 included)."
        case .fileTooLarge: "The file is larger than the loader's limit (8 MiB by default) and was not read."
        case .nestingTooDeep: "Mappings and lists nest deeper than 64 levels; reading stopped."
        case .multipleDocuments: "The file holds more than one YAML document; only the first is read."
        case .aliasNotAllowed: "Anchors, aliases and merge keys are rejected."
        case .unsupportedTag: "An explicit YAML tag (`!!str`, `!custom`) was written; category files use none."
        case .emptyFile: "The file holds no YAML document at all."
        case .tooManyProblems: "A file has more than 500 problems; the rest are counted, not listed."
        case .missingKey: "A required key (`categories`, `identifier`, `title`, …) is missing."
        case .unknownKey: "A key the schema does not know; a close known key is suggested."
        case .typeMismatch: "A value has the wrong type; only `true` and `false` are booleans."
        case .invalidValue: "A value of the right type but not one of the allowed values."
        case .duplicateKey: "The same key twice in one mapping, reported at the second."
        case .invalidIdentifier: "An identifier is empty, too long, or holds whitespace or control characters."
        case .reservedIdentifier: "An identifier starts with `com.apple.`, which iOS reserves."
        case .emptyTitle: "A user-visible text is empty or only whitespace."
        case .duplicateCategory: "Two categories share an identifier, in one file or across files."
        case .duplicateAction: "Two actions of one category share an identifier."
        case .localizationKeyConflict: "One localization key names two texts that differ, so an app can show only one."
        case .ignoredSetting: "A setting iOS ignores, such as `authentication-required: false` on a foreground action."
        case .tooManyActions: "More actions than iOS shows: banners show 2, the expanded view 4."
        case .longTitle: "A title longer than iOS shows without truncation."
        case .noActions: "A category without actions shows no buttons."
        case .missingTranslation: "A text lacks a locale that other texts of the registry provide."
        case .deprecatedOption: "An option iOS no longer honours (`allow-announcement`, since iOS 15)."
        case .marketingInterruption:
            "A `marketing` category allows `time-sensitive` or `critical`, which Apple forbids."
        case .missingEntitlement: "An interruption level or critical sound needs an entitlement the app file lacks."
        case .duplicateApp: "More than one file declares `app`; an app has one app file."
        case .invalidURL: "An App Clip experience URL is not an https URL prefix with a host."
        case .ambiguousExperience: "Two App Clip experiences are the same URL prefix once normalized."
        case .overlappingExperience: "An App Clip experience contains more specific ones; the longest prefix wins."
        case .jsonSyntax: "The payload is not valid JSON (RFC 8259); the position says where reading stopped."
        case .unknownCategory: "`aps.category` names no registered category, so iOS shows no buttons."
        case .payloadTooLarge: "The payload exceeds APNs' limit: 4096 bytes, 5120 for VoIP, counted in UTF-8."
        case .unknownAPSKey: "A key inside `aps` (or `aps.alert`, `aps.sound`) that APNs ignores."
        case .contentAvailableConflict: "`content-available: 1` together with `alert`, `badge` or `sound`."
        case .interruptionLevelTooHigh: "`aps.interruption-level` is above the category's `interruption-level`."
        case .unknownExperience: "`aps.target-content-id` matches no App Clip experience of the app file."
        case .unauthenticatedSensitiveAction:
            "A background action that approves, pays, unlocks or signs in runs without unlocking the device."
        case .ambiguousBoolean: "A plain `yes`, `no`, `on`, `off`, `y` or `n` where text is expected."
        case .invalidConfiguration: "`.actionable.yml` is malformed or names an unknown rule."
        case .invalidSuppression: "An `actionable:disable` comment names an unknown rule or gives no reason."
        case .unusedSuppression: "An `actionable:disable` comment silenced nothing."
        }
    }
}
