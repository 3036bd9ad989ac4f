/// Checks APNs payloads against the registry and the app file, with the same diagnostics as category files: a
/// category the app never registered, the size limit, keys Apple does not define, interruption levels above the
/// category's policy or without the entitlement, relevance scores, App Clip routing, the types of every `aps`
/// field, and that the payload is the push its `apns-push-type` says (its headers file, ``PushHeadersFile``).
///
/// A payload is JSON read with its positions, so each finding points at the key or value at fault. The checker
/// reads (syntax, duplicate keys, the types and values of the keys it knows, a missing `aps`) into a
/// `CheckedPayload`; the rest is judged by the `PayloadRule` types of `Rules/`, so, as for category files, each
/// rule's file holds its whole judgment.
public struct PayloadChecker: Sendable {
    /// Payloads larger than this are only measured, not parsed: far beyond any APNs limit, reading them would
    /// only cost time and memory.
    public static let maxParsedSize = 1 << 20

    /// The categories the app registers; a payload's `aps.category` must name one of them.
    public let registry: CategoryRegistry
    /// The app file's declarations: its entitlements (critical alerts, time-sensitive notifications) and App Clip
    /// experiences, which interruption levels, sounds and `target-content-id`s are checked against.
    public let app: AppDeclaration
    /// The oldest OS versions the app supports (the configuration's `deployment-target`), for advice that depends
    /// on them (`deprecated-option`); empty when none is declared.
    public let deploymentTarget: PlatformVersions

    /// A checker for pushes to an app with `registry`'s categories and `app`'s entitlements and experiences.
    public init(
        registry: CategoryRegistry, app: AppDeclaration = .none, deploymentTarget: PlatformVersions = PlatformVersions()
    ) {
        self.registry = registry
        self.app = app
        self.deploymentTarget = deploymentTarget
    }

    /// Checks one payload.
    /// - Parameters:
    ///   - bytes: the payload exactly as it is sent; its size is counted from these bytes.
    ///   - file: names the payload in diagnostics.
    ///   - pushType: how it is sent, which sets the size limit and what the payload must and may hold.
    ///   - headers: the headers it is sent with (``PushHeadersFile``); their `apns-push-type`, when given, is the
    ///     push type it is checked as, and the headers are checked too.
    /// - Returns: every finding, sorted by position.
    public func check(
        _ bytes: [UInt8], file: String, pushType: PushType = .alert, headers: PushHeadersFile? = nil
    ) -> [Diagnostic] {
        var check = Check(checker: self, file: file, pushType: pushType, headers: headers)
        check.run(bytes)
        return check.sink.finished(file: file)
    }

    /// Checks a payload given as text (its UTF-8 bytes are what is measured).
    public func check(json: String, file: String = "<payload>", pushType: PushType = .alert) -> [Diagnostic] {
        check(Array(json.utf8), file: file, pushType: pushType)
    }
}

/// The keys `aps` may hold, from Apple's "Generating a remote notification" (Live Activity keys included).
enum APSKeys {
    static let aps = [
        "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
        "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "stale-date", "content-state",
        "timestamp", "event", "dismissal-date", "attributes-type", "attributes", "input-push-token",
        "input-push-channel", "url-args",
    ]
    static let alert = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args",
    ]
    static let alertLists: Set<String> = ["title-loc-args", "subtitle-loc-args", "loc-args"]
    /// The keys of an alert dictionary that put text on screen; an alert without any has nothing to show.
    static let alertTexts = ["title", "subtitle", "body", "title-loc-key", "subtitle-loc-key", "loc-key"]
    static let sound = ["critical", "name", "volume"]
    /// Apple-defined, ignored since iOS 15: reported as deprecated, not unknown.
    static let summaryArguments: Set<String> = ["summary-arg", "summary-arg-count"]
    /// Apple's legacy alert keys, still written by push libraries: `action-loc-key` (the label of the View
    /// button of iOS 9 and earlier) and `action` (the button label of Safari's website pushes on macOS).
    static let legacyAlert: Set<String> = ["action-loc-key", "action"]
    /// Reported as deprecated, not unknown.
    static let deprecatedAlert = summaryArguments.union(legacyAlert)
    /// The events of a Live Activity push.
    static let liveActivityEvents = ["start", "update", "end"]
    /// A Live Activity alert's `title` or `body` dictionary.
    static let liveActivityText = ["loc-key", "loc-args"]
}

