import ActionableYAML

extension Configuration {
    /// The largest configuration file read: a real one is a few hundred bytes, and a bound keeps a file generated
    /// by mistake (or written to hurt) from costing time and memory.
    public static let maxFileSize = 1 << 20

    /// The nearest `.actionable.yml` at or above `path`: in `path` itself when it is a directory, otherwise in its
    /// directory, then in each directory above, up to the file system's root. Returns the absolute path found.
    ///
    /// The walk is lexical (`..` removes a component, symbolic links are not resolved), as for `excluded`, so the
    /// configuration that applies to a path is the one a reader of the path expects.
    public static func find(from path: String) -> String? {
        let path = path.isEmpty ? "." : path
        var currentDirectory = PathName.CurrentDirectory()
        var components = PathName.standardized(path, current: &currentDirectory)
        if case .directory = SourceFile.kind(of: path) {
            // Start in the directory itself.
        } else if !components.isEmpty {
            components.removeLast()
        }
        while true {
            let directory = PathName.joined(components)
            let candidate = directory == "/" ? "/" + fileName : directory + "/" + fileName
            if case .file = SourceFile.kind(of: candidate) { return candidate }
            if components.isEmpty { return nil }
            components.removeLast()
        }
    }

    /// Reads the configuration at `file`; `excluded` patterns are relative to the file's directory.
    ///
    /// Every problem is an `invalid-configuration` diagnostic, never a thrown error: the caller reports them with
    /// the other findings, and validation goes on with what could be read (the default where nothing could).
    public static func load(file: String) -> (Configuration, [Diagnostic]) {
        let directory = PathName.directory(of: file)
        switch SourceFile.contents(of: file, maxSize: maxFileSize) {
        case .bytes(let bytes):
            return parse(bytes: bytes, file: file, directory: directory)
        case .tooLarge(let size):
            return (base(file: file, directory: directory), [tooLarge(size: size, file: file)])
        case .failed(let reason):
            return (
                base(file: file, directory: directory),
                [
                    Diagnostic(
                        code: .invalidConfiguration,
                        message:
                            "cannot read the configuration file: \(reason.forMessage); check that it exists and is readable",
                        location: SourceLocation(file: file, line: 1, column: 1)
                    )
                ]
            )
        }
    }

    /// Reads a configuration from `bytes`, naming `file` in locations; `excluded` patterns are relative to
    /// `directory`.
    public static func parse(bytes: [UInt8], file: String, directory: String) -> (Configuration, [Diagnostic]) {
        let configuration = base(file: file, directory: directory)
        guard bytes.count <= maxFileSize else { return (configuration, [tooLarge(size: bytes.count, file: file)]) }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = ConfigurationReader(
                stream: YAMLEventStream(buffer, file: file, limits: YAMLLimits()), base: configuration)
            reader.read()
            return (reader.configuration, reader.diagnostics)
        }
    }

    private static func base(file: String, directory: String) -> Configuration {
        var configuration = Configuration()
        configuration.file = file
        configuration.directory = directory
        return configuration
    }

    private static func tooLarge(size: Int, file: String) -> Diagnostic {
        Diagnostic(
            code: .invalidConfiguration,
            message:
                "the configuration file is \(size) bytes, more than the \(maxFileSize) bytes (1 MiB) it may have, so it was not read; a configuration needs a few lines",
            location: SourceLocation(file: file, line: 1, column: 1)
        )
    }
}

/// Reads `.actionable.yml` straight from YAML events with the same steps as ``CategoryFileDecoder``
/// (``YAMLEventStream/nextKey(from:)``, ``KeyTracker``, ``FirstSeen``): every problem is reported with its
/// location, a bad entry is skipped, and the rest is still read.
struct ConfigurationReader: ~Copyable {
    /// At most this many problems are listed; the rest are counted in one more.
    static let limit = 100

    private(set) var configuration: Configuration
    private var stream: YAMLEventStream
    private var event: YAMLEvent
    private let file: String
    /// The file's name as messages show it: `.actionable.yml` unless the caller named another file.
    private let name: String
    /// The problems so far, in a box so that reporting needs no exclusive access to the reader and messages can
    /// be built lazily from its state (only for the problems that are listed).
    private let box = Problems()

    private final class Problems {
        var listed: [Diagnostic] = []
        var unlisted = 0
    }

    init(stream: consuming YAMLEventStream, base: Configuration) {
        file = stream.file
        let last = stream.file.split(separator: "/").last.map(String.init) ?? Configuration.fileName
        name = last.forMessage
        configuration = base
        event = stream.next()
        self.stream = stream
    }

