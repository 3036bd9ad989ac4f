import ActionableYAML

/// `unknown-experience`: a `target-content-id` that routes nowhere.
enum UnknownExperienceRule: PayloadRule {
    static let description = RuleDescription(
        identifier: .unknownExperience,
        severity: .error,
        summary: "`aps.target-content-id` matches no App Clip experience of the app file.",
        rationale: """
            An App Clip's notification opens the experience whose URL prefix best matches \
            `target-content-id`; a URL under none of them opens the default experience instead of the order or \
            table the push is about. Checked only when the app file declares experiences.
            """,
        scope: .payloads,
        triggeringExamples: [
            RuleExample(
                payload: #"{"aps": {"alert": "Ready", "target-content-id": ↓"https://appclip.example.com/menus/7"}}"#,
                categories: "app:\n  app-clip-experiences:\n    - https://appclip.example.com/orders\n")
        ],
        nonTriggeringExamples: [
            RuleExample(
                payload: #"{"aps": {"alert": "Ready", "target-content-id": "https://appclip.example.com/orders/7"}}"#,
                categories: "app:\n  app-clip-experiences:\n    - https://appclip.example.com/orders\n")
        ]
    )

    static func noMatch(_ url: String, count: Int, example: ExperienceURL, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .unknownExperience,
            message:
                "'aps.target-content-id' '\(url.forMessage)' matches none of the app's \(count) App Clip experience\(count == 1 ? "" : "s"), so the App Clip opens its default experience; use a URL under one of them, such as \(example)",
            location: location
        )
    }

    static func invalid(_ url: String, problem: String, example: ExperienceURL, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            code: .unknownExperience,
            message:
                "'aps.target-content-id' '\(url.forMessage)' \(problem). It cannot route to an App Clip experience: use a URL under one of the app's experiences, such as \(example)",
            location: location
        )
    }

    /// Without App Clip experiences the identifier only selects a window or scene, which is the app's business.
    static func check(_ payload: CheckedPayload, against checker: PayloadChecker, into sink: inout DiagnosticSink) {
        let experiences = checker.app.experiences
        guard let example = experiences.first else { return }
        payload.forEachString("target-content-id") { url, position in
            switch checker.app.route(url) {
            case .matched:
                return
            case .noMatch:
                sink.report(
                    noMatch(url, count: experiences.count, example: example.url, at: payload.location(position)))
            case .invalidURL(let problem):
                sink.report(
                    invalid(url, problem: "\(problem)", example: example.url, at: payload.location(position)))
            }
        }
    }
}