extension PayloadChecker {
    /// One run over one payload: the catalog's ``PayloadSizeRule``s on its bytes, then reading it into a
    /// ``CheckedPayload`` (reporting what does not read), then its ``PayloadRule``s on what was read.
    fileprivate struct Check {
        let checker: PayloadChecker
        private(set) var payload: CheckedPayload
        /// In a box, so reporting needs no exclusive access to the check and messages can be built lazily
        /// from its state (only for diagnostics that are kept).
        private let box = SinkBox()
        var sink: DiagnosticSink { box.sink }

        private final class SinkBox {
            var sink = DiagnosticSink()
        }

        init(checker: PayloadChecker, file: String, pushType: PushType, headers source: PushHeadersFile?) {
            self.checker = checker
            var headers: PushHeaders?
            if let source { headers = PushHeaders.read(source, into: &box.sink) }
            payload = CheckedPayload(file: file, pushType: headers?.pushType ?? pushType, headers: headers)
        }

        mutating func run(_ bytes: [UInt8]) {
            judgeSize(bytes.count)
            guard bytes.count <= PayloadChecker.maxParsedSize else { return }
            read(bytes)
            for rule in RuleCatalog.payloadRules {
                rule.check(payload, against: checker, into: &box.sink)
            }
        }

        func judgeSize(_ size: Int) {
            for rule in RuleCatalog.payloadSizeRules {
                rule.check(size: size, pushType: payload.pushType, file: payload.file, into: &box.sink)
            }
        }

        mutating func read(_ bytes: [UInt8]) {
            let root: JSONNode
            do {
                root = try JSONReader.read(bytes)
            } catch {
                syntaxError(error)
                return
            }
            checkDuplicateKeys(root)
            guard case .object = root.value else {
                report(TypeMismatchRule.notAnObject(found: root.typeName, at: location(root.position)))
                return
            }
            guard let aps = root["aps"] else {
                // PushKit hands a VoIP payload to the app as it is; `aps` is optional there.
                if payload.pushType == .voip { return }
                report(MissingKeyRule.noAPS(at: location(root.position)))
                return
            }
            readAPS(aps)
        }

        // MARK: - aps

        mutating func readAPS(_ aps: JSONNode) {
            guard case .object(let members) = aps.value else {
                report(
                    TypeMismatchRule.json(
                        "aps", expected: "a dictionary", found: aps.typeName, at: location(aps.position)))
                return
            }
            payload.aps = members
            payload.apsPosition = aps.position
            // A Live Activity update (ActivityKit) has its own alert shape and relevance scale.
            let isLiveActivity = payload.pushType == .liveactivity || payload.liveActivityKey != nil
            payload.isLiveActivity = isLiveActivity
            for member in members {
                let value = member.value
                switch member.key {
                case "alert":
                    readAlert(value, liveActivity: isLiveActivity)
                case "badge":
                    if let badge = integer(value, key: "aps.badge", expected: "a whole number (0 removes the badge)"),
                        badge < 0
                    {
                        report(
                            InvalidValueRule.json(
                                "aps.badge", is: "\(badge)", "a badge is 0 (removes it) or a positive number",
                                at: location(value.position)))
                    }
                case "sound":
                    readSound(value)
                case "category":
                    if let identifier = string(value, key: "aps.category") {
                        payload.category = (identifier, value.position)
                    }
                case "content-available":
                    if integer(value, key: "aps.content-available", expected: "the number 1") == 1 {
                        payload.contentAvailable = member.keyPosition
                    }
                case "mutable-content":
                    if integer(value, key: "aps.mutable-content", expected: "the number 1") == 1 {
                        payload.mutableContent = true
                    }
                case "url-args":
                    // Safari's website pushes: the values filled into the website's URL format.
                    checkStringList(value, key: "aps.url-args", expected: "a list of strings (the URL's arguments)")
                case "thread-id", "filter-criteria", "attributes-type", "event", "target-content-id":
                    _ = string(value, key: "aps.\(member.key)")
                case "relevance-score":
                    if let score = number(value, key: "aps.relevance-score", expected: "a number from 0 to 1"),
                        !isLiveActivity, !(0...1).contains(score)
                    {
                        report(
                            InvalidValueRule.json(
                                "aps.relevance-score", is: Self.shown(value),
                                "iOS sorts a notification summary by scores from 0 to 1: write a value in that range",
                                at: location(value.position)))
                    }
                case "stale-date", "timestamp", "dismissal-date":
                    _ = integer(value, key: "aps.\(member.key)", expected: "a UNIX time in seconds")
                case "content-state", "attributes":
                    if case .object = value.value {
                    } else {
                        report(
                            TypeMismatchRule.json(
                                "aps.\(member.key)", expected: "a dictionary", found: value.typeName,
                                at: location(value.position)))
                    }
                case "interruption-level", "input-push-token", "input-push-channel":
                    break
                default:
                    payload.unreadKeys.append(CheckedPayload.UnreadKey(member: member, owner: .aps))
                }
            }
            readLevel(members)
            // A background push (`apns-push-type: background`) is `content-available: 1` and nothing visible; a
            // Live Activity payload sent as one is push-type-mismatch's.
            if payload.pushType == .background, payload.contentAvailable == nil, !isLiveActivity {
                report(MissingKeyRule.noContentAvailable(at: location(aps.position)))
            }
        }

        /// The level the push asks for; only the first `interruption-level` is read, as APNs keeps one.
        mutating func readLevel(_ members: [JSONNode.Member]) {
            guard let node = members.first(where: { $0.key == "interruption-level" })?.value else { return }
            guard let name = string(node, key: "aps.interruption-level") else {
                payload.interruptionLevel = .unreadable
                return
            }
            guard let level = InterruptionLevel(rawValue: name) else {
                report(InvalidValueRule.interruptionLevel(name, at: location(node.position)))
                payload.interruptionLevel = .unreadable
                return
            }
            payload.interruptionLevel = .level(level, at: node.position)
        }

        mutating func readAlert(_ alert: JSONNode, liveActivity: Bool) {
            switch alert.value {
            case .string:
                return
            case .object(let members):
                for member in members {
                    if liveActivity, member.key == "title" || member.key == "body", case .object = member.value.value {
                        // ActivityKit's alert: a text may be a dictionary with 'loc-key' and 'loc-args'.
                        readLiveActivityText(member.value, key: member.key)
                        continue
                    }
                    if liveActivity, member.key == "sound" {
                        _ = string(member.value, key: "aps.alert.sound")
                        continue
                    }
                    guard APSKeys.alert.contains(member.key) else {
                        payload.unreadKeys.append(CheckedPayload.UnreadKey(member: member, owner: .alert))
                        continue
                    }
                    if APSKeys.alertLists.contains(member.key) {
                        checkStringList(
                            member.value, key: "aps.alert.\(member.key)",
                            expected: "a list of strings (the format's arguments)")
                    } else {
                        _ = string(member.value, key: "aps.alert.\(member.key)")
                    }
                }
            default:
                report(
                    TypeMismatchRule.json(
                        "aps.alert",
                        expected: "a string (the body) or a dictionary with 'title', 'subtitle' and 'body'",
                        found: alert.typeName, at: location(alert.position)))
            }
        }

        mutating func readLiveActivityText(_ node: JSONNode, key: String) {
            guard case .object(let members) = node.value else { return }
            for member in members {
                switch member.key {
                case "loc-key": _ = string(member.value, key: "aps.alert.\(key).loc-key")
                case "loc-args":
                    checkStringList(
                        member.value, key: "aps.alert.\(key).loc-args",
                        expected: "a list of strings (the format's arguments)")
                default:
                    payload.unreadKeys.append(CheckedPayload.UnreadKey(member: member, owner: .liveActivityText(key)))
                }
            }
        }

        mutating func checkStringList(_ node: JSONNode, key: String, expected: String) {
            guard case .array(let elements) = node.value else {
                report(
                    TypeMismatchRule.json(
                        key, expected: expected, found: node.typeName, hint: Self.listHint(node),
                        at: location(node.position)))
                return
            }
            for element in elements {
                if case .string = element.value { continue }
                report(
                    TypeMismatchRule.json(
                        "\(key)[…]", expected: "a string (each argument of the format is text)",
                        found: element.typeName, hint: "; quote it: \"\(Self.shown(element))\"",
                        at: location(element.position)))
            }
        }

        mutating func readSound(_ sound: JSONNode) {
            switch sound.value {
            case .string:
                return
            case .object(let members):
                for member in members {
                    let value = member.value
                    switch member.key {
                    case "critical":
                        _ = integer(value, key: "aps.sound.critical", expected: "1 (critical) or 0")
                    case "name":
                        _ = string(value, key: "aps.sound.name")
                    case "volume":
                        if let volume = number(value, key: "aps.sound.volume", expected: "a number from 0 to 1"),
                            !(0...1).contains(volume)
                        {
                            report(
                                InvalidValueRule.json(
                                    "aps.sound.volume", is: Self.shown(value),
                                    "write a value from 0 (silent) to 1 (full volume)", at: location(value.position)))
                        }
                    default:
                        payload.unreadKeys.append(CheckedPayload.UnreadKey(member: member, owner: .sound))
                    }
                }
            default:
                report(
                    TypeMismatchRule.json(
                        "aps.sound",
                        expected:
                            "a file name (\"default\" for the system sound) or a dictionary with 'critical', 'name' and 'volume'",
                        found: sound.typeName, at: location(sound.position)))
            }
        }

        // MARK: - Structure

        mutating func syntaxError(_ error: JSONSyntaxError) {
            switch error.kind {
            case .syntax:
                report(JSONSyntaxRule.diagnostic(error.message, at: location(error.position)))
            case .notUTF8:
                report(
                    Diagnostic(
                        code: .notUTF8, message: "\(error.message); APNs payloads are UTF-8 JSON",
                        location: location(error.position)))
            case .nestingTooDeep:
                report(Diagnostic(code: .nestingTooDeep, message: error.message, location: location(error.position)))
            case .empty:
                report(EmptyFileRule.emptyPayload(at: location(error.position)))
            }
        }

        /// Duplicate keys anywhere: APNs keeps one of them and which one is not specified.
        mutating func checkDuplicateKeys(_ root: JSONNode) {
            var pending = [root]
            while let node = pending.popLast() {
                switch node.value {
                case .object(let members):
                    var seen = FirstSeen()
                    for member in members {
                        if let first = seen.insert(member.key, at: location(member.keyPosition)) {
                            report(DuplicateKeyRule.json(member.key, first: first, at: location(member.keyPosition)))
                        }
                        pending.append(member.value)
                    }
                case .array(let elements):
                    pending.append(contentsOf: elements)
                default:
                    continue
                }
            }
        }

        mutating func string(_ node: JSONNode, key: String) -> String? {
            if case .string(let value) = node.value { return value }
            report(
                TypeMismatchRule.json(
                    key, expected: "a string", found: node.typeName, hint: Self.quoteHint(node),
                    at: location(node.position)))
            return nil
        }

        mutating func integer(_ node: JSONNode, key: String, expected: String) -> Int? {
            if case .number(let number) = node.value, let value = number.integer { return value }
            report(
                TypeMismatchRule.json(key, expected: expected, found: Self.describe(node), at: location(node.position)))
            return nil
        }

        mutating func number(_ node: JSONNode, key: String, expected: String) -> Double? {
            if case .number(let number) = node.value { return number.double }
            report(
                TypeMismatchRule.json(key, expected: expected, found: Self.describe(node), at: location(node.position)))
            return nil
        }

        /// "a string ('1')", "the number 1.5", "true" — what a message shows of a value.
        static func describe(_ node: JSONNode) -> String {
            switch node.value {
            case .string(let value): "a string ('\(value.forMessage)'); remove the quotes if a number is meant"
            case .number(let number): "the number \(number.text.forMessage)"
            default: node.typeName
            }
        }

        static func shown(_ node: JSONNode) -> String {
            switch node.value {
            case .number(let number): number.text.forMessage
            case .string(let value): value.forMessage
            case .bool(let value): value ? "true" : "false"
            case .null: "null"
            default: node.typeName
            }
        }

        /// A single string where a list is meant: the fix is brackets around it.
        static func listHint(_ node: JSONNode) -> String {
            guard case .string(let value) = node.value else { return "" }
            return "; put it in a list: [\"\(value.forMessage)\"]"
        }

        static func quoteHint(_ node: JSONNode) -> String {
            switch node.value {
            case .number, .bool: "; quote it if the text is meant: \"\(shown(node))\""
            default: ""
            }
        }

        func location(_ position: JSONPosition) -> SourceLocation {
            payload.location(position)
        }

        func report(_ diagnostic: @autoclosure () -> Diagnostic) {
            box.sink.report(diagnostic())
        }
    }
}

