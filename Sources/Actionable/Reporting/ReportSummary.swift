/// The counts every report ends with.
public struct ReportSummary: Sendable, Hashable, Codable {
    /// The files read (for `actionable diff`, the new version's).
    public let files: Int
    /// The categories read; from a load (``init(_:)``), every category the files declare, those with errors and
    /// duplicates included.
    public let categories: Int
    /// The actions of those categories; from a load, those with errors included.
    public let actions: Int
    /// The diagnostics that are errors.
    public let errors: Int
    /// The diagnostics that are warnings.
    public let warnings: Int
    /// The payloads checked, for `actionable payload check`; `nil` (and absent from JSON) for `validate`.
    public let payloads: Int?
    /// The categories of the old version, for `actionable diff` (`categories` counts the new one); `nil` otherwise.
    public let comparedCategories: Int?
    /// The delegate methods read, for `actionable-import audit`; `nil` otherwise.
    public let delegateMethods: Int?
    /// What `actionable-import audit` could not follow and left out (listed on standard error); `nil` otherwise.
    public let notFollowed: Int?

    /// A summary with the given counts; the counts of other commands are `nil` unless given.
    public init(
        files: Int, categories: Int, actions: Int, errors: Int, warnings: Int, payloads: Int? = nil,
        comparedCategories: Int? = nil, delegateMethods: Int? = nil, notFollowed: Int? = nil
    ) {
        self.delegateMethods = delegateMethods
        self.notFollowed = notFollowed
        self.files = files
        self.categories = categories
        self.actions = actions
        self.errors = errors
        self.warnings = warnings
        self.payloads = payloads
        self.comparedCategories = comparedCategories
    }

    /// The counts of a load (`actionable validate`): ``LoadResult/declaredCategories`` and
    /// ``LoadResult/declaredActions``, so categories with errors are counted too.
    public init(_ result: LoadResult) {
        self.init(
            files: result.files.count,
            categories: result.declaredCategories,
            actions: result.declaredActions,
            errors: result.errorCount,
            warnings: result.warningCount
        )
    }

    /// The last line of text reports: "Validated 3 files, …" or "Checked 2 payloads against …".
    public var line: String {
        (delegateMethods != nil
            ? "Audited " : comparedCategories != nil ? "Compared " : payloads == nil ? "Validated " : "Checked ")
            + sentence
    }

    /// "3 files, 5 categories, 11 actions", and for an audit the delegate methods and what was not followed.
    private var codeScope: String {
        func count(_ n: Int, _ word: String, _ plural: String? = nil) -> String {
            "\(n) \(n == 1 ? word : plural ?? word + "s")"
        }
        var text =
            "\(count(files, "file")), \(count(categories, "category", "categories")), \(count(actions, "action"))"
        if let delegateMethods { text += ", \(count(delegateMethods, "delegate method"))" }
        if let notFollowed, notFollowed > 0 { text += " (\(count(notFollowed, "place")) not followed)" }
        return text
    }

    /// "3 files, 5 categories, 11 actions: 1 error, 2 warnings." or
    /// "2 payloads against 5 categories: no problems."
    public var sentence: String {
        func count(_ n: Int, _ word: String, _ plural: String? = nil) -> String {
            "\(n) \(n == 1 ? word : plural ?? word + "s")"
        }
        let compared = comparedCategories.map {
            "\(count($0, "category", "categories")) with \(count(categories, "category", "categories"))"
        }
        let scope =
            compared ?? payloads.map {
                "\(count($0, "payload")) against \(count(categories, "category", "categories"))"
            }
            ?? codeScope
        if errors == 0 && warnings == 0 { return "\(scope): no problems." }
        return "\(scope): \(count(errors, "error")), \(count(warnings, "warning"))."
    }
}
