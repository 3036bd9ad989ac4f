/// A rule: one kind of finding, described as data (SwiftLint's `Rule` + `RuleDescription`). Each rule lives in one
/// file of `Rules/` with its identifier, default severity, summary, rationale with its source, the examples that
/// must and must not trigger it, and the messages it reports; reading the folder tells you what is checked.
///
/// Rules that judge what was read conform to a protocol saying what they read, and the reader runs the catalog's
/// rules of that kind: `CategoryRule` and `FileRule` after a category file is decoded, `PayloadSizeRule`
/// before a payload is read and `PayloadRule` after, `CategoryChangeRule`, `ActionChangeRule` and
/// `RetiredChangeRule` for `actionable diff`. Structural rules (a wrong type, a missing key) are found while
/// decoding or reading and only keep their messages here.
public protocol Rule: Sendable {
    /// What the rule is: its identifier, default severity, summary, rationale and examples.
    static var description: RuleDescription { get }
}

/// What a rule is, for people (README, `actionable rules`, SARIF) and for the tests that run its examples.
public struct RuleDescription: Sendable {
    /// The rule's identifier: the code reports print, configuration names and suppressions write.
    public let identifier: DiagnosticCode
    /// The severity its findings have unless the configuration gives the rule another.
    public let severity: Severity
    /// What the rule finds, in one sentence.
    public let summary: String
    /// Why it matters, with the Apple documentation or behaviour it rests on.
    public let rationale: String
    /// What the rule reads.
    public let scope: RuleScope
    /// Inputs that must produce at least one finding of this rule.
    public let triggeringExamples: [RuleExample]
    /// Inputs that must produce none.
    public let nonTriggeringExamples: [RuleExample]

