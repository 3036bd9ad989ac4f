/// `ignored-on-platform`: a category option or text that has no effect on a platform the configuration's
/// `deployment-target` names, because Apple's API has no such option or initializer there; with `web: true`, what
/// browsers drop or the generated worker carries out another way; with `android: {min-sdk: N}`, what Android drops
/// or does only from a later API level.
enum IgnoredOnPlatformRule: FileRule {
    static let description = RuleDescription(
        identifier: .ignoredOnPlatform,
        severity: .warning,
        summary:
            "A category option or text has no effect on a platform the deployment target names (`allow-in-car-play` on macOS, the hidden-previews options and texts on watchOS, a third action on the web, a fourth on Android).",
        rationale: """
            Apple's UserNotifications does not have every option on every platform: \
            `UNNotificationCategoryOptions.allowInCarPlay` is unavailable on macOS, `hiddenPreviewsShowTitle`, \
            `hiddenPreviewsShowSubtitle` and the initializer with `hiddenPreviewsBodyPlaceholder` and \
            `categorySummaryFormat` on watchOS, and `allowAnnouncement` on macOS. The generated Swift leaves such a \
            setting out on those platforms (`#if !os(macOS)`), so it does nothing there. When every platform the \
            configuration's `deployment-target` names drops it, the setting does nothing anywhere the app runs: \
            that is a warning, most likely a registry written for another app or copied from one. When only some \
            of them drop it, as a registry shared by an iOS and a macOS app does, it is a note, which never fails \
            validation: the setting still works on the others. Without a `deployment-target`, nothing is judged. \
            The platforms and their sources are in the category file article's platform table. \
            With `web: true` in the `deployment-target`, the same judgement covers browsers, which show a \
            notification through `showNotification` with at most `Notification.maxActions` buttons (2 in Chromium): \
            an action past the second with a title (one titled at run time has no text on the web), an icon (a \
            browser's is an image URL, not an SF Symbol or an asset), Apple's \
            category options but `custom-dismiss-action` (the generated worker reports a close), the hidden-previews \
            and summary texts and `intent-identifiers` do nothing there. Two settings the generated worker carries out \
            another way are always notes: `authentication-required` (browsers cannot ask for \
            an unlock, and a locked or shared screen shows the buttons to anyone, so the worker opens the site, where \
            the person confirms the action) and `text-input` (no standard: the worker asks for Chromium's inline \
            reply and otherwise opens the site to type). Registries that do not name `web` see none of this. \
            With `android: {min-sdk: N}` (the app's `minSdkVersion`), it covers Android, where the app attaches \
            `Notification.Action`s to each notification and the system shows at most 3: an action past the third \
            with a title, one titled at run time (the generated code takes titles from string resources), \
            `destructive` (no style on Android), an `icon` (an SF Symbol or an asset catalog image) without an \
            `android: {icon:}` drawable, \
            `intent-identifiers`, the hidden-previews and summary texts and Apple's category options but \
            `custom-dismiss-action` (a delete intent) do nothing there. A text input's `button-title` is a note: \
            Android's inline reply draws its own send button, and the field's hint is the `placeholder` (the \
            `RemoteInput`'s label), so the title is never shown there but still is on Apple's platforms. Two are \
            notes about API levels above the `min-sdk`: `authentication-required` on a background action below API 31 \
            (`setAuthenticationRequired`; below it the generated code opens the app, where the person confirms \
            the action) and a `semantic-action` below API 28, which the generated code leaves out there.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: ORDER\n    options: [↓allow-in-car-play]\n    actions: []\n",
                configuration: "deployment-target:\n  macos: \"13\"\n"),
            RuleExample(
                """
                categories:
                  - identifier: CHAT
                    summary-format: ↓"%u more messages"
                    options: [↓hidden-previews-show-title]
                    actions: []

                """,
                configuration: "deployment-target:\n  watchos: \"9\"\n"),
            RuleExample(
                "categories:\n  - identifier: ORDER\n    options: [↓allow-in-car-play]\n    actions: []\n",
                configuration: "deployment-target:\n  ios: \"16\"\n  macos: \"13\"\n"),
            RuleExample(
                "categories:\n  - identifier: ORDER\n    options: [↓allow-in-car-play, custom-dismiss-action]\n    actions: []\n",
                configuration: "deployment-target:\n  web: true\n"),
            RuleExample(
                """
                categories:
                  - identifier: ORDER
                    intent-identifiers: ↓[INSendMessageIntent]
                    actions:
                      - {identifier: TRACK, title: Track}
                      - {identifier: CALL, title: Call, icon: ↓{system: phone}}
                      - ↓{identifier: CANCEL, title: Cancel, destructive: true}

                """,
                configuration: "deployment-target:\n  ios: \"16\"\n  web: true\n"),
            RuleExample(
                """
                categories:
                  - identifier: DOOR
                    actions:
                      - {identifier: UNLOCK, title: Unlock, authentication-required: ↓true}
                      - identifier: REPLY
                        title: Reply
                        text-input: ↓{button-title: Send, placeholder: Message}

                """,
                configuration: "deployment-target:\n  web: true\n"),
            RuleExample(
                """
                categories:
                  - identifier: ORDER
                    options: [↓allow-in-car-play, custom-dismiss-action]
                    intent-identifiers: ↓[INSendMessageIntent]
                    actions:
                      - {identifier: TRACK, title: Track, icon: ↓{system: shippingbox}}
                      - {identifier: CALL, title: Call, icon: {system: phone}, android: ↓{icon: ic_call, semantic-action: call}}
                      - {identifier: CANCEL, title: Cancel, destructive: ↓true}
                      - ↓{identifier: ARCHIVE, title: Archive}

                """,
                configuration: "deployment-target:\n  android: {min-sdk: 24}\n"),
            RuleExample(
                """
                categories:
                  - identifier: DOOR
                    hidden-previews-body-placeholder: ↓"Someone is at the door"
                    actions:
                      - {identifier: UNLOCK, title: Unlock, authentication-required: ↓true}
                      - {identifier: REPLY, title: Reply, text-input: {button-title: ↓Send}, android: ↓{semantic-action: reply}}

                """,
                configuration: "deployment-target:\n  ios: \"16\"\n  android: {min-sdk: 26}\n"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: ORDER\n    options: [allow-in-car-play]\n    actions: []\n",
                configuration: "deployment-target:\n  ios: \"16\"\n  watchos: \"9\"\n"),
            RuleExample(
                """
                categories:
                  - identifier: DOOR
                    options: [custom-dismiss-action]
                    actions:
                      - {identifier: UNLOCK, title: Unlock, authentication-required: true}
                      - {identifier: CALL, title: Call, icon: {system: phone}, android: {icon: ic_call, semantic-action: call}}
                      - {identifier: REPLY, title: Reply, text-input: {placeholder: Message}}

                """,
                configuration: "deployment-target:\n  android: {min-sdk: 31}\n"),
            RuleExample("categories:\n  - identifier: ORDER\n    options: [allow-in-car-play]\n    actions: []\n"),
            RuleExample(
                """
                categories:
                  - identifier: ROUTING_ONLY
                    hidden-previews-body-placeholder: ""
                    actions: []

                """,
                configuration: "deployment-target:\n  watchos: \"9\"\n"),
            RuleExample(
                """
                categories:
                  - identifier: INVITE
                    options: [custom-dismiss-action]
                    actions:
                      - {identifier: ACCEPT, title: Accept}
                      - {identifier: DECLINE, title: Decline, destructive: true}

                """,
                configuration: "deployment-target:\n  ios: \"16\"\n  web: true\n"),
            RuleExample(
                """
                categories:
                  - identifier: DOOR
                    intent-identifiers: [INSendMessageIntent]
                    actions:
                      - {identifier: UNLOCK, title: Unlock, authentication-required: true}
                      - {identifier: CALL, title: Call, icon: {system: phone}}
                      - {identifier: REPLY, title: Reply, text-input: {button-title: Send}}

                """,
                configuration: "deployment-target:\n  ios: \"16\"\n"),
        ]
    )

    /// The row that decides where each category text applies: the initializer that takes both.
    static let categoryTexts =
        "UNNotificationCategory.init(identifier:actions:intentIdentifiers:"
        + "hiddenPreviewsBodyPlaceholder:categorySummaryFormat:options:)"

    static func diagnostic(
        _ subject: String, dropped: [ApplePlatform], kept: [ApplePlatform], at location: SourceLocation
    ) -> Diagnostic {
        diagnostic(
            subject, dropped: dropped.map(\.description), kept: kept.map(\.description),
            why: "Apple's API has no such setting there", at: location)
    }

    /// The finding for a setting `dropped` leave out and `kept` apply: a warning when no platform keeps it, else a
    /// note. `why` says why it is dropped.
    static func diagnostic(
        _ subject: String, dropped: [String], kept: [String], why: String, at location: SourceLocation
    ) -> Diagnostic {
        let droppedNames = Self.list(dropped)
        guard !kept.isEmpty else {
            return Diagnostic(
                code: .ignoredOnPlatform,
                message:
                    "\(subject) has no effect on \(droppedNames), and the deployment target names no other platform: \(why), and the generated code leaves it out; remove it, or add the platforms it is for to 'deployment-target'",
                location: location
            )
        }
        return Diagnostic(
            code: .ignoredOnPlatform,
            message:
                "\(subject) has no effect on \(droppedNames), where \(why) and the generated code leaves it out; it still applies on \(Self.list(kept))",
            location: location,
            severity: .note
        )
    }

    /// The platforms with categories that `deploymentTarget` names (Mac Catalyst goes with iOS's `ios`).
    static func targetPlatforms(_ deploymentTarget: PlatformVersions) -> [ApplePlatform] {
        ApplePlatform.withCategories.filter {
            $0 != .macCatalyst && $0.deploymentTargetKey.map { deploymentTarget[$0] != nil } == true
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        let targets = targetPlatforms(file.deploymentTarget)
        let web = file.targetsWeb
        let android = file.androidMinSDK
        guard !targets.isEmpty || web || android != nil else { return }
        // The platforms beside Apple's (browsers, Android), as messages name them: neither has SiriKit intents.
        let others = (web ? ["browsers"] : []) + (android != nil ? [AndroidPlatform.name] : [])
        let otherPlatforms = (web ? [WebPlatform.name] : []) + (android != nil ? [AndroidPlatform.name] : [])
        /// Judges a setting Apple's `row` declares, which the web and Android drop where `droppedOnWeb` and
        /// `droppedOnAndroid` say.
        func judge(
            _ subject: String, _ row: String, droppedOnWeb: Bool, droppedOnAndroid: Bool, at location: SourceLocation
        ) {
            let droppedApple = UserNotificationsSymbols.named(row)?.unavailablePlatforms(among: targets) ?? []
            let droppingWeb = web && droppedOnWeb
            let droppingAndroid = android != nil && droppedOnAndroid
            // As the `why` names them (browsers, Android), and as the list of platforms does (the web, Android).
            let dropping = (droppingWeb ? ["browsers"] : []) + (droppingAndroid ? [AndroidPlatform.name] : [])
            let droppingPlatforms =
                (droppingWeb ? [WebPlatform.name] : []) + (droppingAndroid ? [AndroidPlatform.name] : [])
            guard !droppedApple.isEmpty || !dropping.isEmpty else { return }
            let keptApple = targets.filter { !droppedApple.contains($0) }
            guard !dropping.isEmpty else {
                diagnostics.append(diagnostic(subject, dropped: droppedApple, kept: keptApple, at: location))
                return
            }
            diagnostics.append(
                diagnostic(
                    subject, dropped: droppedApple.map(\.description) + droppingPlatforms,
                    kept: keptApple.map(\.description),
                    why: noSuchSetting(apple: !droppedApple.isEmpty, others: dropping), at: location))
        }
        for (option, location) in file.options {
            guard let name = CategoryOptions.named.first(where: { $0.option == option })?.name else { continue }
            judge(
                "'\(name)'", "UNNotificationCategoryOptions.\(option.swiftSymbolName)",
                droppedOnWeb: !WebPlatform.supports(option), droppedOnAndroid: !AndroidPlatform.supports(option),
                at: location)
        }
        let kept = targets.map(\.description)
        for category in file.categories {
            let locations = category.valueLocations
            for (key, text) in [
                (CategoryKey.hiddenPreviewsBodyPlaceholder, category.hiddenPreviewsBodyPlaceholder),
                (.summaryFormat, category.summaryFormat),
            ] {
                guard let text, !text.isEmptyPlaceholder, let location = locations[key] else { continue }
                judge("'\(key.name)'", categoryTexts, droppedOnWeb: true, droppedOnAndroid: true, at: location)
            }
            if !others.isEmpty, !category.intentIdentifiers.isEmpty, let location = locations[.intentIdentifiers] {
                let why =
                    others.count == 1
                    ? "\(others[0]) \(others[0] == AndroidPlatform.name ? "has" : "have") no SiriKit intents"
                    : "neither \(others.joined(separator: " nor ")) have SiriKit intents"
                diagnostics.append(
                    diagnostic("'intent-identifiers'", dropped: otherPlatforms, kept: kept, why: why, at: location))
            }
            if web { checkWeb(category, kept: kept, into: &diagnostics) }
            if let android { checkAndroid(category, minSDK: android, kept: kept, into: &diagnostics) }
        }
    }

    /// Why a setting that `others` (browsers, Android) drop, and Apple's API on some targets (`apple`), does nothing.
    private static func noSuchSetting(apple: Bool, others: [String]) -> String {
        let verb = others == [AndroidPlatform.name] ? "has" : "have"
        if apple { return "neither Apple's API there nor \(others.joined(separator: " nor ")) \(verb) such a setting" }
        if others.count == 1 { return "\(others[0]) \(verb) no such setting" }
        return "neither \(others.joined(separator: " nor ")) have such a setting"
    }

    /// The titled actions past a platform's `maximum` (those titled at run time are never shown there, and are
    /// reported on their own): one finding at the first hidden action, naming them all.
    private static func checkActionCap(
        _ category: NotificationCategory, maximum: Int, shows: String, platform: String, kept: [String],
        into diagnostics: inout [Diagnostic]
    ) {
        let shown = category.actions.filter { !$0.isTitleSetAtRunTime }
        let hidden = shown.dropFirst(maximum)
        guard let first = hidden.first else { return }
        let names = list(hidden.map { "'\($0.identifier.forMessage)'" })
        diagnostics.append(
            platformFinding(
                "category '\(category.identifier.forMessage)' has \(shown.count) actions with titles and \(shows), the first in the registry's order: \(names) \(hidden.count == 1 ? "is" : "are") never shown on \(platform)",
                kept: kept, still: hidden.count == 1 ? "it still shows" : "they still show",
                advice: "remove \(hidden.count == 1 ? "it" : "them"), or put the actions people need first",
                at: first.location))
    }

    /// What browsers drop of one category, or carry out another way (``WebPlatform``): Siri's intents, actions past
    /// `Notification.maxActions`, icons from the app's bundle; lock-screen authentication and text input, which the
    /// generated worker replaces by opening the site.
    private static func checkWeb(
        _ category: NotificationCategory, kept: [String], into diagnostics: inout [Diagnostic]
    ) {
        // The worker shows the actions that have a title in the registry; one set at run time has none on the web.
        checkActionCap(
            category, maximum: WebPlatform.maxActions,
            shows: "browsers show at most \(WebPlatform.maxActions) (Notification.maxActions in Chromium)",
            platform: "the web", kept: kept, into: &diagnostics)
        for action in category.actions where action.isTitleSetAtRunTime {
            diagnostics.append(
                platformFinding(
                    "action '\(action.identifier.forMessage)' has its title set at run time by the app, so the web, which shows the registry's titles, never shows it",
                    kept: kept, still: "it still shows", advice: "give it a title, or remove it",
                    at: action.valueLocations[.titleAtRunTime] ?? action.location))
        }
        for action in category.actions {
            let name = "action '\(action.identifier.forMessage)'"
            if let icon = action.icon, let location = action.valueLocations[.icon] {
                let kind = if case .system = icon { "an SF Symbol" } else { "an image of the app's asset catalog" }
                diagnostics.append(
                    platformFinding(
                        "the icon of \(name) ('\(icon.name.forMessage)', \(kind)) is not shown on the web (a browser's action icon is an image URL; the generated worker gives none)",
                        kept: kept, still: "it still shows", advice: "remove it", at: location))
            }
            if action.declaredAuthenticationRequired == true,
                let location = action.valueLocations[.authenticationRequired]
            {
                diagnostics.append(
                    Diagnostic(
                        code: .ignoredOnPlatform,
                        message:
                            "\(action.activation == .foreground ? "foreground" : "background") \(name) asks for authentication, which browsers cannot do: a locked or shared screen shows the notification's buttons to anyone, so the generated worker never sends it from the notification; it opens the site, where the site confirms it is the signed-in person and the page module sends the tap",
                        location: location, severity: .note))
            }
            if action.textInput != nil, let location = action.valueLocations[.textInput] {
                diagnostics.append(
                    Diagnostic(
                        code: .ignoredOnPlatform,
                        message:
                            "the text input of \(name) has no standard in browsers: the generated worker asks for Chromium's inline reply (an action of type 'text') and, where the browser gives no text, opens the site, where the person types it and the page module sends the tap",
                        location: location, severity: .note))
            }
        }
    }

    /// What Android drops of one category (``AndroidPlatform``): actions past three and actions titled at run time
    /// (the generated code takes titles from string resources), the destructive style, SF Symbols without a drawable,
    /// a text input's button title (a note: the inline reply draws its own send button); and what it does only from an
    /// API level above the app's `min-sdk`: lock-screen authentication (31, the generated
    /// code opens the app below it) and semantic actions (28).
    private static func checkAndroid(
        _ category: NotificationCategory, minSDK: Int, kept: [String], into diagnostics: inout [Diagnostic]
    ) {
        checkActionCap(
            category, maximum: AndroidPlatform.maxActions,
            shows: "Android shows at most \(AndroidPlatform.maxActions) on a notification", platform: "Android",
            kept: kept, into: &diagnostics)
        for action in category.actions {
            let name = "action '\(action.identifier.forMessage)'"
            if action.isTitleSetAtRunTime {
                diagnostics.append(
                    platformFinding(
                        "\(name) has its title set at run time by the app, so Android, whose generated code takes every title from the registry's string resources, never shows it",
                        kept: kept, still: "it still shows", advice: "give it a title, or remove it",
                        at: action.valueLocations[.titleAtRunTime] ?? action.location))
            }
            if action.isDestructive, let location = action.valueLocations[.destructive] {
                diagnostics.append(
                    platformFinding(
                        "\(name) is destructive, which has no style on Android: Notification.Action has no destructive or red button, so it looks like every other action there",
                        kept: kept, still: "it is still shown in red",
                        advice: "remove 'destructive', or keep it for the other platforms you add",
                        at: location))
            }
            if let icon = action.icon, action.android?.icon == nil, let location = action.valueLocations[.icon] {
                let kind =
                    if case .system = icon { "the SF Symbol" } else { "the asset catalog image" }
                diagnostics.append(
                    platformFinding(
                        "the icon of \(name) is \(kind) '\(icon.name.forMessage)', which Android does not have, and the action has no drawable, so Android shows it without an icon",
                        kept: kept, still: "the icon still shows",
                        advice:
                            "add 'android: {icon: NAME}' with a drawable of the app's res/drawable, or remove the icon",
                        at: location))
            }
            // One note per action that names a button title, at the title (nothing when it gives none).
            if let textInput = action.textInput, let buttonTitle = textInput.buttonTitle {
                let advice =
                    textInput.placeholder == nil
                    ? "nothing to change, or give a 'placeholder' for the hint Android shows" : "nothing to change"
                diagnostics.append(
                    Diagnostic(
                        code: .ignoredOnPlatform,
                        message:
                            "the text input's button-title of \(name) is never shown on Android: its inline reply draws its own send button (an arrow), and the field's hint is the placeholder (the RemoteInput's label)\(kept.isEmpty ? "" : "; it still shows on \(list(kept))"); \(advice)",
                        location: buttonTitle.location, severity: .note))
            }
            if action.activation == .background, action.declaredAuthenticationRequired == true,
                minSDK < AndroidPlatform.authenticationRequiredSDK,
                let location = action.valueLocations[.authenticationRequired]
            {
                diagnostics.append(
                    Diagnostic(
                        code: .ignoredOnPlatform,
                        message:
                            "background \(name) asks for authentication, which Android does only from API \(AndroidPlatform.authenticationRequiredSDK) (Notification.Action.Builder.setAuthenticationRequired) and the app's min-sdk is \(minSDK): below \(AndroidPlatform.authenticationRequiredSDK) the generated code never runs it from the lock screen, it opens the app, where the app confirms it is the person and sends the tap; nothing to change, or raise min-sdk to \(AndroidPlatform.authenticationRequiredSDK) to have Android ask for the unlock everywhere",
                        location: location, severity: .note))
            }
            if let semantic = action.android?.semanticAction, minSDK < semantic.minSDK,
                let location = action.valueLocations[.android]
            {
                diagnostics.append(
                    Diagnostic(
                        code: .ignoredOnPlatform,
                        message:
                            "the semantic action '\(semantic.rawValue)' of \(name) exists from API \(semantic.minSDK) (Notification.Action.\(semantic.constantName)) and the app's min-sdk is \(minSDK): below \(semantic.minSDK) the generated code leaves it out and the action works without it; nothing to change, or raise min-sdk to \(semantic.minSDK)",
                        location: location, severity: .note))
            }
        }
    }

    /// A finding of what the web or Android drops: a warning when no Apple platform of the deployment target keeps it
    /// (with `advice`), else a note that says where it still applies (`still`: "it still shows").
    private static func platformFinding(
        _ finding: String, kept: [String], still: String, advice: String, at location: SourceLocation
    ) -> Diagnostic {
        guard !kept.isEmpty else {
            return Diagnostic(
                code: .ignoredOnPlatform,
                message: "\(finding), and the deployment target names no other platform; \(advice)",
                location: location)
        }
        return Diagnostic(
            code: .ignoredOnPlatform, message: "\(finding); \(still) on \(list(kept))", location: location,
            severity: .note)
    }
}

extension CategoryOptions {
    /// The Swift name of one option, as `UNNotificationCategoryOptions` spells it: `allowInCarPlay`.
    public var swiftSymbolName: String {
        switch self {
        case .customDismissAction: "customDismissAction"
        case .allowInCarPlay: "allowInCarPlay"
        case .hiddenPreviewsShowTitle: "hiddenPreviewsShowTitle"
        case .hiddenPreviewsShowSubtitle: "hiddenPreviewsShowSubtitle"
        default: "allowAnnouncement"
        }
    }
}
