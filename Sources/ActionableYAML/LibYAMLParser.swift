internal import CLibYAML

/// The one owner of a libyaml `yaml_parser_t`: initialised in `init`, deleted in `deinit`.
///
/// The input bytes are borrowed, not copied, so the parser must not outlive the buffer it reads;
/// ``YAMLEventStream`` keeps both inside one `withUnsafeBufferPointer`.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeBufferPointer<UInt8>
    /// 3 when a UTF-8 BOM was dropped from the front of the input, so byte offsets in messages stay the file's.
    private let skippedBytes: Int
    private(set) var isValid: Bool
    /// Whether the input's last line has no line break: only then can libyaml put a mark past the end (see
    /// ``mark(_:)``), so only then are marks checked.
    private let endsWithoutLineBreak: Bool
    /// Where the input ends, computed the first time a mark may lie past it.
    private var end: YAMLMark?

    init(input: UnsafeBufferPointer<UInt8>) {
        // With the encoding named, libyaml's reader keeps a UTF-8 BOM and the scanner skips it as one column, which
        // shifts line 1 right and breaks a mapping at the next line's key; so the BOM is dropped here instead.
        skippedBytes = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.input = UnsafeBufferPointer(rebasing: input.dropFirst(skippedBytes))
        endsWithoutLineBreak = !Self.endsWithLineBreak(self.input)
        parser = .allocate(capacity: 1)
        isValid = yaml_parser_initialize(parser) == 1
        if isValid {
            // Category files are UTF-8 by contract; naming the encoding makes a UTF-16 file a clear
            // "not UTF-8" instead of a silently transcoded one.
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, self.input.baseAddress ?? UnsafePointer(placeholder), self.input.count)
        }
    }

    deinit {
        if isValid { yaml_parser_delete(parser) }
        parser.deallocate()
        placeholder.deallocate()
    }

    /// libyaml asserts a non-null input; an empty buffer may have none, so it reads this byte, with length 0.
    private let placeholder = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)

    /// Parses the next event into `event`; returns `false` on a libyaml error (see ``problem(file:)``).
    /// The caller deletes the event with `yaml_event_delete` once it has read it.
    @inline(__always)
    func next(_ event: UnsafeMutablePointer<yaml_event_t>) -> Bool {
        yaml_parser_parse(parser, event) == 1
    }

    /// A libyaml mark as a 1-based mark inside the input.
    ///
    /// At the end of a stream whose last line has no line break, libyaml "forces a new line": the marks of what it
    /// reports from there on (the stream's end, an empty document's null, a missing value after `key:`) name a line
    /// below the file, which editors and annotations cannot show. Such a mark becomes the end of the last line.
    @inline(__always)
    func mark(_ raw: yaml_mark_t) -> YAMLMark {
        let mark = YAMLMark(raw)
        // The forced line starts at column 0, and only an input without a final line break has one.
        guard endsWithoutLineBreak, raw.column == 0 else { return mark }
        return clampedToInput(mark)
    }

    /// libyaml's error as a located problem. Reader errors (bad bytes) carry a byte offset instead of a mark;
    /// it is turned into line and column here by counting the bytes before it.
    func problem(file: String) -> YAMLProblem {
        let state = parser.pointee
        let problemText = state.problem.map { String(cString: $0) } ?? "unknown error"
        switch state.error {
        case YAML_READER_ERROR:
            var offset = state.problem_offset
            var value = state.problem_value
            let isEncoding = problemText.contains("UTF") || problemText.contains("octet")
            if isEncoding, problemText.contains("trailing"), offset <= input.count {
                // libyaml points at the bad continuation byte; people look for the character it belongs to.
                var lead = offset
                while lead > 0, offset - lead < 4, input[lead - 1] & 0xC0 == 0x80 { lead -= 1 }
                if lead > 0, input[lead - 1] >= 0xC0 {
                    offset = lead - 1
                    value = Int32(input[offset])
                }
            }
            let location = Self.location(ofByteOffset: offset, in: input, file: file)
            if isEncoding {
                let byte = value >= 0 ? " (byte 0x\(String(value, radix: 16, uppercase: true)))" : ""
                return YAMLProblem(
                    kind: .notUTF8,
                    message:
                        "the file is not valid UTF-8: \(problemText)\(byte) at byte offset \(offset + skippedBytes); save the file with UTF-8 encoding",
                    location: location
                )
            }
            let character = value >= 0 ? " " + Self.codePoint(value) : ""
            return YAMLProblem(
                kind: .syntax,
                message:
                    "YAML does not allow this character: \(problemText)\(character); remove it or write it as an escape in a double-quoted string",
                location: location
            )
        default:
            var message = "YAML syntax error: \(problemText)"
            if let context = state.context {
                let contextMark = self.mark(state.context_mark)
                message += " (\(String(cString: context)) at line \(contextMark.line), column \(contextMark.column))"
            }
            let mark =
                state.error == YAML_MEMORY_ERROR ? YAMLMark(line: 1, column: 1) : self.mark(state.problem_mark)
            if character(atLine: Int(mark.line), column: Int(mark.column)) == UInt8(ascii: "\t") {
                message += "; YAML cannot indent with tabs: use spaces"
            } else {
                message += "; check the indentation and quoting around this place"
            }
            return YAMLProblem(kind: .syntax, message: message, location: mark.location(in: file))
        }
    }

    /// `U+0007`, as Unicode writes code points.
    static func codePoint(_ value: Int32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The byte at a 1-based line and column when it is ASCII (columns count characters, as libyaml does).
    private func character(atLine line: Int, column: Int) -> UInt8? {
        var currentLine = 1
        var currentColumn = 1
        for byte in input {
            if currentLine == line && currentColumn == column { return byte < 0x80 ? byte : nil }
            if byte == UInt8(ascii: "\n") {
                if currentLine == line { return nil }
                currentLine += 1
                currentColumn = 1
            } else if byte & 0xC0 != 0x80 {
                currentColumn += 1
            }
        }
        return nil
    }

    /// Whether `bytes` end with a YAML line break: LF, CR, NEL (C2 85), LS (E2 80 A8) or PS (E2 80 A9); an empty
    /// input counts as ending with one (libyaml has no line to force there).
    static func endsWithLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = bytes.last else { return true }
        if last == 0x0A || last == 0x0D { return true }
        let count = bytes.count
        if last == 0x85, count >= 2, bytes[count - 2] == 0xC2 { return true }
        return (last == 0xA8 || last == 0xA9) && count >= 3 && bytes[count - 2] == 0x80 && bytes[count - 3] == 0xE2
    }

    /// `mark`, or the end of the input when the mark lies past it.
    private func clampedToInput(_ mark: YAMLMark) -> YAMLMark {
        let end: YAMLMark
        if let known = self.end {
            end = known
        } else {
            let location = Self.location(ofByteOffset: input.count, in: input, file: "")
            end = YAMLMark(line: Int32(clamping: location.line), column: Int32(clamping: location.column))
            self.end = end
        }
        return mark.line > end.line || (mark.line == end.line && mark.column > end.column) ? end : mark
    }

    /// Line and column (in Unicode scalars, as libyaml counts) of a byte offset. Lines end where libyaml ends them:
    /// at LF, CRLF, a lone CR, NEL (U+0085), LS (U+2028) or PS (U+2029).
    static func location(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation
    {
        var line = 1
        var column = 1
        let end = min(offset, bytes.count)
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                // CRLF is one break: the LF counts it.
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                line += 1
                column = 1
            } else if byte == 0xC2, index + 1 < end, bytes[index + 1] == 0x85 {
                line += 1
                column = 1
                index += 1
            } else if byte == 0xE2, index + 2 < end, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 {
                line += 1
                column = 1
                index += 2
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