    /// Everything found, sorted by place.
    var diagnostics: [Diagnostic] {
        var result = box.listed
        let unlisted = box.unlisted
        if unlisted > 0 {
            result.append(
                Diagnostic(
                    code: .invalidConfiguration,
                    message:
                        "\(unlisted) more problems in \(name) are not listed after the first \(Self.limit); fix those and validate again",
                    location: SourceLocation(file: file, line: 1, column: 1)
                ))
        }
        result.sort()
        return result
    }

    mutating func read() {
        let base = configuration
        readDocument()
        if stream.failed {
            // What was read before a syntax error may be cut short (half a list of exclusions): the default is
            // safer, and the one problem that matters is libyaml's.
            configuration = base
            box.listed.removeAll()
            box.unlisted = 0
        }
        for problem in stream.finalProblems {
            box.listed.append(
                Diagnostic(code: .invalidConfiguration, message: problem.message, location: problem.location))
        }
    }

    // MARK: - The document

    private mutating func readDocument() {
        checkTag()
        switch event.kind {
        case .finished:
            return  // An empty file, or one libyaml could not read.
        case .scalar where event.resolvedKind == .null:
            advance()  // Only comments, or an explicit `~`: the default.
            return
        case .mappingStart:
            advance()
        default:
            typeMismatch(subject: name, expected: "a mapping with the keys \(Self.keyList)")
            return
        }
        var keys = KeyTracker<ConfigurationKey>()
        while let key = nextKey(owner: name, hint: "keys are \(Self.keyList)") {
            guard let known = ConfigurationKey.allCases.first(where: { $0.name == key.text }) else {
                if let first = keys.unknown.insert(key.text, at: key.location) {
                    duplicate("'\(key.text.forMessage)'", in: name, first: first, at: key.location)
                } else {
                    let names = ConfigurationKey.names
                    report(
                        "unknown key '\(key.text.forMessage)' in \(name).\(Suggestions.didYouMean(key.text, in: names)) Known keys: \(names.joined(separator: ", "))",
                        at: key.location)
                }
                skipNode()
                continue
            }
            if keys.contains(known) {
                duplicate(
                    "'\(key.text.forMessage)'", in: name, first: keys.mark(of: known).location(in: file),
                    at: key.location)
                skipNode()
                continue
            }
            keys.insert(known, at: key.mark)
            switch known {
            case .rules: readRules()
            case .excluded: readExcluded()
            case .deploymentTarget: readDeploymentTarget()
            }
        }
    }

    // MARK: - rules

    /// What one entry of `rules` asks for.
    private enum Setting {
        case off
        case severity(Severity)
    }

    private mutating func readRules() {
        checkTag()
        switch event.kind {
        case .scalar where event.resolvedKind == .null:
            advance()  // `rules:` with every entry commented out.
            return
        case .mappingStart:
            advance()
        default:
            typeMismatch(
                subject: "'rules' in \(name)", expected: "a mapping from rule to severity, such as 'no-actions: off'")
            return
        }
        var seen = FirstSeen()
        while let key = nextKey(owner: "'rules'", hint: "keys are rule identifiers such as 'no-actions'") {
            if let first = seen.insert(key.text, at: key.location) {
                duplicate("rule '\(key.text.forMessage)'", in: "'rules'", first: first, at: key.location)
                skipNode()
                continue
            }
            guard let code = DiagnosticCode(rawValue: key.text) else {
                report(
                    "unknown rule '\(key.text.forMessage)' in \(name).\(Suggestions.didYouMean(key.text, in: DiagnosticCode.allCases.map(\.rawValue))) `actionable rules` lists them",
                    at: key.location)
                skipNode()
                continue
            }
            guard let setting = readSetting(rule: key.text) else { continue }
            if Configuration.protectedRules.contains(code) {
                if case .severity(.error) = setting { continue }
                report(
                    "rule '\(key.text)' cannot be turned off or lowered: it reports mistakes in the configuration and suppressions themselves, which would otherwise go unnoticed; remove this line",
                    at: key.location)
                continue
            }
            switch setting {
            case .off: configuration.disabled.insert(code)
            case .severity(let severity): configuration.severities[code] = severity
            }
        }
    }

