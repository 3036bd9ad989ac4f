/// `ambiguous-experience`: two experiences iOS cannot tell apart.
enum AmbiguousExperienceRule: FileRule {
    static let description = RuleDescription(
        identifier: .ambiguousExperience,
        severity: .error,
        summary: "Two App Clip experiences are the same URL prefix once normalized.",
        rationale: """
            iOS compares hosts case-insensitively, ignores trailing slashes, dot segments, the default port and \
            percent-encoding of unreserved characters, so two experiences that differ only in those are one URL \
            and App Store Connect cannot register both.
            """,
        triggeringExamples: [
            RuleExample(
                "app:\n  app-clip-experiences:\n    - https://appclip.example.com/a\n    - ↓HTTPS://AppClip.Example.com/a/\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                "app:\n  app-clip-experiences:\n    - https://appclip.example.com/a\n    - https://appclip.example.com/b\n"
            )
        ]
    )

    static func diagnostic(_ url: String, sameAs original: AppClipExperience, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            code: .ambiguousExperience,
            message:
                "the App Clip experience '\(url.forMessage)' is the same URL prefix as '\(original.url.original.forMessage)' at line \(original.location.line) (host case, trailing slashes, dot segments, percent-encoding and port 443 do not count); iOS cannot tell them apart: remove one",
            location: location
        )
    }

    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        guard let app = file.app else { return }
        for case .duplicate(let first, let second) in app.matcher.conflicts {
            let experiences = app.experiences
            diagnostics.append(
                diagnostic(
                    experiences[second].url.original, sameAs: experiences[first], at: experiences[second].location))
        }
    }
}
