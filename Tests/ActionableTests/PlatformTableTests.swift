import Actionable
import ActionableTesting
import Foundation
import Testing

/// The category file article's platform table is ``KeyPlatforms``, rendered from Apple's availability rows.
@Suite struct PlatformTableTests {
    static let article = Fixtures.packageRoot.appendingPathComponent(
        "Sources/Actionable/Documentation.docc/CategoryFile.md")

    @Test("the article's platform table is the one the availability rows give")
    func articleTableIsTheData() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- platforms:begin -->\n"))
        let end = try #require(text.range(of: "<!-- platforms:end -->"))
        let table = KeyPlatforms.markdownTable()
        if GoldenFiles.updating {
            try text.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: table)
                .write(to: Self.article, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.article, encoding: .utf8)
        #expect(committed.contains("<!-- platforms:begin -->\n" + table + "<!-- platforms:end -->"))
    }

    @Test("the table leaves allow-in-car-play out on macOS and the texts on watchOS, from Apple's rows")
    func tableFollowsTheRows() {
        let table = KeyPlatforms.markdownTable()
        #expect(table.contains("| `options: allow-in-car-play` | 10 | 13.1 | — | 3 | 1 | — |"))
        #expect(
            table.contains("| `hidden-previews-body-placeholder`, `summary-format` | 12 | 13.1 | 10.14 | — | 1 | — |"))
        #expect(table.contains("| `icon` | 15 | 15 | 12 | 8 | 1 | — |"))
    }
}
