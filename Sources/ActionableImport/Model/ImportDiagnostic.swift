/// A problem with the input as a whole, reported as `file:line:column: error: message [code]` like every other
/// command's diagnostics: a file that does not parse, a category built entirely at run time, an identifier defined
/// twice.
public struct ImportDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    /// What went wrong, as a stable identifier (JSON and GitHub output, tests).
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// The file is not valid Swift / Objective-C / plist / strings.
        case doesNotParse = "does-not-parse"
        /// A category whose identifier the source computes at run time.
        case categoryAtRunTime = "category-at-run-time"
        /// An action whose identifier the source computes at run time.
        case actionAtRunTime = "action-at-run-time"
        /// A category identifier, or an action identifier within a category, found twice.
        case duplicateIdentifier = "duplicate-identifier"
        /// A localization key none of the strings files has.
        case missingTranslation = "missing-translation"
        /// The Swift interpreter ran out of its step, time or size budget: what it did not reach is listed.
        case budgetExhausted = "budget-exhausted"
        /// The input held no category.
        case noCategories = "no-categories"
    }

    public var severity: Severity
    public var code: Code
    public var message: String
    public var location: ImportLocation

    public init(_ severity: Severity, _ code: Code, _ message: String, at location: ImportLocation) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(severity.rawValue): \(message) [\(code.rawValue)]" }
}
