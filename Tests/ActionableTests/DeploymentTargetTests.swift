import Foundation
import Testing

@testable import Actionable

/// The configuration's `deployment-target` and what depends on it: `deprecated-option`'s advice in category files
/// and payloads, `available-from` of actions and options, and `redundant-availability`.
@Suite struct DeploymentTargetTests {
    // MARK: - Reading deployment-target

    @Test(
        "a version is read from a number or a string, on every platform with categories",
        arguments: [
            ("ios: 15", PlatformKey.ios, OSVersion(major: 15)),
            ("ios: 15.0", .ios, OSVersion(major: 15)),
            ("ios: \"13.2\"", .ios, OSVersion(major: 13, minor: 2)),
            ("ios: '13.10'", .ios, OSVersion(major: 13, minor: 10)),
            ("macos: \"11.0.1\"", .macos, OSVersion(major: 11, minor: 0, patch: 1)),
            ("watchos: 8", .watchos, OSVersion(major: 8)),
            ("visionos: \"1.0\"", .visionos, OSVersion(major: 1)),
        ])
    func readsAVersion(entry: String, platform: PlatformKey, version: OSVersion) {
        let (configuration, diagnostics) = parse("deployment-target:\n  \(entry)\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(configuration.deploymentTarget == PlatformVersions([platform: version]))
    }

    @Test(
        "a bad deployment target is an invalid-configuration error at its place, and the rest is read",
        arguments: [
            (
                "deployment-target:\n  ios: 15.x\n",
                "2:8: '15.x' is not a version for 'deployment-target.ios' in .actionable.yml; write MAJOR[.MINOR[.PATCH]] such as \"15\", \"15.0\" or \"13.2\" (the app's oldest supported iOS)"
            ),
            (
                "deployment-target:\n  ios: true\n",
                "2:8: 'true' is not a version for 'deployment-target.ios' in .actionable.yml; write MAJOR[.MINOR[.PATCH]] such as \"15\", \"15.0\" or \"13.2\""
            ),
            (
                "deployment-target:\n  ios:\n",
                "2:7: 'deployment-target.ios' has no version in .actionable.yml; write MAJOR[.MINOR[.PATCH]] such as \"15\", \"15.0\" or \"13.2\", or remove the line"
            ),
            (
                "deployment-target:\n  iOS: \"15.0\"\n",
                "2:3: unknown platform 'iOS' in 'deployment-target'. Did you mean 'ios'? Platforms with notification categories: ios, macos, watchos, visionos, web, android (the browsers of 'actionable generate web', the Android app of 'actionable generate android')"
            ),
            (
                "deployment-target: 15\n",
                "1:20: 'deployment-target' in .actionable.yml expects a mapping from platform to version, such as 'ios: \"15.0\"', found an integer ('15'); name the platform, 'deployment-target: {ios: \"15\"}'"
            ),
            (
                "deployment-target:\n  ios: [15]\n",
                "2:8: 'deployment-target.ios' expects a version, MAJOR[.MINOR[.PATCH]] such as \"15\", \"15.0\" or \"13.2\", found a list"
            ),
        ])
    func reportsABadTarget(yaml: String, expected: String) {
        let (configuration, diagnostics) = parse(yaml + "rules:\n  no-actions: off\n")
        #expect(diagnostics.map(shown) == [expected])
        #expect(diagnostics.allSatisfy { $0.code == .invalidConfiguration && $0.severity == .error })
        #expect(configuration.deploymentTarget.isEmpty)
        #expect(configuration.disabled == [.noActions])
    }

    @Test(
        "web is true or false beside the OS versions, and only names the web",
        arguments: [
            ("web: true", true, PlatformVersions()),
            ("web: false", false, PlatformVersions()),
            ("ios: \"16\"\n  web: True", true, PlatformVersions([.ios: OSVersion(major: 16)])),
        ])
    func readsTheWeb(entries: String, web: Bool, versions: PlatformVersions) {
        let (configuration, diagnostics) = parse("deployment-target:\n  \(entries)\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(configuration.targetsWeb == web)
        #expect(configuration.deploymentTarget == versions)
    }

    @Test(
        "a web entry that is not true or false is an error that says browsers have no version",
        arguments: [
            (
                "deployment-target:\n  web: 120\n",
                "2:8: '120' is not a value for 'deployment-target.web' in .actionable.yml; write true or false (whether the notifications are also shown in browsers): browsers have no version to target"
            ),
            (
                "deployment-target:\n  web:\n",
                "2:7: 'deployment-target.web' has no value in .actionable.yml; write 'web: true' when the site shows these notifications, or remove the line"
            ),
            (
                "deployment-target:\n  web: yes\n",
                "2:8: 'yes' is not a value for 'deployment-target.web' in .actionable.yml; write true or false (whether the notifications are also shown in browsers): browsers have no version to target"
            ),
            (
                "deployment-target:\n  wbe: true\n",
                "2:3: unknown platform 'wbe' in 'deployment-target'. Did you mean 'web'? Platforms with notification categories: ios, macos, watchos, visionos, web, android (the browsers of 'actionable generate web', the Android app of 'actionable generate android')"
            ),
        ])
    func reportsABadWebEntry(yaml: String, expected: String) {
        let (configuration, diagnostics) = parse(yaml)
        #expect(diagnostics.map(shown) == [expected])
        #expect(!configuration.targetsWeb)
    }

    @Test("a registry that does not name the web gets no finding about browsers")
    func noWebNoWebFindings() {
        let yaml = """
            categories:
              - identifier: DOOR
                intent-identifiers: [INSendMessageIntent]
                actions:
                  - {identifier: UNLOCK, title: Unlock, authentication-required: true}
                  - {identifier: CALL, title: Call, icon: {system: phone}}
                  - {identifier: REPLY, title: Reply, text-input: {button-title: Send}}

            """
        for target in ["ios: \"16\"", "web: false", nil] {
            #expect(
                validate(yaml, target: target).filter { $0.code == .ignoredOnPlatform }.isEmpty, "\(target ?? "none")")
        }
        // In file order: intent-identifiers, authentication (a note), the icon, the third action, its text (a note).
        let findings = validate(yaml, target: "web: true").filter { $0.code == .ignoredOnPlatform }
        #expect(findings.map(\.location.line) == [3, 5, 6, 7, 7])
        #expect(findings.map(\.severity) == [.warning, .note, .warning, .warning, .note])
    }

    @Test("an action titled at run time is never shown on the web, and does not count against the cap")
    func runTimeTitlesOnTheWeb() {
        let yaml = """
            categories:
              - identifier: CALLS
                actions:
                  - {identifier: CALL_BACK, title-at-run-time: true}
                  - {identifier: MESSAGE, title: Message}
                  - {identifier: BLOCK, title: Block, authentication-required: true, activation: foreground}

            """
        let findings = validate(yaml, target: "web: true").filter { $0.code == .ignoredOnPlatform }
        #expect(
            findings.map(shown) == [
                "4:52: action 'CALL_BACK' has its title set at run time by the app, so the web, which shows the registry's titles, never shows it, and the deployment target names no other platform; give it a title, or remove it",
                "6:68: foreground action 'BLOCK' asks for authentication, which browsers cannot do: a locked or shared screen shows the notification's buttons to anyone, so the generated worker never sends it from the notification; it opens the site, where the site confirms it is the signed-in person and the page module sends the tap",
            ])
    }

