import Actionable
import ActionableYAML
import Foundation
import Testing

/// `Schemas/actionable.schema.json` against the validator, as `scripts/check-schema.py` checks it in CI with Python's
/// jsonschema, but under `swift test`: the cases under `SchemaCases/` are errors for both, with the error each case
/// is about; a file the validator accepts passes the schema; a file the validator rejects for its shape fails it.
/// The schema is read by ``SchemaChecker``, which knows the keywords the generator writes and fails on any other,
/// so a schema that grows a keyword it cannot check does not pass unchecked.
@Suite struct SchemaCaseTests {
    static let directory = CodegenFixtures.packageRoot.appendingPathComponent(
        "Tests/ActionableCodegenTests/SchemaCases")

    /// The error each case is about. Every one is a shape error (the codes `check-schema.py` calls shape codes),
    /// the kind a schema can express.
    static let expected: [String: Set<DiagnosticCode>] = [
        "bad-enum.yaml": [.invalidValue],
        "bad-locale.yaml": [.invalidValue],
        "empty-button-title.yaml": [.emptyTitle],
        "empty-localization-key.yaml": [.invalidValue],
        "empty-title.yaml": [.emptyTitle],
        "identifier-with-space.yaml": [.invalidIdentifier],
        "missing-title.yaml": [.missingKey],
        "number-title.yaml": [.typeMismatch],
        "reserved-identifier.yaml": [.reservedIdentifier],
        "two-icons.yaml": [.invalidValue],
        "unknown-entitlement.yaml": [.invalidValue],
        "unknown-key.yaml": [.unknownKey],
        "unknown-option.yaml": [.invalidValue],
        "unknown-top-level-key.yaml": [.unknownKey, .missingKey],
        "wrong-type.yaml": [.typeMismatch],
    ]

    /// The codes for a file's shape, which the schema must reject too (`SHAPE_CODES` in `check-schema.py`).
    static let shapeCodes: Set<DiagnosticCode> = [
        .unknownKey, .typeMismatch, .missingKey, .invalidValue, .emptyTitle, .invalidIdentifier, .reservedIdentifier,
    ]

    /// Errors of YAML features that YAML resolves before a schema sees the document (`YAML_FEATURE_CODES`): the
    /// schema has no say on such a file.
    static let yamlFeatureCodes: Set<String> = [
        "alias-not-allowed", "unsupported-tag", "multiple-documents", "yaml-syntax", "not-utf8", "nesting-too-deep",
        "file-too-large", "duplicate-key",
    ]

    /// The category files of the package's tests and examples (`ROOTS` in `check-schema.py`).
    static let roots = [
        "Categories", "Tests/ActionableTests/Fixtures", "Tests/GeneratedCodeTests/Fixtures",
        "Tests/ActionableCLITests/Golden/input",
    ]

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    static func schema() throws -> SchemaChecker {
        let url = CodegenFixtures.packageRoot.appendingPathComponent("Schemas/actionable.schema.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        return try SchemaChecker(root: #require(object as? [String: Any]))
    }

    @Test("every case file has an expected verdict, and every verdict a case file")
    func everyCaseIsListed() {
        #expect(!Self.cases.isEmpty)
        #expect(Set(Self.cases) == Set(Self.expected.keys))
    }

    @Test(
        "the validator and the schema both reject each case, the validator with the error it is about",
        arguments: cases)
    func bothReject(name: String) async throws {
        let url = Self.directory.appendingPathComponent(name)
        let result = try await CategoryLoader().load(paths: [url.path])
        let errors = Set(result.diagnostics.filter { $0.severity == .error }.map(\.code))
        #expect(errors == Self.expected[name], "\(result.diagnostics)")
        let document = try #require(YAMLDocument.read(try Data(contentsOf: url)), "\(name) is not plain YAML")
        #expect(try !Self.schema().errors(document).isEmpty, "the schema accepts \(name)")
    }

    @Test("the schema agrees with the validator on the category files of the tests and examples")
    func schemaAgreesWithTheValidator() async throws {
        let checker = try Self.schema()
        var checked = 0
        for root in Self.roots {
            let base = CodegenFixtures.packageRoot.appendingPathComponent(root)
            let files =
                FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }
                .filter { ["yaml", "yml"].contains($0.pathExtension.lowercased()) } ?? []
            for file in files.sorted(by: { $0.path < $1.path }) {
                guard let document = YAMLDocument.read(try Data(contentsOf: file)) else { continue }
                let result = try await CategoryLoader().load(paths: [file.path])
                let codes = Set(result.diagnostics.filter { $0.severity == .error }.map(\.code))
                if codes.contains(where: { Self.yamlFeatureCodes.contains($0.rawValue) }) { continue }
                let errors = try checker.errors(document)
                if codes.isEmpty {
                    #expect(errors.isEmpty, "the validator accepts \(file.path), the schema rejects it: \(errors)")
                } else if !codes.isDisjoint(with: Self.shapeCodes) {
                    #expect(!errors.isEmpty, "the validator reports \(codes) for \(file.path), the schema accepts it")
                }
                checked += 1
            }
        }
        #expect(checked > 20)
    }
}