    /// The value of one entry of `rules`, or `nil` (reported) when it is not a severity.
    private mutating func readSetting(rule: String) -> Setting? {
        let expected = "write off, note, warning or error"
        guard
            let (kind, value, location) = readScalar(
                subject: "rule '\(rule)'", expected: "a severity (off, note, warning or error)")
        else { return nil }
        switch kind {
        case .bool(false):
            return .off
        case .null:
            report("rule '\(rule)' has no severity in \(name); \(expected)", at: location)
            return nil
        case .bool(true):
            report(
                "'\(value.forMessage)' is not a severity for rule '\(rule)': a rule is on unless it is turned off; write note, warning or error, or remove the line",
                at: location)
            return nil
        default:
            break
        }
        switch value {
        case "off": return .off
        case "note": return .severity(.note)
        case "warning": return .severity(.warning)
        case "error": return .severity(.error)
        default: break
        }
        let suggestion: String
        switch value.lowercased() {
        case "no", "false", "disable", "disabled", "none", "ignore", "ignored", "silent":
            suggestion = " Did you mean 'off'?"
        default:
            suggestion = Suggestions.didYouMean(value, in: Configuration.severityNames)
        }
        report(
            "unknown severity '\(value.forMessage)' for rule '\(rule)'.\(suggestion) Severities: \(Configuration.severityNames.joined(separator: ", "))",
            at: location)
        return nil
    }

    /// The file's keys as messages list them: `'rules', 'excluded' and 'deployment-target'`.
    static let keyList =
        ConfigurationKey.names.dropLast().map { "'\($0)'" }.joined(separator: ", ")
        + " and '\(ConfigurationKey.names.last ?? "")'"

    // MARK: - deployment-target

    private mutating func readDeploymentTarget() {
        checkTag()
        let example = "a mapping from platform to version, such as 'ios: \"15.0\"'"
        switch event.kind {
        case .scalar where event.resolvedKind == .null:
            advance()  // `deployment-target:` with every entry commented out.
            return
        case .mappingStart:
            advance()
        case .scalar:
            // `deployment-target: 15`: which platform is meant is not for the reader to guess.
            typeMismatch(
                subject: "'deployment-target' in \(name)", expected: example,
                hint: "; name the platform, 'deployment-target: {ios: \"\(event.string.forMessage)\"}'")
            return
        default:
            typeMismatch(subject: "'deployment-target' in \(name)", expected: example)
            return
        }
        var versions: [PlatformKey: OSVersion] = [:]
        var seen = FirstSeen()
        let platforms = PlatformKey.names + [Self.webTargetKey, Self.androidTargetKey]
        while let key = nextKey(owner: "'deployment-target'", hint: "keys are \(platforms.joined(separator: ", "))") {
            if let first = seen.insert(key.text, at: key.location) {
                duplicate(
                    "platform '\(key.text.forMessage)'", in: "'deployment-target'", first: first, at: key.location)
                skipNode()
                continue
            }
            if key.text == Self.webTargetKey {
                if let web = readWebTarget() { configuration.targetsWeb = web }
                continue
            }
            if key.text == Self.androidTargetKey {
                if let level = readAndroidTarget() { configuration.androidMinSDK = level }
                continue
            }
            guard let platform = PlatformKey.allCases.first(where: { $0.name == key.text }) else {
                report(
                    "unknown platform '\(key.text.forMessage)' in 'deployment-target'.\(Suggestions.didYouMean(key.text, in: platforms)) Platforms with notification categories: \(platforms.joined(separator: ", ")) (the browsers of 'actionable generate web', the Android app of 'actionable generate android')",
                    at: key.location)
                skipNode()
                continue
            }
            if let version = readVersion(platform: platform) { versions[platform] = version }
        }
        configuration.deploymentTarget = PlatformVersions(versions)
    }

    /// `web`, the one entry of `deployment-target` that is not an OS: browsers have no version a registry could target,
    /// only whether the app shows its notifications there.
    static let webTargetKey = "web"

    /// `deployment-target.web`: `true` or `false`, or `nil` (reported) when it is something else.
    private mutating func readWebTarget() -> Bool? {
        let subject = "'deployment-target.web'"
        let expected = "true or false (whether the notifications are also shown in browsers)"
        guard let (kind, value, location) = readScalar(subject: subject, expected: expected) else { return nil }
        if case .bool(let web) = kind { return web }
        let hint =
            kind == .null
            ? "\(subject) has no value in \(name); write 'web: true' when the site shows these notifications, or remove the line"
            : "'\(value.forMessage)' is not a value for \(subject) in \(name); write \(expected): browsers have no version to target"
        report(hint, at: location)
        return nil
    }

