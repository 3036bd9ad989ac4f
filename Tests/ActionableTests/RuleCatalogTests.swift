import ActionableTesting
import ActionableYAML
import Foundation
import Testing

@testable import Actionable

/// The rule catalog is generated from the rule files, so adding a rule is writing its file (and its code): the
/// list in `RuleCatalog.swift` is one group per folder of `Rules/`, each in file-name order.
/// `UPDATE_GOLDEN=1 swift test` rewrites it.
@Suite struct RuleCatalogTests {
    /// The folders of `Sources/Actionable/Rules/`, in the order the catalog (and README's table) lists them.
    static let folders = [
        "File", "Schema", "Category", "Action", "Text", "App", "Payload", "Configuration", "Diff", "AppCode",
    ]

    static let rulesDirectory = Fixtures.packageRoot.appendingPathComponent("Sources/Actionable/Rules")

    /// The rule types of each folder, read from the files: `enum NameRule: …`.
    static func ruleFiles() throws -> [(folder: String, rules: [String])] {
        let found = try FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path)
            .filter { !$0.hasSuffix(".swift") }
        #expect(Set(found) == Set(folders), "a folder of Rules/ is not in RuleCatalogTests.folders, or is gone")
        return try folders.map { folder in
            let directory = rulesDirectory.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix("Rule.swift") }.sorted()
            let rules = try files.map { file in
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                let name = String(file.dropLast(".swift".count))
                #expect(text.contains("enum \(name): "), "\(folder)/\(file) must declare `enum \(name)`")
                return name
            }
            return (folder, rules)
        }
    }

    /// The catalog's list as Swift, wrapped at 120 columns.
    static func render(_ groups: [(folder: String, rules: [String])]) -> String {
        var output = "    static let rules: [any Rule.Type] = [\n"
        for group in groups {
            output += "        // \(group.folder)/\n"
            var line = "       "
            for rule in group.rules {
                let item = " \(rule).self,"
                if line.count + item.count > 120 {
                    output += line + "\n"
                    line = "       "
                }
                line += item
            }
            output += line + "\n"
        }
        return output + "    ]\n"
    }

    @Test("RuleCatalog lists every rule file, grouped by folder")
    func catalogIsTheRuleFiles() throws {
        let url = Self.rulesDirectory.appendingPathComponent("RuleCatalog.swift")
        let source = try String(contentsOf: url, encoding: .utf8)
        let begin = try #require(source.range(of: "    // rule-list:begin\n"))
        let end = try #require(source.range(of: "    // rule-list:end"))
        let groups = try Self.ruleFiles()
        let rendered = Self.render(groups)
        if GoldenFiles.updating {
            try source.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: rendered)
                .write(to: url, atomically: true, encoding: .utf8)
            return  // The compiled catalog follows at the next build.
        }
        #expect(
            String(source[begin.upperBound..<end.lowerBound]) == rendered,
            "RuleCatalog.swift is not the rule files' list; \(GoldenFiles.variable)=1 swift test rewrites it")
        // What the compiled catalog holds is what the files declare.
        #expect(RuleCatalog.rules.map { "\($0)" } == groups.flatMap(\.rules))
    }

    @Test("the decoder reports only what it cannot decode: findings of File/ and Schema/ rules, never a judgment")
    func decoderReportsOnlyDecoding() throws {
        let groups = try Self.ruleFiles()
        let decoding = Set(
            groups.filter { ["File", "Schema"].contains($0.folder) }.flatMap(\.rules).compactMap { name in
                RuleCatalog.rules.first { "\($0)" == name }?.description.identifier
            })
        var seen = Set<DiagnosticCode>()
        for fixture in DiagnosticFixtureTests.invalidFixtures where fixture.hasSuffix(".yaml") {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: fixture)))
            let found = bytes.withUnsafeBufferPointer { buffer in
                var decoder = CategoryFileDecoder(stream: YAMLEventStream(buffer, file: fixture, limits: YAMLLimits()))
                decoder.decode()
                return decoder.sink.finished(file: fixture)
            }
            for diagnostic in found {
                seen.insert(diagnostic.code)
                #expect(decoding.contains(diagnostic.code), "the decoder judged: \(diagnostic)")
            }
        }
        // The fixtures do reach the decoder's own reports, so the check above means something.
        #expect(seen.isSuperset(of: [.typeMismatch, .unknownKey, .missingKey, .duplicateKey]))
    }

    @Test("every rule has its own code, and every code one rule")
    func codesAndRulesMatch() {
        #expect(
            RuleCatalog.descriptions.map(\.identifier).sorted { $0.rawValue < $1.rawValue }
                == DiagnosticCode.allCases.sorted { $0.rawValue < $1.rawValue })
    }
}
