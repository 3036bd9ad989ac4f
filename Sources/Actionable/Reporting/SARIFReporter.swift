import Foundation

/// One SARIF 2.1.0 log, the format GitHub code scanning and SARIF viewers read, so findings show up as alerts on
/// the lines they concern and can be tracked, dismissed and filtered by rule across runs.
///
/// The log has one run: the tool with every rule of ``RuleCatalog`` (so viewers can show a rule's rationale even for
/// rules that found nothing), and one result per diagnostic. Paths under the working directory become URIs relative
/// to `%SRCROOT%`, which GitHub resolves against the repository root; others become absolute `file://` URIs.
public struct SARIFReporter: DiagnosticReporter {
    /// The `$schema` of the log: the URI SARIF producers such as CodeQL write and SARIF consumers recognise.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base that relative artifact URIs are resolved against; GitHub maps it to the checkout.
    public static let sourceRoot = "%SRCROOT%"

    /// The directory relative paths are taken from and relative URIs are written against.
    public let workingDirectory: String

    /// - Parameter workingDirectory: the directory paths are relative to; the process's current directory when
    ///   `nil` (a `nil` default rather than `FileManager` keeps Foundation out of the public interface).
    public init(workingDirectory: String? = nil) {
        self.workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
    }

    public func report(_ report: DiagnosticReport) -> String {
        let rules = RuleCatalog.descriptions
        var ruleIndices: [DiagnosticCode: Int] = [:]
        for (index, rule) in rules.enumerated() where ruleIndices[rule.identifier] == nil {
            ruleIndices[rule.identifier] = index
        }
        let run = Run(
            tool: Tool(
                driver: Driver(
                    name: "actionable",
                    version: ActionableInfo.version,
                    semanticVersion: ActionableInfo.version,
                    informationUri: ActionableInfo.homepage,
                    rules: rules.map(ReportingDescriptor.init)
                )
            ),
            // A report is written only when the tool ran to the end (paths it cannot read end it without one), so
            // the invocation succeeded even when the results hold errors: SARIF keeps those two apart.
            invocations: [Invocation(executionSuccessful: true)],
            originalUriBaseIds: [Self.sourceRoot: ArtifactLocation(uri: directoryURI, uriBaseId: nil)],
            results: report.diagnostics.map { result(for: $0, ruleIndex: ruleIndices[$0.code]) },
            // Both inputs count columns in Unicode scalars: libyaml's marks for YAML (see `SourceLocation`), and
            // the JSON payload reader, which skips UTF-8 continuation bytes when it counts.
            columnKind: "unicodeCodePoints"
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, integers and booleans cannot fail; the fallback keeps the promise of a valid log.
        guard let data = try? encoder.encode(Log(runs: [run])) else {
            return #"{"$schema":"\#(Self.schemaURI)","runs":[],"version":"2.1.0"}"# + "\n"
        }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func result(for diagnostic: Diagnostic, ruleIndex: Int?) -> ResultObject {
        let location = diagnostic.location
        // SARIF lines and columns start at 1; a position the reader could not give leaves the region out, and the
        // result still points at the file.
        let region =
            location.line >= 1
            ? Region(startLine: location.line, startColumn: location.column >= 1 ? location.column : nil) : nil
        return ResultObject(
            ruleId: diagnostic.code.rawValue,
            ruleIndex: ruleIndex,
            level: diagnostic.severity.rawValue,
            message: Message(text: diagnostic.message),
            locations: [
                Location(
                    physicalLocation: PhysicalLocation(
                        artifactLocation: artifactLocation(for: location.file), region: region))
            ]
        )
    }

    /// A relative URI against `%SRCROOT%` for a path under the working directory, an absolute `file://` URI for
    /// any other. Names that are not paths (`<stdin>`, `<memory>`) become relative URIs too: GitHub requires a
    /// location on every result, and an encoded name is a valid URI reference.
    func artifactLocation(for path: String) -> ArtifactLocation {
        let directory = Self.components(of: workingDirectory)
        let file = Self.components(of: path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        if file.count > directory.count, file.starts(with: directory) {
            let relative = file.dropFirst(directory.count).map(Self.percentEncode).joined(separator: "/")
            return ArtifactLocation(uri: relative, uriBaseId: Self.sourceRoot)
        }
        return ArtifactLocation(uri: Self.fileURI(file), uriBaseId: nil)
    }

    /// The working directory as a `file://` URI ending in `/`, as SARIF requires of a base.
    var directoryURI: String {
        let uri = Self.fileURI(Self.components(of: workingDirectory))
        return uri.hasSuffix("/") ? uri : uri + "/"
    }

    /// The segments of an absolute path with `.`, `..` and empty segments resolved, so `./a`, `a//b` and `d/../a`
    /// compare equal to the plain path.
    static func components(of absolutePath: String) -> [String] {
        var result: [String] = []
        for segment in absolutePath.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..": _ = result.popLast()
            default: result.append(String(segment))
            }
        }
        return result
    }

    static func fileURI(_ components: [String]) -> String {
        "file:///" + components.map(percentEncode).joined(separator: "/")
    }

    /// Percent-encodes every byte of the UTF-8 form except RFC 3986's unreserved characters, so a segment holds no
    /// space, `%`, `#`, `?` or `:` (which would read as a scheme in a relative URI's first segment).
    static func percentEncode(_ segment: String) -> String {
        var encoded = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }

    /// `no-actions` → `NoActions`: SARIF's `name` is a readable identifier, conventionally UpperCamelCase.
    static func ruleName(_ identifier: DiagnosticCode) -> String {
        identifier.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    // MARK: The SARIF objects written (SARIF 2.1.0, §3), with only the properties Actionable fills.

    private struct Log: Encodable {
        let schema = SARIFReporter.schemaURI
        let version = "2.1.0"
        let runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        let tool: Tool
        let invocations: [Invocation]
        let originalUriBaseIds: [String: ArtifactLocation]
        let results: [ResultObject]
        let columnKind: String
    }

    private struct Tool: Encodable {
        let driver: Driver
    }

    private struct Driver: Encodable {
        let name: String
        let version: String
        let semanticVersion: String
        let informationUri: String
        let rules: [ReportingDescriptor]
    }

    private struct ReportingDescriptor: Encodable {
        let id: String
        let name: String
        let shortDescription: Message
        let fullDescription: Message
        let helpUri: String
        let defaultConfiguration: Configuration

        init(_ rule: RuleDescription) {
            id = rule.identifier.rawValue
            name = SARIFReporter.ruleName(rule.identifier)
            shortDescription = Message(text: rule.summary)
            fullDescription = Message(text: rule.rationale)
            helpUri = ActionableInfo.helpURI(for: rule.identifier)
            defaultConfiguration = Configuration(level: rule.severity.rawValue)
        }
    }

    private struct Configuration: Encodable {
        /// `note`, `warning` or `error`: ``Severity``'s raw values are SARIF's levels.
        let level: String
    }

    private struct Invocation: Encodable {
        let executionSuccessful: Bool
    }

    private struct Message: Encodable {
        let text: String
    }

    private struct ResultObject: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Message
        let locations: [Location]
    }

    private struct Location: Encodable {
        let physicalLocation: PhysicalLocation
    }

    private struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable, Equatable {
        let uri: String
        let uriBaseId: String?
    }

    private struct Region: Encodable {
        let startLine: Int
        let startColumn: Int?
    }
}
