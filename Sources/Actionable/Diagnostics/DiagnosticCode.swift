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
    // What iOS does with it.
    case ignoredSetting = "ignored-setting"
    case tooManyActions = "too-many-actions"
    case longTitle = "long-title"
    case noActions = "no-actions"
    case missingTranslation = "missing-translation"
    case deprecatedOption = "deprecated-option"

    /// The severity findings of this kind have.
    public var severity: Severity {
        switch self {
        case .emptyFile, .ignoredSetting, .tooManyActions, .longTitle, .noActions, .missingTranslation,
            .deprecatedOption:
            .warning
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
        case .ignoredSetting: "A setting iOS ignores, such as `authentication-required: false` on a foreground action."
        case .tooManyActions: "More actions than iOS shows: banners show 2, the expanded view 4."
        case .longTitle: "A title longer than iOS shows without truncation."
        case .noActions: "A category without actions shows no buttons."
        case .missingTranslation: "A text lacks a locale that other texts of the registry provide."
        case .deprecatedOption: "An option iOS no longer honours (`allow-announcement`, since iOS 15)."
        }
    }
}
