/// A generated Swift file as a tree of declarations and statements, so that layout (indentation, where a long line
/// breaks) is decided in one place, ``SwiftRenderer``, and the output passes `swift format lint` with the package's
/// configuration instead of depending on how each generator function pads its strings.
struct SwiftSourceFile {
    /// The `//` comment at the top of the file, one element per line (without the `// `).
    var header: [String]
    var body: [SwiftItem]
}

/// One line or block of a generated file.
indirect enum SwiftItem {
    /// An empty line.
    case blank
    /// `// text`; an empty text writes `//`.
    case comment(String)
    /// `/// line` for each line; an empty line writes `///`.
    case doc([String])
    /// `// MARK: - title`.
    case mark(String)
    /// A statement or a declaration without a body, broken at its break points when it does not fit.
    case code(SwiftCode)
    /// `header {`, the body one level deeper, `}`.
    case block(SwiftBlockHeader, [SwiftItem])
    /// `#if condition`, the body one level deeper (swift-format indents conditional compilation blocks), an
    /// optional `#else` branch, `#endif`.
    case conditional(String, [SwiftItem], else: [SwiftItem]?)
    /// `switch subject {`, each case at the switch's own depth and its body one level deeper, `}`.
    case switchStatement(String, [SwiftCase])
    /// `if condition {`, the body, `} else {`, the other body, `}`.
    case ifElse(String, [SwiftItem], else: [SwiftItem])

    /// `enum`, `struct`, `extension`, `protocol`, `class`: `declaration` (modifiers, keyword and name) with its
    /// inheritance clause and members.
    static func type(_ declaration: String, _ inherits: [String] = [], _ members: [SwiftItem]) -> SwiftItem {
        .block(.type(declaration, inherits: inherits), members)
    }

    /// A function or initializer: `declaration(parameters) effectsAndResult { body }`.
    static func function(
        _ declaration: String, _ parameters: [SwiftCode], _ effectsAndResult: String = "", body: [SwiftItem]
    ) -> SwiftItem {
        .block(.function(declaration, parameters: parameters, suffix: effectsAndResult), body)
    }

    /// A plain statement or declaration that has no break point.
    static func line(_ text: String) -> SwiftItem { .code(.text(text)) }

    /// `items` with an empty line between each two.
    static func separated(_ items: [[SwiftItem]]) -> [SwiftItem] {
        var result: [SwiftItem] = []
        for (index, group) in items.enumerated() {
            if index > 0 { result.append(.blank) }
            result += group
        }
        return result
    }
}

/// What comes before a block's `{`.
enum SwiftBlockHeader {
    /// Written as it is: `if let x = y`, `guard x else`, `extension X`.
    case plain(String)
    /// A condition that may break (`if let response = Chat.Response(tap)`); when it does, `{` gets a line of its
    /// own so the body does not read as part of the condition.
    case condition(SwiftCode)
    /// A type with its inheritance clause; when too long, the clause wraps and `{` gets a line of its own.
    case type(String, inherits: [String])
    /// A function; when too long, its parameters wrap and `)` starts the line with what follows it.
    case function(String, parameters: [SwiftCode], suffix: String)
}

/// One case of a ``SwiftItem/switchStatement(_:_:)``; no patterns is `default`.
struct SwiftCase {
    var patterns: [String]
    var body: [SwiftItem]

    static func `default`(_ body: [SwiftItem]) -> SwiftCase { SwiftCase(patterns: [], body: body) }
}

/// An expression or a declaration on a line, with the places it may break.
indirect enum SwiftCode {
    /// Text that never breaks (a literal, a name, a short expression).
    case text(String)
    /// A type (`any Chat.Handler`); when too long it breaks before its last member, which swift-format keeps at
    /// the indentation of the type's first line.
    case type(String)
    /// `prefix` and `code`, with no break between them: `return `, `try await `.
    case prefixed(String, SwiftCode)
    /// `label: value`, breaking after the colon when the value does not fit (also `let name: Type`).
    case labeled(String, SwiftCode)
    /// `target = value`, breaking after `=` when the value does not fit.
    case assignment(String, SwiftCode)
    /// `callee(arguments)`, breaking after `(` and between arguments; `vertical` puts each argument on a line of
    /// its own even when they would fit on one (a long initializer reads better that way).
    case call(String, [SwiftCode], vertical: Bool = false)
    /// `code` and then `suffix` with no break between them: `) async throws` after a requirement's parameters.
    case suffixed(SwiftCode, String)
    /// `[elements]`; `vertical` puts each element on a line of its own even when they would fit on one (two or
    /// more: swift-format joins a single element).
    case array([SwiftCode], vertical: Bool)
    /// Code ending in a body in braces, a closure: `opener` ends with `{` (and the closure's parameters).
    case closure(String, [SwiftItem])
}
