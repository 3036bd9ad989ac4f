import ActionableYAML

/// Reading values: identifiers, texts, strings, booleans, choices, and reporting a value of the wrong type.
extension CategoryFileDecoder {
    // MARK: - Values

    /// The identifier as written and whether it may be registered (`invalid-identifier` and
    /// `reserved-identifier` say why not); `nil` when the value is not a string at all.
    mutating func readIdentifier(kind: CategoryFile.WrittenIdentifier.Kind) -> (value: String, isValid: Bool)? {
        let location = here
        guard let value = readString(key: "identifier", allowEmpty: true) else { return nil }
        let isValid = IdentifierRules.problem(with: value) == nil && !IdentifierRules.isReserved(value)
        if !isValid { decoded.unregistrableIdentifiers.append(.init(kind: kind, value: value, location: location)) }
        return (value, isValid)
    }

    /// A string, or one string per locale. A blank text is an error unless `mayBeEmpty` (placeholders and the
    /// summary format, whose default in Apple's API is the empty string); an empty text that may be empty is
    /// `nil` for the text field's placeholder (an empty field looks the same) and kept as written otherwise.
    mutating func readLocalizedText(key: String, mayBeEmpty: Bool = false) -> LocalizedText? {
        let location = here
        guard event.kind == .mappingStart else {
            guard let text = readString(key: key, allowEmpty: true, expected: "a string or a map of locale to string")
            else {
                return nil
            }
            if text.isBlank {
                if mayBeEmpty { return key == "placeholder" ? nil : LocalizedText("", location: location) }
                decoded.blankTexts.append(.init(key: key, locale: nil, location: location))
                return nil
            }
            return LocalizedText(text, location: location)
        }
        checkTag()
        hasLocalizedText = true
        advance()
        var translations: [LocalizedText.Translation] = []
        var seen = FirstSeen()
        var entries = 0
        while event.kind != .end && event.kind != .finished {
            entries += 1
            let localeLocation = here
            guard let locale = readString(key: key, subject: "a locale of '\(key)'") else {
                skipNode()
                continue
            }
            if let first = seen.insert(locale.lowercased(), at: localeLocation) {
                report(DuplicateKeyRule.locale(locale, in: key, first: first, at: localeLocation))
                skipNode()
                continue
            }
            guard Self.isLocaleIdentifier(locale) else {
                report(InvalidValueRule.notALocale(locale, key: key, at: localeLocation))
                skipNode()
                continue
            }
            if event.kind == .alias {
                skipNode()
                continue
            }
            let valueLocation = here
            guard let text = readString(key: key, subject: "'\(key)' for \(locale.forMessage)", allowEmpty: true) else {
                continue
            }
            if text.isBlank, !mayBeEmpty {
                decoded.blankTexts.append(.init(key: key, locale: locale, location: valueLocation))
                continue
            }
            translations.append(.init(locale: locale, value: text, location: valueLocation))
        }
        advance()
        if entries == 0 {
            if mayBeEmpty { return key == "placeholder" ? nil : LocalizedText("", location: location) }
            decoded.blankTexts.append(.init(key: key, locale: nil, location: location))
        }
        return LocalizedText(translations: translations, location: location)
    }

