import Foundation
import Testing

@testable import Actionable

/// Android in the registry: `deployment-target: {android: {min-sdk: N}}`, an action's `android` settings, and what
/// `ignored-on-platform` says Android drops.
@Suite struct AndroidRegistryTests {
    // MARK: - deployment-target.android

    @Test(
        "min-sdk is read as the app's minSdkVersion, beside the OS versions and the web",
        arguments: [
            ("android: {min-sdk: 24}", 24), ("android:\n    min-sdk: 26", 26), ("android: {min-sdk: 36}", 36),
            ("android: {min-sdk: \"31\"}", 31), ("ios: \"16\"\n  web: true\n  android: {min-sdk: 26}", 26),
        ])
    func readsMinSDK(entries: String, level: Int) {
        let (configuration, diagnostics) = parse("deployment-target:\n  \(entries)\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(configuration.androidMinSDK == level)
    }

    @Test("without android in the deployment target, Android is not targeted")
    func notTargeted() {
        #expect(parse("deployment-target:\n  ios: \"16\"\n").0.androidMinSDK == nil)
        #expect(Configuration().androidMinSDK == nil)
    }

    @Test(
        "a bad android entry is an invalid-configuration error at its place that says what to write, and the rest is read",
        arguments: [
            (
                "deployment-target:\n  android: 24\n",
                "2:12: 'deployment-target.android' in .actionable.yml expects a mapping with 'min-sdk', the app's minSdkVersion, found an integer ('24'); write 'android: {min-sdk: 24}'"
            ),
            (
                "deployment-target:\n  android: [24]\n",
                "2:12: 'deployment-target.android' in .actionable.yml expects a mapping such as 'android: {min-sdk: 24}', found a list"
            ),
            (
                "deployment-target:\n  android:\n",
                "2:11: 'deployment-target.android' has no value in .actionable.yml; write 'android: {min-sdk: 24}' (the app's minSdkVersion), or remove the line"
            ),
            (
                "deployment-target:\n  android: {}\n",
                "2:12: 'deployment-target.android' has no 'min-sdk' in .actionable.yml; write 'android: {min-sdk: 24}' (the app's minSdkVersion)"
            ),
            (
                "deployment-target:\n  android: {min-sdk: 19}\n",
                "2:22: 'deployment-target.android.min-sdk' is 19 in .actionable.yml, outside 24...36: the generated code needs API 24 (Android 7.0): it shows a reply field in the notification and action icons without a version check; write the app's minSdkVersion, an API level from 24 to 36, such as 24"
            ),
            (
                "deployment-target:\n  android: {min-sdk: 40}\n",
                "2:22: 'deployment-target.android.min-sdk' is 40 in .actionable.yml, outside 24...36: API 36 (Android 16) is the newest level whose API Actionable knows, and no released Android is newer; write the app's minSdkVersion, an API level from 24 to 36, such as 24"
            ),
            (
                "deployment-target:\n  android: {min-sdk: 24.0}\n",
                "2:22: '24.0' is not an API level for 'deployment-target.android.min-sdk' in .actionable.yml; write an API level from 24 to 36, such as 24 (the app's minSdkVersion, a whole number)"
            ),
            (
                "deployment-target:\n  android: {min-sdk: true}\n",
                "2:22: 'true' is not an API level for 'deployment-target.android.min-sdk' in .actionable.yml; write an API level from 24 to 36, such as 24 (the app's minSdkVersion, a whole number)"
            ),
            (
                "deployment-target:\n  android: {min-sdk: }\n",
                "2:22: 'deployment-target.android.min-sdk' has no value in .actionable.yml; write an API level from 24 to 36, such as 24 (the app's minSdkVersion)"
            ),
            (
                "deployment-target:\n  android: {minSdk: 24}\n",
                "2:13: unknown key 'minSdk' in 'deployment-target.android'. Did you mean 'min-sdk'? Known keys: min-sdk (the app's minSdkVersion)"
            ),
            (
                "deployment-target:\n  android: {min-sdk: 24, min-sdk: 26}\n",
                "2:26: 'min-sdk' appears twice in 'deployment-target.android' (first at line 2, column 13); YAML keeps only one, so remove one of them"
            ),
        ])
    func reportsABadAndroidEntry(yaml: String, expected: String) {
        let (configuration, diagnostics) = parse(yaml + "rules:\n  no-actions: off\n")
        #expect(diagnostics.map(shown) == [expected])
        #expect(diagnostics.allSatisfy { $0.code == .invalidConfiguration && $0.severity == .error })
        #expect(configuration.disabled == [.noActions])
        if !yaml.contains("min-sdk: 24,") { #expect(configuration.androidMinSDK == nil) }
    }

    @Test("an unknown platform's message lists android with the others")
    func unknownPlatformListsAndroid() {
        let (_, diagnostics) = parse("deployment-target:\n  andriod: {min-sdk: 24}\n")
        #expect(
            diagnostics.map(shown) == [
                "2:3: unknown platform 'andriod' in 'deployment-target'. Did you mean 'android'? Platforms with notification categories: ios, macos, watchos, visionos, web, android (the browsers of 'actionable generate web', the Android app of 'actionable generate android')"
            ])
    }

    // MARK: - An action's android settings

    @Test("an action's android settings are read into the model, and only where written")
    func readsAndroidSettings() throws {
        let yaml = """
            categories:
              - identifier: CHAT
                actions:
                  - {identifier: REPLY, title: Reply, android: {icon: ic_reply_24, semantic-action: reply}}
                  - {identifier: READ, title: Mark read, android: {semantic-action: mark-as-read}}
                  - {identifier: CALL, title: Call, icon: {system: phone}, android: {icon: ic_call}}
                  - {identifier: MUTE, title: Mute}

            """
        let result = CategoryLoader().load(yaml: yaml, file: "Categories.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let actions = try #require(result.registry.category("CHAT")).actions
        #expect(actions[0].android == AndroidActionSettings(icon: "ic_reply_24", semanticAction: .reply))
        #expect(actions[1].android == AndroidActionSettings(semanticAction: .markAsRead))
        #expect(actions[2].android == AndroidActionSettings(icon: "ic_call"))
        #expect(actions[2].icon == .system("phone"))
        #expect(actions[3].android == nil)
        #expect(actions[0].valueLocations[.android]?.line == 4)
        // Android settings take part in equality, so a diff or a cache sees a changed drawable.
        #expect(
            actions[0]
                != NotificationAction(
                    identifier: "REPLY", title: actions[0].title, android: AndroidActionSettings(icon: "ic_send"),
                    location: actions[0].location))
    }

    @Test("the model stays one reference: android settings live in the box of rare extras")
    func modelStaysLean() {
        #expect(MemoryLayout<NotificationAction>.size == MemoryLayout<Int>.size)
        let location = SourceLocation(file: "a.yaml", line: 1, column: 1)
        let action = NotificationAction(
            identifier: "A", title: LocalizedText("A", location: location),
            android: AndroidActionSettings(semanticAction: .archive), location: location)
        #expect(action.android?.semanticAction == .archive)
        #expect(action.icon == nil && action.textInput == nil && action.availableFrom == nil)
    }

    @Test(
        "a bad android setting is reported where it is written and says what to write",
        arguments: [
            (
                "android: {icon: Ic-Accept}",
                "4:61: 'Ic-Accept' is not an Android drawable name for 'android.icon': resource names are lowercase letters, digits and underscores, starting with a letter, and name a file of res/drawable without its extension (R.drawable.<name>); write one such as 'ic_accept'",
                DiagnosticCode.invalidValue
            ),
            (
                "android: {icon: 1st_icon}",
                "4:61: '1st_icon' is not an Android drawable name for 'android.icon': resource names are lowercase letters, digits and underscores, starting with a letter, and name a file of res/drawable without its extension (R.drawable.<name>); write one",
                .invalidValue
            ),
            (
                "android: {semantic-action: replied}",
                "4:72: 'replied' is not a valid 'android.semantic-action'. Write one of: reply, mark-as-read, mark-as-unread, delete, archive, mute, unmute, thumbs-up, thumbs-down, call",
                .invalidValue
            ),
            (
                "android: {icons: ic_accept}",
                "4:55: unknown key 'icons' in 'android'. Did you mean 'icon'? Known keys: icon, semantic-action",
                .unknownKey
            ),
            (
                "android: ic_accept",
                "4:54: 'android' expects a mapping with 'icon' (a drawable name) and 'semantic-action', both optional, found a string ('ic_accept'); see the key tables of the documentation's category file article",
                .typeMismatch
            ),
        ])
    func reportsABadAndroidSetting(setting: String, expected: String, code: DiagnosticCode) {
        let yaml = """
            categories:
              - identifier: INVITE
                actions:
                  - {identifier: ACCEPT, title: Accept, \(setting)}

            """
        let diagnostics = CategoryLoader().load(yaml: yaml, file: "Categories.yaml").diagnostics
        #expect(diagnostics.map(shown) == [expected])
        #expect(diagnostics.map(\.code) == [code])
    }

    @Test(
        "drawable names are aapt's: a lowercase letter, then lowercase letters, digits and underscores",
        arguments: [
            ("ic_accept", true), ("a", true), ("ic_24dp", true), ("Ic_accept", false), ("ic-accept", false),
            ("_ic", false), ("9ic", false), ("", false), ("ic accept", false), ("ic.png", false), ("íc", false),
        ])
    func drawableNames(name: String, valid: Bool) {
        #expect(AndroidActionSettings.isDrawableName(name) == valid)
    }

    @Test("each semantic action names its Notification.Action constant and API level 28")
    func semanticActions() {
        #expect(
            AndroidSemanticAction.allCases.map(\.constantName) == [
                "SEMANTIC_ACTION_REPLY", "SEMANTIC_ACTION_MARK_AS_READ", "SEMANTIC_ACTION_MARK_AS_UNREAD",
                "SEMANTIC_ACTION_DELETE", "SEMANTIC_ACTION_ARCHIVE", "SEMANTIC_ACTION_MUTE", "SEMANTIC_ACTION_UNMUTE",
                "SEMANTIC_ACTION_THUMBS_UP", "SEMANTIC_ACTION_THUMBS_DOWN", "SEMANTIC_ACTION_CALL",
            ])
        #expect(AndroidSemanticAction.allCases.allSatisfy { $0.minSDK == AndroidPlatform.semanticActionSDK })
        #expect(AndroidSemanticAction(rawValue: "thumbs-up") == .thumbsUp)
    }

