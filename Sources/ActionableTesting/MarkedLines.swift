import Foundation

/// The lines between two marker lines of a text, without their common indentation: how the tests hold README's code
/// examples to the code they compile (`// README-x:begin` … `// README-x:end` in a test, `<!-- x:begin -->` … in
/// README).
package enum MarkedLines {
    package static func lines(of text: String, between start: String, and end: String) -> [String]? {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = all.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == start }),
            let last = all[first...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == end })
        else { return nil }
        let body = all[(first + 1)..<last]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix(while: { $0 == " " }).count }.min() ?? 0
        return body.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
    }
}
