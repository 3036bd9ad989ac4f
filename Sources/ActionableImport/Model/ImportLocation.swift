/// Where in an app's source something was found: a path as given, a 1-based line and column.
public struct ImportLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path, as given.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// The location in `file` at `line` and `column`, both 1-based.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, as compilers and `actionable validate` write it.
    public var description: String { "\(file):\(line):\(column)" }

    /// `path:line`, for comments in the YAML.
    public var fileAndLine: String { "\(file):\(line)" }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
