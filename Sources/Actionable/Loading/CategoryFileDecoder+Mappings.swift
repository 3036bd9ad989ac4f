import ActionableYAML

/// Reading a mapping's keys: known keys as ``SchemaKey`` cases, unknown and repeated keys reported.
extension CategoryFileDecoder {
    // MARK: - Mappings

    /// Advances to the next known key of the mapping being read and returns it, with the
    /// stream at the key's value; returns `nil` after consuming the mapping's end. On the way it reports keys that
    /// are not strings, unknown keys (with a suggestion) and repeated keys (at the second; the first wins), and
    /// skips their values.
    mutating func nextKey<Key: SchemaKey>(owner: String, tracker: inout KeyTracker<Key>) -> Key? {
        while true {
            switch stream.nextKey(from: &event) {
            case .end:
                return nil
            case .collectionKey(let isMapping, let mark):
                report(TypeMismatchRule.collectionKey(owner: owner, isMapping: isMapping, at: mark.location(in: file)))
                continue
            case .key:
                break
            }
            checkTag()
            let mark = event.mark
            tracker.lastKey = mark
            if event.isMergeKey {
                advance()
                skipNode()
                continue
            }
            if let index = Key.names.firstIndex(where: { keyMatches($0) }) {
                let key = Key.allCases[index]
                advance()
                if tracker.contains(key) {
                    duplicateKey(key.name, first: tracker.mark(of: key), at: mark, owner: owner)
                    skipNode()
                    continue
                }
                tracker.insert(key, at: mark)
                if event.kind == .alias {
                    skipNode()
                    continue
                }
                return key
            }
            let key = event.string
            advance()
            if let first = tracker.unknown.insert(key, at: mark.location(in: file)) {
                duplicateKey(
                    key, first: YAMLMark(line: Int32(first.line), column: Int32(first.column)), at: mark, owner: owner)
            } else {
                report(UnknownKeyRule.diagnostic(key, owner: owner, known: Key.names, at: mark.location(in: file)))
            }
            skipNode()
        }
    }

    @inline(__always)
    func keyMatches(_ key: String) -> Bool {
        guard key.utf8.count == event.bytes.count else { return false }
        // The names are native strings, whose bytes are at hand without a copy of the string (`withUTF8` needs
        // a mutable one: a retain and a release for each name tried, for every key of every mapping).
        return key.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(event.bytes) }
            ?? key.utf8.elementsEqual(event.bytes)
    }

    mutating func duplicateKey(_ key: String, first: YAMLMark, at mark: YAMLMark, owner: String) {
        report(
            DuplicateKeyRule.diagnostic(
                key, owner: owner, first: first.location(in: file), at: mark.location(in: file)))
    }
}