extension PayloadChecker {
    /// Judges only the size of a payload too large (over ``maxParsedSize``) to be worth reading.
    public func checkSize(
        _ size: Int, file: String, pushType: PushType = .alert, headers: PushHeadersFile? = nil
    ) -> [Diagnostic] {
        let check = Check(checker: self, file: file, pushType: pushType, headers: headers)
        check.judgeSize(size)
        return check.sink.finished(file: file)
    }

    /// Checks the payload file at `path`, with its headers file (``PushHeadersFile/path(forPayload:)``) when it
    /// has one.
    /// - Parameters:
    ///   - path: the payload file's path.
    ///   - pushType: the push type of a payload whose headers file does not name one.
    /// - Throws: ``LoadError`` when the file is missing or cannot be read; problems in it are diagnostics.
    public func check(file path: String, pushType: PushType = .alert) throws(LoadError) -> [Diagnostic] {
        try Self.requireFile(path, what: "a payload file")
        let headers = try Self.headers(forPayload: path)
        switch SourceFile.contents(of: path, maxSize: Self.maxParsedSize) {
        case .bytes(let bytes):
            return check(bytes, file: path, pushType: pushType, headers: headers)
        case .tooLarge(let size):
            return checkSize(size, file: path, pushType: pushType, headers: headers)
        case .failed(let reason):
            throw LoadError.unreadable(path: path, reason: reason)
        }
    }

