import ActionableYAML

/// Reading `available-from` — the OS versions an action or an option first exists on — and the items of `options`
/// written as a mapping to carry one.
extension CategoryFileDecoder {
    /// An `available-from` mapping, platform to version, each version with where it is written; `nil` when it
    /// holds no valid version (each problem reported).
    mutating func readAvailableFrom() -> [CategoryFile.WrittenVersion]? {
        let key = ActionKey.availableFrom.name
        guard
            expectMapping(key: key, expected: "a mapping from platform to the first version, such as '{ios: \"15.0\"}'")
        else { return nil }
        let location = here
        var keys = KeyTracker<PlatformKey>()
        var versions: [CategoryFile.WrittenVersion] = []
        advance()
        let isEmpty = event.kind == .end
        while let platform = nextKey(owner: "'\(key)'", tracker: &keys) {
            let valueLocation = here
            guard let version = readVersion(key: "\(key).\(platform.name)") else { continue }
            versions.append(.init(platform: platform, version: version, location: valueLocation))
        }
        if isEmpty {
            report(
                MissingKeyRule.diagnostic(
                    "ios", owner: "'\(key)'",
                    hint: "or \(PlatformKey.names.dropFirst().joined(separator: ", ")): the first version that has it",
                    at: location))
        }
        return versions.isEmpty ? nil : versions
    }

    /// A version, `MAJOR[.MINOR[.PATCH]]`, written as a number or a string (`15`, `15.0`, `"13.2"`).
    mutating func readVersion(key: String) -> OSVersion? {
        checkTag()
        let expected = "a version, \(OSVersion.syntax)"
        guard event.kind == .scalar else {
            typeMismatch(key: key, expected: expected)
            return nil
        }
        switch event.resolvedKind {
        case .string, .integer, .float:
            break
        case .null, .bool:
            typeMismatch(key: key, expected: expected)
            return nil
        }
        let location = here
        let value = event.string
        advance()
        guard let version = OSVersion(value) else {
            report(InvalidValueRule.notAVersion(value, key: key, at: location))
            return nil
        }
        return version
    }

    /// An item of `options` written as a mapping, `{option: NAME, available-from: {ios: "15"}}`: the option with
    /// where its name is written, and its `available-from`; `nil` without a known option (reported).
    mutating func readOptionMapping() -> (
        option: CategoryOptions, name: String, location: SourceLocation, availableFrom: [CategoryFile.WrittenVersion]?
    )? {
        checkTag()
        let location = here
        var keys = KeyTracker<OptionKey>()
        var option: (value: CategoryOptions, name: String, location: SourceLocation)?
        var availableFrom: [CategoryFile.WrittenVersion]?
        advance()
        while let key = nextKey(owner: "an item of 'options'", tracker: &keys) {
            switch key {
            case .option:
                let valueLocation = here
                guard let name = readString(key: key.name) else { continue }
                guard let found = CategoryOptions.named.first(where: { $0.name == name }) else {
                    report(
                        InvalidValueRule.unknownOption(
                            name, options: CategoryOptions.named.map(\.name), at: valueLocation))
                    continue
                }
                option = (found.option, name, valueLocation)
            case .availableFrom:
                availableFrom = readAvailableFrom()
            }
        }
        if !keys.contains(.option) {
            report(
                MissingKeyRule.diagnostic(
                    "option", owner: "this item of 'options'", hint: "the option's name, such as allow-in-car-play",
                    at: location))
        }
        guard let option else { return nil }
        return (option.value, option.name, option.location, availableFrom)
    }
}

extension PlatformVersions {
    /// The versions of a written `available-from`.
    init(_ written: [CategoryFile.WrittenVersion]) {
        self.init(Dictionary(written.map { ($0.platform, $0.version) }, uniquingKeysWith: { first, _ in first }))
    }
}
