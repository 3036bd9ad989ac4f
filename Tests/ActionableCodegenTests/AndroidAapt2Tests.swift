import Actionable
import Foundation
import Testing

@testable import ActionableCodegen

/// The generated string resources through Android's own resource compiler: `aapt2 compile` and `aapt2 link` take
/// them, and `aapt2 dump resources` reads every string back exactly as the category files wrote it, in every
/// locale directory. Runs where Debian's `aapt` (which ships aapt2) and `android-framework-res` are installed.
@Suite(.enabled(if: AndroidAapt2.isAvailable, "aapt2 and framework-res.apk are not installed"))
struct AndroidAapt2Tests {
    static let aapt2 = AndroidAapt2.executable
    static let framework = AndroidAapt2.framework

    /// Titles aapt2 would change or refuse unless escaped.
    static let hardTitles = [
        " leading", "a  b   c", "trailing ", "a\n b", "a \n b", "a\t b \t", "back\\slash \"q\" it's", "?attr/x",
        "@string/x", "<b>bold</b> ]]> &amp;", "rtl\u{202E}override 100% %s %d", "🎉👩‍👩‍👧 受け取りました", "\u{A0}nbsp\u{A0} ",
        "x\u{2028}y\u{85}z", "$5 off",
    ]

    @Test("every string of the fixture and of hard titles reads back from aapt2 as written, per locale")
    func readBack() async throws {
        let fixture = try await CodegenFixtures.load(AndroidGeneratorTests.everyKey)
        var yaml = "categories:\n  - identifier: HARD\n    actions:\n"
        for (index, title) in Self.hardTitles.enumerated() {
            let escaped = title.unicodeScalars.map { "\\U" + String(format: "%08X", $0.value) }.joined()
            yaml += "      - {identifier: A\(index), title: \"\(escaped)\"}\n"
        }
        let hard = CategoryLoader().load(yaml: yaml, file: "hard.yaml")
        #expect(!hard.hasErrors, "\(hard.diagnostics)")
        let generator = try AndroidGenerator(options: .init(namespace: "com.example.app"))
        var expected: [String: [String: String]] = [:]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-aapt2-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (index, result) in [fixture, hard].enumerated() {
            let root = directory.appendingPathComponent("app\(index)")
            for file in generator.generate(result, paths: ["c"]) where file.name.hasPrefix("res/") {
                let url = root.appendingPathComponent(file.name)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
            for drawable in ["ic_reply", "ic_delete", "ic_shop"] {
                let url = root.appendingPathComponent("res/drawable/\(drawable).xml")
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try "<shape xmlns:android=\"http://schemas.android.com/apk/res/android\"/>\n".write(
                    to: url, atomically: true, encoding: .utf8)
            }
            let dump = try Self.compileAndDump(root)
            for category in result.registry.categories {
                for action in category.actions where !action.isTitleSetAtRunTime {
                    let name =
                        "actionable_" + AndroidNames.resourcePart(category.identifier) + "_"
                        + AndroidNames.resourcePart(action.identifier) + "_title"
                    expected[name] = Self.values(action.title)
                    #expect(dump[name] == Self.values(action.title), "\(name)")
                }
            }
        }
        #expect(expected.count == 7 + Self.hardTitles.count)
    }

    /// The text per qualifier aapt2 should report: `""` for res/values.
    private static func values(_ text: LocalizedText) -> [String: String] {
        guard text.isLocalized else { return ["": text.defaultValue] }
        var values = ["": text.exactValue(for: "en") ?? text.defaultValue]
        for translation in text.translations {
            guard let locale = AndroidLocale(translation.locale) else { continue }
            // aapt2 prints a numeric region in the old form (es-r419) and the rest as the directory names it.
            let qualifier = locale.qualifier == "b+es+419" ? "es-r419" : locale.qualifier
            values[qualifier] = translation.value
        }
        return values
    }

    /// Compiles and links `root/res`, then reads `aapt2 dump resources`: string name → qualifier → text.
    private static func compileAndDump(_ root: URL) throws -> [String: [String: String]] {
        let manifest = root.appendingPathComponent("AndroidManifest.xml")
        try """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
            <application/>
        </manifest>
        """.write(to: manifest, atomically: true, encoding: .utf8)
        let compiled = root.appendingPathComponent("res.zip").path
        let apk = root.appendingPathComponent("app.apk").path
        _ = try run([aapt2, "compile", "--dir", root.appendingPathComponent("res").path, "-o", compiled])
        _ = try run([aapt2, "link", "-o", apk, "-I", framework, "--manifest", manifest.path, compiled])
        let dump = try run([aapt2, "dump", "resources", apk])
        var strings: [String: [String: String]] = [:]
        var name: String?
        var entry: (qualifier: String, lines: [String])?
        func finish() {
            // `(qualifier) "text"`, the text on one line or continued on the next ones.
            let text = entry?.lines.joined(separator: "\n") ?? ""
            guard let name, let entry, let open = text.firstIndex(of: "\""), text.hasSuffix("\""),
                open < text.index(before: text.endIndex)
            else { return }
            strings[name, default: [:]][entry.qualifier] = String(
                text[text.index(after: open)..<text.index(before: text.endIndex)])
        }
        for line in dump.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("    resource ") {
                finish()
                entry = nil
                name = line.split(separator: "/").last.map(String.init)
            } else if line.hasPrefix("      ("), let close = line.firstIndex(of: ")") {
                finish()
                entry = (String(line[line.index(line.startIndex, offsetBy: 7)..<close]), [line])
            } else if line.hasPrefix("      "), entry != nil {
                entry?.lines.append(String(line.dropFirst(6)))
            } else {
                finish()
                entry = nil
            }
        }
        finish()
        return strings
    }

    private static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        try #require(process.terminationStatus == 0, "\(arguments.joined(separator: " ")): \(text)")
        return text
    }
}

/// Where Debian's packages put aapt2 and the framework's resources.
enum AndroidAapt2 {
    static let executable = "/usr/bin/aapt2"
    static let framework = "/usr/share/android-framework-res/framework-res.apk"
    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: executable) && FileManager.default.fileExists(atPath: framework)
    }
}
