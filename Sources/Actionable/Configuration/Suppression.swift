#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// An inline suppression in a category file: a YAML comment that silences named rules on one line or one category,
/// with the reason a reviewer reads next to the code.
///
/// ```yaml
/// categories:
///   # actionable:disable no-actions — routing only, the app adds buttons at runtime
///   - identifier: ROUTING
///     title: Ask # actionable:disable long-title: German needs the room
/// ```
///
/// The grammar, after a `#` that starts a comment:
///
/// ```
/// comment   = "#" blank* "actionable:" directive
/// directive = "disable" blank+ rules separator reason
/// rules     = rule { blank* "," blank* rule } [ blank* "," ]
/// rule      = a rule identifier, such as no-actions (`actionable rules` lists them)
/// separator = blank* ( "—" | "–" | ":" ) blank*     ; em dash, en dash or colon: blanks optional
///           | blank+ ( "--" | "-" ) blank+           ; ASCII dashes need blanks, as rules hold hyphens
/// reason    = any text up to the end of the line, not empty once trimmed
/// ```
///
/// A `blank` is a space or a tab. `disable` is the only directive; any other `actionable:…` is reported, so a typo
/// (`actionable:disabel`) or a directive from another tool's vocabulary (`actionable:enable`) is not silently
/// ignored. A reason is required: a suppression is a decision someone reviews, and the reason is what they review.
///
/// What a comment applies to: a trailing comment (code before the `#` on its line) applies to its own line; a
/// comment alone on its line applies to the next line that is neither blank nor only a comment, or, when no such
/// line follows, to its own line (where it can only go unused). ``apply(_:to:spans:)`` widens that line to a whole
/// category or action when the line starts one.
///
/// libyaml does not report comments, so ``scan(_:file:)`` reads the raw bytes, one line at a time. A `#` starts a
/// comment at the start of a line or after a space or tab, outside quoted scalars on that line (a quote opens a
/// scalar only where a scalar can start: at the line's start or after a blank, `[`, `{`, `,` or `:`). Two limitations
/// keep the scan cheap and need no YAML parser: a quoted scalar that spans lines is tracked only on its first line,
/// and the content lines of block scalars (`|`, `>`) are read like any other line, so an `# actionable:disable`
/// written inside such text counts as a suppression. Lines end at `\n`, `\r\n` or `\r`.
///
/// A comment with a problem in its form (unknown directive, no rule, no reason, text that is neither a rule list
/// nor a separator) is reported and not returned at all. A comment whose form is right but some of whose rules are
/// unknown, or may not be suppressed, is reported for those rules and returned with the valid ones, so a typo in
/// one rule does not bring back findings of the others.
struct Suppression: Sendable, Hashable {
    /// The rules silenced, in the order written, each once.
    var rules: [DiagnosticCode]
    /// Why, as written after the separator, trimmed.
    var reason: String
    /// Where the comment's `#` is.
    var location: SourceLocation
    /// The 1-based line the suppression applies to.
    var line: Int
    /// Whether the comment is alone on its line (it then applies to the next line with content).
    var isOwnLine: Bool

    /// The rules no comment can silence: they report on suppressions and the configuration themselves.
    static let unsuppressible: Set<DiagnosticCode> = [.invalidSuppression, .invalidConfiguration, .unusedSuppression]

    /// The suppressions of a file and the problems of its malformed ones, sorted by place.
    static func scan(_ bytes: [UInt8], file: String) -> (suppressions: [Suppression], problems: [Diagnostic]) {
        bytes.withUnsafeBufferPointer { scan($0, file: file) }
    }

