internal import CLibYAML

/// The one owner of a libyaml `yaml_parser_t`: initialised in `init`, deleted in `deinit`.
///
/// The input bytes are borrowed, not copied, so the parser must not outlive the buffer it reads;
/// ``YAMLReader`` keeps both inside one `withUnsafeBufferPointer`.
final class LibYAMLParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeBufferPointer<UInt8>
    /// 3 when a UTF-8 BOM was dropped from the front of the input, so byte offsets in messages stay the file's.
    private let skippedBytes: Int
    private(set) var isValid: Bool

    init(input: UnsafeBufferPointer<UInt8>) {
        // With the encoding named, libyaml's reader keeps a UTF-8 BOM and the scanner skips it as one column, which
        // shifts line 1 right and breaks a mapping at the next line's key; so the BOM is dropped here instead.
        skippedBytes = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.input = UnsafeBufferPointer(rebasing: input.dropFirst(skippedBytes))
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

    /// libyaml's error as a located problem. Reader errors (bad bytes) carry a byte offset instead of a mark;
    /// it is turned into line and column here by counting the bytes before it.
    func problem(file: String) -> YAMLProblem {
        let state = parser.pointee
        let problemText = state.problem.map { String(cString: $0) } ?? "unknown error"
        switch state.error {
        case YAML_READER_ERROR:
            let location = Self.location(ofByteOffset: state.problem_offset, in: input, file: file)
            let isEncoding = problemText.contains("UTF") || problemText.contains("octet")
            if isEncoding {
                let value =
                    state.problem_value >= 0
                    ? " (byte 0x\(String(state.problem_value, radix: 16, uppercase: true)))" : ""
                return YAMLProblem(
                    kind: .notUTF8,
                    message:
                        "the file is not valid UTF-8: \(problemText)\(value) at byte offset \(state.problem_offset + skippedBytes); save the file with UTF-8 encoding",
                    location: location
                )
            }
            let value = state.problem_value >= 0 ? " U+\(String(state.problem_value, radix: 16, uppercase: true))" : ""
            return YAMLProblem(
                kind: .syntax,
                message:
                    "YAML does not allow this character: \(problemText)\(value); remove it or write it as an escape in a double-quoted string",
                location: location
            )
        default:
            var message = "YAML syntax error: \(problemText)"
            if let context = state.context {
                message +=
                    " (\(String(cString: context)) at line \(state.context_mark.line + 1), column \(state.context_mark.column + 1))"
            }
            message += "; check the indentation and quoting around this place"
            let mark = state.error == YAML_MEMORY_ERROR ? yaml_mark_t() : state.problem_mark
            return YAMLProblem(
                kind: .syntax,
                message: message,
                location: SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            )
        }
    }

    /// Line and column (in Unicode scalars, as libyaml counts) of a byte offset.
    static func location(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation
    {
        var line = 1
        var column = 1
        for byte in bytes.prefix(min(offset, bytes.count)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
