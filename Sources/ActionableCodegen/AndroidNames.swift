/// Turns category and action identifiers into the names `generate android` writes: a Kotlin object per category
/// (`INVITE_CATEGORY` → `InviteCategory`), a constant per action (`markAsRead` → `MARK_AS_READ`), and string resource
/// names (`actionable_chat_message_mark_as_read_title`).
///
/// Words are split as ``SwiftNames`` splits them (runs of letters and digits; a lower-to-upper change starts a word),
/// keeping only what Kotlin's lexer takes in an identifier (letters, decimal digits; not the combining marks Swift
/// allows). A name that starts with a digit gets a leading `_`; names that collide get `_2`, `_3`… in declaration
/// order (``unique(_:reserved:)``), so the same files always give the same names.
enum AndroidNames {
    /// The Kotlin object name for a category identifier, in UpperCamelCase.
    static func objectName(_ identifier: String) -> String {
        safeStart(words(identifier).map(capitalized).joined())
    }

    /// The Kotlin constant name for an identifier, in SCREAMING_SNAKE_CASE.
    static func constantName(_ identifier: String) -> String {
        safeStart(words(identifier).map { kotlinScalars($0.uppercased()) }.joined(separator: "_"))
    }

    /// `identifier` as a part of a resource name: its words (as for the constants) in lowercase, joined by `_`, with
    /// anything but ASCII letters and digits as `_` (aapt2 takes `[a-z0-9_.]`, and the R class turns `.` into `_`).
    static func resourcePart(_ identifier: String) -> String {
        var part = ""
        for scalar in words(identifier).joined(separator: "_").lowercased().unicodeScalars {
            let isKept = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
            part.unicodeScalars.append(isKept ? scalar : "_")
        }
        return part
    }

    /// Names for `names` in one scope, in order: each unique, none in `reserved` (those get a trailing `_`), `_2`…
    /// for repeats.
    static func unique(_ names: [String], reserved: Set<String>) -> [String] {
        SwiftNames.unique(names, reserved: reserved)
    }

    /// Whether `name` is a name aapt2 takes for a resource file (`ic_accept` for `res/drawable/ic_accept.xml`):
    /// a lowercase letter, then lowercase letters, digits and `_`, and no Java keyword (the R class is Java).
    static func isResourceName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        let isValid = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
        return isValid && !AndroidKotlin.javaKeywords.contains(name)
    }

    // MARK: - Words

    private static func words(_ identifier: String) -> [String] {
        let words = SwiftNames.words(identifier).map(kotlinScalars).filter { !$0.isEmpty }
        if words.isEmpty {
            // Only marks or symbols: spell the scalars, as SwiftNames does for punctuation.
            return ["U" + identifier.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined()]
        }
        return words
    }

    /// `word` with only the scalars Kotlin takes in an identifier.
    private static func kotlinScalars(_ word: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in word.unicodeScalars where AndroidKotlin.isIdentifierPart(scalar) && scalar != "_" {
            kept.append(scalar)
        }
        return String(kept)
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let rest = String(String.UnicodeScalarView(word.unicodeScalars.dropFirst()))
        let isShouting = word.unicodeScalars.allSatisfy { !$0.properties.isLowercase }
        return kotlinScalars(String(first).uppercased()) + (isShouting ? kotlinScalars(rest.lowercased()) : rest)
    }

    private static func safeStart(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return "_" }
        return AndroidKotlin.isIdentifierStart(first) ? name : "_" + name
    }
}