/// A YAML document as the JSON a schema validator sees: scalars typed by the YAML 1.2 core schema, as
/// yaml-language-server (and `check-schema.py`'s ruamel.yaml) reads them.
indirect enum YAMLDocument {
    case null
    case bool(Bool)
    case number(isInteger: Bool)
    case string(String)
    case array([YAMLDocument])
    case object([(key: String, value: YAMLDocument)])

    /// The first document of `data`, or `nil` when it has none or is not plain YAML (a syntax error, an alias).
    static func read(_ data: Data) -> YAMLDocument? {
        let bytes = [UInt8](data)
        return bytes.withUnsafeBufferPointer { buffer in
            var stream = YAMLEventStream(buffer, file: "")
            let document = node(stream.next(), &stream)
            return stream.failed || !stream.finalProblems.isEmpty ? nil : document
        }
    }

    private static func node(_ event: YAMLEvent, _ stream: inout YAMLEventStream) -> YAMLDocument? {
        switch event.kind {
        case .scalar:
            switch event.resolvedKind {
            case .null: return .null
            case .bool(let value): return .bool(value)
            case .integer: return .number(isInteger: true)
            case .float: return .number(isInteger: false)
            case .string: return .string(event.string)
            }
        case .sequenceStart:
            var elements: [YAMLDocument] = []
            while true {
                let next = stream.next()
                if next.kind == .end { return .array(elements) }
                guard let element = node(next, &stream) else { return nil }
                elements.append(element)
            }
        case .mappingStart:
            var entries: [(key: String, value: YAMLDocument)] = []
            while true {
                let next = stream.next()
                if next.kind == .end { return .object(entries) }
                guard next.kind == .scalar else { return nil }
                let key = next.string
                guard let value = node(stream.next(), &stream) else { return nil }
                entries.append((key, value))
            }
        case .end, .alias, .finished:
            return nil
        }
    }
}

/// The part of JSON Schema draft 7 that `JSONSchemaGenerator` writes, enough to tell whether a document passes.
/// A keyword it does not know is an error, not a pass.
struct SchemaChecker {
    struct UnknownKeyword: Error, CustomStringConvertible {
        let keyword: String
        var description: String { "the schema uses '\(keyword)', which SchemaChecker does not check" }
    }

    let root: [String: Any]
    /// Keywords that describe and do not constrain.
    static let annotations: Set<String> = [
        "$schema", "$id", "title", "description", "markdownDescription", "definitions",
    ]

    /// Where `document` breaks the schema, empty when it passes.
    func errors(_ document: YAMLDocument) throws -> [String] {
        try errors(document, root, path: "")
    }

