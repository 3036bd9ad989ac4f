/// Checks APNs payloads against the registry and the app file, with the same diagnostics as category files: a
/// category the app never registered, the size limit, keys APNs ignores, interruption levels above the category's
/// policy or without the entitlement, relevance scores, App Clip routing and the types of every `aps` field.
///
/// A payload is JSON read with its positions, so each finding points at the key or value at fault.
public struct PayloadChecker: Sendable {
    /// Payloads larger than this are only measured, not parsed: far beyond any APNs limit, reading them would
    /// only cost time and memory.
    public static let maxParsedSize = 1 << 20

    public let registry: CategoryRegistry
    public let app: AppDeclaration

    /// A checker for pushes to an app with `registry`'s categories and `app`'s entitlements and experiences.
    public init(registry: CategoryRegistry, app: AppDeclaration = .none) {
        self.registry = registry
        self.app = app
    }

    /// Checks one payload.
    /// - Parameters:
    ///   - bytes: the payload exactly as it is sent; its size is counted from these bytes.
    ///   - file: names the payload in diagnostics.
    ///   - pushType: how it is sent, which sets the size limit and whether `content-available` may go with alerts.
    /// - Returns: every finding, sorted by position.
    public func check(_ bytes: [UInt8], file: String, pushType: PushType = .alert) -> [Diagnostic] {
        var check = Check(checker: self, file: file, pushType: pushType)
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
        "input-push-channel",
    ]
    static let alert = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args",
    ]
    static let alertLists: Set<String> = ["title-loc-args", "subtitle-loc-args", "loc-args"]
    static let sound = ["critical", "name", "volume"]
}

