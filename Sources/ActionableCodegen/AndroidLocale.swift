/// A locale of the category files as an Android resource qualifier: `en` → `values-en`, `en-GB` → `values-en-rGB`,
/// and the BCP 47 form for anything the old form cannot say (a three-letter language, a script, a numeric region,
/// a variant): `zh-Hans` → `values-b+zh+Hans`, `es-419` → `values-b+es+419`, `sr-Latn-RS` → `values-b+sr+Latn+RS`.
///
/// Only the subtags aapt2 reads are accepted (language, then at most one script, one region, and variants); a
/// locale with others (`en-x-private`, an extended language such as `zh-yue`) has no directory aapt2 would take,
/// and is reported by ``AndroidGenerator/warnings(for:)`` instead of written.
struct AndroidLocale: Hashable, Comparable {
    /// Lowercase, two or three letters.
    let language: String
    /// Four letters, the first uppercase (`Hans`).
    let script: String?
    /// Two uppercase letters or three digits.
    let region: String?
    /// Lowercase, five to eight letters or digits, or four starting with a digit.
    let variants: [String]

    /// The qualifier for `identifier` (`-` or `_` between subtags, any case), or `nil` when aapt2 has none for it.
    init?(_ identifier: String) {
        var parts = identifier.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
            .map(String.init)[...]
        guard let first = parts.popFirst(), (2...3).contains(first.count), first.allSatisfy(Self.isASCIILetter) else {
            return nil
        }
        language = first.lowercased()
        if let next = parts.first, next.count == 4, next.allSatisfy(Self.isASCIILetter) {
            script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
            parts.removeFirst()
        } else {
            script = nil
        }
        if let next = parts.first,
            (next.count == 2 && next.allSatisfy(Self.isASCIILetter))
                || (next.count == 3 && next.allSatisfy(Self.isDigit))
        {
            region = next.uppercased()
            parts.removeFirst()
        } else {
            region = nil
        }
        var variants: [String] = []
        for part in parts {
            guard part.allSatisfy({ Self.isASCIILetter($0) || Self.isDigit($0) }),
                (5...8).contains(part.count) || (part.count == 4 && part.first.map(Self.isDigit) == true)
            else { return nil }
            variants.append(part.lowercased())
        }
        self.variants = variants
    }

    /// The qualifier after `values-`.
    var qualifier: String {
        if language.count == 2, script == nil, variants.isEmpty {
            guard let region else { return language }
            if region.count == 2 { return language + "-r" + region }
        }
        return (["b", language] + [script, region].compactMap { $0 } + variants).joined(separator: "+")
    }

    /// The resource directory below `res/`.
    var directory: String { "values-" + qualifier }

    static func < (lhs: AndroidLocale, rhs: AndroidLocale) -> Bool { lhs.qualifier < rhs.qualifier }

    private static func isASCIILetter(_ character: Character) -> Bool {
        character.isASCII && character.isLetter
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
