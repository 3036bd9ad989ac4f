import ActionableYAML

/// Reading the app declaration and the retired identifiers of a category file.
extension CategoryFileDecoder {
    // MARK: - Retired identifiers

    /// A list of `{identifier, retired, replaced-by}`; entries without an identifier or a date are reported and
    /// dropped, and an identifier retired twice is reported at the second.
    mutating func readRetired(key: String, kind: CategoryFile.WrittenIdentifier.Kind) -> [RetiredIdentifier] {
        guard expectSequence(key: key, expected: "a list of {identifier, retired, replaced-by}") else { return [] }
        advance()
        var result: [RetiredIdentifier] = []
        var seen = FirstSeen()
        while event.kind != .end && event.kind != .finished {
            guard
                expectMapping(
                    key: nil,
                    expected: "a retired identifier ({identifier: OLD, retired: 2026-03-01, replaced-by: NEW})")
            else { continue }
            let location = here
            var identifier: (value: String, location: SourceLocation)?
            var retired: String?
            var replacement: String?
            var keys = KeyTracker<RetiredKey>()
            advance()
            while let retiredKey = nextKey(owner: "a retired identifier", tracker: &keys) {
                switch retiredKey {
                case .identifier:
                    let valueLocation = here
                    identifier = readIdentifier(kind: kind).map { ($0.value, valueLocation) }
                case .retired: retired = readString(key: retiredKey.name)
                case .replacedBy: replacement = readString(key: retiredKey.name)
                }
            }
            if !keys.contains(.identifier) {
                report(
                    MissingKeyRule.diagnostic(
                        "identifier", owner: "this retired \(kind.rawValue)",
                        hint: "the identifier old app versions still use",
                        at: location))
            }
            if !keys.contains(.retired) {
                report(
                    MissingKeyRule.diagnostic(
                        "retired", owner: "this retired \(kind.rawValue)",
                        hint: "when it was retired: a date such as 2026-03-01, or an app version such as \"4.2\"",
                        at: location))
            }
            guard let identifier, let retired else { continue }
            if let first = seen.insert(identifier.value, at: identifier.location) {
                report(
                    DuplicateKeyRule.diagnostic(
                        identifier.value, owner: "'\(key)'", first: first, at: identifier.location))
                continue
            }
            result.append(
                RetiredIdentifier(
                    identifier: identifier.value, retired: retired, replacement: replacement,
                    location: identifier.location))
        }
        advance()
        return result
    }

    // MARK: - The app file

    mutating func readApp() {
        guard expectMapping(key: "app", expected: "a mapping with 'entitlements' and 'app-clip-experiences'") else {
            return
        }
        let location = here
        var entitlements = Set<Entitlement>()
        var experiences: [AppClipExperience] = []
        var keys = KeyTracker<AppKey>()
        advance()
        while let key = nextKey(owner: "'app'", tracker: &keys) {
            switch key {
            case .entitlements:
                guard expectSequence(key: key.name, expected: "a list of entitlements") else { continue }
                advance()
                while event.kind != .end && event.kind != .finished {
                    if let name = readChoice(key: key.name, of: Schema.entitlements),
                        let entitlement = Entitlement(rawValue: name)
                    {
                        entitlements.insert(entitlement)
                    }
                }
                advance()
            case .appClipExperiences:
                experiences = readExperiences()
            }
        }
        decoded.app = AppDeclaration(entitlements: entitlements, experiences: experiences, location: location)
    }

    /// The experiences whose URL can be matched; the others are kept for `invalid-url`.
    mutating func readExperiences() -> [AppClipExperience] {
        guard expectSequence(key: "app-clip-experiences", expected: "a list of https URLs") else { return [] }
        advance()
        var experiences: [AppClipExperience] = []
        while event.kind != .end && event.kind != .finished {
            let location = here
            guard
                let text = readString(key: "app-clip-experiences", subject: "an App Clip experience", allowEmpty: true)
            else { continue }
            do {
                let url = try ExperienceURL(parsing: text)
                experiences.append(AppClipExperience(url: url, location: location))
            } catch {
                decoded.rejectedExperiences.append(.init(text: text, problem: "\(error)", location: location))
            }
        }
        advance()
        return experiences
    }
}
