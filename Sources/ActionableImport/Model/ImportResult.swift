/// What an importer found: the categories in source order, the problems, and the files read.
public struct ImportResult: Sendable, Hashable {
    public var categories: [ImportedCategory]
    public var diagnostics: [ImportDiagnostic]
    /// The files read, in the order read.
    public var files: [String]

    public init(categories: [ImportedCategory] = [], diagnostics: [ImportDiagnostic] = [], files: [String] = []) {
        self.categories = categories
        self.diagnostics = diagnostics
        self.files = files
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Every note of every category and action, in output order.
    public var notes: [ImportNote] {
        categories.flatMap { category in category.notes + category.actions.flatMap(\.notes) }
    }
}
