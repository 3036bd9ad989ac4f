import Actionable
import ActionableTesting
import Foundation
import Testing

@testable import ActionableCLI

@Suite struct RulesCommandTests {
    /// The "Rules and configuration" article, which holds the rule table.
    static let article = "Sources/Actionable/Documentation.docc/RulesAndConfiguration.md"

    /// The text between `<!-- NAME:begin -->` and `<!-- NAME:end -->` in the article.
    static func readmeBlock(_ name: String) throws -> String {
        let readme = try String(
            contentsOf: CLIFixtures.packageRoot.appendingPathComponent(article), encoding: .utf8)
        let begin = try #require(readme.range(of: "<!-- \(name):begin -->\n"))
        let end = try #require(readme.range(of: "<!-- \(name):end -->"))
        return String(readme[begin.upperBound..<end.lowerBound])
    }

    @Test("the article's rule table is what 'actionable rules --format markdown' prints")
    func readmeTableIsTheCatalog() throws {
        let table = ActionableCommand.Rules.markdown()
        if GoldenFiles.updating {
            let url = CLIFixtures.packageRoot.appendingPathComponent(Self.article)
            let readme = try String(contentsOf: url, encoding: .utf8)
            let begin = try #require(readme.range(of: "<!-- rules:begin -->\n"))
            let end = try #require(readme.range(of: "<!-- rules:end -->"))
            try readme.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: table)
                .write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(try Self.readmeBlock("rules") == table, "\(GoldenFiles.variable)=1 swift test rewrites it")
    }

    @Test("the Rules article is what 'actionable rules --format reference' prints")
    func referenceIsTheCatalog() throws {
        let url = CLIFixtures.packageRoot.appendingPathComponent("Sources/Actionable/Documentation.docc/Rules.md")
        let reference = ActionableCommand.Rules.reference()
        if GoldenFiles.updating { try reference.write(to: url, atomically: true, encoding: .utf8) }
        #expect(try String(contentsOf: url, encoding: .utf8) == reference, "\(GoldenFiles.variable)=1 rewrites it")
        for rule in RuleCatalog.descriptions {
            #expect(reference.contains("## `\(rule.identifier.rawValue)`"))
        }
        // Markers show where findings land.
        #expect(reference.contains("- ↓identifier: A"))
    }

    @Test("the text listing names every rule once, with its severity")
    func textListsEveryRule() {
        let lines = ActionableCommand.Rules.text().split(separator: "\n")
        #expect(lines.count == RuleCatalog.descriptions.count + 1)
        for rule in RuleCatalog.descriptions {
            #expect(
                lines.contains { $0.hasPrefix(rule.identifier.rawValue + " ") && $0.contains(rule.severity.rawValue) })
        }
    }

    @Test("the JSON listing carries each rule's rationale and examples")
    func jsonCarriesExamples() throws {
        let data = Data(ActionableCommand.Rules.json().utf8)
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(entries.count == RuleCatalog.descriptions.count)
        let noActions = try #require(entries.first { $0["identifier"] as? String == "no-actions" })
        #expect(noActions["severity"] as? String == "warning")
        #expect((noActions["triggeringExamples"] as? [String])?.isEmpty == false)
        #expect((noActions["rationale"] as? String)?.contains("Signal") == true)
    }
}
