import ActionableYAML

/// Loads category files into a validated ``CategoryRegistry`` and every ``Diagnostic`` found on the way.
///
/// Data flows once, forward: bytes → located YAML events → models with their locations (and what the decoder could
/// not decode) → the rules' findings → registry. Files are read, decoded and judged in parallel; checks that span files (duplicate categories, missing translations) run once
/// at the end, in path order, so results never depend on scheduling.
public struct CategoryLoader: Sendable {
    /// Limits on what is read, and the configuration applied to the findings.
    public struct Options: Sendable {
        /// Files larger than this are reported as `file-too-large` and not read. Real category files are a few
        /// kilobytes; the limit keeps a stray 50 MB file from costing memory.
        public var maxFileSize: Int
        /// The deepest nesting of mappings and lists read (`nesting-too-deep` past it); a category file needs 6.
        public var maxNestingDepth: Int
        /// How many anchors, aliases and merge keys are reported one by one per file; the rest are counted in one.
        public var maxAliasProblems: Int
        /// Rules turned off or given another severity, and paths excluded (`.actionable.yml`). Applied once, after
        /// every check and every inline suppression, before anything is reported; its `deploymentTarget` is given
        /// to the rules, which judge version-dependent advice by it.
        public var configuration: Configuration
        /// Whether the registry keeps every model (the default). `false` is for a load that is only reported, as
        /// `actionable validate` does: each file's categories keep their actions only where a check across files
        /// reads them (see `DecodedFile.dropUnreadModels()`), and the registry holds the rest as categories without
        /// actions. The diagnostics and counts are the same.
        package var keepsModels = true

        /// Options with the given limits (8 MiB, 64 levels, 20 alias problems by default) and configuration (by
        /// default every rule at its own severity, nothing excluded).
        public init(
            maxFileSize: Int = 8 << 20,
            maxNestingDepth: Int = 64,
            maxAliasProblems: Int = 20,
            configuration: Configuration = Configuration()
        ) {
            self.maxFileSize = maxFileSize
            self.maxNestingDepth = maxNestingDepth
            self.maxAliasProblems = maxAliasProblems
            self.configuration = configuration
        }
    }

    /// The limits and configuration every load uses.
    public var options: Options

    /// A loader with `options`; the defaults suit real category files.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The category files `paths` name: files as given, directories searched recursively for `*.yaml` and `*.yml`,
    /// without the files `configuration` excludes (a file named explicitly is always read).
    /// - Throws: ``LoadError`` for a path that is missing or unreadable, or a directory with no category file.
    public static func categoryFiles(
        in paths: [String], configuration: Configuration = Configuration()
    ) throws(LoadError) -> [String] {
        var files: [String] = []
        for path in paths {
            switch SourceFile.kind(of: path) {
            case .file:
                files.append(path)
            case .directory:
                let found = try SourceFile.categoryFiles(in: path)
                guard !found.isEmpty else { throw LoadError.noCategoryFiles(path: path) }
                files.append(contentsOf: found.filter { !configuration.isExcluded($0) })
            case .missing:
                throw LoadError.notFound(path: path)
            case .other(let reason):
                throw LoadError.unreadable(path: path, reason: reason)
            }
        }
        // The same file named twice (`Categories` and `./Categories`, a link) is read once; the first spelling is kept.
        var seen = Set<String>()
        return files.filter { seen.insert(SourceFile.canonicalPath($0)).inserted }.sorted()
    }

