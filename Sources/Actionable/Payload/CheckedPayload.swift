/// What ``PayloadChecker`` read from one payload, with positions, for the rules that judge payloads.
///
/// The checker only reads: JSON syntax, duplicate keys, the types of the keys it knows, a missing `aps`. What a
/// payload means for the app — an unregistered category, a level above the category's, keys APNs drops — is
/// judged by the ``PayloadRule`` types of `Rules/`, so each rule's file holds its whole judgment, as for category
/// files. The model points into the reader's tree instead of copying out of it, so a payload costs this struct;
/// findings about every occurrence of a duplicated key walk ``aps`` again, which only such payloads pay for.
struct CheckedPayload {
    /// Names the payload in diagnostics.
    let file: String
    /// The push type it is checked as: its headers file's `apns-push-type` when that is one the checker checks,
    /// else the one the caller gave.
    let pushType: PushType
    /// Its headers file, read; `nil` when it has none.
    let headers: PushHeaders?
    /// The members of `aps`, in document order with duplicates; empty when no `aps` dictionary was read.
    var aps: [JSONNode.Member] = []
    /// Where the `aps` dictionary starts (its `{`); `nil` when none was read.
    var apsPosition: JSONPosition?
    /// An ActivityKit update (`content-state` or `event` in `aps`), with its own alert shape and relevance scale.
    var isLiveActivity = false
    /// The last `aps.category` that is a string: the one the level rules judge against.
    var category: (identifier: String, position: JSONPosition)?
    var interruptionLevel = ReadLevel.absent
    /// Where the key of `"content-available": 1` is (the last, if repeated).
    var contentAvailable: JSONPosition?
    /// `"mutable-content": 1`: a notification service extension may rewrite the notification before it shows.
    var mutableContent = false
    /// Members the checker does not read, in document order: keys APNs drops or iOS no longer honours.
    var unreadKeys: [UnreadKey] = []

    /// `aps.interruption-level` as read.
    enum ReadLevel {
        case absent
        /// Not a string or not a level; the checker reported it, and what it would mean is unknown.
        case unreadable
        case level(InterruptionLevel, at: JSONPosition)
    }

    /// A key the checker skipped, and the dictionary it is in.
    struct UnreadKey {
        enum Owner: Equatable {
            case aps
            case alert
            case sound
            /// A Live Activity alert's `title` or `body` dictionary.
            case liveActivityText(String)
        }

        let member: JSONNode.Member
        let owner: Owner
    }

    /// The first `aps.<key>`, which is the one APNs and iOS read.
    func first(_ key: String) -> JSONNode.Member? {
        aps.first { $0.key == key }
    }

    /// The first of `aps.event` and `aps.content-state`: the key that makes a payload an ActivityKit update, whatever
    /// push type it is sent as; `nil` for any other payload.
    var liveActivityKey: JSONNode.Member? {
        aps.first { $0.key == "event" } ?? aps.first { $0.key == "content-state" }
    }

    /// Whether `aps` has `alert`, `badge` or `sound`: something a person sees or hears.
    var isVisible: Bool {
        aps.contains { $0.key == "alert" || $0.key == "badge" || $0.key == "sound" }
    }

    func location(_ position: JSONPosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// Calls `body` with each `aps.<key>` that is a string: a repeated key is judged at every place it is written.
    func forEachString(_ key: String, _ body: (String, JSONPosition) -> Void) {
        for member in aps where member.key == key {
            if case .string(let value) = member.value.value { body(value, member.value.position) }
        }
    }

    /// Calls `body` with the position of each `"critical": 1` of each `aps.sound` dictionary.
    func forEachCriticalSound(_ body: (JSONPosition) -> Void) {
        for member in aps where member.key == "sound" {
            guard case .object(let sound) = member.value.value else { continue }
            for critical in sound where critical.key == "critical" && Self.isOne(critical.value) {
                body(critical.value.position)
            }
        }
    }

    /// The first `critical` of the first `aps.sound`, when it is 1: what makes the push a critical alert.
    var criticalSound: JSONPosition? {
        guard case .object(let sound) = aps.first(where: { $0.key == "sound" })?.value.value,
            let critical = sound.first(where: { $0.key == "critical" })?.value, Self.isOne(critical)
        else { return nil }
        return critical.position
    }

    private static func isOne(_ node: JSONNode) -> Bool {
        if case .number(let number) = node.value { return number.integer == 1 }
        return false
    }
}

/// A rule that judges what the payload checker read from one payload, against the registry and app file the
/// checker holds. It reports into the checker's sink, so messages past the report limit are never built.
protocol PayloadRule: Rule {
    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink)
}

/// A rule about a payload's bytes as APNs receives them. It runs before anything is read, so it also judges a
/// payload too large to read or not JSON at all, and its finding is among those listed even when reading one
/// finds more than the report limit.
protocol PayloadSizeRule: Rule {
    static func check(size: Int, pushType: PushType, file: String, into sink: inout DiagnosticSink)
}