    @Test("OS versions compare by number", arguments: [("15", "15.0", 0), ("13.2", "13.10", -1), ("16", "15.9.9", 1)])
    func versionsCompare(lhs: String, rhs: String, order: Int) throws {
        let left = try #require(OSVersion(lhs))
        let right = try #require(OSVersion(rhs))
        #expect((left < right ? -1 : left == right ? 0 : 1) == order)
    }

    @Test(
        "a version is one to three numbers, the first not 0",
        arguments: ["", "0", "15.", ".1", "1.2.3.4", "v15", "15 ", "1500"])
    func rejectsBadVersions(text: String) {
        #expect(OSVersion(text) == nil)
    }

    // MARK: - deprecated-option follows the deployment target

    static let announcing = """
        categories:
          - identifier: ANNOUNCE
            options: [allow-announcement]
            actions: []
        """

    @Test("allow-announcement: remove it at iOS 15+, keep it (a note) below, ask for the target without one")
    func allowAnnouncementAdvice() {
        let removed = validate(Self.announcing, target: "ios: \"16.0\"")
        #expect(removed.map(\.severity) == [.warning])
        #expect(
            removed.first?.message.hasSuffix(
                "the deployment target is iOS 16, so no supported version uses it; remove it") == true)

        let kept = validate(Self.announcing, target: "ios: \"13.2\"")
        #expect(kept.map(\.severity) == [.note])
        #expect(
            kept.first?.message.hasSuffix(
                "it still applies on the versions before iOS 15 that the deployment target (iOS 13.2) supports; keep it until the deployment target reaches iOS 15, then remove it"
            ) == true)

        let asked = validate(Self.announcing, target: nil)
        #expect(asked.map(\.severity) == [.warning])
        #expect(asked.first?.message.contains("declare the oldest in .actionable.yml") == true)
        #expect(asked.first?.message.contains("remove it if the app requires iOS 15 or later") == true)

        // A Mac-only app: macOS has no such option at all, which `ignored-on-platform` says (once, not twice).
        let macOnly = validate(Self.announcing, target: "macos: \"12\"")
        #expect(macOnly.map(\.code) == [.ignoredOnPlatform])
        #expect(macOnly.first?.message.hasPrefix("'allow-announcement' has no effect on macOS") == true)
    }

    @Test("summary-arg in a payload gets the same advice from the checker's deployment target")
    func summaryArgumentAdvice() {
        let payload = #"{"aps": {"alert": {"body": "Hi", "summary-arg": "Anna"}, "category": "INVITE_CATEGORY"}}"#
        let loaded = PayloadFixtures.loaded
        func check(_ target: PlatformVersions) -> [Diagnostic] {
            PayloadChecker(registry: loaded.registry, app: loaded.app, deploymentTarget: target)
                .check(json: payload).filter { $0.code == .deprecatedOption }
        }
        let below = check(PlatformVersions([.ios: OSVersion(major: 14)]))
        #expect(below.map(\.severity) == [.note])
        #expect(below.first?.message.contains("keep it until the deployment target reaches iOS 15") == true)
        let above = check(PlatformVersions([.ios: OSVersion(major: 15)]))
        #expect(above.map(\.severity) == [.warning])
        #expect(above.first?.message.hasSuffix("remove it") == true)
        #expect(check(PlatformVersions()).first?.message.contains("declare the oldest") == true)
    }

    // MARK: - available-from

    @Test("available-from is read onto actions and options, in both forms of an options item")
    func readsAvailableFrom() throws {
        let result = CategoryLoader().load(
            yaml: """
                categories:
                  - identifier: MESSAGE
                    options:
                      - custom-dismiss-action
                      - {option: hidden-previews-show-title, available-from: {ios: "15.0", macos: 12}}
                    actions:
                      - identifier: REPLY
                        title: Reply
                      - identifier: REACT
                        title: React
                        available-from: {ios: 15}
                """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let category = try #require(result.registry.category("MESSAGE"))
        #expect(category.options == [.customDismissAction, .hiddenPreviewsShowTitle])
        #expect(
            category.optionsAvailableFrom == [
                .hiddenPreviewsShowTitle: PlatformVersions([.ios: OSVersion(major: 15), .macos: OSVersion(major: 12)])
            ])
        #expect(category.actions.map(\.availableFrom) == [nil, PlatformVersions([.ios: OSVersion(major: 15)])])
        #expect(category.actions[1].availableFrom?.availabilityCondition == "iOS 15, *")
    }

    @Test(
        "a malformed available-from is reported where it is written",
        arguments: [
            ("available-from: {ios: 15.x}", "6:31 invalid-value"),
            ("available-from: {iOS: 15}", "6:26 unknown-key"),
            ("available-from: {}", "6:25 missing-key"),
            ("available-from: \"15\"", "6:25 type-mismatch"),
            ("available-from: {ios: true}", "6:31 type-mismatch"),
        ])
    func reportsBadAvailableFrom(entry: String, expected: String) {
        let result = CategoryLoader().load(
            yaml:
                "categories:\n  - identifier: A\n    actions:\n      - identifier: X\n        title: X\n        \(entry)\n"
        )
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue)" } == [expected],
            "\(result.diagnostics)")
    }

    @Test("an options item mapping needs a known option")
    func optionMappingNeedsAnOption() {
        let result = CategoryLoader().load(
            yaml:
                "categories:\n  - identifier: A\n    options:\n      - {available-from: {ios: 15}}\n      - {option: allow-in-carplay}\n    actions: []\n"
        )
        #expect(
            result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue)" } == [
                "4:9 missing-key", "5:18 invalid-value",
            ], "\(result.diagnostics)")
    }

    @Test("redundant-availability judges each platform the deployment target declares, and only those")
    func redundantAvailability() {
        let yaml = """
            categories:
              - identifier: A
                options:
                  - {option: allow-in-car-play, available-from: {ios: "14"}}
                actions:
                  - {identifier: REACT, title: React, available-from: {ios: "15", watchos: "8"}}
                  - {identifier: SHARE, title: Share, available-from: {ios: "16.1"}}
            """
        let found = validate(yaml, target: "ios: \"15.0\"").filter { $0.code == .redundantAvailability }
        #expect(
            found.map(\.message) == [
                "option 'allow-in-car-play' is available from iOS 14, but the deployment target is iOS 15, so the condition is always true there; remove 'available-from'",
                "action 'REACT' is available from iOS 15, but the deployment target is iOS 15, so the condition is always true there; remove 'ios' from 'available-from'",
            ])
        #expect(validate(yaml, target: "watchos: \"7\"").isEmpty)
        #expect(validate(yaml, target: nil).isEmpty)
    }
}

