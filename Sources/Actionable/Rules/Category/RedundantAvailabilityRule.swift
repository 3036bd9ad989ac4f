/// `redundant-availability`: an `available-from` version at or below the app's deployment target, a condition that
/// is always true.
enum RedundantAvailabilityRule: FileRule {
    static let description = RuleDescription(
        identifier: .redundantAvailability,
        severity: .warning,
        summary:
            "An `available-from` version is at or below the deployment target, so the condition is always true.",
        rationale: """
            `available-from` registers an action or inserts an option only from an OS version on, as \
            `if #available(iOS 15, *)` does in code. When the configuration's `deployment-target` already \
            requires that version, every device the app runs on has it: the condition is dead code, and it hides \
            that the action or option is simply always there. Swift warns the same way about an `#available` check \
            at or below the deployment target ("unnecessary check; minimum deployment target ensures guard will \
            always be true"). A platform the deployment target does not declare is not judged; without a \
            `deployment-target`, nothing is.
            """,
        triggeringExamples: [
            RuleExample(
                reaction(availableFrom: #"{ios: ↓"15.0"}"#), configuration: "deployment-target:\n  ios: \"16.0\"\n"),
            RuleExample(
                """
                categories:
                  - identifier: MESSAGE
                    options:
                      - {option: hidden-previews-show-title, available-from: {ios: ↓15, macos: "13"}}
                    actions: []

                """,
                configuration: "deployment-target:\n  ios: \"15\"\n"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                reaction(availableFrom: #"{ios: "15.0", macos: "12"}"#),
                configuration: "deployment-target:\n  ios: \"13.2\"\n"),
            RuleExample(
                """
                categories:
                  - identifier: MESSAGE
                    options:
                      - {option: allow-in-car-play, available-from: {ios: "14"}}
                    actions: []

                """),
        ]
    )

    /// A category file whose one action has `availableFrom` as its `available-from`, for the examples.
    private static func reaction(availableFrom: String) -> String {
        """
        categories:
          - identifier: MESSAGE
            actions:
              - identifier: REACT
                title: React
                available-from: \(availableFrom)

        """
    }

    static func diagnostic(
        _ subject: String, _ written: CategoryFile.WrittenVersion, target: OSVersion, onlyPlatform: Bool
    ) -> Diagnostic {
        let platform = written.platform.swiftName
        let fix =
            onlyPlatform
            ? "remove 'available-from'" : "remove '\(written.platform.name)' from 'available-from'"
        return Diagnostic(
            code: .redundantAvailability,
            message:
                "\(subject) is available from \(platform) \(written.version), but the deployment target is \(platform) \(target), so the condition is always true there; \(fix)",
            location: written.location
        )
    }

    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        guard !file.deploymentTarget.isEmpty else { return }
        for availability in file.availabilities {
            for written in availability.versions {
                guard let target = file.deploymentTarget[written.platform], written.version <= target else { continue }
                diagnostics.append(
                    diagnostic(
                        availability.subject, written, target: target, onlyPlatform: availability.versions.count == 1))
            }
        }
    }
}