    /// Loads every category file under `paths`.
    /// - Throws: ``LoadError`` when a path is missing or a file cannot be read; problems inside files are
    ///   diagnostics, never errors.
    public func load(paths: [String]) async throws(LoadError) -> LoadResult {
        let files = try Self.categoryFiles(in: paths, configuration: options.configuration)
        // One worker per core pulls the next file from a shared counter: a task per file costs more than it
        // saves, and a counter keeps a large file from leaving a core idle.
        let workers = min(files.count, ProcessorCount.online)
        let queue = WorkQueue(count: files.count)
        // Whether a file names a localization key: the key check then reads every text of the registry, so no
        // file decoded after that drops its models (and of those dropped before, the ones a written key can name are
        // decoded again, below).
        let keysSeen = LockedValue(false)
        let decoded = await withTaskGroup(of: [(Int, FileOutcome)].self) { group in
            for _ in 0..<workers {
                group.addTask { [self] in
                    var done: [(Int, FileOutcome)] = []
                    while let index = queue.next() {
                        var outcome = outcome(ofFile: files[index])
                        if !options.keepsModels, case .decoded(var part) = outcome {
                            if part.hasLocalizationKey {
                                keysSeen.withLock { $0 = true }
                            } else if !keysSeen.withLock({ $0 }) {
                                part.dropUnreadModels()
                                outcome = .decoded(part)
                            }
                        }
                        done.append((index, outcome))
                    }
                    return done
                }
            }
            var results = [FileOutcome?](repeating: nil, count: files.count)
            for await batch in group {
                for (index, outcome) in batch { results[index] = outcome }
            }
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
        if parts.contains(where: \.hasLocalizationKey) {
            // A file with a written key was decoded after files that dropped their models, and the key check then
            // reads every text. A category that dropped its actions has no dot in its identifier or its actions',
            // so each key derived from its texts starts with its identifier and a dot: only a written key that
            // starts so can share one with them. The files of those categories are decoded again (rare: a key
            // written for another file's text), the rest keep what they kept.
            let named = Self.keyPrefixes(in: parts)
            for index in parts.indices
            where parts[index].droppedModels
                && parts[index].categories.contains(where: { named.contains($0.identifier) })
            {
                switch outcome(ofFile: files[index]) {
                case .decoded(let part): parts[index] = part
                case .failed(let error): throw error
                }
            }
        }
        // The key check, the longest of the registry-wide checks, runs beside the others on the second core: the
        // workers are done, and it reads only the joined models.
        var joined = join(parts)
        let (categories, dotted, keyed) = (joined.categories, joined.dotted, joined.keyed)
        async let keyConflicts = Self.keyConflicts(in: categories, dotted: dotted, keyed: keyed)
        joined.checkTranslations()
        return finish(joined, keyConflicts: await keyConflicts, parts: parts, files: files)
    }

    /// The text before the first `.` of each written localization key of `parts`.
    private static func keyPrefixes(in parts: [DecodedFile]) -> Set<String> {
        var prefixes = Set<String>()
        for part in parts where part.hasLocalizationKey {
            for category in part.categories {
                category.forEachText { _, _, text in
                    guard let key = text.localizationKey else { return }
                    // Split at the byte, as the derived key is joined: a `.` stays a `.` in every normalization.
                    let utf8 = key.utf8
                    let end = utf8.firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
                    prefixes.insert(String(Substring(utf8[..<end])))
                }
            }
        }
        return prefixes
    }

    private func outcome(ofFile file: String) -> FileOutcome {
        switch SourceFile.contents(of: file, maxSize: options.maxFileSize) {
        case .bytes(let bytes): .decoded(decodeFile(bytes, file: file))
        case .tooLarge(let size): .decoded(tooLarge(file: file, size: size))
        case .failed(let reason): .failed(.unreadable(path: file, reason: reason))
        }
    }

    /// Loads one file already in memory; `file` names it in diagnostics.
    public func load(bytes: [UInt8], file: String) -> LoadResult {
        let part =
            bytes.count > options.maxFileSize ? tooLarge(file: file, size: bytes.count) : decodeFile(bytes, file: file)
        var joined = join([part])
        let keyConflicts = Self.keyConflicts(in: joined.categories, dotted: joined.dotted, keyed: joined.keyed)
        joined.checkTranslations()
        return finish(joined, keyConflicts: keyConflicts, parts: [part], files: [file])
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
        var hasLocalizedText = false
        var hasLocalizationKey = false
        /// Whether an identifier of `categories` has a dot (see ``LocalizationKeyConflictRule``).
        var hasDottedIdentifier = false
        var app: AppDeclaration?
        /// The file's inline suppressions, and the lines of its categories and actions they may cover.
        var suppressions: [Suppression] = []
        var spans: [ClosedRange<Int>] = []
        var retiredCategories: [RetiredIdentifier] = []
        /// What the file declares, invalid categories and actions included (for the summary's counts).
        var declaredCategories = 0
        var declaredActions = 0
        /// Whether ``dropUnreadModels()`` replaced categories by ones without actions.
        var droppedModels = false

        /// Replaces each category no check across files reads in full by the same category without its actions
        /// and rarely written settings (for a load that is only reported; see ``Options/keepsModels``). What
        /// stays in every category is what the duplicate, retired-category and entitlement checks read: the
        /// identifier, the locations, the interruption level. Kept whole: every category of a file with a text
        /// per locale (the translation check reads them all), and a category with a dot in its identifier or an
        /// action's (the key check reads their texts). Only for a file that writes no localization key: with one,
        /// the key check reads every text of the registry.
        mutating func dropUnreadModels() {
            guard !hasLocalizedText, !hasLocalizationKey else { return }
            func dotted(_ identifier: String) -> Bool { identifier.isDotted }
            for index in categories.indices {
                let category = categories[index]
                if hasDottedIdentifier,
                    dotted(category.identifier) || category.actions.contains(where: { dotted($0.identifier) })
                {
                    continue
                }
                categories[index] = category.withoutActions
            }
            droppedModels = true
        }
    }

    func decodeFile(_ bytes: [UInt8], file: String) -> DecodedFile {
        bytes.withUnsafeBufferPointer { buffer in
            var decoder = CategoryFileDecoder(stream: YAMLEventStream(buffer, file: file, limits: options.yamlLimits))
            decoder.decode()
            var sink = decoder.sink
            var found: [Diagnostic] = []
            var subject = decoder.decoded
            subject.deploymentTarget = options.configuration.deploymentTarget
            subject.targetsWeb = options.configuration.targetsWeb
            subject.androidMinSDK = options.configuration.androidMinSDK
            // Reported as they come, so a file with many categories never holds all their findings at once.
            func flush() {
                for diagnostic in found { sink.report(diagnostic) }
                found.removeAll(keepingCapacity: true)
            }
            for rule in RuleCatalog.fileRules { rule.check(subject, into: &found) }
            flush()
            for category in subject.categories {
                for rule in RuleCatalog.categoryRules { rule.check(category, into: &found) }
                flush()
            }
            // Comments are not YAML events: the suppressions come from the bytes (a `#` scan, cheap when none).
            let (suppressions, problems) = Suppression.scan(buffer, file: file)
            var diagnostics = sink.finished(file: file)
            if !problems.isEmpty {
                diagnostics += problems
                diagnostics.sort()
            }
            return DecodedFile(
                categories: decoder.categories,
                diagnostics: diagnostics,
                hasLocalizedText: decoder.hasLocalizedText,
                hasLocalizationKey: decoder.hasLocalizationKey,
                hasDottedIdentifier: Self.hasDottedIdentifier(decoder.categories),
                app: subject.app,
                suppressions: suppressions,
                spans: suppressions.isEmpty ? [] : decoder.spans,
                retiredCategories: subject.retiredCategories,
                declaredCategories: subject.categories.count,
                declaredActions: subject.categories.reduce(0) { $0 + $1.actions.count }
            )
        }
    }

    private func tooLarge(file: String, size: Int) -> DecodedFile {
        DecodedFile(
            categories: [],
            diagnostics: [FileTooLargeRule.diagnostic(file: file, size: size, limit: options.maxFileSize)])
    }

    /// The files' categories joined in path order, with what the registry-wide checks read.
    private struct Joined {
        var diagnostics: [Diagnostic] = []
        var findings = RegistryFindings()
        var categories: [NotificationCategory] = []
        var index: IdentifierTable
        // The registry-wide checks visit only the categories that can give them something, collected while each
        // category is at hand: a pass over every model of a large registry is mostly waiting for memory.
        var localized: [Int] = []
        var dotted: [Int] = []
        var entitled: [Int] = []
        /// Whether a file names a localization key.
        var keyed = false

        /// Only a file with a text given per locale has one.
        mutating func checkTranslations() {
            if !localized.isEmpty {
                MissingTranslationRule.check(categories, at: localized, into: &findings)
            }
        }
    }

    /// Joins files in path order: drops (and reports) categories declared twice.
    private func join(_ parts: [DecodedFile]) -> Joined {
        // Each part's diagnostics are sorted by its worker and files come in path order, so appending keeps the
        // whole list sorted; only the findings made here need a final sort. They are bounded per file like the rest.
        let count = parts.reduce(0) { $0 + $1.categories.count }
        var joined = Joined(index: IdentifierTable(capacity: count))
        joined.diagnostics.reserveCapacity(parts.reduce(0) { $0 + $1.diagnostics.count })
        joined.categories.reserveCapacity(count)
        for part in parts {
            joined.diagnostics.append(contentsOf: part.diagnostics)
            joined.keyed = joined.keyed || part.hasLocalizationKey
            for category in part.categories {
                let position = joined.categories.count
                // One hash per category: appended and inserted at once, and taken off again in the rare case of a
                // duplicate (the table then keeps the first).
                joined.categories.append(category)
                if let first = joined.index.insert(position, in: joined.categories) {
                    joined.categories.removeLast()
                    let earlier = joined.categories[first]
                    let firstPlace = earlier.valueLocations[.identifier] ?? earlier.location
                    let place = category.valueLocations[.identifier] ?? category.location
                    joined.findings.report(
                        DuplicateCategoryRule.diagnostic(category.identifier, first: firstPlace, at: place))
                    continue
                }
                if part.hasLocalizedText { joined.localized.append(position) }
                if part.hasDottedIdentifier { joined.dotted.append(position) }
                if category.interruptionLevel.requiredEntitlement != nil { joined.entitled.append(position) }
            }
        }
        return joined
    }

    /// Texts that share a localization key, found apart from the other findings (`finish` reports them after the translation check's).
    private static func keyConflicts(
        in categories: [NotificationCategory], dotted: [Int], keyed: Bool
    ) -> RegistryFindings {
        var findings = RegistryFindings()
        // Derived keys of identifiers without a dot cannot collide (categories are unique, actions unique in their
        // category, and the roles differ), so only written keys or a dotted identifier need the pass; without
        // written keys, only the texts of dotted identifiers can share a key (see LocalizationKeyConflictRule.check).
        if keyed {
            LocalizationKeyConflictRule.check(categories, at: categories.indices, onlyDotted: false, into: &findings)
        } else if !dotted.isEmpty {
            LocalizationKeyConflictRule.check(categories, at: dotted, onlyDotted: true, into: &findings)
        }
        return findings
    }

    /// The rest of the registry-wide checks, after the translation check, with the key check's findings reported
    /// after the translation check's, as when one ran after the other.
    private func finish(
        _ joined: Joined, keyConflicts: RegistryFindings, parts: [DecodedFile], files: [String]
    ) -> LoadResult {
        var findings = joined.findings
        var diagnostics = joined.diagnostics
        let categories = joined.categories
        let index = joined.index
        findings.append(keyConflicts)
        let retired = RetiredReusedRule.checkRetiredCategories(
            parts.lazy.map(\.retiredCategories), categories: categories, index: index, into: &findings)
        let app = DuplicateAppRule.firstApp(of: parts.lazy.compactMap(\.app), into: &findings)
        MissingEntitlementRule.check(joined.entitled.lazy.map { categories[$0] }, app: app, into: &findings)
        let registryDiagnostics = findings.finished()
        if !registryDiagnostics.isEmpty {
            diagnostics.append(contentsOf: registryDiagnostics)
            diagnostics.sort()
        }
        var suppressions = SuppressionIndex()
        for (index, part) in parts.enumerated() where !part.suppressions.isEmpty {
            suppressions.files[files[index]] = .init(suppressions: part.suppressions, spans: part.spans)
        }
        var result = LoadResult(
            files: files,
            registry: CategoryRegistry(categories: categories, index: index, retiredCategories: retired),
            diagnostics: Self.resolve(diagnostics, suppressions: suppressions, configuration: options.configuration),
            app: app)
        result.suppressions = suppressions
        result.declaredCategories = parts.reduce(0) { $0 + $1.declaredCategories }
        result.declaredActions = parts.reduce(0) { $0 + $1.declaredActions }
        return result
    }

    /// Suppressions and configuration, resolved once over every finding (SwiftLint resolves its rules the same
    /// way): each file's inline suppressions drop what they silence and report what they did not use; then the
    /// configuration turns rules off or changes their severity.
    static func resolve(
        _ diagnostics: [Diagnostic], suppressions: SuppressionIndex, configuration: Configuration
    ) -> [Diagnostic] {
        guard !suppressions.isEmpty || configuration.changesRules else { return diagnostics }
        return configuration.apply(to: suppressions.apply(to: diagnostics, for: .validate)).sorted()
    }

    static func hasDottedIdentifier(_ categories: [NotificationCategory]) -> Bool {
        func dotted(_ identifier: String) -> Bool { identifier.isDotted }
        return categories.contains { category in
            dotted(category.identifier) || category.actions.contains { dotted($0.identifier) }
        }
    }
}

extension CategoryLoader.Options {
    var yamlLimits: YAMLLimits {
        YAMLLimits(maxDepth: maxNestingDepth, maxAliasProblems: maxAliasProblems)
    }
}
