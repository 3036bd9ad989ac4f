/// One token of an Objective-C file: where it is (a byte range for quoting the source, and a 1-based line and
/// column, the column counted in UTF-8 bytes like clang's) and what it is.
struct ObjectiveCToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A name, a keyword, or an `@` keyword with its `@` (`@available`, `@end`, `@YES`).
        case identifier
        /// A preprocessing number (`15.0`, `0x1F`, `1e-3`), kept as written.
        case number
        /// A C string (`"…"`) or Objective-C string (`@"…"`), escapes decoded, adjacent literals joined.
        case string
        /// A character literal (`'a'`).
        case character
        /// An operator or bracket (`[`, `|=`, `->`, a lone `@`).
        case punctuation
    }

    var kind: Kind
    /// The spelling, or for a string its decoded value.
    var text: String
    /// Byte offsets of the token in the file.
    var start: Int
    var end: Int
    var line: Int
    var column: Int
    /// Whether whitespace or a comment precedes the token (a function-like macro's `(` follows its name directly).
    var spaceBefore: Bool

    func isPunctuation(_ spelling: String) -> Bool { kind == .punctuation && text == spelling }

    func isIdentifier(_ spelling: String) -> Bool { kind == .identifier && text == spelling }

    var isOpener: Bool { kind == .punctuation && (text == "(" || text == "[" || text == "{") }
}

/// A `#define` line: the macro's name, its parameters when it is function-like, and its body's tokens.
struct ObjectiveCMacro: Sendable {
    var name: String
    /// `nil` for an object-like macro (`#define X @"x"`).
    var parameters: [String]?
    var body: [ObjectiveCToken]
    var line: Int
    var column: Int
}

/// A file as the lexer leaves it: the code's tokens (preprocessor lines removed) and the macros it defines.
struct ObjectiveCLexedFile: Sendable {
    var tokens: [ObjectiveCToken]
    var macros: [ObjectiveCMacro]
}

/// Why a file does not lex or balance: what and where, for a `does-not-parse` diagnostic.
struct ObjectiveCSyntaxError: Error, Sendable, Hashable {
    var message: String
    var line: Int
    var column: Int
}
