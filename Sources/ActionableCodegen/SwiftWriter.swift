/// Lines of Swift with their indentation kept by structure: a block's body is indented by the writer, never by the
/// strings handed to it, so generated code nests the way `swift format` lays it out.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    /// One line at the current depth; an empty string is an empty line.
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// Several lines at the current depth (a `///` comment, say).
    mutating func lines(_ contents: [String]) {
        contents.forEach { line($0) }
    }

    /// `opener {`, the body one level deeper, then `}` (or `closer`).
    mutating func block(_ opener: String, closer: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opener + " {")
        depth += 1
        body(&self)
        depth -= 1
        line(closer)
    }

    /// Lines written without indentation (`#if`, `#endif`).
    mutating func directive(_ content: String) {
        text += content + "\n"
    }
}