    /// `android`, the entry of `deployment-target` for the Android app: a mapping, because Android's oldest supported
    /// version is an API level (`minSdkVersion`), not an OS version, and more Android settings may follow.
    static let androidTargetKey = "android"
    /// The keys of `deployment-target.android`.
    static let androidKeys = ["min-sdk"]

    /// `deployment-target.android.min-sdk`: an API level, or `nil` (reported) when the entry is not one.
    private mutating func readAndroidTarget() -> Int? {
        checkTag()
        let subject = "'deployment-target.android'"
        let example = "'android: {min-sdk: 24}'"
        let location = here
        switch event.kind {
        case .scalar where event.resolvedKind == .null:
            advance()
            report(
                "\(subject) has no value in \(name); write \(example) (the app's minSdkVersion), or remove the line",
                at: location)
            return nil
        case .mappingStart:
            advance()
        case .scalar:
            // `android: 24`: the level belongs under `min-sdk`, which the message shows with the value written.
            typeMismatch(
                subject: "\(subject) in \(name)", expected: "a mapping with 'min-sdk', the app's minSdkVersion",
                hint: "; write 'android: {min-sdk: \(event.string.forMessage)}'")
            return nil
        default:
            typeMismatch(subject: "\(subject) in \(name)", expected: "a mapping such as \(example)")
            return nil
        }
        var level: Int?
        var wroteLevel = false
        var wroteUnknown = false
        var seen = FirstSeen()
        while let key = nextKey(owner: subject, hint: "the key is 'min-sdk'") {
            if let first = seen.insert(key.text, at: key.location) {
                duplicate("'\(key.text.forMessage)'", in: subject, first: first, at: key.location)
                skipNode()
                continue
            }
            guard key.text == "min-sdk" else {
                report(
                    "unknown key '\(key.text.forMessage)' in \(subject).\(Suggestions.didYouMean(key.text, in: Self.androidKeys)) Known keys: \(Self.androidKeys.joined(separator: ", ")) (the app's minSdkVersion)",
                    at: key.location)
                wroteUnknown = true
                skipNode()
                continue
            }
            wroteLevel = true
            level = readAPILevel()
        }
        // An unknown key is most likely `min-sdk` misspelt, and its finding says so already.
        if !wroteLevel && !wroteUnknown {
            report("\(subject) has no 'min-sdk' in \(name); write \(example) (the app's minSdkVersion)", at: location)
        }
        return level
    }

    /// The API levels `min-sdk` accepts (``AndroidPlatform/supportedMinSDK``).
    static let androidAPILevels = AndroidPlatform.supportedMinSDK

    /// The value of `min-sdk`, or `nil` (reported) when it is not an API level Actionable supports.
    private mutating func readAPILevel() -> Int? {
        let subject = "'deployment-target.android.min-sdk'"
        let range = Self.androidAPILevels
        let expected = "an API level from \(range.lowerBound) to \(range.upperBound), such as 24"
        guard let (kind, value, location) = readScalar(subject: subject, expected: expected) else { return nil }
        switch kind {
        case .integer, .string:
            guard let level = Int(value) else { break }
            if range.contains(level) { return level }
            let why =
                level < range.lowerBound
                ? "the generated code needs API \(range.lowerBound) (Android 7.0): it shows a reply field in the notification and action icons without a version check"
                : "API \(range.upperBound) (Android 16) is the newest level whose API Actionable knows, and no released Android is newer"
            report(
                "\(subject) is \(level) in \(name), outside \(range.lowerBound)...\(range.upperBound): \(why); write the app's minSdkVersion, \(expected)",
                at: location)
            return nil
        case .null:
            report("\(subject) has no value in \(name); write \(expected) (the app's minSdkVersion)", at: location)
            return nil
        default:
            break
        }
        report(
            "'\(value.forMessage)' is not an API level for \(subject) in \(name); write \(expected) (the app's minSdkVersion, a whole number)",
            at: location)
        return nil
    }

    /// The version of one platform of `deployment-target`, or `nil` (reported) when it is not one.
    private mutating func readVersion(platform: PlatformKey) -> OSVersion? {
        let subject = "'deployment-target.\(platform.name)'"
        guard let (kind, value, location) = readScalar(subject: subject, expected: "a version, \(OSVersion.syntax)")
        else { return nil }
        switch kind {
        case .string, .integer, .float:
            if let version = OSVersion(value) { return version }
            report(
                "'\(value.forMessage)' is not a version for \(subject) in \(name); write \(OSVersion.syntax) (the app's oldest supported \(platform.swiftName))",
                at: location)
        case .null:
            report("\(subject) has no version in \(name); write \(OSVersion.syntax), or remove the line", at: location)
        case .bool:
            report(
                "'\(value.forMessage)' is not a version for \(subject) in \(name); write \(OSVersion.syntax)",
                at: location)
        }
        return nil
    }