    private func errors(_ value: YAMLDocument, _ schema: [String: Any], path: String) throws -> [String] {
        var found: [String] = []
        for (keyword, constraint) in schema.sorted(by: { $0.key < $1.key }) {
            if Self.annotations.contains(keyword) { continue }
            switch keyword {
            case "$ref":
                found += try errors(value, resolve(constraint), path: path)
            case "type":
                let types = (constraint as? [String]) ?? [(constraint as? String) ?? ""]
                if !types.contains(where: { Self.matches(value, type: $0) }) { found.append("\(path): not \(types)") }
            case "enum":
                let allowed = (constraint as? [String]) ?? []
                if case .string(let text) = value, allowed.contains(text) { continue }
                found.append("\(path): not one of \(allowed)")
            case "pattern":
                guard case .string(let text) = value, let pattern = constraint as? String else { continue }
                if !Self.search(pattern, in: text) { found.append("\(path): '\(text)' does not match \(pattern)") }
            case "minLength", "maxLength":
                guard case .string(let text) = value, let bound = constraint as? Int else { continue }
                let count = text.unicodeScalars.count
                if keyword == "minLength" ? count < bound : count > bound { found.append("\(path): \(keyword)") }
            case "minProperties", "maxProperties":
                guard case .object(let entries) = value, let bound = constraint as? Int else { continue }
                if keyword == "minProperties" ? entries.count < bound : entries.count > bound {
                    found.append("\(path): \(keyword)")
                }
            case "required":
                guard case .object(let entries) = value else { continue }
                for key in (constraint as? [String]) ?? [] where !entries.contains(where: { $0.key == key }) {
                    found.append("\(path): no '\(key)'")
                }
            case "properties", "additionalProperties", "propertyNames":
                found += try objectErrors(value, keyword, constraint, schema, path: path)
            case "items":
                guard case .array(let elements) = value, let items = constraint as? [String: Any] else { continue }
                for (index, element) in elements.enumerated() {
                    found += try errors(element, items, path: "\(path)/\(index)")
                }
            case "uniqueItems":
                guard case .array(let elements) = value, constraint as? Bool == true else { continue }
                let texts = elements.map { "\($0)" }
                if Set(texts).count != texts.count { found.append("\(path): repeated items") }
            case "const":
                // The generator writes only boolean constants (`title-at-run-time: true`).
                guard let expected = constraint as? Bool else { throw UnknownKeyword(keyword: "const") }
                if case .bool(expected) = value { continue }
                found.append("\(path): not \(expected)")
            case "oneOf":
                let passing = try ((constraint as? [[String: Any]]) ?? []).filter {
                    try errors(value, $0, path: path).isEmpty
                }
                if passing.count != 1 { found.append("\(path): \(passing.count) of oneOf pass") }
            case "not":
                guard let negated = constraint as? [String: Any] else { continue }
                if try errors(value, negated, path: path).isEmpty { found.append("\(path): matches 'not'") }
            default:
                throw UnknownKeyword(keyword: keyword)
            }
        }
        return found
    }

    /// `properties`, `additionalProperties` (a key no `properties` entry names) and `propertyNames`.
    private func objectErrors(
        _ value: YAMLDocument, _ keyword: String, _ constraint: Any, _ schema: [String: Any], path: String
    ) throws -> [String] {
        guard case .object(let entries) = value else { return [] }
        let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
        var found: [String] = []
        for (key, entry) in entries {
            switch keyword {
            case "properties":
                if let property = properties[key] { found += try errors(entry, property, path: "\(path)/\(key)") }
            case "additionalProperties" where properties[key] == nil:
                if constraint as? Bool == false {
                    found.append("\(path): unknown key '\(key)'")
                } else if let additional = constraint as? [String: Any] {
                    found += try errors(entry, additional, path: "\(path)/\(key)")
                }
            case "propertyNames":
                found += try errors(.string(key), constraint as? [String: Any] ?? [:], path: "\(path)/\(key) (name)")
            default:
                break
            }
        }
        return found
    }

    private func resolve(_ reference: Any) throws -> [String: Any] {
        let prefix = "#/definitions/"
        guard let reference = reference as? String, reference.hasPrefix(prefix),
            let definition = (root["definitions"] as? [String: Any])?[String(reference.dropFirst(prefix.count))]
                as? [String: Any]
        else { throw UnknownKeyword(keyword: "$ref \(reference)") }
        return definition
    }

    private static func matches(_ value: YAMLDocument, type: String) -> Bool {
        switch (value, type) {
        case (.null, "null"), (.bool, "boolean"), (.string, "string"), (.array, "array"), (.object, "object"),
            (.number, "number"), (.number(isInteger: true), "integer"):
            true
        default:
            false
        }
    }

    /// An unanchored search, as JSON Schema's `pattern` is.
    private static func search(_ pattern: String, in text: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
