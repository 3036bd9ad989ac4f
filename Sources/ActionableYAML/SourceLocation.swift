/// A position in a source file: 1-based line and column, as editors and compilers print them.
///
/// libyaml's marks are 0-based; ``YAMLEventStream`` adds 1 once, where the value is built, and nowhere else.
/// Columns count Unicode scalars, as libyaml does, so a Japanese title keeps its column.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The path of the file as the user named it (relative paths stay relative).
    public let file: String
    // Stored in 32 bits each: models keep many locations, and no file the loader reads has 4 billion lines.
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// The 1-based line.
    public var line: Int { Int(storedLine) }
    /// The 1-based column.
    public var column: Int { Int(storedColumn) }

    public init(file: String, line: Int, column: Int) {
        self.file = file
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// `path:line:column`, the form editors and CI annotations jump to.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }
}
