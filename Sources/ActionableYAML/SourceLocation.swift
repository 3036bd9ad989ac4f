/// A position in a source file: 1-based line and column, as editors and compilers print them.
///
/// libyaml's marks are 0-based; ``YAMLEventStream`` adds 1 once, where the value is built, and nowhere else.
/// Columns count Unicode scalars, as libyaml does, so a Japanese title keeps its column.
///
/// Sixteen bytes: the file's path is one shared reference (every location the loader makes in a file shares its
/// ``FilePath``), the line and column 32 bits each. Models keep several locations each, and a large registry has
/// hundreds of thousands of models.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// A file's path as the user named it, shared by the locations in that file.
    package final class FilePath: Sendable {
        package let path: String

        package init(_ path: String) {
            self.path = path
        }
    }

    package let filePath: FilePath
    // Stored in 32 bits each: no file the loader reads has 4 billion lines.
    private let storedLine: UInt32
    private let storedColumn: UInt32

    /// The path of the file as the user named it (relative paths stay relative).
    public var file: String { filePath.path }
    /// The 1-based line.
    public var line: Int { Int(storedLine) }
    /// The 1-based column.
    public var column: Int { Int(storedColumn) }

    public init(file: String, line: Int, column: Int) {
        self.init(file: FilePath(file), line: line, column: column)
    }

    /// A location in the file `file` already names for other locations.
    package init(file: FilePath, line: Int, column: Int) {
        filePath = file
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// `path:line:column`, the form editors and CI annotations jump to.
    public var description: String { "\(file):\(line):\(column)" }

    @inline(__always)
    private static func sameFile(_ lhs: SourceLocation, _ rhs: SourceLocation) -> Bool {
        lhs.filePath === rhs.filePath || lhs.filePath.path == rhs.filePath.path
    }

    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.storedLine == rhs.storedLine && lhs.storedColumn == rhs.storedColumn && sameFile(lhs, rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if !sameFile(lhs, rhs) { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        return lhs.column < rhs.column
    }
}