    // MARK: - ignored-on-platform on Android

    static let order = """
        categories:
          - identifier: ORDER
            options: [allow-in-car-play, custom-dismiss-action, hidden-previews-show-title]
            intent-identifiers: [INSendMessageIntent]
            summary-format: "%u more orders"
            actions:
              - {identifier: TRACK, title: Track, icon: {system: shippingbox}}
              - {identifier: CALL, title: Call, icon: {system: phone}, android: {icon: ic_call, semantic-action: call}}
              - {identifier: CANCEL, title: Cancel, destructive: true}
              - {identifier: ARCHIVE, title: Archive}
              - {identifier: CALL_BACK, title-at-run-time: true}
              - {identifier: UNLOCK, title: Unlock, authentication-required: true}

        """

    @Test("with Android alone, each thing Android drops is a warning that says what to do; API levels are notes")
    func androidAlone() {
        let findings = validate(Self.order, target: "android: {min-sdk: 24}").filter { $0.code == .ignoredOnPlatform }
        #expect(
            findings.map(shown) == [
                "3:15: 'allow-in-car-play' has no effect on Android, and the deployment target names no other platform: Android has no such setting, and the generated code leaves it out; remove it, or add the platforms it is for to 'deployment-target'",
                "3:57: 'hidden-previews-show-title' has no effect on Android, and the deployment target names no other platform: Android has no such setting, and the generated code leaves it out; remove it, or add the platforms it is for to 'deployment-target'",
                "4:25: 'intent-identifiers' has no effect on Android, and the deployment target names no other platform: Android has no SiriKit intents, and the generated code leaves it out; remove it, or add the platforms it is for to 'deployment-target'",
                "5:21: 'summary-format' has no effect on Android, and the deployment target names no other platform: Android has no such setting, and the generated code leaves it out; remove it, or add the platforms it is for to 'deployment-target'",
                "7:49: the icon of action 'TRACK' is the SF Symbol 'shippingbox', which Android does not have, and the action has no drawable, so Android shows it without an icon, and the deployment target names no other platform; add 'android: {icon: NAME}' with a drawable of the app's res/drawable, or remove the icon",
                "8:73: the semantic action 'call' of action 'CALL' exists from API 28 (Notification.Action.SEMANTIC_ACTION_CALL) and the app's min-sdk is 24: below 28 the generated code leaves it out and the action works without it; nothing to change, or raise min-sdk to 28",
                "9:58: action 'CANCEL' is destructive, which has no style on Android: Notification.Action has no destructive or red button, so it looks like every other action there, and the deployment target names no other platform; remove 'destructive', or keep it for the other platforms you add",
                "10:9: category 'ORDER' has 5 actions with titles and Android shows at most 3 on a notification, the first in the registry's order: 'ARCHIVE' and 'UNLOCK' are never shown on Android, and the deployment target names no other platform; remove them, or put the actions people need first",
                "11:52: action 'CALL_BACK' has its title set at run time by the app, so Android, whose generated code takes every title from the registry's string resources, never shows it, and the deployment target names no other platform; give it a title, or remove it",
                "12:70: background action 'UNLOCK' asks for authentication, which Android does only from API 31 (Notification.Action.Builder.setAuthenticationRequired) and the app's min-sdk is 24: below 31 the generated code never runs it from the lock screen, it opens the app, where the app confirms it is the person and sends the tap; nothing to change, or raise min-sdk to 31 to have Android ask for the unlock everywhere",
            ])
        #expect(
            findings.map(\.severity) == [
                .warning, .warning, .warning, .warning, .warning, .note, .warning, .warning, .warning, .note,
            ])
    }

    @Test("beside iOS, what Android drops is a note that says where it still applies")
    func androidBesideIOS() {
        let findings = validate(Self.order, target: "ios: \"16\"\n  android: {min-sdk: 24}").filter {
            $0.code == .ignoredOnPlatform
        }
        #expect(findings.allSatisfy { $0.severity == .note })
        #expect(
            findings.map(shown).filter { $0.hasPrefix("9:") || $0.hasPrefix("3:15") } == [
                "3:15: 'allow-in-car-play' has no effect on Android, where Android has no such setting and the generated code leaves it out; it still applies on iOS",
                "9:58: action 'CANCEL' is destructive, which has no style on Android: Notification.Action has no destructive or red button, so it looks like every other action there; it is still shown in red on iOS",
            ])
    }

    @Test("with the web and Android, a setting both drop is one finding naming both")
    func webAndAndroid() {
        let findings = validate(Self.order, target: "web: true\n  android: {min-sdk: 31}").filter {
            $0.code == .ignoredOnPlatform && $0.location.line <= 5
        }
        #expect(
            findings.map(shown) == [
                "3:15: 'allow-in-car-play' has no effect on the web and Android, and the deployment target names no other platform: neither browsers nor Android have such a setting, and the generated code leaves it out; remove it, or add the platforms it is for to 'deployment-target'",
                "3:57: 'hidden-previews-show-title' has no effect on the web and Android, and the deployment target names no other platform: neither browsers nor Android have such a setting, and the generated code leaves it out; remove it, or add the platforms it is for to 'deployment-target'",
                "4:25: 'intent-identifiers' has no effect on the web and Android, and the deployment target names no other platform: neither browsers nor Android have SiriKit intents, and the generated code leaves it out; remove it, or add the platforms it is for to 'deployment-target'",
                "5:21: 'summary-format' has no effect on the web and Android, and the deployment target names no other platform: neither browsers nor Android have such a setting, and the generated code leaves it out; remove it, or add the platforms it is for to 'deployment-target'",
            ])
    }

    @Test(
        "API-level notes follow min-sdk: authentication from 31, semantic actions from 28",
        arguments: [(24, [8, 12]), (27, [8, 12]), (28, [12]), (30, [12]), (31, []), (36, [])])
    func apiLevelNotes(minSDK: Int, lines: [Int]) {
        let notes = validate(Self.order, target: "android: {min-sdk: \(minSDK)}").filter {
            $0.code == .ignoredOnPlatform && $0.severity == .note
        }
        #expect(notes.map(\.location.line) == lines)
    }

    @Test("an asset catalog image is no more Android's than an SF Symbol; a drawable beside either is shown instead")
    func templateIcons() {
        let yaml = """
            categories:
              - identifier: DOOR
                actions:
                  - {identifier: OPEN, title: Open, icon: {template: door-open}}
                  - {identifier: RING, title: Ring, icon: {template: bell}, android: {icon: ic_bell}}

            """
        let findings = validate(yaml, target: "ios: \"16\"\n  android: {min-sdk: 31}").filter {
            $0.code == .ignoredOnPlatform
        }
        #expect(
            findings.map(shown) == [
                "4:47: the icon of action 'OPEN' is the asset catalog image 'door-open', which Android does not have, and the action has no drawable, so Android shows it without an icon; the icon still shows on iOS"
            ])
        #expect(findings.map(\.severity) == [.note])
    }

    @Test("a foreground action's authentication is Android's own unlock prompt, and draws nothing")
    func foregroundAuthentication() {
        let yaml = """
            categories:
              - identifier: DOOR
                actions:
                  - {identifier: OPEN, title: Open, activation: foreground, authentication-required: true}

            """
        #expect(validate(yaml, target: "android: {min-sdk: 24}").filter { $0.code == .ignoredOnPlatform }.isEmpty)
    }

    @Test("a registry that does not name android gets no finding about Android")
    func noAndroidNoAndroidFindings() {
        for target in ["ios: \"16\"", "web: true", nil] {
            let findings = validate(Self.order, target: target).filter { $0.message.contains("Android") }
            #expect(findings.isEmpty, "\(target ?? "none"): \(findings)")
        }
    }
}

private func validate(_ yaml: String, target: String?) -> [Diagnostic] {
    var options = CategoryLoader.Options()
    if let target {
        let (configuration, problems) = parse("deployment-target:\n  \(target)\n")
        #expect(problems.isEmpty, "\(problems)")
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