    /// The suppressions of a file and the problems of its malformed ones, sorted by place.
    ///
    /// Called on every category file, so the common case (no `actionable:` comment at all) only looks at each
    /// `#`, found with `memchr`, and allocates nothing.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String
    ) -> (suppressions: [Suppression], problems: [Diagnostic]) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return ([], []) }
        var scanner = Scanner(bytes: bytes, file: file)
        var offset = 0
        while offset < bytes.count {
            guard let found = memchr(base + offset, Int32(Byte.hash), bytes.count - offset) else { break }
            let hash = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            offset = hash + 1
            if Scanner.isDirectiveStart(bytes, afterHash: hash) {
                scanner.candidate(at: hash)
            }
        }
        scanner.problems.sort()
        return (scanner.suppressions, scanner.problems)
    }

    /// Drops the diagnostics that `suppressions` silence and reports each (suppression, rule) that silenced
    /// nothing, for one file.
    ///
    /// `spans` are the line ranges of the file's categories and actions. A suppression whose line is the first line
    /// of spans covers the largest of them (the category, rather than its first action on the same line, as in
    /// `- {identifier: X, actions: [...]}`); otherwise it covers its line only. A diagnostic is silenced when its
    /// code is one of the suppression's rules and its line is covered; the codes in ``unsuppressible`` never are.
    /// The unused notes are located at the comment and keep the order of `suppressions`.
    static func apply(
        _ suppressions: [Suppression], to diagnostics: [Diagnostic], spans: [ClosedRange<Int>]
    ) -> (kept: [Diagnostic], unused: [Diagnostic]) {
        guard !suppressions.isEmpty else { return (diagnostics, []) }
        var largest: [Int: ClosedRange<Int>] = [:]
        for span in spans {
            if let known = largest[span.lowerBound], known.upperBound >= span.upperBound { continue }
            largest[span.lowerBound] = span
        }
        let covered = suppressions.map { largest[$0.line] ?? $0.line...$0.line }
        var used = suppressions.map { [Bool](repeating: false, count: $0.rules.count) }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics {
            guard !unsuppressible.contains(diagnostic.code) else {
                kept.append(diagnostic)
                continue
            }
            var silenced = false
            for index in suppressions.indices where covered[index].contains(diagnostic.location.line) {
                if let rule = suppressions[index].rules.firstIndex(of: diagnostic.code) {
                    used[index][rule] = true
                    silenced = true
                }
            }
            if !silenced { kept.append(diagnostic) }
        }
        var unused: [Diagnostic] = []
        for (index, suppression) in suppressions.enumerated() {
            let range = covered[index]
            let place =
                range.count == 1 ? "line \(range.lowerBound)" : "lines \(range.lowerBound)-\(range.upperBound)"
            for (rule, code) in suppression.rules.enumerated() where !used[index][rule] {
                unused.append(
                    Diagnostic(
                        code: .unusedSuppression,
                        message: "'# actionable:disable \(code.rawValue)' silenced nothing on \(place); remove it",
                        location: suppression.location
                    ))
            }
        }
        return (kept, unused)
    }
}

/// The bytes the scan looks for.
private enum Byte {
    static let hash = UInt8(ascii: "#")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let hyphen = UInt8(ascii: "-")

    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    @inline(__always)
    static func isBreak(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }
}

