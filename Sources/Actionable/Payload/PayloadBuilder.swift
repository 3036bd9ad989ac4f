/// Builds APNs payloads for a registered category and refuses to build one the ``PayloadChecker`` would reject.
///
/// Set the fields, then call ``build()``: the payload is serialized compactly (the bytes APNs counts), and the
/// same checker `actionable payload check` runs judges it, so the builder and the checker cannot disagree.
///
/// ```swift
/// var builder = PayloadBuilder(category: "INVITE_CATEGORY", registry: result.registry, app: result.app)
/// builder.title = "Team lunch"
/// builder.body = "Friday 12:30 — are you in?"
/// let payload = try builder.build()   // [UInt8], at most 4096 bytes
/// ```
public struct PayloadBuilder: Sendable {
    /// A sound: a file in the app bundle (`"default"` for the system sound), or a critical alert sound.
    public enum Sound: Sendable, Hashable {
        /// `aps.sound` as a string: the name of a sound file in the app bundle, or `"default"`.
        case named(String)
        /// Plays through Focus and the mute switch; needs the critical-alerts entitlement.
        case critical(name: String, volume: Double)
    }

    /// `aps.category`: must name a registered category.
    public var category: String?
    /// `aps.alert.title`: the title, shown as written.
    public var title: String?
    /// `aps.alert.subtitle`: a line below the title, shown as written.
    public var subtitle: String?
    /// `aps.alert.body`: the message, shown as written.
    public var body: String?
    /// `aps.alert.title-loc-key`: the key of a localized title in the app's strings files, used instead of
    /// ``title``.
    public var titleLocKey: String?
    /// `aps.alert.title-loc-args`: the strings put into the localized title's format specifiers.
    public var titleLocArgs: [String]?
    /// `aps.alert.subtitle-loc-key`: the key of a localized subtitle in the app's strings files, used instead of
    /// ``subtitle``.
    public var subtitleLocKey: String?
    /// `aps.alert.subtitle-loc-args`: the strings put into the localized subtitle's format specifiers.
    public var subtitleLocArgs: [String]?
    /// `aps.alert.loc-key`: the key of a localized message in the app's strings files, used instead of ``body``.
    public var locKey: String?
    /// `aps.alert.loc-args`: the strings put into the localized message's format specifiers.
    public var locArgs: [String]?
    /// `aps.badge`: the number shown on the app icon; 0 removes the badge.
    public var badge: Int?
    /// `aps.sound`: the sound played with the notification; `nil` for none.
    public var sound: Sound?
    /// `aps.thread-id`: notifications with the same thread are grouped.
    public var threadIdentifier: String?
    /// `aps.target-content-id`: the window or App Clip experience to bring forward.
    public var targetContentIdentifier: String?
    /// `aps.interruption-level`; when `nil` and the category's policy is `passive`, `passive` is written.
    public var interruptionLevel: InterruptionLevel?
    /// `aps.relevance-score`, from 0 to 1.
    public var relevanceScore: Double?
    /// `aps.mutable-content: 1`: lets a notification service extension change the notification.
    public var mutableContent = false
    /// Custom data, written beside `aps` in key order; the key `aps` itself is refused.
    public var customData: [String: JSONValue] = [:]
    /// How the payload will be sent; sets the size limit.
    public var pushType: PushType = .alert

    /// The checker ``build()`` judges every payload with, made from the builder's registry and app declarations.
    public let checker: PayloadChecker

    /// A builder for pushes of `category` to an app with `registry`'s categories and `app`'s declarations.
    public init(category: String? = nil, registry: CategoryRegistry, app: AppDeclaration = .none) {
        self.category = category
        checker = PayloadChecker(registry: registry, app: app)
    }

