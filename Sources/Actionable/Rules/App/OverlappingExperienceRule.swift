/// `overlapping-experience`: a general experience with more specific ones under it (a note).
enum OverlappingExperienceRule: FileRule {
    static let description = RuleDescription(
        identifier: .overlappingExperience,
        severity: .note,
        summary: "An App Clip experience contains more specific ones; the longest prefix wins.",
        rationale: """
            Legal and common (a platform and its restaurants), but it decides which experience a push's \
            `target-content-id` opens: iOS picks the most specific matching prefix. The note shows how URLs split.
            """,
        triggeringExamples: [
            RuleExample(
                "app:\n  app-clip-experiences:\n    - ↓https://appclip.example.com/restaurants\n    - https://appclip.example.com/restaurants/a\n"
            )
        ],
        nonTriggeringExamples: [
            RuleExample(
                "app:\n  app-clip-experiences:\n    - https://appclip.example.com/restaurants\n    - https://appclip.example.com/menus\n"
            )
        ]
    )

    static func diagnostic(general: AppClipExperience, specifics: [AppClipExperience]) -> Diagnostic {
        let shown = specifics.prefix(3).map { "'\($0.url.original.forMessage)' (line \($0.location.line))" }
        let more = specifics.count > 3 ? " and \(specifics.count - 3) more" : ""
        let count =
            specifics.count == 1 ? "1 more specific experience" : "\(specifics.count) more specific experiences"
        return Diagnostic(
            code: .overlappingExperience,
            message:
                "the App Clip experience '\(general.url.original.forMessage)' contains \(count): \(shown.joined(separator: ", "))\(more); URLs under those go to them (the longest prefix wins) and only the rest come here",
            location: general.location
        )
    }

    /// An experience under another is legal — the more specific one wins — and is reported once per general
    /// experience, so people see how URLs split.
    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic]) {
        guard let app = file.app else { return }
        var specifics: [Int: [Int]] = [:]
        for case .overlap(let general, let specific) in app.matcher.conflicts {
            specifics[general, default: []].append(specific)
        }
        for (general, list) in specifics.sorted(by: { $0.key < $1.key }) {
            diagnostics.append(
                diagnostic(general: app.experiences[general], specifics: list.map { app.experiences[$0] }))
        }
    }
}
