import Actionable
import ArgumentParser
import Foundation

extension ActionableCommand {
    /// `actionable rules [--format json]`: the rule catalog.
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List every rule: identifier, default severity, what it reads and what it finds.",
            discussion: """
                Turn a rule off or change its severity in .actionable.yml (rules: {no-actions: off}); silence one \
                place with a comment: # actionable:disable RULE — reason.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json, markdown, reference
        }

        @Option(help: "Output format: text, json, markdown (the rule table), reference (the Rules article).")
        var format: Format = .text

        func run() {
            var output = StandardOutput()
            output.write(Self.render(format))
        }

        static func render(_ format: Format) -> String {
            switch format {
            case .text: text()
            case .json: json()
            case .markdown: markdown()
            case .reference: reference()
            }
        }

        /// The documentation's Rules article (`Sources/Actionable/Documentation.docc/Rules.md`): every rule with its rationale and examples, `↓` where a finding lands.
        static func reference() -> String {
            var output = """
                # Rules

                Every rule, with its rationale and examples that do and do not trigger it; `↓` marks where a finding \
                is reported.

                Generated from the rule files of `Sources/Actionable/Rules/` by `actionable rules --format reference`; \
                `UPDATE_GOLDEN=1 swift test --traits HTTP,Postgres,Import,WebPush,Vapor` rewrites it. <doc:RulesAndConfiguration> \
                lists the rules in one table and says how to configure and silence them.

                """
            for rule in RuleCatalog.descriptions {
                let id = rule.identifier.rawValue
                output += "\n## `\(id)`\n\n"
                output += "\(rule.severity.rawValue.capitalized) · reads \(rule.scope.rawValue)\n\n"
                output += rule.summary + "\n\n" + rule.rationale + "\n"
                for (title, examples) in [
                    ("Triggers", rule.triggeringExamples), ("Does not trigger", rule.nonTriggeringExamples),
                ] where !examples.isEmpty {
                    output += "\n\(title):\n"
                    for example in examples {
                        let text = example.markedDescription
                        // A huge generated example (501 categories) is shown by its start.
                        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                        let shown =
                            lines.count > (rule.scope == .appCode ? 60 : 12)
                            ? lines.prefix(8).joined(separator: "\n") + "\n# … \(lines.count - 8) more lines"
                            : text.hasSuffix("\n") ? String(text.dropLast()) : text
                        let fence = shown.contains("```") ? "~~~~" : "```"
                        let language =
                            example.payload != nil
                            ? "json"
                            : rule.scope == .appCode
                                ? (example.files.contains { $0.name.hasSuffix(".m") } ? "objc" : "swift") : "yaml"
                        output += "\n\(fence)\(language)\n\(shown)\n\(fence)\n"
                        if let headers = example.markedHeaders {
                            let text = headers.hasSuffix("\n") ? String(headers.dropLast()) : headers
                            output += "\n```\n# \(RuleExample.headersFile)\n\(text)\n```\n"
                        }
                    }
                }
            }
            return output
        }

        /// The rule table of the "Rules and configuration" article: one row per rule, linked to its section of the
        /// Rules article.
        static func markdown() -> String {
            var output = "| rule | severity | reads | what it finds |\n|---|---|---|---|\n"
            for rule in RuleCatalog.descriptions {
                let id = rule.identifier.rawValue
                let summary = rule.summary.replacingOccurrences(of: "|", with: "\\|")
                output +=
                    "| <doc:Rules#\(id)> | \(rule.severity.rawValue) | \(rule.scope.rawValue) | \(summary) |\n"
            }
            return output
        }

        /// One line per rule: identifier, severity, scope, summary.
        static func text() -> String {
            let rules = RuleCatalog.descriptions
            let width = rules.map(\.identifier.rawValue.count).max() ?? 0
            var output = ""
            for rule in rules {
                let id = rule.identifier.rawValue
                let severity = rule.severity.rawValue
                output +=
                    id + String(repeating: " ", count: width - id.count + 2) + severity
                    + String(repeating: " ", count: 9 - severity.count) + rule.summary + "\n"
            }
            output +=
                "\(rules.count) rules. Details: actionable rules --format json, or the Rules article (Sources/Actionable/Documentation.docc/Rules.md).\n"
            return output
        }

        private struct Entry: Encodable {
            let identifier: String
            let severity: Severity
            let scope: RuleScope
            let summary: String
            let rationale: String
            let triggeringExamples: [String]
            let nonTriggeringExamples: [String]
        }

        /// Every rule with its rationale and examples, keys sorted.
        static func json() -> String {
            let entries = RuleCatalog.descriptions.map {
                Entry(
                    identifier: $0.identifier.rawValue, severity: $0.severity, scope: $0.scope, summary: $0.summary,
                    rationale: $0.rationale, triggeringExamples: $0.triggeringExamples.map(\.description),
                    nonTriggeringExamples: $0.nonTriggeringExamples.map(\.description))
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(entries) else { return "[]\n" }
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }
}
