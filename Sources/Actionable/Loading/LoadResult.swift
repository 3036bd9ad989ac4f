/// Everything one load produced: the files read, the registry of valid categories and every diagnostic.
public struct LoadResult: Sendable {
    /// The files read, sorted by path.
    public let files: [String]
    /// The categories that loaded, without duplicates. When ``hasErrors`` is true it is partial: categories with
    /// errors in their identifier, and actions without identifier or title, are missing.
    public let registry: CategoryRegistry
    /// Every finding, sorted by file, line and column.
    public let diagnostics: [Diagnostic]
    /// What the app file declares (entitlements, App Clip experiences); ``AppDeclaration/none`` without one.
    public let app: AppDeclaration
    /// Each file's inline suppressions and the line spans they may cover, kept for findings made after the load
    /// (`actionable diff`).
    var suppressions = SuppressionIndex()
    /// How many categories the files declare, those with errors and duplicates included: what summaries count,
    /// so a category with an invalid identifier reads as a problem, not as a category silently lost.
    public internal(set) var declaredCategories: Int
    /// How many actions the declared categories have, those with errors included.
    public internal(set) var declaredActions: Int

    /// A result of the given parts; its declared category and action counts are the registry's. Loads are made by
    /// ``CategoryLoader``.
    public init(files: [String], registry: CategoryRegistry, diagnostics: [Diagnostic], app: AppDeclaration = .none) {
        self.files = files
        self.registry = registry
        self.diagnostics = diagnostics
        self.app = app
        declaredCategories = registry.categories.count
        declaredActions = registry.actionCount
    }

    /// How many diagnostics are errors.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// How many diagnostics are warnings.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The registry, or an error that lists every problem when any diagnostic is an error (or a warning, with
    /// `strict`). Services call this at start-up so they never run with a half-valid registry.
    public func validRegistry(strict: Bool = false) throws(ValidationFailure) -> CategoryRegistry {
        let failing = diagnostics.filter { $0.severity == .error || (strict && $0.severity == .warning) }
        guard failing.isEmpty else { throw ValidationFailure(diagnostics: failing) }
        return registry
    }
}

/// Category files did not validate; ``diagnostics`` says where and why.
public struct ValidationFailure: Error, Sendable, CustomStringConvertible {
    /// The diagnostics that failed validation: the errors, and the warnings too when validation was strict.
    public let diagnostics: [Diagnostic]

    public var description: String {
        (["category files did not validate (\(diagnostics.count) problems):"] + diagnostics.map(\.description))
            .joined(separator: "\n")
    }
}

extension LoadResult {
    /// The result with `diagnostics` (such as the configuration file's own) added in order.
    public func adding(_ diagnostics: [Diagnostic]) -> LoadResult {
        guard !diagnostics.isEmpty else { return self }
        var result = LoadResult(
            files: files, registry: registry, diagnostics: (self.diagnostics + diagnostics).sorted(), app: app)
        result.suppressions = suppressions
        result.declaredCategories = declaredCategories
        result.declaredActions = declaredActions
        return result
    }

    /// `findings` made after the load about these files (`actionable diff`), with the files' inline suppressions
    /// of those rules and `configuration` applied; a suppression of a diff rule that silenced nothing is a note.
    public func resolving(_ findings: [Diagnostic], configuration: Configuration) -> [Diagnostic] {
        configuration.apply(to: suppressions.apply(to: findings, for: .diff)).sorted()
    }
}