    /// A description with the given parts; a rule reads its category files (``RuleScope/categories``) unless
    /// `scope` says otherwise.
    public init(
        identifier: DiagnosticCode,
        severity: Severity,
        summary: String,
        rationale: String,
        scope: RuleScope = .categories,
        triggeringExamples: [RuleExample],
        nonTriggeringExamples: [RuleExample] = []
    ) {
        self.identifier = identifier
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.scope = scope
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// What a rule reads.
public enum RuleScope: String, Sendable, Hashable, CaseIterable, Codable {
    /// Category and app files (`actionable validate`).
    case categories
    /// Push payloads (`actionable payload check`).
    case payloads
    /// Both.
    case both
    /// The configuration and suppressions themselves.
    case configuration
    /// Two versions of the category files (`actionable diff`).
    case diff
    /// The app's registration and delegate code, Swift and Objective-C (`actionable-import audit`).
    case appCode = "app-code"
}

/// One input of a rule's examples: category files, and optionally a payload checked against them.
///
/// A `↓` in a triggering example's text marks where a finding of the rule must land (SwiftLint's markers): when an
/// example has markers, the rule's findings must be exactly at them. The markers are removed before the text is
/// read, so they never count as content.
public struct RuleExample: Sendable, CustomStringConvertible {
    /// Where a `↓` stood: the file (its name, or `payload.json`), and the line and column of the character after it.
    public struct Marker: Sendable, Hashable, CustomStringConvertible {
        /// The file's name: one of ``RuleExample/files``, ``RuleExample/payloadFile`` or
        /// ``RuleExample/headersFile``.
        public let file: String
        /// The line, counted from 1.
        public let line: Int
        /// The column, counted from 1 in Unicode scalars, as libyaml's marks are.
        public let column: Int

        public var description: String { "\(file):\(line):\(column)" }
    }

    /// One file of the example.
    public struct File: Sendable {
        /// The file's name, which findings are reported under.
        public let name: String
        /// The file's contents, markers removed.
        public let bytes: [UInt8]
    }

    /// The files the example reads (category files, a configuration file or app code), markers removed; for
    /// `actionable diff` rules, the new version's.
    public let files: [File]
    /// For `actionable diff` rules: the old version's files (``files`` is the new one).
    public let oldFiles: [File]?
    /// A push payload (JSON bytes) checked against the files' registry and app file; `nil` for category examples.
    public let payload: [UInt8]?
    /// The payload's headers file (``PushHeadersFile``), named ``headersFile``; `nil` when it has none.
    public private(set) var headers: [UInt8]?
    /// The headers file as a reader sees it, markers included.
    public private(set) var markedHeaders: String?
    /// Where the example's `↓` markers stood (in ``files``, ``payload`` and ``headers``; markers in ``oldFiles``
    /// are removed).
    public private(set) var markers: [Marker]
    /// The example as a reader sees it, markers included (the rule reference shows where findings land).
    public let markedDescription: String
    /// How the example's payload is sent; ``PushType/alert`` unless the example says otherwise.
    public let pushType: PushType
    /// The loader's file size limit, for `file-too-large`.
    public let maxFileSize: Int?
    /// Who the payload is for: APNs (``PayloadChecker``), or FCM (``FCMPayloadChecker``, an HTTP v1 message to the
    /// Android app).
    public private(set) var service: PayloadService = .apns
    /// The other rules the example draws findings of, on purpose (a `too-many-problems` example is made of other
    /// problems). Every example runs against every rule, and any other finding fails it.
    public private(set) var alsoReports: [DiagnosticCode] = []

    /// The example, declaring that it also draws findings of `codes`.
    public func alsoReporting(_ codes: DiagnosticCode...) -> RuleExample {
        var example = self
        example.alsoReports = codes
        return example
    }

    /// One category file.
    public init(_ yaml: String, maxFileSize: Int? = nil) {
        self.init(files: [File(name: "Example.yaml", bytes: Array(yaml.utf8))], maxFileSize: maxFileSize)
    }

    /// One category file validated with a configuration file beside it (`.actionable.yml`, e.g. a
    /// `deployment-target`); the configuration is shown first, after a `# .actionable.yml` comment.
    public init(_ yaml: String, configuration: String) {
        self.init(files: [
            File(name: Configuration.fileName, bytes: Array(("# \(Configuration.fileName)\n" + configuration).utf8)),
            File(name: "Example.yaml", bytes: Array(yaml.utf8)),
        ])
    }

    /// Several category files, or bytes that are not text.
    public init(files: [File], payload: [UInt8]? = nil, pushType: PushType = .alert, maxFileSize: Int? = nil) {
        var markers: [Marker] = []
        self.files = files.map {
            File(name: $0.name, bytes: Self.removingMarkers($0.bytes, file: $0.name, into: &markers))
        }
        oldFiles = nil
        self.payload = payload.map { Self.removingMarkers($0, file: Self.payloadFile, into: &markers) }
        self.markers = markers
        self.pushType = pushType
        self.maxFileSize = maxFileSize
        markedDescription = Self.describe(files: files, payload: payload)
    }

    /// A payload checked against `categories` (a category file, with `app:` if the example needs one), sent with
    /// `headers` (a headers file's text) when given.
    public init(
        payload: String, headers: String? = nil, categories: String = RuleExample.payloadCategories,
        pushType: PushType = .alert
    ) {
        self.init(payloadBytes: Array(payload.utf8), categories: categories, pushType: pushType)
        if let headers {
            var markers = self.markers
            self.headers = Self.removingMarkers(Array(headers.utf8), file: Self.headersFile, into: &markers)
            self.markers = markers
            markedHeaders = headers
        }
    }

    /// An FCM HTTP v1 message (`{"message": {...}}`) checked against `categories` by ``FCMPayloadChecker``.
    public init(fcm message: String, categories: String = RuleExample.payloadCategories) {
        self.init(payloadBytes: Array(message.utf8), categories: categories)
        service = .fcm
    }

    /// A payload given as bytes (which need not be UTF-8).
    public init(
        payloadBytes: [UInt8], categories: String = RuleExample.payloadCategories, pushType: PushType = .alert
    ) {
        self.init(
            files: [File(name: "Categories.yaml", bytes: Array(categories.utf8))], payload: payloadBytes,
            pushType: pushType)
    }

    /// A change between two versions of one category file, for `actionable diff`.
    public init(old: String, new: String) {
        var markers: [Marker] = []
        var ignored: [Marker] = []
        files = [
            File(
                name: "Categories.yaml",
                bytes: Self.removingMarkers(Array(new.utf8), file: "Categories.yaml", into: &markers))
        ]
        oldFiles = [
            File(
                name: "Categories.yaml",
                bytes: Self.removingMarkers(Array(old.utf8), file: "Categories.yaml", into: &ignored))
        ]
        self.markers = markers
        markedDescription = "# old\n" + old + "# new\n" + new
        payload = nil
        pushType = .alert
        maxFileSize = nil
    }

    /// The category file payload examples use unless they give their own.
    public static let payloadCategories = """
        categories:
          - identifier: INVITE
            actions:
              - identifier: ACCEPT
                title: Accept
        """

    /// The name payload markers are reported under.
    public static let payloadFile = "payload.json"
    /// The name of the payload's headers file.
    public static let headersFile = "payload.headers"

    /// `bytes` without the `↓` markers, whose places are added to `markers`. Lines and columns count from 1, columns
    /// in Unicode scalars, as libyaml's marks do.
    static func removingMarkers(_ bytes: [UInt8], file: String, into markers: inout [Marker]) -> [UInt8] {
        let marker: [UInt8] = Array("↓".utf8)
        guard bytes.count >= marker.count else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: marker) {
                markers.append(Marker(file: file, line: line, column: column))
                index += marker.count
                continue
            }
            let byte = bytes[index]
            result.append(byte)
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return result
    }

    /// The example as a reader sees it, without markers: the payload, or the files' text.
    public var description: String {
        if let oldFiles {
            let text = { (files: [File]) in files.map { String(decoding: $0.bytes, as: UTF8.self) }.joined() }
            return "# old\n" + text(oldFiles) + "# new\n" + text(files)
        }
        return Self.describe(files: files, payload: payload)
            + (headers.map { "\n" + String(decoding: $0, as: UTF8.self) } ?? "")
    }

    private static func describe(files: [File], payload: [UInt8]?) -> String {
        if let payload { return String(decoding: payload, as: UTF8.self) }
        // App code (`actionable-import audit`) is shown file by file under a comment naming each.
        if files.contains(where: { $0.name.hasSuffix(".swift") || $0.name.hasSuffix(".m") }) {
            return files.map { "// \($0.name)\n" + String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: "\n")
        }
        return files.map { String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: "\n---\n")
    }
}

/// The push service a payload example is for.
public enum PayloadService: String, Sendable, Hashable {
    /// Apple Push Notification service: an `aps` payload.
    case apns
    /// Firebase Cloud Messaging's HTTP v1 API: a `{"message": {...}}` body for the Android app.
    case fcm
}

/// A rule that judges one decoded category (its actions, texts and options) after the file is read.
protocol CategoryRule: Rule {
    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic])
}
