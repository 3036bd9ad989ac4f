import Actionable
import ActionableTesting
import Foundation
import Testing

@testable import ActionableCodegen

/// `actionable generate android`: the strings, the registry and the manifest fragment of each registry are golden
/// files (a tree below Golden/android/<name>, as the app's source set has them); the tap side is the embedded
/// resources as they are. (scripts/check-android.sh compiles the output with kotlinc against the stand-in.)
@Suite struct AndroidGeneratorTests {
    static let everyKey = "Tests/ActionableCodegenTests/Fixtures/AndroidEveryKey"

    private func generator(minSDK: Int = 24, developmentLanguage: String? = nil) throws -> AndroidGenerator {
        try AndroidGenerator(
            options: .init(namespace: "com.example.app", minSDK: minSDK, developmentLanguage: developmentLanguage))
    }

    @Test(
        "the strings, registry and manifest of each registry match their golden files",
        arguments: [("Categories", "Categories"), (everyKey, "AndroidEveryKey")])
    func golden(path: String, golden: String) async throws {
        let result = try await CodegenFixtures.load(path)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let generator = try generator()
        let files = generator.generate(result, paths: [CodegenFixtures.path(path)])
        let generated = files.filter { !AndroidGenerator.tapSidePaths.contains($0.name) }
        let root = CodegenFixtures.golden.appendingPathComponent("android").appendingPathComponent(golden)
        if GoldenFiles.updating {
            try? FileManager.default.removeItem(at: root)
            for file in generated {
                let url = root.appendingPathComponent(file.name)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
        }
        for file in generated {
            let expected = try String(contentsOf: root.appendingPathComponent(file.name), encoding: .utf8)
            #expect(file.contents == expected, "\(file.name)")
        }
        // Nothing golden that is no longer generated.
        let goldenFiles = try Self.files(below: root)
        #expect(goldenFiles == generated.map(\.name).sorted())
        // Deterministic: the same input gives the same bytes.
        #expect(generator.generate(result, paths: [CodegenFixtures.path(path)]) == files)
    }

    @Test("the files are the strings, the registry in the namespace's directory, the tap side and the manifest")
    func paths() async throws {
        let result = try await CodegenFixtures.load(Self.everyKey)
        let names = try generator().generate(result, paths: ["AndroidEveryKey"]).map(\.name)
        #expect(
            names == [
                "res/values/actionable_strings.xml", "res/values-b+es+419/actionable_strings.xml",
                "res/values-b+zh+Hans/actionable_strings.xml", "res/values-de/actionable_strings.xml",
                "res/values-en/actionable_strings.xml", "res/values-en-rGB/actionable_strings.xml",
                "java/com/example/app/actionable/ActionableRegistry.kt",
                "java/actionable/android/ActionableModel.kt", "java/actionable/android/ActionableNotifications.kt",
                "java/actionable/android/ActionableTapReceiver.kt", "java/actionable/android/ActionableOutbox.kt",
                "java/actionable/android/ActionableDelivery.kt",
                "java/actionable/android/ActionableDeliveryJobService.kt",
                "java/actionable/android/ActionableCredential.kt", "AndroidManifest.actionable.xml",
            ])
    }

    @Test("the tap side is the package's resources, byte for byte")
    func tapSide() async throws {
        let result = try await CodegenFixtures.load("Categories")
        let files = try generator().generate(result, paths: ["Categories"])
        for path in AndroidGenerator.tapSidePaths {
            let name = String(path.split(separator: "/").last ?? "")
            let source = try String(
                contentsOfFile: CodegenFixtures.path("Sources/ActionableCodegen/Resources/android/" + name),
                encoding: .utf8)
            #expect(files.first { $0.name == path }?.contents == source, "\(name)")
        }
    }

    @Test("every string resource of the generated files reads back through aapt's rules to the file's text")
    func stringsReadBack() async throws {
        let result = try await CodegenFixtures.load(Self.everyKey)
        let files = try generator().generate(result, paths: ["AndroidEveryKey"])
        let values = try #require(files.first { $0.name == "res/values/actionable_strings.xml" }).contents
        let strings = AndroidStringsReader.strings(values)
        #expect(strings["actionable_offer_shop_title"] == "Don't miss \"$5 off\" & <more>")
        #expect(strings["actionable_offer_note_title"] == "@home: 100% done?")
        #expect(strings["actionable_offer_note_placeholder"] == "?")
        #expect(strings["actionable_message_reply_placeholder"] == "What's new?")
        let german = try #require(files.first { $0.name == "res/values-de/actionable_strings.xml" }).contents
        #expect(AndroidStringsReader.strings(german)["actionable_message_reply_placeholder"] == "Was gibt's Neues?")
        #expect(!german.contains("<!-- Title"), "translator comments are in res/values only")
    }

