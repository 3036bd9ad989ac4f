/// The HTTP/2 request headers a payload is sent with, as a payload file's headers file declares them: what
/// `apns-push-type` really is, so the payload is checked as the push it is, and the headers APNs rejects.
///
/// A payload `invite.json` is sent with the headers in `invite.headers` beside it, when that file exists:
///
/// ```
/// # invite.headers
/// apns-push-type: background
/// apns-priority: 5
/// apns-topic: com.example.app
/// ```
///
/// One `name: value` per line, names in any case (HTTP/2 sends them lowercase); blank lines and lines starting
/// with `#` are skipped; pseudo-headers (`:path: /3/device/…`) are accepted and not read.
public struct PushHeadersFile: Sendable {
    /// Names the headers file in diagnostics.
    public let file: String
    /// The headers file's contents, as read.
    public let bytes: [UInt8]

    /// The headers file named `file`, with its contents `bytes`.
    public init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// Headers files are a few lines; larger ones are not read.
    public static let maxSize = 16 * 1024

    /// The headers file of the payload at `path`: its name with the extension replaced by `.headers`
    /// (`Pushes/invite.json` → `Pushes/invite.headers`), or `.headers` appended when it has none.
    public static func path(forPayload path: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + ".headers" }
        return String(path[..<dot]) + ".headers"
    }
}

/// What ``PushHeadersFile`` says, read: each header with where it is, for the rules that judge the push against its
/// headers.
struct PushHeaders {
    /// One `name: value` line.
    struct Field {
        /// The name in lowercase.
        let name: String
        let value: String
        let line: Int
        let nameColumn: Int
        let valueColumn: Int
    }

    let file: String
    /// Every header line, in order, duplicates included.
    private(set) var fields: [Field] = []

    /// The request headers APNs reads ("Sending notification requests to APNs").
    static let apnsNames = [
        "apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-id",
        "authorization",
    ]
    /// Ordinary HTTP headers a client may send along; APNs does not need them, and they are not wrong.
    static let otherNames: Set<String> = ["content-type", "content-length", "user-agent", "accept", "host", "te"]
    /// Every push type Apple defines for `apns-push-type`, checked or not.
    static let applePushTypes = [
        "alert", "background", "location", "voip", "complication", "fileprovider", "mdm", "liveactivity",
        "pushtotalk", "widgets", "controls",
    ]

    init(file: String) {
        self.file = file
    }

    /// The first header named `name`: APNs reads one.
    func first(_ name: String) -> Field? {
        fields.first { $0.name == name }
    }

    /// The push type `apns-push-type` names, when it is one the checker checks.
    var pushType: PushType? {
        first("apns-push-type").flatMap { PushType(rawValue: $0.value) }
    }

    func location(_ field: Field, value: Bool = true) -> SourceLocation {
        SourceLocation(file: file, line: field.line, column: value ? field.valueColumn : field.nameColumn)
    }

    /// Reads `source` into header lines, reporting what is not a header line (or not UTF-8) into `sink`.
    static func read(_ source: PushHeadersFile, into sink: inout DiagnosticSink) -> PushHeaders {
        var headers = PushHeaders(file: source.file)
        guard let text = String(validUTF8: source.bytes) else {
            sink.report(
                Diagnostic(
                    code: .notUTF8, message: "the headers file is not UTF-8 text; write it as 'name: value' lines",
                    location: SourceLocation(file: source.file, line: 1, column: 1)))
            return headers
        }
        var lineNumber = 0
        // Lines end at LF, CR or CRLF (one Character in Swift), as the JSON reader counts them.
        for line in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            lineNumber += 1
            let indent = line.prefix { $0 == " " || $0 == "\t" }.count
            let content = line.dropFirst(indent)
            if content.allSatisfy({ $0 == " " || $0 == "\t" }) || content.first == "#" { continue }
            // A pseudo-header's name starts with its own colon.
            let nameStart = content.first == ":" ? content.index(after: content.startIndex) : content.startIndex
            guard let colon = content[nameStart...].firstIndex(of: ":"),
                !content[content.startIndex..<colon].contains(where: { $0 == " " || $0 == "\t" }),
                colon > nameStart
            else {
                sink.report(
                    InvalidHeaderRule.malformed(
                        String(content), at: SourceLocation(file: source.file, line: lineNumber, column: indent + 1)))
                continue
            }
            let name = String(content[content.startIndex..<colon]).lowercased()
            let afterColon = content[content.index(after: colon)...]
            let spaces = afterColon.prefix { $0 == " " || $0 == "\t" }.count
            var value = afterColon.dropFirst(spaces)
            while let last = value.last, last == " " || last == "\t" { value = value.dropLast() }
            let nameColumn = indent + 1
            let valueColumn = nameColumn + content.distance(from: content.startIndex, to: colon) + 1 + spaces
            headers.fields.append(
                Field(
                    name: name, value: String(value), line: lineNumber, nameColumn: nameColumn,
                    valueColumn: valueColumn))
        }
        return headers
    }
}
