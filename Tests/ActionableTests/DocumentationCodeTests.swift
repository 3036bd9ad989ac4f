import ActionableRuntime
import ActionableTesting
import Foundation
import Testing

/// Every code block of README.md and of the DocC articles is checked against code that runs:
///
/// - a Swift block sits between `<!-- NAME:begin -->` and `<!-- NAME:end -->`, and a test compiles the same lines
///   between `// doc:NAME:begin` and `// doc:NAME:end` (and runs them); or it follows `<!-- excerpt: PATH [A=B] -->`,
///   and its lines (`…` skips) appear in that order in PATH, a file the tests compile (with `A` shown as `B`); or it
///   follows `<!-- manifest: dependencies|targets -->`, and a package manifest with those lines evaluates;
/// - a Kotlin or XML block (the Android article's) follows `<!-- excerpt: PATH -->` like a Swift excerpt, PATH being a
///   file `scripts/check-android.sh` compiles with kotlinc (the example app's, the tap side's) or a golden of
///   `actionable generate android`;
/// - a JSON block parses, and a body of the wire format decodes as the endpoint decodes it;
/// - a YAML block is read by the loader without a YAML syntax error, and a category file (`categories:` at the top)
///   loads without an error;
/// - a shell block in an article names only this package's executables and scripts (README's are run: the tour by
///   `ImportCommandTests`, "Try it" by `scripts/check-readme-server.sh`, the two commands by `.ci/run`).
///
/// The generated Rules article is left out: its examples are the rules' own, which `RuleExampleTests` and
/// `AuditRuleExampleTests` run.
@Suite struct DocumentationCodeTests {
    struct Block: CustomTestStringConvertible, Sendable {
        let file: String
        let line: Int
        let language: String
        let lines: [String]
        /// The nearest non-empty line above the opening fence.
        let above: String
        var testDescription: String { "\(file):\(line) (\(language))" }
    }

    static let root = Fixtures.packageRoot