    @Test("res/values holds the development language, and every locale a text names has its directory")
    func developmentLanguage() async throws {
        let result = try await CodegenFixtures.load(Self.everyKey)
        let english = try generator().generate(result, paths: ["AndroidEveryKey"])
        #expect(english[0].contents.contains("<string name=\"actionable_message_reply_title\">Reply</string>"))
        let german = try generator(developmentLanguage: "de").generate(result, paths: ["AndroidEveryKey"])
        #expect(german[0].contents.contains("<string name=\"actionable_message_reply_title\">Antworten</string>"))
        #expect(german.map(\.name) == english.map(\.name))
        // A single string is the same in every language: res/values only, not to be translated.
        #expect(
            english[0].contents.contains(
                "<string name=\"actionable_offer_in_is_title\" translatable=\"false\">Yes</string>"))
    }

    @Test("an action titled at run time, text input without texts, custom dismiss and Android settings")
    func flags() throws {
        let result = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: CALL_LOG
                    options: [custom-dismiss-action]
                    actions:
                      - {identifier: CALL_BACK, title-at-run-time: true, activation: foreground}
                      - identifier: NOTE
                        title: {en: Note, de: Notiz}
                        authentication-required: true
                        text-input: {placeholder: ""}
                        android: {icon: fun, semantic-action: call}
                """, file: "calls.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let files = try generator().generate(result, paths: ["calls.yaml"])
        let registry = try #require(files.first { $0.name.hasSuffix("ActionableRegistry.kt") }).contents
        #expect(
            registry.contains(
                """
                        // CALL_LOG (calls.yaml:2)
                        // CALL_BACK: title set at run time, so no string resource; left out of the actions.
                        ActionableCategory(
                """))
        #expect(registry.contains("        const val CALL_BACK: String = \"CALL_BACK\"\n"))
        #expect(!registry.contains("/* identifier = */ CallLog.CALL_BACK"))
        #expect(
            registry.contains(
                "/* textInput = */ ActionableTextInput(/* buttonTitle = */ 0, /* placeholder = */ 0),"))
        // A drawable named like a Kotlin keyword is backticked.
        #expect(registry.contains("/* icon = */ R.drawable.`fun`,"))
        #expect(registry.contains("/* semanticAction = */ android.app.Notification.Action.SEMANTIC_ACTION_CALL\n"))
        #expect(registry.contains("/* authenticationRequired = */ true,"))
        #expect(registry.contains("/* customDismiss = */ true"))
        // No string for the run-time title or the empty placeholder.
        #expect(!files[0].contents.contains("call_back"))
        #expect(!files[0].contents.contains("placeholder"))
    }

    @Test("an unregistered category keeps its actions, as on the web, but reports no dismissals")
    func unregistered() throws {
        let result = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: SERVER_ONLY
                    registered: false
                    options: [custom-dismiss-action]
                    actions: []
                """, file: "server.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let registry = try generator().generate(result, paths: ["server.yaml"])[1].contents
        #expect(registry.contains("/* actions = */ emptyList(),\n            /* customDismiss = */ false"))
    }

    @Test("MIN_SDK is the option's level")
    func minSDK() async throws {
        let result = try await CodegenFixtures.load("Categories")
        let registry = try generator(minSDK: 31).generate(result, paths: ["Categories"])
            .first { $0.name.hasSuffix(".kt") }?.contents
        #expect(registry?.contains("    const val MIN_SDK: Int = 31\n") == true)
    }

    @Test(
        "a namespace that is no Java package name and an unsupported level are refused",
        arguments: [
            "", "com..app", "com.example.", "1com.example", "com.ex-ample", "com.example.in", "com.new.app",
            "../etc", "com/example", "com.exämple",
        ])
    func badNamespace(namespace: String) {
        #expect(throws: AndroidGenerator.OptionsError.self) {
            try AndroidGenerator(options: .init(namespace: namespace))
        }
    }

    @Test("a supported namespace and level are accepted; a level outside 24...36 is not")
    func options() throws {
        _ = try AndroidGenerator(options: .init(namespace: "com.Example_1.app", minSDK: 24))
        _ = try AndroidGenerator(options: .init(namespace: "app", minSDK: 36))
        #expect(throws: AndroidGenerator.OptionsError.minSDK(23)) {
            try AndroidGenerator(options: .init(namespace: "com.example.app", minSDK: 23))
        }
        #expect(
            AndroidGenerator.OptionsError.namespace("com.new", reason: "'new' is a keyword").description
                == "'com.new' is not a Java package name for the app's namespace: 'new' is a keyword (e.g. com.example.app)"
        )
    }

    @Test("the manifest fragment declares the receiver and job service unexported, and the permissions")
    func manifest() {
        let manifest = AndroidManifestFragment.document(persistedJobs: false)
        #expect(
            manifest.contains(
                "<receiver android:name=\"actionable.android.ActionableTapReceiver\" android:exported=\"false\"/>"))
        #expect(
            manifest.contains(
                """
                        <service
                            android:name="actionable.android.ActionableDeliveryJobService"
                            android:permission="android.permission.BIND_JOB_SERVICE"
                            android:exported="false"/>
                """))
        for permission in ["POST_NOTIFICATIONS", "INTERNET", "ACCESS_NETWORK_STATE"] {
            #expect(manifest.contains("<uses-permission android:name=\"android.permission.\(permission)\"/>"))
        }
        #expect(!manifest.contains("RECEIVE_BOOT_COMPLETED"))
        #expect(AndroidManifestFragment.document(persistedJobs: true).contains("RECEIVE_BOOT_COMPLETED"))
        #expect(manifest.contains("xmlns:tools=\"http://schemas.android.com/tools\""))
    }

    @Test("a locale aapt2 cannot name is reported and left out")
    func unsupportedLocale() throws {
        let result = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: C
                    actions:
                      - {identifier: A, title: {en: Yes please, en-x-pirate: Aye, zh-yue-HK: 好}}
                """, file: "c.yaml")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let generator = try generator()
        #expect(
            generator.warnings(for: result.registry) == [
                "locale 'en-x-pirate' has no Android resource qualifier (language, script, region, variants); its texts are not written",
                "locale 'zh-yue-HK' has no Android resource qualifier (language, script, region, variants); its texts are not written",
            ])
        #expect(generator.generate(result, paths: ["c.yaml"]).filter { $0.name.hasPrefix("res/") }.count == 2)
    }

    @Test("the CLI's marker recognises the generated strings files only")
    func marker() async throws {
        let result = try await CodegenFixtures.load("Categories")
        let files = try generator().generate(result, paths: ["Categories"])
        for file in files where file.name.hasPrefix("res/") {
            #expect(AndroidGenerator.isGeneratedStrings(file.contents))
        }
        #expect(!AndroidGenerator.isGeneratedStrings("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources/>\n"))
    }

    private static func files(below root: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var names: [String] = []
        for case let url as URL in enumerator
        where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            names.append(String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1)))
        }
        return names.sorted()
    }
}

/// Reads `<string>`s back as Android does: XML's entities, then aapt2's rules for a string's text (backslash escapes,
/// white space collapsed and trimmed, `"` quoting); an unescaped `'` or a leading `@`/`?` reads as `nil`, because
/// aapt2 refuses the first and reads the others as references.
enum AndroidStringsReader {
    static func strings(_ document: String) -> [String: String] {
        var strings: [String: String] = [:]
        let pattern = /<string name="([a-z0-9_]+)"[^>]*>([^<]*)<\/string>/
        for match in document.matches(of: pattern) {
            strings[String(match.output.1)] = read(String(match.output.2))
        }
        return strings
    }

    static func read(_ xmlText: String) -> String? {
        let text = xmlText.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&amp;", with: "&")
        if text.hasPrefix("@") || text.hasPrefix("?") { return nil }
        var scalars = Array(text.unicodeScalars)[...]
        var units: [UInt16] = []
        var quoted = false
        var lastWasSpace = true
        var pendingSpace = false
        func append(_ scalar: Unicode.Scalar, literalSpace: Bool = false) {
            if pendingSpace {
                units += " ".utf16
                pendingSpace = false
            }
            units += String(scalar).utf16
            lastWasSpace = literalSpace
        }
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\\":
                guard let next = scalars.popFirst() else { return nil }
                switch next {
                case "n": append("\n")
                case "t": append("\t")
                case "u":
                    let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                    scalars = scalars.dropFirst(4)
                    guard let unit = UInt16(hex, radix: 16) else { return nil }
                    if pendingSpace {
                        units += " ".utf16
                        pendingSpace = false
                    }
                    units.append(unit)
                    lastWasSpace = false
                default: append(next)
                }
            case "\"": quoted.toggle()
            case "'" where !quoted: return nil
            case " ", "\n", "\t", "\r":
                if quoted {
                    append(scalar)
                } else if !lastWasSpace {
                    pendingSpace = true
                    lastWasSpace = true
                }
            default: append(scalar)
            }
        }
        return String(decoding: units, as: UTF16.self)
    }
}