extension PayloadChecker {
    /// One run over one payload.
    fileprivate struct Check {
        let checker: PayloadChecker
        let file: String
        let pushType: PushType
        var sink = DiagnosticSink()

        init(checker: PayloadChecker, file: String, pushType: PushType) {
            self.checker = checker
            self.file = file
            self.pushType = pushType
        }

        mutating func tooLarge(_ size: Int) {
            let limit = pushType.maxPayloadSize
            guard size > limit else { return }
            let over = size - limit
            report(
                .payloadTooLarge,
                "the payload is \(size) bytes, \(over) byte\(over == 1 ? "" : "s") over APNs' limit of \(limit) for \(pushType.rawValue) pushes (UTF-8, as sent); APNs refuses it (PayloadTooLarge): shorten the texts, drop whitespace, or send an identifier and fetch the rest in a notification service extension",
                at: JSONPosition(line: 1, column: 1))
        }

        mutating func run(_ bytes: [UInt8]) {
            tooLarge(bytes.count)
            guard bytes.count <= PayloadChecker.maxParsedSize else { return }
            let root: JSONNode
            do {
                root = try JSONReader.read(bytes)
            } catch {
                syntaxError(error)
                return
            }
            checkDuplicateKeys(root)
            guard case .object = root.value else {
                report(
                    .typeMismatch,
                    "a payload is a JSON object with an 'aps' dictionary, found \(root.typeName); wrap it: {\"aps\": {…}}",
                    at: root.position)
                return
            }
            guard let aps = root["aps"] else {
                // PushKit hands a VoIP payload to the app as it is; `aps` is optional there.
                if pushType == .voip { return }
                report(
                    .missingKey,
                    "the payload has no 'aps' dictionary, which APNs requires; add \"aps\": {\"alert\": {…}, \"category\": …} (custom data goes beside it)",
                    at: root.position)
                return
            }
            checkAPS(aps)
        }

        // MARK: - aps

        mutating func checkAPS(_ aps: JSONNode) {
            guard case .object(let members) = aps.value else {
                report(.typeMismatch, "'aps' must be a dictionary, found \(aps.typeName)", at: aps.position)
                return
            }
            var category: NotificationCategory?
            var categoryPosition: JSONPosition?
            var contentAvailable: JSONNode.Member?
            var visible: [String] = []
            // A Live Activity update (ActivityKit) has its own alert shape and relevance scale.
            let isLiveActivity = members.contains { $0.key == "content-state" || $0.key == "event" }
            for member in members {
                let value = member.value
                switch member.key {
                case "alert":
                    visible.append("alert")
                    checkAlert(value, liveActivity: isLiveActivity)
                case "badge":
                    visible.append("badge")
                    if let badge = integer(value, key: "badge", expected: "a whole number (0 removes the badge)"),
                        badge < 0
                    {
                        report(
                            .invalidValue, "'badge' is \(badge); a badge is 0 (removes it) or a positive number",
                            at: value.position)
                    }
                case "sound":
                    visible.append("sound")
                    checkSound(value)
                case "category":
                    if let identifier = string(value, key: "category") {
                        category = checkCategory(identifier, at: value.position)
                        categoryPosition = value.position
                    }
                case "content-available":
                    if integer(value, key: "content-available", expected: "the number 1") == 1 {
                        contentAvailable = member
                    }
                case "mutable-content":
                    _ = integer(value, key: "mutable-content", expected: "the number 1")
                case "thread-id", "filter-criteria", "attributes-type", "event":
                    _ = string(value, key: member.key)
                case "target-content-id":
                    if let url = string(value, key: "target-content-id") { checkTarget(url, at: value.position) }
                case "relevance-score":
                    if let score = number(value, key: "relevance-score", expected: "a number from 0 to 1"),
                        !isLiveActivity, !(0...1).contains(score)
                    {
                        report(
                            .invalidValue,
                            "'relevance-score' is \(Self.shown(value)); iOS sorts a notification summary by scores from 0 to 1: write a value in that range",
                            at: value.position)
                    }
                case "stale-date", "timestamp", "dismissal-date":
                    _ = integer(value, key: member.key, expected: "a UNIX time in seconds")
                case "content-state", "attributes":
                    if case .object = value.value {
                    } else {
                        report(
                            .typeMismatch, "'\(member.key)' must be a dictionary, found \(value.typeName)",
                            at: value.position)
                    }
                case "interruption-level", "input-push-token", "input-push-channel":
                    break
                default:
                    unknownKey(
                        member, in: "aps", known: APSKeys.aps,
                        hint: " Custom data belongs beside 'aps', at the top level of the payload.")
                }
            }
            checkLevels(
                members, category: category.map { ($0, categoryPosition ?? aps.position) }, liveActivity: isLiveActivity
            )
            if pushType == .background {
                checkBackground(contentAvailable: contentAvailable, visible: visible, members: members, aps: aps)
            } else if let contentAvailable, !visible.isEmpty {
                let list = visible.map { "'\($0)'" }.joined(separator: ", ")
                report(
                    .contentAvailableConflict,
                    "'content-available: 1' with \(list) makes one push both a visible notification and a background wake; iOS throttles background wakes and may skip them, so the app cannot rely on it: send the update as a separate background push, or remove 'content-available'",
                    at: contentAvailable.keyPosition)
            }
        }

        mutating func checkAlert(_ alert: JSONNode, liveActivity: Bool) {
            switch alert.value {
            case .string:
                return
            case .object(let members):
                for member in members {
                    if liveActivity, member.key == "title" || member.key == "body", case .object = member.value.value {
                        // ActivityKit's alert: a text may be a dictionary with 'loc-key' and 'loc-args'.
                        checkLiveActivityText(member.value, key: member.key)
                        continue
                    }
                    if liveActivity, member.key == "sound" {
                        _ = string(member.value, key: "sound")
                        continue
                    }
                    guard APSKeys.alert.contains(member.key) else {
                        unknownKey(member, in: "aps.alert", known: APSKeys.alert, hint: "")
                        continue
                    }
                    if APSKeys.alertLists.contains(member.key) {
                        checkStringList(member.value, key: member.key)
                    } else {
                        _ = string(member.value, key: member.key)
                    }
                }
            default:
                report(
                    .typeMismatch,
                    "'alert' must be a string (the body) or a dictionary with 'title', 'subtitle' and 'body', found \(alert.typeName)",
                    at: alert.position)
            }
        }

        mutating func checkLiveActivityText(_ node: JSONNode, key: String) {
            guard case .object(let members) = node.value else { return }
            for member in members {
                switch member.key {
                case "loc-key": _ = string(member.value, key: "\(key).loc-key")
                case "loc-args": checkStringList(member.value, key: "\(key).loc-args")
                default: unknownKey(member, in: "aps.alert.\(key)", known: ["loc-key", "loc-args"], hint: "")
                }
            }
        }

        /// A background push (`apns-push-type: background`) is `content-available: 1` and nothing visible.
        mutating func checkBackground(
            contentAvailable: JSONNode.Member?, visible: [String], members: [JSONNode.Member], aps: JSONNode
        ) {
            if contentAvailable == nil {
                report(
                    .missingKey,
                    "a background push needs \"content-available\": 1 in 'aps'; without it iOS does not wake the app: add it",
                    at: aps.position, severity: .error)
            }
            guard !visible.isEmpty else { return }
            let list = visible.map { "'\($0)'" }.joined(separator: ", ")
            let position = members.first { visible.contains($0.key) }?.keyPosition ?? aps.position
            report(
                .contentAvailableConflict,
                "a background push (apns-push-type background) may not carry \(list); Apple requires 'aps' to hold only 'content-available' there: send the visible notification as its own alert push",
                at: position, severity: .error)
        }

        mutating func checkStringList(_ node: JSONNode, key: String) {
            guard case .array(let elements) = node.value else {
                report(
                    .typeMismatch,
                    "'\(key)' must be a list of strings (the format's arguments), found \(node.typeName)",
                    at: node.position)
                return
            }
            for element in elements {
                if case .string = element.value { continue }
                report(
                    .typeMismatch,
                    "the arguments in '\(key)' must be strings, found \(element.typeName); quote it: \"\(Self.shown(element))\"",
                    at: element.position)
            }
        }

        mutating func checkSound(_ sound: JSONNode) {
            switch sound.value {
            case .string:
                return
            case .object(let members):
                for member in members {
                    let value = member.value
                    switch member.key {
                    case "critical":
                        guard let critical = integer(value, key: "critical", expected: "1 (critical) or 0") else {
                            continue
                        }
                        if critical == 1, !checker.app.entitlements.contains(.criticalAlerts) {
                            report(
                                .missingEntitlement,
                                checker.app.missingEntitlementMessage(
                                    .criticalAlerts, subject: "this push plays a critical sound",
                                    instead: "make the sound non-critical"),
                                at: value.position)
                        }
                    case "name":
                        _ = string(value, key: "name")
                    case "volume":
                        if let volume = number(value, key: "volume", expected: "a number from 0 to 1"),
                            !(0...1).contains(volume)
                        {
                            report(
                                .invalidValue,
                                "the critical sound's 'volume' is \(Self.shown(value)); write a value from 0 (silent) to 1 (full volume)",
                                at: value.position)
                        }
                    default:
                        unknownKey(member, in: "aps.sound", known: APSKeys.sound, hint: "")
                    }
                }
            default:
                report(
                    .typeMismatch,
                    "'sound' must be a file name (\"default\" for the system sound) or a dictionary with 'critical', 'name' and 'volume', found \(sound.typeName)",
                    at: sound.position)
            }
        }

        // MARK: - Registry, policy, App Clips

        mutating func checkCategory(_ identifier: String, at position: JSONPosition) -> NotificationCategory? {
            if let category = checker.registry.category(identifier) { return category }
            let identifiers = checker.registry.categories.lazy.map(\.identifier)
            let hint: String
            let lowered = identifier.lowercased()
            if let sameButCase = identifiers.first(where: { $0.lowercased() == lowered }) {
                hint =
                    "'\(sameButCase.forMessage)' is registered and differs only in case, but iOS matches categories case-sensitively: write '\(sameButCase.forMessage)'"
            } else if let closest = Suggestions.closest(to: identifier, in: identifiers) {
                hint = "did you mean '\(closest.forMessage)'?"
            } else if checker.registry.categories.isEmpty {
                hint = "no category is registered at all: check the category files the checker was given"
            } else {
                let some = identifiers.prefix(5).map { "'\($0.forMessage)'" }.joined(separator: ", ")
                let more = checker.registry.categories.count > 5 ? ", …" : ""
                hint = "register it in a category file or use one of \(some)\(more)"
            }
            report(
                .unknownCategory,
                "category '\(identifier.forMessage)' is not registered by the app, so the notification shows no buttons; \(hint)",
                at: position)
            return nil
        }

        /// The level the push will have — `interruption-level`, `active` when absent, `critical` with a critical
        /// sound — against the category's policy and the app's entitlements.
        mutating func checkLevels(
            _ members: [JSONNode.Member], category: (NotificationCategory, JSONPosition)?, liveActivity: Bool
        ) {
            if let node = members.first(where: { $0.key == "interruption-level" })?.value {
                guard let name = string(node, key: "interruption-level") else { return }
                guard let level = InterruptionLevel(rawValue: name) else {
                    report(
                        .invalidValue,
                        "'\(name.forMessage)' is not an interruption level.\(Suggestions.didYouMean(name, in: Schema.interruptionLevels)) Write one of: \(Schema.interruptionLevels.joined(separator: ", "))",
                        at: node.position)
                    return
                }
                if let (category, _) = category, level > category.interruptionLevel {
                    tooHigh(category, "'\(level.rawValue)' is above", at: node.position)
                }
                if let needed = level.requiredEntitlement, !checker.app.entitlements.contains(needed) {
                    report(
                        .missingEntitlement,
                        checker.app.missingEntitlementMessage(
                            needed, subject: "this push is '\(level.rawValue)'",
                            instead: "lower the level"),
                        at: node.position)
                }
            } else if let (category, position) = category, category.interruptionLevel < .active, !liveActivity {
                tooHigh(
                    category, "without 'interruption-level' iOS delivers the push as 'active', which is above",
                    at: position, fix: "add \"interruption-level\": \"\(category.interruptionLevel.rawValue)\"")
            }
            if let (category, _) = category, category.interruptionLevel < .critical,
                case .object(let sound) = members.first(where: { $0.key == "sound" })?.value.value,
                let critical = sound.first(where: { $0.key == "critical" })?.value,
                case .number(let number) = critical.value, number.integer == 1
            {
                tooHigh(
                    category, "a critical sound makes the push a critical alert, which is above", at: critical.position)
            }
        }

        mutating func tooHigh(
            _ category: NotificationCategory, _ subject: String, at position: JSONPosition, fix: String? = nil
        ) {
            let declared =
                category.valueLocations["interruption-level"].map { " (declared at \($0))" } ?? " (the default)"
            let level = category.interruptionLevel.rawValue
            report(
                .interruptionLevelTooHigh,
                "\(subject) the highest level category '\(category.identifier.forMessage)' allows, '\(level)'\(declared)\(category.isMarketing ? ", a marketing category" : ""); \(fix ?? "send it as '\(level)'") or raise the category's 'interruption-level' if the pushes really warrant it",
                at: position)
        }

        mutating func checkTarget(_ url: String, at position: JSONPosition) {
            let experiences = checker.app.experiences
            // Without App Clip experiences the identifier only selects a window or scene, which is the app's business.
            guard let example = experiences.first else { return }
            switch checker.app.route(url) {
            case .matched:
                return
            case .noMatch:
                report(
                    .unknownExperience,
                    "'target-content-id' '\(url.forMessage)' matches none of the app's \(experiences.count) App Clip experience\(experiences.count == 1 ? "" : "s"), so the App Clip opens its default experience; use a URL under one of them, such as \(example.url)",
                    at: position)
            case .invalidURL(let problem):
                report(
                    .unknownExperience,
                    "'target-content-id' '\(url.forMessage)' \(problem). It cannot route to an App Clip experience: use a URL under one of the app's experiences, such as \(example.url)",
                    at: position)
            }
        }

        // MARK: - Structure

        mutating func syntaxError(_ error: JSONSyntaxError) {
            switch error.kind {
            case .syntax:
                report(.jsonSyntax, "the payload is not valid JSON: \(error.message)", at: error.position)
            case .notUTF8:
                report(.notUTF8, "\(error.message); APNs payloads are UTF-8 JSON", at: error.position)
            case .nestingTooDeep:
                report(.nestingTooDeep, error.message, at: error.position)
            case .empty:
                report(
                    .emptyFile, "the payload is empty; write a JSON object with an 'aps' dictionary",
                    at: error.position, severity: .error)
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
                            report(
                                .duplicateKey,
                                "'\(member.key.forMessage)' appears twice in this object (first at line \(first.line), column \(first.column)); which one APNs and iOS keep is not specified: remove one",
                                at: member.keyPosition)
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

        mutating func unknownKey(_ member: JSONNode.Member, in owner: String, known: [String], hint: String) {
            report(
                .unknownAPSKey,
                "unknown key '\(member.key.forMessage)' in \(owner); APNs ignores it, so the app never sees it.\(Suggestions.didYouMean(member.key, in: known))\(hint)",
                at: member.keyPosition)
        }

        mutating func string(_ node: JSONNode, key: String) -> String? {
            if case .string(let value) = node.value { return value }
            report(
                .typeMismatch,
                "'\(key)' must be a string, found \(node.typeName)\(Self.quoteHint(node))",
                at: node.position)
            return nil
        }

        mutating func integer(_ node: JSONNode, key: String, expected: String) -> Int? {
            if case .number(let number) = node.value, let value = number.integer { return value }
            report(
                .typeMismatch, "'\(key)' must be \(expected), found \(Self.describe(node))", at: node.position)
            return nil
        }

        mutating func number(_ node: JSONNode, key: String, expected: String) -> Double? {
            if case .number(let number) = node.value { return number.double }
            report(.typeMismatch, "'\(key)' must be \(expected), found \(Self.describe(node))", at: node.position)
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

        static func quoteHint(_ node: JSONNode) -> String {
            switch node.value {
            case .number, .bool: "; quote it if the text is meant: \"\(shown(node))\""
            default: ""
            }
        }

        func location(_ position: JSONPosition) -> SourceLocation {
            SourceLocation(file: file, line: position.line, column: position.column)
        }

        mutating func report(
            _ code: DiagnosticCode, _ message: String, at position: JSONPosition, severity: Severity? = nil
        ) {
            let location = location(position)
            sink.report(Diagnostic(code: code, message: message, location: location, severity: severity))
        }
    }
}

extension PayloadChecker {
    /// Judges only the size of a payload too large (over ``maxParsedSize``) to be worth reading.
    public func checkSize(_ size: Int, file: String, pushType: PushType = .alert) -> [Diagnostic] {
        var check = Check(checker: self, file: file, pushType: pushType)
        check.tooLarge(size)
        return check.sink.finished(file: file)
    }

    /// Checks the payload file at `path`.
    /// - Throws: ``LoadError`` when the file is missing or cannot be read; problems in it are diagnostics.
    public func check(file path: String, pushType: PushType = .alert) throws(LoadError) -> [Diagnostic] {
        switch SourceFile.kind(of: path) {
        case .file: break
        case .directory: throw LoadError.unreadable(path: path, reason: "it is a directory, not a payload file")
        case .missing: throw LoadError.notFound(path: path)
        case .other(let reason): throw LoadError.unreadable(path: path, reason: reason)
        }
        switch SourceFile.contents(of: path, maxSize: Self.maxParsedSize) {
        case .bytes(let bytes):
            return check(bytes, file: path, pushType: pushType)
        case .tooLarge(let size):
            return checkSize(size, file: path, pushType: pushType)
        case .failed(let reason):
            throw LoadError.unreadable(path: path, reason: reason)
        }
    }
}
