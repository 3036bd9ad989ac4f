/// A problem with the input as a whole, reported as `file:line:column: error: message [code]` like every other
/// command's diagnostics: a file that does not parse, a category built entirely at run time, an identifier defined
/// twice.
public struct ImportDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// `error`: not imported, and the command fails; `warning`: imported with a doubt; `note`: for information.
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

    /// How serious the problem is.
    public var severity: Severity
    /// What went wrong, as a stable identifier.
    public var code: Code
    /// What was found and what to do about it.
    public var message: String
    /// Where in the source the problem is.
    public var location: ImportLocation

    /// A diagnostic of `severity` and `code` at `location`, saying `message`.
    public init(_ severity: Severity, _ code: Code, _ message: String, at location: ImportLocation) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(severity.rawValue): \(message) [\(code.rawValue)]" }
}
