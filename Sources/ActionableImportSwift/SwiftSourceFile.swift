#if Import
    import ActionableImport
    import SwiftParser
    import SwiftSyntax

    /// A parsed Swift file and the converter from its positions to lines and columns.
    final class SwiftSourceFile {
        let path: String
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter

        init(path: String, text: String) {
            self.path = path
            tree = Parser.parse(source: text)
            converter = SourceLocationConverter(fileName: path, tree: tree)
        }

        /// Where `node` starts, after its leading trivia: 1-based line and column (columns count UTF-8 bytes, as
        /// swift-syntax and the Swift compiler do).
        func location(of node: some SyntaxProtocol) -> ImportLocation {
            let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return ImportLocation(file: path, line: location.line, column: location.column)
        }
    }

    extension SyntaxProtocol {
        /// The node's source on one line, shortened for a comment: `displayName(for: contact)`. Read token by token
        /// and only as far as it shows, so that a note about a 500-line closure costs what it prints; the whitespace,
        /// line breaks and comments between tokens are one space.
        var excerpt: String {
            var out = ""
            var length = 0
            var spaced = false
            for token in tokens(viewMode: .sourceAccurate) {
                if length > 0 && (spaced || !token.leadingTrivia.isEmpty) {
                    out += " "
                    length += 1
                }
                let text = token.text
                out += text
                length += text.count
                spaced = !token.trailingTrivia.isEmpty
                if length > 70 { break }
            }
            return length > 70 ? String(out.prefix(67)) + "..." : out
        }
    }
#endif
