import ActionableYAML

/// `invalid-url`: App Clip experience URLs.
enum InvalidURLRule: FileRule {
    static let description = RuleDescription(
        identifier: .invalidURL,
        severity: .error,
        summary: "An App Clip experience URL is not an https URL prefix with a host.",
        rationale: """
            App Store Connect registers advanced App Clip experiences as https URL prefixes, and iOS matches an \
            invocation URL against them by host and path segments; a query or fragment is ignored by matching, \
            and anything else can never match.
            """,
        triggeringExamples: [
            RuleExample("app:\n  app-clip-experiences:\n    - ↓http://appclip.example.com/restaurants\n"),
            RuleExample("app:\n  app-clip-experiences:\n    - ↓https://appclip.example.com/menu?table=4\n"),
        ],
        nonTriggeringExamples: [
            RuleExample("app:\n  app-clip-experiences:\n    - https://appclip.example.com/restaurants\n")
        ]
    )

    static func queryOrFragment(_ text: String, prefix: ExperienceURL, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidURL,
            message:
                "the App Clip experience '\(text.forMessage)' has a query or fragment, which matching ignores; remove it and keep the URL prefix, e.g. \(prefix)",
            location: location
        )
    }

    static func invalid(_ text: String, problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .invalidURL,
            message:
                "the App Clip experience '\(text.forMessage)' \(problem) (an experience is an https URL prefix such as https://appclip.example.com/restaurants)",
            location: location
        )
    }

    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        for rejected in file.rejectedExperiences {
            diagnostics.append(invalid(rejected.text, problem: rejected.problem, at: rejected.location))
        }
        for experience in file.app?.experiences ?? [] where experience.url.hasQueryOrFragment {
            diagnostics.append(
                queryOrFragment(experience.url.original, prefix: experience.url, at: experience.location))
        }
    }
}
