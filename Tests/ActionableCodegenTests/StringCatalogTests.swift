import Actionable
import Foundation
import Testing

@testable import ActionableCodegen

/// `.xcstrings` output: golden files, and the structure Xcode reads.
@Suite struct StringCatalogTests {
    @Test(
        "the catalog of each registry matches its golden file",
        arguments: [
            ("Categories", "Categories.xcstrings"),
            ("Tests/GeneratedCodeTests/Fixtures/everything", "everything.xcstrings"),
            ("Tests/GeneratedCodeTests/Fixtures/names", "names.xcstrings"),
        ])
    func golden(path: String, golden: String) async throws {
        let result = try await CodegenFixtures.load(path)
        #expect(!result.hasErrors)
        let catalog = try StringCatalogGenerator().generate(result.registry)
        try CodegenFixtures.updateGolden(golden, with: catalog)
        #expect(catalog == (try CodegenFixtures.golden(golden)))
    }

    @Test("a title set at run time and the texts of an unregistered category have no entry")
    func noRunTimeOrUnregisteredTexts() throws {
        let result = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: CALL_LOG
                    actions:
                      - {identifier: CALL_BACK, title-at-run-time: true}
                      - {identifier: DISMISS_CALL, title: Dismiss}
                  - identifier: ENRICHED
                    registered: false
                    summary-format: "%u more"  # actionable:disable ignored-setting — the catalog is what is tested
                    actions: []
                """, file: "item11.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let catalog = try StringCatalogGenerator().generate(result.registry)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        let strings = try #require(object["strings"] as? [String: Any])
        #expect(Set(strings.keys) == ["CALL_LOG.DISMISS_CALL.title"])
    }

    @Test("every text and locale of the registry is in the catalog, under the key the Swift uses")
    func everyText() async throws {
        let registry = try await CodegenFixtures.load("Tests/GeneratedCodeTests/Fixtures/everything").registry
        let catalog = try StringCatalogGenerator().generate(registry)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        #expect(object["sourceLanguage"] as? String == "en")
        #expect(object["version"] as? String == "1.0")
        let strings = try #require(object["strings"] as? [String: [String: Any]])
        var expectedKeys = Set<String>()
        for category in registry.categories {
            for text in category.texts {
                // An empty placeholder written on purpose has nothing to translate and no entry.
                if text.text.isEmptyPlaceholder {
                    #expect(strings[text.key] == nil, "\(text.key) is empty and listed")
                    continue
                }
                expectedKeys.insert(text.key)
                let entry = try #require(strings[text.key], "\(text.key) is missing")
                let localizations = try #require(entry["localizations"] as? [String: [String: [String: String]]])
                for translation in text.text.translations {
                    #expect(localizations[translation.locale]?["stringUnit"]?["value"] == translation.value)
                    #expect(localizations[translation.locale]?["stringUnit"]?["state"] == "translated")
                }
                #expect(entry["extractionState"] as? String == "manual")
            }
        }
        #expect(Set(strings.keys) == expectedKeys)
        // Written keys are used as they are; a shared key appears once.
        #expect(strings["PUSH_MANAGER_REPLY"] != nil)
        #expect(strings["EVERYTHING.REPLY.title"] == nil)
        #expect(strings["MESSAGES_SUMMARY"] != nil)
    }

    @Test("a single string is meant for every language: development language only, not to be translated")
    func singleStrings() async throws {
        let registry = try await CodegenFixtures.load("Categories/chat.yaml").registry
        let catalog = try StringCatalogGenerator().generate(registry)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        let strings = try #require(object["strings"] as? [String: [String: Any]])
        let reply = try #require(strings["CHAT_MESSAGE.REPLY.title"])
        #expect(reply["shouldTranslate"] as? Bool == false)
        #expect((reply["localizations"] as? [String: Any])?.keys.sorted() == ["en"])
    }

    @Test("the development language is the first locale of the maps unless overridden")
    func developmentLanguage() async throws {
        let registry = try await CodegenFixtures.load("Tests/GeneratedCodeTests/Fixtures/names").registry
        #expect(StringCatalogGenerator().sourceLanguage(of: registry) == "ja")
        #expect(StringCatalogGenerator(developmentLanguage: "en").sourceLanguage(of: registry) == "en")
        #expect(StringCatalogGenerator().sourceLanguage(of: .empty) == "en")
    }

    @Test("the output is Xcode's own: two-space indent, ' : ', no final line break, unescaped slashes and UTF-8")
    func xcodeFormatting() throws {
        let location = SourceLocation(file: "f.yaml", line: 1, column: 1)
        let category = NotificationCategory(
            identifier: "A/B",
            actions: [
                NotificationAction(
                    identifier: "x",
                    title: LocalizedText(
                        translations: [
                            .init(locale: "en", value: "Open / \"Close\"", location: location),
                            .init(locale: "pt_br", value: "Abrir", location: location),
                        ], location: location)!,
                    location: location)
            ],
            location: location)
        let registry = try CategoryRegistry(categories: [category])
        let catalog = try StringCatalogGenerator().generate(registry)
        #expect(
            catalog == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "A/B.x.title" : {
                      "comment" : "Title of the 'x' action of notification category 'A/B'",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Open / \\"Close\\""
                          }
                        },
                        "pt-BR" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Abrir"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
        #expect(try StringCatalogGenerator().generate(.empty).contains("\"strings\" : {\n\n  },"))
    }
}