@Suite struct UnknownIntentTests {
    @Test(
        "Apple's intents and custom intents' class names pass; anything else says what to write",
        arguments: [
            ("INSendMessageIntent", nil),
            ("INStartCallIntent", nil),
            ("INPlayMediaIntent", nil),
            ("OrderSoupIntent", nil),
            ("_PrivateIntent", nil),
            ("INStartCallIntentIdentifier", "write 'INStartCallIntent'"),
            ("INSendMessagesIntent", "Did you mean 'INSendMessageIntent'?"),
            ("INFutureIntent", "names no SiriKit intent"),
            ("REPLY_ACTION", "an action belongs under 'actions'"),
            ("Intent", "names no SiriKit intent"),
            ("com.example.reply", "names no SiriKit intent"),
        ] as [(String, String?)])
    func judgesIntentIdentifiers(value: String, problem: String?) {
        let found = UnknownIntentRule.problem(with: value)
        if let problem {
            #expect(found?.contains(problem) == true, "\(found ?? "nil")")
        } else {
            #expect(found == nil)
        }
    }

    @Test("the list of Apple's intents is sorted, unique, and every name is an Intents class name")
    func appleListIsWellFormed() {
        #expect(UnknownIntentRule.appleIntents == UnknownIntentRule.appleIntents.sorted())
        #expect(Set(UnknownIntentRule.appleIntents).count == UnknownIntentRule.appleIntents.count)
        #expect(UnknownIntentRule.appleIntents.allSatisfy { $0.hasPrefix("IN") && $0.hasSuffix("Intent") })
    }
}

/// The findings of `actionable validate` for `yaml` with a configuration declaring `target` (none when `nil`).
private func validate(_ yaml: String, target: String?) -> [Diagnostic] {
    var options = CategoryLoader.Options()
    if let target {
        let (configuration, problems) = parse("deployment-target:\n  \(target)\n")
        #expect(problems.isEmpty)
        options.configuration = configuration
    }
    return CategoryLoader(options: options).load(yaml: yaml, file: "Categories.yaml").diagnostics
}

private func parse(_ yaml: String) -> (Configuration, [Diagnostic]) {
    Configuration.parse(bytes: Array(yaml.utf8), file: ".actionable.yml", directory: "/project")
}

/// `line:column: message`.
private func shown(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.location.line):\(diagnostic.location.column): \(diagnostic.message)"
}
