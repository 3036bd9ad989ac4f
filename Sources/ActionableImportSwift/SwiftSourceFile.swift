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
        /// The node's source on one line, shortened for a comment: `displayName(for: contact)`.
        var excerpt: String {
            let flat = trimmedDescription.split(whereSeparator: \.isNewline).map {
                $0.trimmingCharacters(in: " \t")
            }.joined(separator: " ")
            return flat.count > 70 ? String(flat.prefix(67)) + "..." : flat
        }
    }

    extension StringProtocol {
        fileprivate func trimmingCharacters(in set: String) -> Substring {
            var slice = Substring(self)
            while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
            while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
            return slice
        }
    }
#endif
