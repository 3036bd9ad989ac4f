/// Turns category and action identifiers into Swift names a reviewer can read: `INVITE_CATEGORY` → `InviteCategory`
/// (types) and `inviteCategory` (members); `Signal.AppNotifications.Action.markAsRead` →
/// `signalAppNotificationsActionMarkAsRead`; `加入` stays `加入`; `1ST` → `_1st`.
///
/// Words are runs of letters, marks and digits that Swift accepts in identifiers; everything else (`.`, `_`, `-`,
/// spaces, emoji) separates them, and a lower-to-upper change starts a new word. A name that is a keyword is
/// written in backticks, one that would hide a name the generated code uses gets a trailing `_`, and names that
/// collide get `_2`, `_3`… in declaration order.
enum SwiftNames {
    /// The type name for `identifier`.
    static func typeName(_ identifier: String) -> String {
        let words = Self.words(identifier)
        return safeStart(words.map(capitalized).joined())
    }

    /// The member (case, property) name for `identifier`.
    static func memberName(_ identifier: String) -> String {
        let words = Self.words(identifier)
        guard let first = words.first else { return "_" }
        return safeStart(lowercasedFirst(first) + words.dropFirst().map(capitalized).joined())
    }

    /// Names for `identifiers` in one scope, in order: each unique, none in `reserved`, `_2`… for repeats.
    static func unique(_ names: [String], reserved: Set<String>) -> [String] {
        var taken = reserved
        return names.map { name in
            var candidate = reserved.contains(name) ? name + "_" : name
            var counter = 2
            let base = candidate
            while taken.contains(candidate) {
                candidate = "\(base)_\(counter)"
                counter += 1
            }
            taken.insert(candidate)
            return candidate
        }
    }

    /// `name` as written in a declaration or after a dot-less reference: backticked when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    // MARK: - Words

    static func words(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        let scalars = Array(identifier.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            guard isWordScalar(scalar) else {
                flush()
                continue
            }
            if let previous = current.last, isUpper(scalar) {
                // `markAs` → mark|As; `URLSession` → URL|Session (the last capital of a run starts the next word).
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                if isLower(previous) || isDigit(previous) && !current.allSatisfy(isDigit)
                    || (isUpper(previous) && next.map(isLower) == true)
                {
                    flush()
                }
            }
            current.append(scalar)
        }
        flush()
        if words.isEmpty {
            // Nothing readable (only emoji or punctuation): spell the scalars.
            let hex = identifier.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(
                separator: "_")
            return ["U" + hex]
        }
        return words
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        let rest = String(String.UnicodeScalarView(word.unicodeScalars.dropFirst()))
        let isShouting = word.unicodeScalars.allSatisfy { !isLower($0) }
        return String(first).uppercased() + (isShouting ? rest.lowercased() : rest)
    }

    private static func lowercasedFirst(_ word: String) -> String {
        let isShouting = word.unicodeScalars.allSatisfy { !isLower($0) }
        if isShouting { return word.lowercased() }
        guard let first = word.unicodeScalars.first else { return word }
        return String(first).lowercased() + String(String.UnicodeScalarView(word.unicodeScalars.dropFirst()))
    }

    private static func safeStart(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return "_" }
        return isDigit(first) || !isIdentifierHead(first) ? "_" + name : name
    }

    // ASCII first: Unicode's property tables are the slowest part of naming on a large registry.
    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
    }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// Letters, marks and digits that Swift accepts in an identifier.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber,
            .nonspacingMark, .spacingMark:
            return isIdentifierHead(scalar) || isIdentifierContinuation(scalar)
        default:
            return false
        }
    }

    /// The Swift grammar's `identifier-head` outside ASCII (The Swift Programming Language, Lexical Structure).
    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_" }
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
            0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
            0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
            0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
            0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
            0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
        ]
        if ranges.contains(where: { $0.contains(value) }) { return true }
        // U+10000–U+1FFFD, U+20000–U+2FFFD, … U+E0000–U+EFFFD.
        return value >= 0x10000 && value & 0xFFFF <= 0xFFFD
    }

    /// The Swift grammar's `identifier-character` additions beyond `identifier-head`.
    private static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x300...0x36F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    /// Swift's keywords (declarations, statements, expressions, types, patterns, and those reserved in particular
    /// contexts that would need backticks as a case or property name).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "throw", "throws", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "true", "try", "_", "Type", "Protocol", "async", "some", "any", "each",
    ]
}