    /// The value of a `…-key` key: the key the app's strings know a text by. Any single-line text will do
    /// (real apps use `PUSH_MANAGER_REPLY` and `Reply` alike), but not a blank one.
    mutating func readLocalizationKey(key: String) -> (value: String, location: SourceLocation)? {
        let location = here
        guard let value = readString(key: key, allowEmpty: true) else { return nil }
        if value.isBlank || value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            report(InvalidValueRule.badLocalizationKey(key, isBlank: value.isBlank, at: location))
            return nil
        }
        hasLocalizationKey = true
        return (value, location)
    }

    /// `text` with the localization key written beside it. A key for a text that is not written is an error: it
    /// names nothing.
    mutating func keyed(
        _ text: LocalizedText?, _ key: (value: String, location: SourceLocation)?, text name: String, written: Bool
    ) -> LocalizedText? {
        guard let key else { return text }
        guard written else {
            report(MissingKeyRule.keyWithoutText(name, at: key.location))
            return text
        }
        return text?.withLocalizationKey(key.value)
    }

    /// `[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*`: a language code and optional script, region or variant subtags.
    /// Matched on the UTF-8 bytes: every byte of an identifier is ASCII, so a text with any other is none (it runs
    /// for every locale of every text, and splitting into `Character`s cost more than the rest of reading it).
    static func isLocaleIdentifier(_ value: String) -> Bool {
        var partLength = 0
        var isLanguage = true
        for byte in value.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                guard isLanguage ? (2...3).contains(partLength) : (1...8).contains(partLength) else { return false }
                isLanguage = false
                partLength = 0
                continue
            }
            let lower = byte | 0x20
            let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter || (isDigit && !isLanguage) else { return false }
            partLength += 1
        }
        return isLanguage ? (2...3).contains(partLength) : (1...8).contains(partLength)
    }

    /// A list of strings, each with where it is written.
    mutating func readStringList(key: String) -> [(value: String, location: SourceLocation)] {
        guard expectSequence(key: key, expected: "a list of strings") else { return [] }
        advance()
        var values: [(value: String, location: SourceLocation)] = []
        while event.kind != .end && event.kind != .finished {
            let location = here
            if let value = readString(key: key) { values.append((value, location)) }
        }
        advance()
        return values
    }

    /// One of `allowed`, or `nil` after reporting why not.
    mutating func readChoice(key: String, of allowed: [String]) -> String? {
        checkTag()
        guard event.kind == .scalar, event.resolvedKind == .string else {
            typeMismatch(key: key, expected: "one of \(allowed.joined(separator: ", "))")
            return nil
        }
        let value = event.string
        let location = here
        advance()
        guard allowed.contains(value) else {
            report(InvalidValueRule.notOneOf(value, key: key, allowed: allowed, at: location))
            return nil
        }
        return value
    }

    /// `true` or `false`, written plain and in lowercase; anything else is reported with a hint.
    mutating func readBool(key: String) -> Bool? {
        checkTag()
        guard event.kind == .scalar else {
            typeMismatch(key: key, expected: "true or false")
            return nil
        }
        if event.style == .plain, event.scalarEquals("true") {
            advance()
            return true
        }
        if event.style == .plain, event.scalarEquals("false") {
            advance()
            return false
        }
        report(
            TypeMismatchRule.notBoolean(
                key: key, value: event.string, quoted: event.style.isQuoted, kind: event.resolvedKind, at: here))
        advance()
        return nil
    }

    /// A string scalar. Plain scalars that YAML reads as something else (`3`, `true`, `~`) are reported with a
    /// hint to quote them; an empty plain value becomes `""` when `allowEmpty` is set, for the caller to judge.
    /// `subject` names the value in messages (default: the key); it is built only for a message.
    mutating func readString(
        key: String,
        subject makeSubject: @autoclosure () -> String? = nil,
        allowEmpty: Bool = false,
        expected: String = "a string"
    ) -> String? {
        checkTag()
        guard event.kind == .scalar else {
            typeMismatch(key: key, subject: makeSubject(), expected: expected)
            return nil
        }
        let kind = event.resolvedKind
        func subject() -> String { makeSubject() ?? "'\(key)'" }
        switch kind {
        case .string:
            let value = strings.string(event.bytes)
            if event.style == .plain, event.bytes.count <= 3, Schema.yaml11Booleans.contains(value.lowercased()) {
                report(AmbiguousBooleanRule.diagnostic(value, subject: subject(), at: here))
            }
            advance()
            return value
        case .null where allowEmpty:
            advance()
            return ""
        case .null:
            report(TypeMismatchRule.emptyValue(subject: subject(), expected: expected, at: here))
        case .bool, .integer, .float:
            report(
                TypeMismatchRule.quoteIt(
                    subject: subject(), expected: expected, kind: "\(kind)", value: event.string, at: here))
        }
        advance()
        return nil
    }

    /// Checks that the current node is a mapping; otherwise reports it, consumes it and returns `false`.
    mutating func expectMapping(key: String?, expected: String) -> Bool {
        checkTag()
        if event.kind == .mappingStart { return true }
        typeMismatch(key: key, expected: expected)
        return false
    }

    /// Checks that the current node is a list; otherwise reports it, consumes it and returns `false`.
    mutating func expectSequence(key: String, expected: String) -> Bool {
        checkTag()
        if event.kind == .sequenceStart { return true }
        typeMismatch(key: key, expected: expected)
        return false
    }

    /// Reports the current node as the wrong type and consumes it.
    mutating func typeMismatch(key: String?, subject: String? = nil, expected: String) {
        defer { skipNode() }
        switch event.kind {
        case .alias, .finished, .end:
            return  // An alias is already reported as alias-not-allowed; the others end the node.
        default:
            break
        }
        let found = event.foundDescription(quote: \.forMessage)
        report(
            TypeMismatchRule.diagnostic(
                subject: subject ?? key.map { "'\($0)'" }, expected: expected, found: found, at: here))
    }

    mutating func checkTag() {
        // Nearly no node has a tag: the stored field answers that without a call into ActionableYAML.
        guard event.tag != nil, let tag = event.tagAsWritten else { return }
        report(UnsupportedTagRule.diagnostic(tag: tag, onScalar: event.kind == .scalar, at: here))
    }
}
