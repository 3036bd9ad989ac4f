import ActionableYAML

/// `duplicate-app`: one app, one app file.
enum DuplicateAppRule: Rule {
    static let description = RuleDescription(
        identifier: .duplicateApp,
        severity: .error,
        summary: "More than one file declares `app`; an app has one app file.",
        rationale: """
            Entitlements and App Clip experiences describe one app; two declarations would have to be merged by \
            guessing. The first in path order is used and the others are reported.
            """,
        triggeringExamples: [
            RuleExample(files: [
                .init(name: "A.yaml", bytes: Array("app:\n  entitlements: [time-sensitive]\n".utf8)),
                .init(name: "B.yaml", bytes: Array("app:\n  ↓entitlements: [critical-alerts]\n".utf8)),
            ])
        ],
        nonTriggeringExamples: [RuleExample("app:\n  entitlements: [time-sensitive, critical-alerts]\n")]
    )

    static func diagnostic(first: SourceLocation, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .duplicateApp,
            message:
                "'app' is already declared at \(first); an app has one app file, so merge this declaration into it (this one is ignored)",
            location: location
        )
    }

    /// The first app declaration in path order; later ones are reported and ignored.
    static func firstApp(of apps: some Sequence<AppDeclaration>, into findings: inout RegistryFindings)
        -> AppDeclaration
    {
        var first: AppDeclaration?
        for app in apps {
            guard let kept = first, let keptLocation = kept.location, let location = app.location else {
                first = app
                continue
            }
            findings.report(diagnostic(first: keptLocation, at: location))
        }
        return first ?? .none
    }
}