/// The slow path of ``Suppression/scan(_:file:)``: only `#` followed by `actionable:` gets here.
private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var suppressions: [Suppression] = []
    var problems: [Diagnostic] = []
    /// Line breaks are counted up to this offset, always the start of ``line``.
    private var countedTo = 0
    private var line = 1

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    private static let prefix: StaticString = "actionable:"
    private static let disable: StaticString = "disable"

    /// Whether the `#` at `hash` is followed by blanks and `actionable:`: the fast test, no allocation.
    @inline(__always)
    static func isDirectiveStart(_ bytes: UnsafeBufferPointer<UInt8>, afterHash hash: Int) -> Bool {
        var index = hash + 1
        while index < bytes.count, Byte.isBlank(bytes[index]) { index += 1 }
        return matches(bytes, at: index, prefix)
    }

    @inline(__always)
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    // MARK: - One comment

    /// Reads the comment whose `#` is at `hash`, if that `#` starts a comment at all.
    mutating func candidate(at hash: Int) {
        var lineStart = hash
        while lineStart > 0, !Byte.isBreak(bytes[lineStart - 1]) { lineStart -= 1 }
        // libyaml skips a byte order mark, and so do its columns.
        let columnStart = lineStart == 0 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : lineStart
        guard let isOwnLine = startsComment(hash, lineStart: columnStart) else { return }
        countLines(upTo: lineStart)
        var lineEnd = hash
        while lineEnd < bytes.count, !Byte.isBreak(bytes[lineEnd]) { lineEnd += 1 }
        let target = isOwnLine ? nextContentLine(after: lineEnd) ?? line : line
        let comment = Comment(bytes: bytes, file: file, line: line, lineStart: columnStart, hash: hash, end: lineEnd)
        let (rules, reason, found) = comment.parse()
        problems.append(contentsOf: found)
        guard let reason, !rules.isEmpty else { return }
        suppressions.append(
            Suppression(
                rules: rules, reason: reason, location: comment.location(of: hash), line: target,
                isOwnLine: isOwnLine))
    }

    /// Whether the `#` at `hash` starts a comment: `nil` if not (it is inside a quoted scalar, part of a plain
    /// scalar, or inside an earlier comment), otherwise whether only blanks precede it on its line.
    private func startsComment(_ hash: Int, lineStart: Int) -> Bool? {
        var quote: UInt8 = 0
        var previous = Byte.space  // The line's start counts as a blank.
        var onlyBlanks = true
        var index = lineStart
        while index < hash {
            let byte = bytes[index]
            if quote == Byte.doubleQuote {
                if byte == Byte.backslash {
                    index += 2  // The escaped byte cannot close the scalar.
                    previous = 0
                    continue
                }
                if byte == Byte.doubleQuote { quote = 0 }
            } else if quote == Byte.singleQuote {
                if byte == Byte.singleQuote {
                    if index + 1 < hash, bytes[index + 1] == Byte.singleQuote {
                        index += 2  // `''` is a quote inside the scalar.
                        continue
                    }
                    quote = 0
                }
            } else {
                // A colon counts for JSON-style flow mappings (`{"a":"b"}`), where no blank follows it.
                let canStartNode =
                    Byte.isBlank(previous) || previous == UInt8(ascii: "[") || previous == UInt8(ascii: "{")
                    || previous == Byte.comma || previous == Byte.colon
                if byte == Byte.hash, Byte.isBlank(previous) { return nil }  // An earlier comment holds this `#`.
                if (byte == Byte.doubleQuote || byte == Byte.singleQuote), canStartNode { quote = byte }
                if !Byte.isBlank(byte) { onlyBlanks = false }
            }
            previous = byte
            index += 1
        }
        guard quote == 0, Byte.isBlank(previous) else { return nil }
        return onlyBlanks
    }

    /// Advances ``line`` to the line starting at `offset`.
    private mutating func countLines(upTo offset: Int) {
        var index = countedTo
        while index < offset {
            let byte = bytes[index]
            if byte == Byte.newline
                || (byte == Byte.carriageReturn && (index + 1 == bytes.count || bytes[index + 1] != Byte.newline))
            {
                line += 1
            }
            index += 1
        }
        countedTo = offset
    }

    /// The number of the first line after the line ending at `lineEnd` (``line``) that is neither blank nor only a
    /// comment, or `nil` if none follows.
    private func nextContentLine(after lineEnd: Int) -> Int? {
        var number = line
        var index = lineEnd
        while index < bytes.count {
            // Step over the line break: `\r\n` is one.
            if bytes[index] == Byte.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == Byte.newline {
                index += 1
            }
            index += 1
            number += 1
            while index < bytes.count, Byte.isBlank(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if !Byte.isBreak(bytes[index]) && bytes[index] != Byte.hash { return number }
            while index < bytes.count, !Byte.isBreak(bytes[index]) { index += 1 }
        }
        return nil
    }
}

/// The text of one `# actionable:…` comment, parsed by the grammar in ``Suppression``'s documentation.
private struct Comment {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let line: Int
    /// Where columns are counted from.
    let lineStart: Int
    let hash: Int
    /// The end of the line (its break, or the end of the file).
    let end: Int

