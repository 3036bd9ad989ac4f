import ActionableYAML

/// `localization-key-conflict`: one key, two texts.
enum LocalizationKeyConflictRule: Rule {
    static let description = RuleDescription(
        identifier: .localizationKeyConflict,
        severity: .error,
        summary: "One localization key names two texts that differ, so an app can show only one.",
        rationale: """
            The generated Swift and string catalog look every text up by its key (`title-key`, or one derived \
            from the identifiers); a strings file holds one text per key, so one of the two buttons would show \
            the other's words. Texts that say the same in every locale may share a key.
            """,
        triggeringExamples: [
            RuleExample(
                """
                categories:
                  - identifier: A
                    actions:
                      - {identifier: YES_BUTTON, title: Accept, title-key: PUSH_OK}
                      - {identifier: NO_BUTTON, title: Decline, title-key: PUSH_OK}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                categories:
                  - identifier: A
                    actions:
                      - {identifier: X, title: Accept, title-key: PUSH_ACCEPT}
                  - identifier: B
                    actions:
                      - {identifier: X, title: Accept, title-key: PUSH_ACCEPT}
                """)
        ]
    )

    static func diagnostic(key: String, derived: Bool, text: CategoryText, earlier: LocalizedText) -> Diagnostic {
        Diagnostic(
            code: .localizationKeyConflict,
            message:
                "the \(derived ? "derived key" : "localization key") '\(key.forMessage)' of this text ('\(text.text.defaultValue.forMessage)') also names a different text at \(earlier.location) ('\(earlier.defaultValue.forMessage)'), and the app's strings hold one text per key: give this text its own '\(text.role.keyKey)', or write the same text in both places",
            location: text.text.location
        )
    }

    /// `localization-key-conflict`: the generated code and string catalog look every text up by its key, so one key
    /// must not name two different texts. Texts that say the same thing in every locale may share one.
    ///
    /// The first text of each key is found by the key's hash, in a table of small positions: a dictionary of keys
    /// and texts held 300,000 of each for 100,000 categories (90 MB at its peak, and most of this pass's time).
    /// A key is built again only when its hash meets an earlier one's.
    ///
    /// `positions`, in registry order, name the categories whose texts are checked. With `onlyDotted`, the file
    /// names no key, and only the texts whose category or action identifier has a dot are checked: a derived key
    /// without such a dot has one dot (a category's text) or two (an action's) and ends in its role; one with a
    /// dotted identifier has more, or two and a category's role. So only dotted texts can share a key, and
    /// `positions` need name only the categories of files with a dotted identifier.
    static func check(
        _ categories: [NotificationCategory], at positions: some Collection<Int>, onlyDotted: Bool,
        into findings: inout RegistryFindings
    ) {
        func key(_ role: LocalizedTextRole, _ category: String, _ action: String?, _ text: LocalizedText) -> String {
            text.localizationKey ?? role.derivedKey(category: category, action: action)
        }
        func keyedText(at place: TextPlace) -> (key: String, text: LocalizedText) {
            let category = categories[Int(place.category)]
            var found: (key: String, text: LocalizedText)?
            var ordinal: Int32 = 0
            category.forEachText { role, action, text in
                if ordinal == place.text { found = (key(role, category.identifier, action, text), text) }
                ordinal += 1
            }
            guard let found else { preconditionFailure("a text's place names a text") }
            return found
        }
        func dotted(_ identifier: String) -> Bool { identifier.utf8.contains(UInt8(ascii: ".")) }
        /// Calls `body` with each text the check reads, with its key, in order.
        func forEachCheckedText(
            _ body: (
                _ place: TextPlace, _ key: () -> String, _ role: LocalizedTextRole, _ category: NotificationCategory,
                _ action: String?, _ text: LocalizedText
            ) -> Void
        ) {
            for position in positions {
                let category = categories[position]
                let dottedCategory = dotted(category.identifier)
                var ordinal: Int32 = 0
                category.forEachText { role, action, text in
                    let place = TextPlace(category: Int32(position), text: ordinal)
                    ordinal += 1
                    if onlyDotted, !dottedCategory, !role.isActionText || action.map(dotted) != true { return }
                    body(place, { key(role, category.identifier, action, text) }, role, category, action, text)
                }
            }
        }
        // First the hash of every key, in order; only texts whose hash another text shares can conflict, so only
        // those go into a table. A table of every text (tens of thousands in a large registry) would be the
        // largest allocation of the load, made when every model is held.
        var hashes: [Int] = []
        forEachCheckedText { _, key, _, _, _, _ in hashes.append(key().hashValue) }
        let sorted = hashes.sorted()
        var shared = Set<Int>()
        for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] {
            shared.insert(sorted[index])
        }
        guard !shared.isEmpty else { return }
        var firstByHash: [Int: TextPlace] = [:]
        // Keys whose hash an earlier, different key has: almost never any.
        var firstByKey: [String: LocalizedText] = [:]
        var serial = 0
        forEachCheckedText { place, makeKey, role, category, action, text in
            let hash = hashes[serial]
            serial += 1
            guard shared.contains(hash) else { return }
            let key = makeKey()
            guard let candidate = firstByHash[hash] else {
                firstByHash[hash] = place
                return
            }
            let earlier: LocalizedText
            let first = keyedText(at: candidate)
            if first.key == key {
                earlier = first.text
            } else if let other = firstByKey[key] {
                earlier = other
            } else {
                firstByKey[key] = text
                return
            }
            guard !earlier.hasSameContent(as: text) else { return }
            findings.report(
                diagnostic(
                    key: key, derived: text.localizationKey == nil,
                    text: CategoryText(role: role, category: category.identifier, action: action, text: text),
                    earlier: earlier))
        }
    }
}

private struct TextPlace {
    let category: Int32
    let text: Int32
}
