import Actionable
import Foundation
import Testing

/// `--format sarif`: the log's structure, its paths as URIs, and its validity against the official SARIF 2.1.0
/// schema (committed in `Fixtures/sarif`), checked by a real JSON Schema validator so GitHub's upload check holds.
@Suite struct SARIFReporterTests {
    // A directory with a space, so the base URI's encoding is exercised; nothing is read from it.
    static let workingDirectory = "/home/ci/my repo"

    /// Diagnostics of each severity, on a relative path, absolute paths inside and outside the working directory, a
    /// path with `.` and `..`, and standard input.
    static let diagnostics: [Diagnostic] = [
        Diagnostic(
            code: .unknownKey, message: "unknown key 'destrutive' in an action",
            location: SourceLocation(file: "Categories/invite.yaml", line: 6, column: 9)),
        Diagnostic(
            code: .noActions, message: "category 'SILENT' has no 'actions'",
            location: SourceLocation(file: "/home/ci/my repo/Categories/Ärger #1.yaml", line: 4, column: 5)),
        Diagnostic(
            code: .overlappingExperience, message: "two experiences overlap",
            location: SourceLocation(file: "./Categories/../app.yaml", line: 2, column: 3), severity: .note),
        Diagnostic(
            code: .longTitle, message: "the title is 40 characters long",
            location: SourceLocation(file: "/srv/shared/common.yaml", line: 8, column: 16)),
        Diagnostic(
            code: .unknownCategory, message: "category 'Order_Status' is not registered",
            location: SourceLocation(file: "<stdin>", line: 1, column: 51)),
    ]

    static let report = DiagnosticReport(
        diagnostics: diagnostics,
        summary: ReportSummary(files: 4, categories: 2, actions: 3, errors: 2, warnings: 2)
    )

    static func render(_ report: DiagnosticReport = report) -> String {
        SARIFReporter(workingDirectory: workingDirectory).report(report)
    }

    /// The log's only run, decoded with `JSONSerialization` so the test reads the JSON as consumers do.
    static func run(of sarif: String) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
        let runs = try #require(log["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        return runs[0]
    }

    // MARK: - Structure

    @Test("every result names its rule, level, message and position, and its rule index points at that rule")
    func resultsMatchTheirDiagnostics() throws {
        let run = try Self.run(of: Self.render())
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        try #require(results.count == Self.diagnostics.count)

        for (result, diagnostic) in zip(results, Self.diagnostics) {
            #expect(result["ruleId"] as? String == diagnostic.code.rawValue)
            #expect(result["level"] as? String == diagnostic.severity.rawValue)
            #expect((result["message"] as? [String: Any])?["text"] as? String == diagnostic.message)
            let ruleIndex = try #require(result["ruleIndex"] as? Int)
            try #require(rules.indices.contains(ruleIndex))
            #expect(rules[ruleIndex]["id"] as? String == diagnostic.code.rawValue)

            let locations = try #require(result["locations"] as? [[String: Any]])
            try #require(locations.count == 1)
            let physical = try #require(locations[0]["physicalLocation"] as? [String: Any])
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == diagnostic.location.line)
            #expect(region["startColumn"] as? Int == diagnostic.location.column)
        }
    }

    @Test("paths under the working directory are encoded URIs relative to %SRCROOT%, others absolute file URIs")
    func pathsBecomeURIs() throws {
        let run = try Self.run(of: Self.render())
        let results = try #require(run["results"] as? [[String: Any]])
        let artifacts = results.map {
            let locations = $0["locations"] as? [[String: Any]]
            let physical = locations?.first?["physicalLocation"] as? [String: Any]
            return physical?["artifactLocation"] as? [String: String] ?? [:]
        }
        #expect(
            artifacts == [
                ["uri": "Categories/invite.yaml", "uriBaseId": "%SRCROOT%"],
                ["uri": "Categories/%C3%84rger%20%231.yaml", "uriBaseId": "%SRCROOT%"],
                ["uri": "app.yaml", "uriBaseId": "%SRCROOT%"],
                ["uri": "file:///srv/shared/common.yaml"],
                ["uri": "%3Cstdin%3E", "uriBaseId": "%SRCROOT%"],
            ])
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases == ["%SRCROOT%": ["uri": "file:///home/ci/my%20repo/"]])
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test("a relative path that leaves the working directory becomes an absolute file URI")
    func relativePathOutsideTheWorkingDirectory() throws {
        let diagnostic = Diagnostic(
            code: .noActions, message: "m", location: SourceLocation(file: "../other/x.yaml", line: 1, column: 1))
        let sarif = Self.render(
            DiagnosticReport(
                diagnostics: [diagnostic],
                summary: ReportSummary(files: 1, categories: 1, actions: 0, errors: 0, warnings: 1)))
        #expect(sarif.contains(#""uri" : "file:///home/ci/other/x.yaml""#))
    }

    @Test("the driver lists every catalog rule once, with its descriptions, help link and default level")
    func driverListsEveryRule() throws {
        let run = try Self.run(of: Self.render())
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "actionable")
        #expect(driver["version"] as? String == ActionableInfo.version)
        #expect(driver["semanticVersion"] as? String == ActionableInfo.version)
        #expect(driver["informationUri"] as? String == ActionableInfo.homepage)

        let rules = try #require(driver["rules"] as? [[String: Any]])
        let catalog = RuleCatalog.descriptions
        #expect(rules.count == catalog.count)
        #expect(rules.compactMap { $0["id"] as? String } == catalog.map(\.identifier.rawValue))
        #expect(Set(rules.compactMap { $0["id"] as? String }).count == rules.count)
        for (rule, description) in zip(rules, catalog) {
            #expect((rule["shortDescription"] as? [String: String])?["text"] == description.summary)
            #expect((rule["fullDescription"] as? [String: String])?["text"] == description.rationale)
            #expect(rule["helpUri"] as? String == ActionableInfo.helpURI(for: description.identifier))
            #expect(
                (rule["defaultConfiguration"] as? [String: String])?["level"] == description.severity.rawValue)
        }
        let noActions = rules.first { $0["id"] as? String == "no-actions" }
        #expect(noActions?["name"] as? String == "NoActions")
    }

    @Test("a report without diagnostics has an empty results list, which says the run found nothing")
    func emptyReport() throws {
        let sarif = Self.render(
            DiagnosticReport(
                diagnostics: [], summary: ReportSummary(files: 1, categories: 1, actions: 1, errors: 0, warnings: 0)))
        #expect(sarif.hasSuffix("}\n"))
        let run = try Self.run(of: sarif)
        #expect((run["results"] as? [Any])?.isEmpty == true)
        #expect((run["invocations"] as? [[String: Bool]]) == [["executionSuccessful": true]])
    }

    // MARK: - The official schema

    @Test("the log of every kind of diagnostic and of a real load is valid against the SARIF 2.1.0 schema")
    func logIsValidAgainstTheSchema() throws {
        let loaded = CategoryLoader().load(yaml: "categories:\n  - identifier: SILENT\n")
        #expect(!loaded.diagnostics.isEmpty)
        let report = DiagnosticReport(
            diagnostics: Self.diagnostics + loaded.diagnostics,
            summary: ReportSummary(files: 5, categories: 3, actions: 3, errors: 2, warnings: 3))
        try Self.expectValid(Self.render(report))
        try Self.expectValid(SARIFReporter().report(report))
    }

    @Test("the schema check rejects a log with a level SARIF does not define, so a pass means something")
    func validatorRejectsAnInvalidLog() throws {
        let invalid = Self.render().replacingOccurrences(of: #""level" : "warning""#, with: #""level" : "fatal""#)
        try #require(invalid != Self.render())
        switch try SARIFSchema.validate(invalid) {
        case .invalid(let errors):
            #expect(errors.contains { $0.contains("'fatal' is not one of") }, "\(errors)")
        case .valid:
            Issue.record("a log with level 'fatal' passed the SARIF schema")
        case .validatorMissing(let reason):
            Issue.record("\(SARIFSchema.missingMessage) (\(reason))")
        }
    }

    static func expectValid(_ sarif: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        switch try SARIFSchema.validate(sarif) {
        case .valid:
            break
        case .invalid(let errors):
            Issue.record(
                "the SARIF log is invalid:\n\(errors.joined(separator: "\n"))", sourceLocation: sourceLocation)
        case .validatorMissing(let reason):
            Issue.record("\(SARIFSchema.missingMessage) (\(reason))", sourceLocation: sourceLocation)
        }
    }
}