    // MARK: - excluded

    private mutating func readExcluded() {
        checkTag()
        switch event.kind {
        case .scalar where event.resolvedKind == .null:
            advance()  // `excluded:` with every entry commented out.
            return
        case .sequenceStart:
            advance()
        default:
            typeMismatch(
                subject: "'excluded' in \(name)", expected: "a list of paths and globs, one '- PATH' per line")
            return
        }
        let expected = "a path or a glob such as 'Categories/Legacy'"
        while event.kind != .end && event.kind != .finished {
            checkTag()
            let location = here
            switch event.kind {
            case .scalar:
                switch event.resolvedKind {
                case .null:
                    report("an entry of 'excluded' is empty; write \(expected)", at: location)
                    advance()
                    continue
                case .bool:
                    typeMismatch(
                        subject: "an entry of 'excluded'", expected: expected, hint: "; quote it if it is a path")
                    continue
                default:
                    break
                }
                let pattern = event.string
                advance()
                if pattern.isEmpty {
                    report("an entry of 'excluded' is empty; write \(expected)", at: location)
                    continue
                }
                configuration.excluded.append(PathPattern(pattern))
            case .alias:
                skipNode()  // Reported by the stream.
            default:
                typeMismatch(subject: "an entry of 'excluded'", expected: expected)
            }
        }
        advance()
    }

    /// The current node's resolved kind, text and place, consumed, when it is a scalar; otherwise `nil`, reported
    /// as not `expected` (an alias is reported by the stream) and consumed.
    private mutating func readScalar(
        subject: String, expected: String
    ) -> (kind: ResolvedScalarKind, value: String, location: SourceLocation)? {
        checkTag()
        let location = here
        switch event.kind {
        case .scalar:
            break
        case .alias:
            skipNode()  // Reported by the stream.
            return nil
        default:
            typeMismatch(subject: subject, expected: expected)
            return nil
        }
        let scalar = (event.resolvedKind, event.string, location)
        advance()
        return scalar
    }

    // MARK: - Mappings

    /// Advances to the next key of the mapping being read, with the stream at its value; returns `nil` after
    /// consuming the mapping's end. Keys that are not scalars are reported and skipped with their values.
    private mutating func nextKey(
        owner: String, hint: String
    ) -> (text: String, location: SourceLocation, mark: YAMLMark)? {
        while true {
            switch stream.nextKey(from: &event) {
            case .end:
                return nil
            case .collectionKey(let isMapping, let mark):
                report(
                    "a key in \(owner) is \(isMapping ? "a mapping" : "a list"); \(hint)", at: mark.location(in: file))
                continue
            case .key:
                break
            }
            checkTag()
            let mark = event.mark
            if event.isMergeKey {
                // Reported by the stream.
                advance()
                skipNode()
                continue
            }
            let text = event.string
            advance()
            return (text, mark.location(in: file), mark)
        }
    }

    private func duplicate(
        _ what: String, in owner: String, first: SourceLocation, at location: SourceLocation
    ) {
        report(
            "\(what) appears twice in \(owner) (first at line \(first.line), column \(first.column)); YAML keeps only one, so remove one of them",
            at: location)
    }

    /// Reports the current node as the wrong type and consumes it.
    private mutating func typeMismatch(subject: String, expected: String, hint: String = "") {
        switch event.kind {
        case .alias, .end, .finished:
            skipNode()
            return  // An alias is already reported; the others end the node.
        default:
            break
        }
        let found = event.foundDescription(quote: \.forMessage)
        report("\(subject) expects \(expected), found \(found)\(hint)", at: here)
        skipNode()
    }

    private func checkTag() {
        guard let shown = event.tagAsWritten else { return }
        report("the YAML tag '\(shown.forMessage)' is not supported in \(name); remove the tag", at: here)
    }

    // MARK: - Stream

    private var here: SourceLocation { event.mark.location(in: file) }

    private mutating func advance() {
        event = stream.next()
    }

    /// Consumes the current node, however deep (the stream bounds the depth).
    private mutating func skipNode() {
        event = stream.skip(from: event)
    }

    private func report(_ message: @autoclosure () -> String, at location: SourceLocation) {
        if box.listed.count < Self.limit {
            box.listed.append(Diagnostic(code: .invalidConfiguration, message: message(), location: location))
        } else {
            box.unlisted += 1
        }
    }
}