    private static func requireFile(_ path: String, what: String) throws(LoadError) {
        switch SourceFile.kind(of: path) {
        case .file: return
        case .directory: throw LoadError.unreadable(path: path, reason: "it is a directory, not \(what)")
        case .missing: throw LoadError.notFound(path: path)
        case .other(let reason): throw LoadError.unreadable(path: path, reason: reason)
        }
    }

    /// The headers file beside the payload at `path`, read; `nil` when there is none.
    static func headers(forPayload path: String) throws(LoadError) -> PushHeadersFile? {
        let headersPath = PushHeadersFile.path(forPayload: path)
        if case .missing = SourceFile.kind(of: headersPath) { return nil }
        try requireFile(headersPath, what: "a headers file")
        switch SourceFile.contents(of: headersPath, maxSize: PushHeadersFile.maxSize) {
        case .bytes(let bytes):
            return PushHeadersFile(file: headersPath, bytes: bytes)
        case .tooLarge(let size):
            throw LoadError.unreadable(
                path: headersPath,
                reason:
                    "it is \(size) bytes; a headers file holds a few 'name: value' lines (at most \(PushHeadersFile.maxSize) bytes)"
            )
        case .failed(let reason):
            throw LoadError.unreadable(path: headersPath, reason: reason)
        }
    }
}