/// Validates a SARIF log against `Fixtures/sarif/sarif-schema-2.1.0.json` with Python's `jsonschema`, a complete
/// JSON Schema implementation (Swift has none in this package), picking the validator the schema's `$schema` names.
enum SARIFSchema {
    enum Outcome {
        case valid
        case invalid([String])
        /// python3 or its `jsonschema` module is not installed; the test fails rather than skips, so a machine
        /// without them cannot pass the suite silently.
        case validatorMissing(String)
    }

    static let missingMessage = "python3-jsonschema is missing: run bash scripts/setup.sh"
    static let schema = Fixtures.root.appendingPathComponent("sarif/sarif-schema-2.1.0.json")
    static let python = "/usr/bin/python3"
    /// Exit status 3 when `jsonschema` cannot be imported, 1 with one line per error, 0 when valid. The format
    /// checker also checks `uri` and `uri-reference` (as GitHub's upload does) when python3-rfc3987 is installed,
    /// which Debian's python3-jsonschema recommends.
    static let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError as error:
            print(error)
            sys.exit(3)
        with open(sys.argv[1], encoding="utf-8") as f:
            instance = json.load(f)
        with open(sys.argv[2], encoding="utf-8") as f:
            schema = json.load(f)
        validator = jsonschema.validators.validator_for(schema)
        validator.check_schema(schema)
        errors = validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(instance)
        lines = sorted("/".join(map(str, e.absolute_path)) + ": " + e.message for e in errors)
        print("\\n".join(lines))
        sys.exit(1 if lines else 0)
        """

    static func validate(_ sarif: String) throws -> Outcome {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            return .validatorMissing("\(python) not found")
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("actionable-\(UUID().uuidString).sarif")
        try Data(sarif.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, file.path, schema.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: a long error list could fill the pipe and block the validator.
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n").map(String.init)
        switch process.terminationStatus {
        case 0: return .valid
        case 3: return .validatorMissing(output.trimmingCharacters(in: .whitespacesAndNewlines))
        case 1 where !lines.isEmpty: return .invalid(lines)
        default: return .invalid(["the validator failed (status \(process.terminationStatus)):"] + lines)
        }
    }
}
