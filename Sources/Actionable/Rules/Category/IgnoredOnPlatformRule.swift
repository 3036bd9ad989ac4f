/// `ignored-on-platform`: a category option or text that has no effect on a platform the configuration's
/// `deployment-target` names, because Apple's API has no such option or initializer there.
enum IgnoredOnPlatformRule: FileRule {
    static let description = RuleDescription(
        identifier: .ignoredOnPlatform,
        severity: .warning,
        summary:
            "A category option or text has no effect on a platform the deployment target names (`allow-in-car-play` on macOS, the hidden-previews options and texts on watchOS).",
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
            The platforms and their sources are in the category file article's platform table.
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
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: ORDER\n    options: [allow-in-car-play]\n    actions: []\n",
                configuration: "deployment-target:\n  ios: \"16\"\n  watchos: \"9\"\n"),
            RuleExample("categories:\n  - identifier: ORDER\n    options: [allow-in-car-play]\n    actions: []\n"),
            RuleExample(
                """
                categories:
                  - identifier: ROUTING_ONLY
                    hidden-previews-body-placeholder: ""
                    actions: []

                """,
                configuration: "deployment-target:\n  watchos: \"9\"\n"),
        ]
    )

    /// The row that decides where each category text applies: the initializer that takes both.
    static let categoryTexts =
        "UNNotificationCategory.init(identifier:actions:intentIdentifiers:"
        + "hiddenPreviewsBodyPlaceholder:categorySummaryFormat:options:)"

    static func diagnostic(
        _ subject: String, dropped: [ApplePlatform], kept: [ApplePlatform], at location: SourceLocation
    ) -> Diagnostic {
        let droppedNames = Self.list(dropped.map(\.description))
        guard !kept.isEmpty else {
            return Diagnostic(
                code: .ignoredOnPlatform,
                message:
                    "\(subject) has no effect on \(droppedNames), and the deployment target names no other platform: Apple's API has no such setting there, and the generated code leaves it out; remove it, or add the platforms it is for to 'deployment-target'",
                location: location
            )
        }
        return Diagnostic(
            code: .ignoredOnPlatform,
            message:
                "\(subject) has no effect on \(droppedNames), where Apple's API has no such setting and the generated code leaves it out; it still applies on \(Self.list(kept.map(\.description)))",
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
        guard !targets.isEmpty else { return }
        func judge(_ subject: String, _ row: String, at location: SourceLocation) {
            guard let symbol = UserNotificationsSymbols.named(row) else { return }
            let dropped = symbol.unavailablePlatforms(among: targets)
            guard !dropped.isEmpty else { return }
            diagnostics.append(
                diagnostic(
                    subject, dropped: dropped, kept: targets.filter { !dropped.contains($0) }, at: location))
        }
        for (option, location) in file.options {
            guard let name = CategoryOptions.named.first(where: { $0.option == option })?.name else { continue }
            judge("'\(name)'", "UNNotificationCategoryOptions.\(option.swiftSymbolName)", at: location)
        }
        for category in file.categories {
            let locations = category.valueLocations
            for (key, text) in [
                (CategoryKey.hiddenPreviewsBodyPlaceholder, category.hiddenPreviewsBodyPlaceholder),
                (.summaryFormat, category.summaryFormat),
            ] {
                guard let text, !text.isEmptyPlaceholder, let location = locations[key] else { continue }
                judge("'\(key.name)'", categoryTexts, at: location)
            }
        }
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
