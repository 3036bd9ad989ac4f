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
            flagged. The words are listed in the "Rules and configuration" article (English, German, French, Spanish, Italian, Portuguese, \
            Japanese, Chinese) and matched in the identifier and every locale of the title; harmless matches are \
            silenced with a reason: `# actionable:disable unauthenticated-sensitive-action — reason`.
            """,
        triggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: LOGIN_APPROVAL\n    actions:\n      - ↓{identifier: APPROVE, title: Approve}\n"
            ),
            RuleExample(
                "categories:\n  - identifier: DOOR\n    actions:\n      - ↓{identifier: OPEN, title: {en: Open, de: Entsperren}}\n"
            ),
            RuleExample(
                "categories:\n  - identifier: BILL\n    actions:\n      - ↓{identifier: payNow, title: Settle}\n"),
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
        // The actions of an unregistered category are never shown, so nobody can run them from the lock screen.
        guard category.isRegistered else { return }
        for action in category.actions
        where action.activation == .background && action.declaredAuthenticationRequired != true {
            let title = action.title
            let term =
                sensitiveTerm(in: action.identifier)
                ?? (title.isLocalized
                    ? title.translations.lazy.compactMap { sensitiveTerm(in: $0.value) }.first
                    : sensitiveTerm(in: title.defaultValue))
            guard let term else { continue }
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
        // Identifiers and English titles are ASCII: matched on the bytes, without building a string per word
        // (this rule runs over every background action of every load).
        var text = text
        switch text.withUTF8(asciiTerm(in:)) {
        case .found(let term): return term
        case .none: return nil
        case .notASCII: break
        }
        // Words of Latin script, only where there are Latin letters (a Japanese title has none).
        let latin = text.utf8.contains { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        if latin {
            let words = self.words(of: text)
            if let word = words.first(where: index.words.contains) { return word }
            for phrase in index.phrases where words.count >= phrase.count {
                for start in 0...(words.count - phrase.count)
                where words[start..<(start + phrase.count)].elementsEqual(phrase) {
                    return phrase.joined(separator: " ")
                }
            }
        }
        // Scripts without spaces between words: the terms as UTF-8 byte sequences anywhere in the text.
        if text.utf8.contains(where: { $0 >= 0xE3 }) {
            return text.withUTF8 { bytes in
                substringNeedles.first { needle in
                    bytes.count >= needle.bytes.count
                        && (0...(bytes.count - needle.bytes.count)).contains {
                            bytes[$0..<($0 + needle.bytes.count)].elementsEqual(needle.bytes)
                        }
                }?.term
            }
        }
        return nil
    }

    /// The terms of scripts without spaces, as UTF-8.
    private static let substringNeedles: [(term: String, bytes: [UInt8])] = index.substrings.map {
        ($0, Array($0.utf8))
    }

    private enum ASCIIMatch {
        case found(String)
        case none
        case notASCII
    }

    /// The ASCII terms as lowercase words, indexed by the hash of their first word.
    private static let asciiIndex: [UInt64: [(term: String, words: [[UInt8]])]] = {
        var index: [UInt64: [(term: String, words: [[UInt8]])]] = [:]
        for term in terms.flatMap(\.terms) where term.utf8.allSatisfy({ $0 < 0x80 }) {
            let words = term.split(separator: " ").map { Array($0.utf8) }
            guard let first = words.first else { continue }
            index[hash(first[...]), default: []].append((term, words))
        }
        return index
    }()

    /// FNV-1a over ASCII bytes folded to lowercase.
    private static func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(lowercase(byte))) &* 0x100_0000_01b3
        }
        return hash
    }

    @inline(__always)
    private static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// The words of an ASCII text as ranges of its bytes (split as ``words(of:)`` splits), each looked up by hash.
    private static func asciiTerm(in bytes: UnsafeBufferPointer<UInt8>) -> ASCIIMatch {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return .notASCII }
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: bytes.count + 1) { words in
            var count = 0
            var start: Int?
            var previousWasLower = false
            func isAlphanumeric(_ byte: UInt8) -> Bool {
                let lower = byte | 0x20
                return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            }
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0
                let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
                if let begun = start, !isAlphanumeric(byte) || (isUpper && previousWasLower) {
                    words[count] = begun..<index
                    count += 1
                    start = nil
                }
                if isAlphanumeric(byte) {
                    if start == nil { start = index }
                    previousWasLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                } else {
                    previousWasLower = false
                }
            }
            for first in 0..<count {
                guard let candidates = asciiIndex[hash(bytes[words[first]])] else { continue }
                for candidate in candidates where first + candidate.words.count <= count {
                    let matches = candidate.words.indices.allSatisfy { offset in
                        let word = bytes[words[first + offset]]
                        return word.count == candidate.words[offset].count
                            && zip(word, candidate.words[offset]).allSatisfy { lowercase($0) == $1 }
                    }
                    if matches { return .found(candidate.term) }
                }
            }
            return .none
        }
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
