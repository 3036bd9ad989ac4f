import Actionable
import Foundation
import Testing

@testable import ActionableCodegen

/// The generated Swift passes `swift format lint --strict` with the package's own `.swift-format`, so an app that
/// lints its sources (generated ones included) gets no findings from us. The generator lays code out by itself;
/// this runs the toolchain's swift-format on its output for the registries of the tests, every file kind and
/// access level, and fails when the tool is missing: a check that silently skips would let the layout rot.
@Suite struct SwiftFormatLintTests {
    static let registries = [
        "Categories", "Tests/GeneratedCodeTests/Fixtures/everything", "Tests/GeneratedCodeTests/Fixtures/names",
        // Real apps' categories; Signal's identifiers make 76-character type names, the longest lines to break.
        "Tests/ActionableTests/Fixtures/valid/apple-sample.yaml",
        "Tests/ActionableTests/Fixtures/valid/everything.yaml",
        "Tests/ActionableTests/Fixtures/valid/home-assistant.yaml",
        "Tests/ActionableTests/Fixtures/valid/nextcloud-talk.yaml", "Tests/ActionableTests/Fixtures/valid/signal.yaml",
        // Longer still: every kind of break point the renderer has.
        "Tests/ActionableCodegenTests/LintFixtures/long-names.yaml",
        // Conformance headers of 119 to 122 characters, where an empty body's `}` decides the break (issue 61).
        "Tests/ActionableCodegenTests/LintFixtures/conformance-line-boundary.yaml",
    ]

    /// How each registry is generated: every one under a short namespace with the app's responses; the long names
    /// also under a 30-character namespace (issue 34: `extension Namespace.Category.Action` headers, the calls that
    /// name both), with and without the app's responses, as the two outputs name the category types in different
    /// places.
    static let runs: [(registry: String, namespace: String, appResponses: Bool)] =
        registries.map { ($0, "LintCategories", true) }
        + [false, true].flatMap { appResponses in
            ["fifty-character-names.yaml", "long-names.yaml", "conformance-line-boundary.yaml"].map {
                ("Tests/ActionableCodegenTests/LintFixtures/" + $0, "AcmeCorporationNotificationsNS", appResponses)
            }
        }

    @Test("the generated Swift has no swift-format findings")
    func generatedSwiftIsLintClean() async throws {
        let swift = try #require(Self.executable(named: "swift"), "no `swift` on PATH to run `swift format lint` with")
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("actionable-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (registry, namespace, appResponses) in Self.runs {
            let result = try await CodegenFixtures.load(registry)
            #expect(!result.hasErrors, "\(registry)")
            for accessLevel in SwiftGenerator.AccessLevel.allCases {
                let generator = try SwiftGenerator(
                    options: .init(
                        namespace: namespace, accessLevel: accessLevel, tableName: "Notifications",
                        actionableConformances: true, appResponses: appResponses))
                let output = directory.appendingPathComponent(
                    registry.replacingOccurrences(of: "/", with: "-") + "-" + namespace + "-" + accessLevel.rawValue
                        + (appResponses ? "-responses" : ""))
                for file in generator.generate(result, paths: [CodegenFixtures.path(registry)]) {
                    _ = try file.write(to: output.path)
                }
            }
        }
        let lint = Process()
        lint.executableURL = swift
        lint.arguments = [
            "format", "lint", "--strict", "--recursive", "--configuration", CodegenFixtures.path(".swift-format"),
            directory.path,
        ]
        let pipe = Pipe()
        lint.standardOutput = pipe
        lint.standardError = pipe
        try lint.run()
        let findings = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        lint.waitUntilExit()
        #expect(findings.isEmpty, "\(findings)")
        #expect(lint.terminationStatus == 0)
    }

    /// The first executable `name` on `PATH`, as a shell finds it.
    static func executable(named name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
