public import ActionableYAML

/// Loads category files into a validated ``CategoryRegistry`` and every ``Diagnostic`` found on the way.
///
/// Data flows once, forward: bytes → YAML nodes (with locations) → models and diagnostics → registry. Files are
/// read and decoded in parallel; checks that span files (duplicate categories, missing translations) run once
/// at the end, in path order, so results never depend on scheduling.
public struct CategoryLoader: Sendable {
    public struct Options: Sendable {
        /// Files larger than this are reported as `file-too-large` and not read. Real category files are a few
        /// kilobytes; the limit keeps a stray 50 MB file from costing memory.
        public var maxFileSize: Int
        /// Bounds for the YAML reader.
        public var yamlLimits: YAMLReader.Limits
        /// The checks run over every category.
        public var rules: [ValidationRule]

        public init(
            maxFileSize: Int = 8 << 20,
            yamlLimits: YAMLReader.Limits = YAMLReader.Limits(),
            rules: [ValidationRule] = ValidationRule.all
        ) {
            self.maxFileSize = maxFileSize
            self.yamlLimits = yamlLimits
            self.rules = rules
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The category files `paths` name: files as given, directories searched recursively for `*.yaml` and `*.yml`.
    /// - Throws: ``LoadError`` for a path that is missing or unreadable, or a directory with no category file.
    public static func categoryFiles(in paths: [String]) throws(LoadError) -> [String] {
        var files: [String] = []
        for path in paths {
            switch SourceFile.kind(of: path) {
            case .file:
                files.append(path)
            case .directory:
                let found = try SourceFile.categoryFiles(in: path)
                guard !found.isEmpty else { throw LoadError.noCategoryFiles(path: path) }
                files.append(contentsOf: found)
            case .missing:
                throw LoadError.notFound(path: path)
            case .other:
                throw LoadError.unreadable(path: path, reason: "not a regular file or directory")
            }
        }
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// Loads every category file under `paths`.
    /// - Throws: ``LoadError`` when a path is missing or a file cannot be read; problems inside files are
    ///   diagnostics, never errors.
    public func load(paths: [String]) async throws(LoadError) -> LoadResult {
        let files = try Self.categoryFiles(in: paths)
        let maxSize = options.maxFileSize
        let decoded = await withTaskGroup(of: (Int, FileOutcome).self) { group in
            for (index, file) in files.enumerated() {
                group.addTask { [self] in
                    switch SourceFile.read(file, maxSize: maxSize) {
                    case .bytes(let bytes):
                        return (index, .decoded(decodeFile(bytes, file: file)))
                    case .tooLarge(let size):
                        return (index, .decoded(tooLarge(file: file, size: size)))
                    case .failed(let reason):
                        return (index, .failed(.unreadable(path: file, reason: reason)))
                    }
                }
            }
            var results = [FileOutcome?](repeating: nil, count: files.count)
            for await (index, outcome) in group { results[index] = outcome }
            return results
        }
        var parts: [DecodedFile] = []
        parts.reserveCapacity(files.count)
        for outcome in decoded {
            switch outcome {
            case .decoded(let part): parts.append(part)
            case .failed(let error): throw error
            case nil: continue
            }
        }
        return combine(parts, files: files)
    }

    /// Loads one file already in memory; `file` names it in diagnostics.
    public func load(bytes: [UInt8], file: String) -> LoadResult {
        let part = bytes.count > options.maxFileSize ? tooLarge(file: file, size: bytes.count) : decodeFile(bytes, file: file)
        return combine([part], files: [file])
    }

    /// Loads one file's text; `file` names it in diagnostics.
    public func load(yaml: String, file: String = "<memory>") -> LoadResult {
        load(bytes: Array(yaml.utf8), file: file)
    }

    // MARK: - Steps

    private enum FileOutcome: Sendable {
        case decoded(DecodedFile)
        case failed(LoadError)
    }

    struct DecodedFile: Sendable {
        var categories: [NotificationCategory]
        var diagnostics: [Diagnostic]
    }

    func decodeFile(_ bytes: [UInt8], file: String) -> DecodedFile {
        let read = YAMLReader(limits: options.yamlLimits).read(bytes, file: file)
        var decoder = CategoryFileDecoder()
        decoder.decode(read, file: file)
        var diagnostics = decoder.diagnostics
        for category in decoder.categories {
            for rule in options.rules { rule(category, into: &diagnostics) }
        }
        return DecodedFile(categories: decoder.categories, diagnostics: diagnostics)
    }

    private func tooLarge(file: String, size: Int) -> DecodedFile {
        DecodedFile(categories: [], diagnostics: [Diagnostic(
            code: .fileTooLarge,
            message: "the file is \(size) bytes, over the limit of \(options.maxFileSize) bytes, and was not read; split it into several files",
            location: SourceLocation(file: file, line: 1, column: 1)
        )])
    }

    /// Joins files in path order: drops (and reports) categories declared twice, then checks translations
    /// across the whole registry.
    private func combine(_ parts: [DecodedFile], files: [String]) -> LoadResult {
        var diagnostics: [Diagnostic] = []
        var categories: [NotificationCategory] = []
        var firstPlace: [String: SourceLocation] = [:]
        for part in parts {
            diagnostics.append(contentsOf: part.diagnostics)
            for category in part.categories {
                let place = category.valueLocations["identifier"] ?? category.location
                if let first = firstPlace[category.identifier] {
                    diagnostics.append(Diagnostic(
                        code: .duplicateCategory,
                        message: "category '\(category.identifier)' is declared twice: here and at \(first); iOS keeps only one, so rename or remove one of them",
                        location: place
                    ))
                    continue
                }
                firstPlace[category.identifier] = place
                categories.append(category)
            }
        }
        Self.checkTranslations(categories, into: &diagnostics)
        diagnostics.sort()
        return LoadResult(files: files, registry: CategoryRegistry(uniqueCategories: categories), diagnostics: diagnostics)
    }

    /// `missing-translation`: every localized text should name every locale some localized text of the registry
    /// names. Single strings are meant for every locale and are not checked.
    static func checkTranslations(_ categories: [NotificationCategory], into diagnostics: inout [Diagnostic]) {
        var allLocales: [String] = []
        var known = Set<String>()
        for category in categories {
            for text in category.localizedTexts where text.isLocalized {
                for locale in text.locales where known.insert(locale.lowercased()).inserted {
                    allLocales.append(locale)
                }
            }
        }
        guard allLocales.count > 1 else { return }
        for category in categories {
            for text in category.localizedTexts where text.isLocalized {
                let present = Set(text.locales.map { $0.lowercased() })
                let missing = allLocales.filter { !present.contains($0.lowercased()) }
                guard !missing.isEmpty else { continue }
                let list = missing.map { "'\($0)'" }.joined(separator: ", ")
                diagnostics.append(Diagnostic(
                    code: .missingTranslation,
                    message: "this text in category '\(category.identifier)' has no \(list) translation, which other texts of the registry have; add \(missing.map { "\($0): …" }.joined(separator: ", ")) (people using \(missing.count == 1 ? "that language" : "those languages") see '\(text.defaultValue)' instead)",
                    location: text.location
                ))
            }
        }
    }
}
