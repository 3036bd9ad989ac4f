/// "Did you mean …?" for keys and values: the known word closest to what was written, if it is close enough.
package enum Suggestions {
    /// The candidate closest to `word`, comparing both in a normal form (lowercase, `_` and camelCase humps as `-`),
    /// when it is within an edit distance of a third of its length (at least 2), or one contains the other.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        // Nobody mistypes a 65-character word for a known one; a hostile value must not cost an edit distance.
        guard word.utf8.count <= 64 else { return nil }
        let normalizedWord = normalize(word)
        guard !normalizedWord.isEmpty else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let normalizedCandidate = normalize(candidate)
            if normalizedCandidate == normalizedWord { return candidate }
            // The distance is at least the difference in length: skip candidates that cannot be close.
            let limit = max(2, normalizedCandidate.count / 3)
            let contains =
                normalizedWord.count >= 4
                && (normalizedCandidate.hasPrefix(normalizedWord) || normalizedWord.hasPrefix(normalizedCandidate))
            guard contains || abs(normalizedCandidate.count - normalizedWord.count) <= limit else { continue }
            let distance = editDistance(normalizedWord, normalizedCandidate)
            if distance <= limit || contains, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `" Did you mean 'x'?"` or an empty string.
    static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { " Did you mean '\($0)'?" } ?? ""
    }

    static func normalize(_ word: String) -> String {
        var result: [Character] = []
        var previousWasLower = false
        for character in word {
            if character == "_" || character == " " {
                result.append("-")
                previousWasLower = false
            } else if character.isUppercase {
                if previousWasLower { result.append("-") }
                result.append(contentsOf: character.lowercased())
                previousWasLower = false
            } else {
                result.append(character)
                previousWasLower = character.isLowercase
            }
        }
        return String(result)
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