    /// The payload as compact UTF-8 JSON.
    /// - Throws: ``PayloadBuildError`` with every error the checker finds (and values JSON cannot hold, such as a
    ///   relevance score that is not a number); nothing invalid is ever returned.
    public func build() throws(PayloadBuildError) -> [UInt8] {
        var problems: [Diagnostic] = []
        let place = SourceLocation(file: "<builder>", line: 1, column: 1)
        func refuse(_ field: String, _ message: String) {
            problems.append(Diagnostic(code: .invalidValue, message: "'\(field)' \(message)", location: place))
        }
        if let relevanceScore, !relevanceScore.isFinite { refuse("relevance-score", "is not a finite number") }
        if case .critical(_, let volume) = sound, !volume.isFinite { refuse("sound.volume", "is not a finite number") }
        if customData["aps"] != nil { refuse("aps", "is reserved for APNs; custom data needs another key") }
        if Self.containsNonFinite(customData) { refuse("custom data", "holds a number JSON cannot represent") }
        guard problems.isEmpty else { throw PayloadBuildError(diagnostics: problems) }

        let bytes = serialize()
        let errors = checker.check(bytes, file: "<builder>", pushType: pushType).filter { $0.severity == .error }
        guard errors.isEmpty else { throw PayloadBuildError(diagnostics: errors) }
        return bytes
    }

    /// The payload as a string (compact JSON).
    public func buildString() throws(PayloadBuildError) -> String {
        String(decoding: try build(), as: UTF8.self)
    }

    // MARK: - Serialization

    private func serialize() -> [UInt8] {
        var alert: [(String, JSONWriter.Value)] = []
        func add(_ key: String, _ value: String?) { if let value { alert.append((key, .string(value))) } }
        func add(_ key: String, _ value: [String]?) {
            if let value { alert.append((key, .array(value.map { .string($0) }))) }
        }
        add("title", title)
        add("subtitle", subtitle)
        add("body", body)
        add("title-loc-key", titleLocKey)
        add("title-loc-args", titleLocArgs)
        add("subtitle-loc-key", subtitleLocKey)
        add("subtitle-loc-args", subtitleLocArgs)
        add("loc-key", locKey)
        add("loc-args", locArgs)

        var aps: [(String, JSONWriter.Value)] = []
        if !alert.isEmpty { aps.append(("alert", .object(alert))) }
        if let badge { aps.append(("badge", .integer(badge))) }
        switch sound {
        case .named(let name): aps.append(("sound", .string(name)))
        case .critical(let name, let volume):
            aps.append(
                ("sound", .object([("critical", .integer(1)), ("name", .string(name)), ("volume", .double(volume))])))
        case nil: break
        }
        if let threadIdentifier { aps.append(("thread-id", .string(threadIdentifier))) }
        if let category { aps.append(("category", .string(category))) }
        if pushType == .background { aps.append(("content-available", .integer(1))) }
        if mutableContent { aps.append(("mutable-content", .integer(1))) }
        if let targetContentIdentifier { aps.append(("target-content-id", .string(targetContentIdentifier))) }
        // iOS delivers a push without a level as `active`; a `passive` category's pushes must say `passive`.
        let policy = category.flatMap { checker.registry.category($0)?.interruptionLevel }
        if let level = interruptionLevel ?? policy.flatMap({ $0 < .active ? $0 : nil }) {
            aps.append(("interruption-level", .string(level.rawValue)))
        }
        if let relevanceScore { aps.append(("relevance-score", .double(relevanceScore))) }

        var root: [(String, JSONWriter.Value)] = [("aps", .object(aps))]
        for key in customData.keys.sorted() {
            if let value = customData[key] { root.append((key, JSONWriter.Value(value))) }
        }
        var writer = JSONWriter()
        writer.write(.object(root))
        return writer.bytes
    }

    private static func containsNonFinite(_ values: [String: JSONValue]) -> Bool {
        var pending = Array(values.values)
        while let value = pending.popLast() {
            switch value {
            case .number(let number) where !number.isFinite: return true
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let members): pending.append(contentsOf: members.values)
            default: continue
            }
        }
        return false
    }
}

/// The builder refused to build a payload; ``diagnostics`` says why.
public struct PayloadBuildError: Error, Sendable, CustomStringConvertible {
    /// Every problem found: values JSON cannot hold and a custom `aps` key, or else every error the checker found.
    public let diagnostics: [Diagnostic]

    public var description: String {
        (["the payload was not built (\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s")):"]
            + diagnostics.map { "\($0.severity.rawValue): \($0.message) [\($0.code.rawValue)]" })
            .joined(separator: "\n")
    }
}
