#if Import
    import ActionableImport

    /// How deep a Swift file nests square brackets, found before it is parsed.
    ///
    /// swift-syntax's parser tries `[` both as a type and as an expression, and the backtracking doubles its time with
    /// each nested level: 16 levels take 1.8 s in a debug build, 18 take 7.4 s, 26 did not finish in a minute (measured
    /// in `SwiftImporterPatternTests`). App code nests array literals a few levels deep; a file nesting them more than
    /// ``limit`` is refused before the parser sees it, so no input makes the importer hang.
    enum BracketNesting {
        static let limit = 12

        /// The first `[` deeper than ``limit``, outside comments and string literals, or `nil`.
        static func firstTooDeep(in text: String, path: String) -> ImportLocation? {
            var depth = 0
            var line = 1
            var column = 0
            var iterator = text.utf8.makeIterator()
            var pending: UInt8?
            func next() -> UInt8? {
                if let byte = pending {
                    pending = nil
                    return byte
                }
                guard let byte = iterator.next() else { return nil }
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 0
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                return byte
            }
            while let byte = next() {
                switch byte {
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > limit { return ImportLocation(file: path, line: line, column: column) }
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                case UInt8(ascii: "/"):
                    guard let following = next() else { return nil }
                    if following == UInt8(ascii: "/") {
                        while let byte = next(), byte != UInt8(ascii: "\n") {}
                    } else if following == UInt8(ascii: "*") {
                        var level = 1
                        var previous: UInt8 = 0
                        while level > 0, let byte = next() {
                            if previous == UInt8(ascii: "/") && byte == UInt8(ascii: "*") {
                                level += 1
                                previous = 0
                            } else if previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/") {
                                level -= 1
                                previous = 0
                            } else {
                                previous = byte
                            }
                        }
                    } else {
                        pending = following
                    }
                case UInt8(ascii: "\""):
                    // A string literal: brackets inside it are text. Escapes skip the next byte; interpolations and
                    // multi-line literals are read as text too, which at worst counts fewer brackets.
                    while let byte = next(), byte != UInt8(ascii: "\"") {
                        if byte == UInt8(ascii: "\\") { _ = next() }
                    }
                default:
                    break
                }
            }
            return nil
        }
    }
#endif
