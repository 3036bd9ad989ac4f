import ActionableYAML

/// `type-mismatch`: a value of the wrong type, in a category file or a payload.
enum TypeMismatchRule: Rule {
    static let description = RuleDescription(
        identifier: .typeMismatch,
        severity: .error,
        summary: "A value has the wrong type; only `true` and `false` are booleans.",
        rationale: """
            YAML guesses types from plain text, so `title: 3` is a number and `destructive: "true"` a string; \
            other tools would build something else than intended. Category files take booleans only as plain \
            lowercase `true`/`false` and everything else as the schema says. In payloads, APNs silently ignores \
            values of the wrong type (a `badge` of "3" shows no badge).
            """,
        scope: .both,
        triggeringExamples: [
            RuleExample("categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: ↓3}\n"),
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: X, destructive: ↓\"true\"}\n"
            ),
            RuleExample(payload: #"{"aps": {"badge": ↓"3"}}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "categories:\n  - identifier: A\n    actions:\n      - {identifier: X, title: \"3\", destructive: true}\n"
            ),
            RuleExample(payload: #"{"aps": {"badge": 3}}"#),
        ]
    )

    /// `subject` (such as `'title'`) expects `expected` but `found` was written.
    static func diagnostic(subject: String?, expected: String, found: String, at location: SourceLocation) -> Diagnostic
    {
        let subject = subject.map { "\($0) expects" } ?? "expected"
        return Diagnostic(
            code: .typeMismatch,
            message: "\(subject) \(expected), found \(found); "
                + "see the key tables of the documentation's category file article",
            location: location
        )
    }

    /// A key that is itself a mapping or a list.
    static func collectionKey(owner: String, isMapping: Bool, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .typeMismatch,
            message:
                "a key in \(owner) is \(isMapping ? "a mapping" : "a list"); keys are plain words such as 'identifier'",
            location: location
        )
    }

    /// A text expected, an empty value written.
    static func emptyValue(subject: String, expected: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .typeMismatch, message: "\(subject) expects \(expected), found an empty value; write a value",
            location: location)
    }

    /// A text expected, a plain number or boolean written.
    static func quoteIt(subject: String, expected: String, kind: String, value: String, at location: SourceLocation)
        -> Diagnostic
    {
        let value = value.forMessage
        return Diagnostic(
            code: .typeMismatch,
            message:
                "\(subject) expects \(expected), found \(kind) (\(value)); quote it (\"\(value)\") if you mean the text",
            location: location
        )
    }

    /// A boolean expected; `value` is what was written, `quoted` whether it was in quotes.
    static func notBoolean(
        key: String, value: String, quoted: Bool, kind: ResolvedScalarKind, at location: SourceLocation
    ) -> Diagnostic {
        let lowered = value.lowercased()
        let hint: String
        if quoted, lowered == "true" || lowered == "false" {
            hint = "a quoted string, not a boolean; remove the quotes: \(key): \(lowered)"
        } else if lowered == "true" || lowered == "false" {
            hint = "'\(value.forMessage)'; write it in lowercase: \(key): \(lowered)"
        } else if kind == .null {
            hint = "an empty value; write \(key): true or \(key): false"
        } else if quoted {
            hint = "a quoted string ('\(value.forMessage)'); write \(key): true or \(key): false"
        } else if Schema.yaml11Booleans.contains(lowered) {
            let meaning = ["yes", "on", "y"].contains(lowered) ? "true" : "false"
            hint =
                "'\(value.forMessage)', which YAML 1.1 reads as a boolean but YAML 1.2 as a string; write \(key): \(meaning)"
        } else {
            hint = "\(kind) ('\(value.forMessage)'); write \(key): true or \(key): false"
        }
        return Diagnostic(
            code: .typeMismatch, message: "'\(key)' expects true or false, found \(hint)", location: location)
    }

    /// A payload value of the wrong type: `'aps.badge' must be a whole number, found a string ('3')`.
    static func json(_ path: String, expected: String, found: String, hint: String = "", at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            code: .typeMismatch, message: "'\(path)' must be \(expected), found \(found)\(hint)", location: location)
    }

    /// The payload itself is not an object.
    static func notAnObject(found: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            code: .typeMismatch,
            message: "a payload is a JSON object with an 'aps' dictionary, found \(found); wrap it: {\"aps\": {…}}",
            location: location
        )
    }
}