    static var documents: [String] {
        var paths = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        for module in modules.sorted() {
            let catalog = "Sources/\(module)/Documentation.docc"
            let articles =
                (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
            paths += articles.filter { $0.hasSuffix(".md") && $0 != "Rules.md" }.sorted().map { "\(catalog)/\($0)" }
        }
        return paths
    }

    /// The fenced blocks of a Markdown file, indented ones (in list items) included.
    static func blocks(of path: String) -> [Block] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { return [] }
        let lines = text.components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else {
                index += 1
                continue
            }
            let indent = lines[index].prefix { $0 == " " }.count
            let language = String(trimmed.dropFirst(3))
            let above = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[end].count >= indent ? String(lines[end].dropFirst(indent)) : lines[end])
                end += 1
            }
            blocks.append(
                Block(
                    file: path, line: index + 1, language: language, lines: body,
                    above: above.trimmingCharacters(in: .whitespaces)))
            index = end + 1
        }
        return blocks
    }

    static var allBlocks: [Block] { documents.flatMap(blocks(of:)) }

    /// `// doc:NAME:begin` … `// doc:NAME:end` regions of every Swift file under Tests/, by name.
    static func testRegions() throws -> [String: [String]] {
        var regions: [String: [String]] = [:]
        let tests = root.appendingPathComponent("Tests")
        let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift", !url.path.contains("/Fixtures/") else { continue }
            let source = try String(contentsOf: url, encoding: .utf8)
            for line in source.components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("// doc:"), trimmed.hasSuffix(":begin") else { continue }
                let name = String(trimmed.dropFirst("// doc:".count).dropLast(":begin".count))
                regions[name] = MarkedLines.lines(of: source, between: trimmed, and: "// doc:\(name):end")
            }
        }
        return regions
    }

    @Test("every Swift block is compiled by a test", arguments: allBlocks.filter { $0.language == "swift" })
    func swiftBlock(_ block: Block) throws {
        if block.above.hasPrefix("<!-- excerpt:") {
            try checkExcerpt(block)
        } else if block.above.hasPrefix("<!-- manifest:") {
            try checkManifest(block)
        } else {
            let name = block.above.replacingOccurrences(of: "<!-- ", with: "")
                .replacingOccurrences(of: ":begin -->", with: "")
            try #require(
                block.above.hasPrefix("<!-- ") && block.above.hasSuffix(":begin -->"),
                "\(block.testDescription): a Swift block must be a marked example, an excerpt or a manifest")
            let region = try #require(
                try Self.testRegions()[name], "no test compiles `// doc:\(name):begin` … `// doc:\(name):end`")
            #expect(block.lines == region, "\(block.testDescription) differs from the code the test compiles")
        }
    }

    /// `<!-- excerpt: PATH [Shown=InFile] -->`: the block's lines, but `…`, appear in this order in PATH.
    func checkExcerpt(_ block: Block) throws {
        let words = block.above.dropFirst("<!-- excerpt:".count).dropLast(" -->".count)
            .split(separator: " ").map(String.init)
        let path = try #require(words.first)
        var source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        for rename in words.dropFirst() {
            let parts = rename.split(separator: "=").map(String.init)
            try #require(parts.count == 2)
            source = source.replacingOccurrences(of: parts[0], with: parts[1])
        }
        let fileLines = source.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var position = 0
        for line in block.lines.map({ $0.trimmingCharacters(in: .whitespaces) }) where line != "…" && !line.isEmpty {
            guard let found = fileLines[position...].firstIndex(of: line) else {
                Issue.record("\(block.testDescription): `\(line)` is not in \(path) after line \(position)")
                return
            }
            position = found + 1
        }
    }

    /// `<!-- manifest: dependencies|targets -->`: a manifest with the block's lines in that array evaluates.
    func checkManifest(_ block: Block) throws {
        let kind = block.above.dropFirst("<!-- manifest:".count).dropLast(" -->".count)
            .trimmingCharacters(in: .whitespaces)
        let lines = block.lines.joined(separator: "\n")
        // A target's block names the package it uses, as an app's manifest declares it.
        let dependencies =
            kind == "dependencies" ? lines : #".package(url: "https://github.com/your-org/actionable", from: "1.0.0"),"#
        let targets = kind == "targets" ? lines : ""
        try #require(kind == "dependencies" || kind == "targets", "\(block.testDescription): unknown manifest part")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("doc-manifest-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = """
            // swift-tools-version:6.1
            import PackageDescription

            let package = Package(
                name: "DocumentationManifest",
                platforms: [.iOS(.v16), .macOS(.v13)],
                dependencies: [
            \(dependencies)
                ],
                targets: [
            \(targets)
                ]
            )

            """
        try manifest.write(to: directory.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", directory.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(
            process.terminationStatus == 0,
            "\(block.testDescription): \(String(decoding: data, as: UTF8.self))")
    }

    @Test(
        "every YAML block is YAML; every category file in them loads",
        arguments: allBlocks.filter { $0.language == "yaml" })
    func yamlBlock(_ block: Block) {
        let text = block.lines.joined(separator: "\n") + "\n"
        let result = CategoryLoader().load(yaml: text, file: block.testDescription)
        let syntax = result.diagnostics.filter { $0.code == .yamlSyntax }
        #expect(syntax.isEmpty, "\(syntax)")
        if block.lines.first == "categories:" {
            let errors = result.diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test(
        "every JSON block parses; a wire-format body decodes as the endpoint decodes it",
        arguments: allBlocks.filter { $0.language == "json" })
    func jsonBlock(_ block: Block) throws {
        let bytes = Array(block.lines.joined(separator: "\n").utf8)
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(bytes)) }
        if block.lines.contains(where: { $0.contains("\"notification-id\"") }) {
            let response = try ActionResponse(jsonBody: bytes)
            #expect(!response.categoryIdentifier.isEmpty && !response.actionIdentifier.isEmpty)
        }
    }

    @Test("every block has a language, and a known one")
    func languages() {
        for block in Self.allBlocks {
            #expect(
                ["swift", "yaml", "sh", "json", "text", "javascript", "kotlin", "xml"].contains(block.language),
                "\(block.testDescription): fence with `\(block.language)`")
        }
    }

    @Test(
        "every Kotlin and XML block is an excerpt of a file scripts/check-android.sh compiles or generates",
        arguments: allBlocks.filter { $0.language == "kotlin" || $0.language == "xml" })
    func androidBlock(_ block: Block) throws {
        try #require(
            block.above.hasPrefix("<!-- excerpt:"),
            "\(block.testDescription): a Kotlin or XML block must follow `<!-- excerpt: PATH -->`")
        try checkExcerpt(block)
    }

    @Test(
        "every JavaScript block is an ES module node accepts (the site's code of the web article)",
        arguments: allBlocks.filter { $0.language == "javascript" })
    func javaScriptBlock(_ block: Block) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("doc-js-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("block.mjs")
        try block.lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", "--check", file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(block.testDescription): \(message)")
    }

    @Test("an article's shell commands run this package's executables and scripts")
    func shellBlocks() {
        let allowed = [
            "swift run", "swift package", "swift test", "bash scripts/", "scripts/", "Benchmarks/", "export ",
            "BODY=", "kill ", "open ", "git ", "actionable ", "brew ", "apt-get ", "pre-commit ", "cd ", "#",
        ]
        for block in Self.allBlocks where block.language == "sh" {
            // A command continued with `\` is one command.
            let commands = block.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
                .replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n").map(String.init)
            for line in commands where !line.isEmpty {
                #expect(
                    allowed.contains { line.hasPrefix($0) }, "\(block.testDescription): `\(line)` runs something else")
            }
        }
    }
}
