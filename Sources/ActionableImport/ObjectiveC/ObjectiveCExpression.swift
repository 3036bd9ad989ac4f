/// An expression of the part of Objective-C that notification code is written in, as ``ObjectiveCExpressionParser``
/// reads it. What it does not model is `unknown`, with the expressions inside it that it does model (a category
/// built inside an `NSLog` argument is still found).
struct ObjectiveCExpression: Sendable {
    indirect enum Kind: Sendable {
        case identifier(String)
        case string(String)
        /// A number, a character, `@YES`: a value the importer never needs.
        case number(String)
        /// `@[a, b]`.
        case array([ObjectiveCExpression])
        /// `[receiver part1:arg1 part2:arg2, variadic…]`; `selector` is `part1:part2:` (or `name` when unary).
        case message(
            receiver: ObjectiveCExpression, selector: String, arguments: [ObjectiveCExpression],
            variadic: [ObjectiveCExpression])
        /// `name(arguments)`: a C function or a function-like macro.
        case call(String, [ObjectiveCExpression])
        /// `base.name` or `base->name`.
        case member(ObjectiveCExpression, String)
        /// `a | b | c`.
        case bitwiseOr([ObjectiveCExpression])
        /// `condition ? then : else`.
        case conditional(ObjectiveCExpression, ObjectiveCExpression, ObjectiveCExpression)
        /// A block literal's body: the token range between its braces, walked as statements.
        case block(Range<Int>)
        case unknown([ObjectiveCExpression])
    }

    var kind: Kind
    /// Where the expression is: which token list (a file's, or a macro's), and its first and last byte.
    var span: ObjectiveCSpan
}

/// A stretch of source: the file it is in (an index into the importer's files), its bytes, and where it starts.
struct ObjectiveCSpan: Sendable, Hashable {
    var file: Int
    var start: Int
    var end: Int
    var line: Int
    var column: Int
}
