/// `unauthenticated-sensitive-action`: a background action that does something sensitive from the lock screen.
enum UnauthenticatedSensitiveActionRule: CategoryRule {
    /// Words and phrases that make an action sensitive, by language, matched as whole words (any script without
    /// spaces between words, such as Japanese or Chinese, as substrings) against the action's identifier (split at
    /// `_`, `-`, `.` and camelCase humps) and every locale of its title.
    static let terms: [(language: String, terms: [String])] = [
        (
            "en",
            [
                "approve", "authorize", "authorise", "sign in", "signin", "log in", "login", "pay", "purchase", "buy",
                "transfer", "send money", "unlock", "disarm", "open door", "open lock", "open garage", "delete account",
                "close account", "reset password", "wipe",
            ]
        ),
        (
            "de",
            [
                "genehmigen", "freigeben", "autorisieren", "bezahlen", "zahlen", "überweisen", "entsperren",
                "aufschließen", "anmelden", "einloggen", "konto löschen",
            ]
        ),
        (
            "fr",
            [
                "approuver", "autoriser", "payer", "virement", "transférer", "déverrouiller", "se connecter",
                "supprimer le compte",
            ]
        ),
        ("es", ["aprobar", "autorizar", "pagar", "transferir", "desbloquear", "iniciar sesión", "eliminar cuenta"]),
        ("it", ["approva", "approvare", "autorizza", "paga", "pagare", "bonifico", "sblocca", "accedi"]),
        ("pt", ["aprovar", "autorizar", "pagar", "transferir", "desbloquear"]),
        ("ja", ["承認", "支払", "送金", "ロック解除", "ログイン"]),
        ("zh", ["批准", "支付", "付款", "转账", "解锁", "登录"]),
    ]

    static let description = RuleDescription(
        identifier: .unauthenticatedSensitiveAction,
        severity: .warning,
        summary:
            "A background action that approves, pays, unlocks or signs in runs without unlocking the device.",
        rationale: """
            A background action runs from the lock screen unless it has `authentication-required: true` \
            (UNNotificationActionOptions.authenticationRequired), so anyone holding a locked phone can approve a \
            sign-in, pay, transfer money or open a door. Foreground actions always ask to unlock and are not \
            flagged. The words are listed in README (English, German, French, Spanish, Italian, Portuguese, \
            Japanese, Chinese) and matched in the identifier and every locale of the title; harmless matches are \
            silenced with a reason: `# actionable:disable unauthenticated-sensitive-action — reason`.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: LOGIN_APPROVAL\n    actions:\n      - {identifier: APPROVE, title: Approve}\n"
            ),
            RuleExample(
                "categories:\n  - identifier: DOOR\n    actions:\n      - {identifier: OPEN, title: {en: Open, de: Entsperren}}\n"
            ),
            RuleExample(
                "categories:\n  - identifier: BILL\n    actions:\n      - {identifier: payNow, title: Settle}\n"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: LOGIN_APPROVAL\n    actions:\n      - {identifier: APPROVE, title: Approve, authentication-required: true}\n"
            ),
            RuleExample(
                "categories:\n  - identifier: LOGIN_APPROVAL\n    actions:\n      - {identifier: APPROVE, title: Approve, activation: foreground}\n"
            ),
            RuleExample(
                "categories:\n  - identifier: INVITE\n    actions:\n      - {identifier: ACCEPT, title: Accept}\n      - {identifier: DECLINE, title: Decline, destructive: true}\n      - {identifier: PAYDAY_REMINDER, title: Remind me on payday}\n"
            ),
        ]
    )

    /// Single words, and phrases as word lists, of every language; terms in scripts without spaces separately.
    private static let index: (words: Set<String>, phrases: [[String]], substrings: [String]) = {
        var words = Set<String>()
        var phrases: [[String]] = []
        var substrings: [String] = []
        for term in terms.flatMap(\.terms) {
            if term.unicodeScalars.contains(where: { $0.value >= 0x3000 }) {
                substrings.append(term)
            } else if term.contains(" ") {
                phrases.append(term.split(separator: " ").map(String.init))
            } else {
                words.insert(term)
            }
        }
        return (words, phrases, substrings)
    }()

    static func check(_ category: NotificationCategory, into diagnostics: inout [Diagnostic]) {
        for action in category.actions
        where action.activation == .background && action.declaredAuthenticationRequired != true {
            let texts = [action.identifier] + action.title.translations.map(\.value) + [action.title.defaultValue]
            guard let term = texts.lazy.compactMap(sensitiveTerm(in:)).first else { continue }
            diagnostics.append(
                Diagnostic(
                    code: .unauthenticatedSensitiveAction,
                    message:
                        "background action '\(action.identifier.forMessage)' ('\(action.title.defaultValue.forMessage)') looks sensitive ('\(term)'), and runs from the lock screen without unlocking: add 'authentication-required: true' so iOS asks to unlock first, or, if it is harmless, say so with '# actionable:disable unauthenticated-sensitive-action — reason'",
                    location: action.location
                ))
        }
    }

    /// The first sensitive term in `text`, or `nil`.
    static func sensitiveTerm(in text: String) -> String? {
        guard text.utf8.count <= 512 else { return nil }
        let words = self.words(of: text)
        if let word = words.first(where: index.words.contains) { return word }
        for phrase in index.phrases where words.count >= phrase.count {
            for start in 0...(words.count - phrase.count)
            where words[start..<(start + phrase.count)].elementsEqual(phrase) {
                return phrase.joined(separator: " ")
            }
        }
        if text.utf8.contains(where: { $0 >= 0xE3 }) {
            return index.substrings.first { text.contains($0) }
        }
        return nil
    }

    /// Lowercase words: split at anything but letters and digits, and at camelCase humps.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in text {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current += character.lowercased()
            previousWasLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