    func location(of offset: Int) -> SourceLocation {
        // Columns count Unicode scalars, as libyaml's do: every byte but UTF-8 continuation bytes.
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(file: file, line: line, column: column)
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func skipBlanks(_ index: inout Int) -> Int {
        let start = index
        while index < end, Byte.isBlank(bytes[index]) { index += 1 }
        return index - start
    }

    /// Whether an em dash (U+2014) or en dash (U+2013) starts at `index`.
    private func isDash(at index: Int) -> Bool {
        index + 2 < end && bytes[index] == 0xE2 && bytes[index + 1] == 0x80
            && (bytes[index + 2] == 0x94 || bytes[index + 2] == 0x93)
    }

    /// The length of the separator before the reason at `index`, if one starts there; ASCII dashes need a blank
    /// before (`blanksBefore`) and after, since rule identifiers are written with hyphens.
    private func separator(at index: Int, blanksBefore: Int) -> Int? {
        guard index < end else { return nil }
        if isDash(at: index) { return 3 }
        if bytes[index] == Byte.colon { return 1 }
        guard blanksBefore > 0, bytes[index] == Byte.hyphen else { return nil }
        let length = index + 1 < end && bytes[index + 1] == Byte.hyphen ? 2 : 1
        guard index + length == end || Byte.isBlank(bytes[index + length]) else { return nil }
        return length
    }

    /// The valid rules and the reason (`nil` when the comment's form is wrong), and the problems found.
    func parse() -> (rules: [DiagnosticCode], reason: String?, problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        let usage = "write '# actionable:disable RULE — reason'"
        var index = hash + 1
        _ = skipBlanks(&index)
        index += "actionable:".utf8.count
        let directiveStart = index
        while index < end, !Byte.isBlank(bytes[index]) { index += 1 }
        let directive = text(directiveStart..<index)
        guard directive == "disable" else {
            let message = "unknown directive 'actionable:\(directive.forMessage)'; \(usage)"
            return ([], nil, [Diagnostic(code: .invalidSuppression, message: message, location: location(of: hash))])
        }
        // The rule list.
        var written: [(text: String, offset: Int)] = []
        var blanks = skipBlanks(&index)
        var malformed: Int?
        while index < end, separator(at: index, blanksBefore: blanks) == nil {
            let start = index
            while index < end, !Byte.isBlank(bytes[index]), bytes[index] != Byte.comma, bytes[index] != Byte.colon,
                !isDash(at: index)
            {
                index += 1
            }
            guard index > start else {
                malformed = index  // A comma where a rule should be.
                break
            }
            written.append((text(start..<index), start))
            blanks = skipBlanks(&index)
            guard index < end, bytes[index] == Byte.comma else { break }
            index += 1
            blanks = skipBlanks(&index)
        }
        // The reason.
        var reason: String?
        if malformed == nil, index < end {
            if let length = separator(at: index, blanksBefore: blanks) {
                var reasonStart = index + length
                _ = skipBlanks(&reasonStart)
                var reasonEnd = end
                while reasonEnd > reasonStart, Byte.isBlank(bytes[reasonEnd - 1]) { reasonEnd -= 1 }
                if reasonEnd > reasonStart { reason = text(reasonStart..<reasonEnd) }
            } else {
                malformed = index
            }
        }
        if let malformed {
            let found = text(malformed..<end).forMessage
            problems.append(
                Diagnostic(
                    code: .invalidSuppression,
                    message:
                        "'# actionable:disable' expects ',' between rules and '—' before the reason, found '\(found)'; write '# actionable:disable RULE[, RULE…] — reason'",
                    location: location(of: malformed)
                ))
        } else if written.isEmpty {
            problems.append(
                Diagnostic(
                    code: .invalidSuppression, message: "'# actionable:disable' names no rule; \(usage)",
                    location: location(of: hash)))
        } else if reason == nil {
            let list = written.map(\.text).joined(separator: ", ").forMessage
            problems.append(
                Diagnostic(
                    code: .invalidSuppression,
                    message:
                        "'# actionable:disable \(list)' gives no reason; say why: '# actionable:disable \(list) — REASON'",
                    location: location(of: hash)
                ))
        }
        // The rules, each judged on its own.
        var rules: [DiagnosticCode] = []
        for rule in written {
            guard let code = DiagnosticCode(rawValue: rule.text) else {
                problems.append(
                    Diagnostic(
                        code: .invalidSuppression,
                        message:
                            "unknown rule '\(rule.text.forMessage)' in '# actionable:disable'.\(Suggestions.didYouMean(rule.text, in: DiagnosticCode.allCases.map(\.rawValue))) `actionable rules` lists them",
                        location: location(of: rule.offset)
                    ))
                continue
            }
            guard !Suppression.unsuppressible.contains(code) else {
                let hint =
                    code == .unusedSuppression
                    ? "; to stop these notes everywhere, set 'unused-suppression: off' in .actionable.yml" : ""
                problems.append(
                    Diagnostic(
                        code: .invalidSuppression,
                        message:
                            "'\(code.rawValue)' cannot be suppressed: it reports on suppressions and the configuration themselves; remove it from this comment\(hint)",
                        location: location(of: rule.offset)
                    ))
                continue
            }
            if !rules.contains(code) { rules.append(code) }
        }
        return (rules, malformed == nil ? reason : nil, problems)
    }
}
