/// How a scalar was written. Plain scalars are resolved by the YAML 1.2 core schema (`3` is an integer,
/// `true` a boolean); quoted and block scalars are always strings.
package enum ScalarStyle: Sendable, Hashable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded

    /// Whether the scalar can only be a string (anything but plain).
    package var isQuoted: Bool { self != .plain }
}
