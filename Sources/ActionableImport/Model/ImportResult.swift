/// What an importer found: the categories in source order, the problems, and the files read.
public struct ImportResult: Sendable, Hashable {
    /// The categories found, in source order.
    public var categories: [ImportedCategory]
    /// The problems with the input as a whole.
    public var diagnostics: [ImportDiagnostic]
    /// The files read, in the order read.
    public var files: [String]
    /// Every place the readers saw that builds or registers categories (``accountingForSites()``).
    public var sites: [ImportSite] = []
    /// Notes that belong to no category: a site the output does not otherwise account for.
    public var looseNotes: [ImportNote] = []

    /// A result with `categories`, `diagnostics` and `files`, and no sites or loose notes yet.
    public init(categories: [ImportedCategory] = [], diagnostics: [ImportDiagnostic] = [], files: [String] = []) {
        self.categories = categories
        self.diagnostics = diagnostics
        self.files = files
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Every note of every category and action, in output order, then the notes that belong to no category.
    public var notes: [ImportNote] {
        categories.flatMap { category in category.notes + category.actions.flatMap(\.notes) } + looseNotes
    }
}
