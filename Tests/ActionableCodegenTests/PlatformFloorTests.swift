import Foundation
import Testing

/// The platform floor (iOS 16, macOS 13: Swift's `Duration`) holds only while nothing imports `Synchronization`,
/// whose `Mutex` and `Atomic` need iOS 18 and macOS 15. A compiler on Linux cannot tell: it builds for no Apple
/// platform. So this reads the sources of every module an app or the validator builds, and the generated app-side
/// files the goldens hold, and fails on any such import.
@Suite struct PlatformFloorTests {
    static let directories = [
        "Sources/ActionableApp", "Sources/Actionable", "Sources/ActionableCLI", "Sources/ActionableCodegen",
        "Sources/ActionableYAML", "Tests/GeneratedCodeTests/Generated",
    ]

    @Test("no Swift file an app or the validator builds imports Synchronization", arguments: directories)
    func noSynchronizationImport(in directory: String) throws {
        let files = try Self.swiftFiles(under: CodegenFixtures.packageRoot.appendingPathComponent(directory))
        // An empty list would pass without reading anything: a moved directory must fail here instead.
        #expect(!files.isEmpty, "no Swift files under \(directory)")
        var imports: [String] = []
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where Self.importsSynchronization(line) {
                imports.append("\(directory)/\(file.lastPathComponent):\(index + 1): \(line)")
            }
        }
        #expect(imports.isEmpty, "Synchronization needs iOS 18 and macOS 15:\n\(imports.joined(separator: "\n"))")
    }

    @Test(
        "the check sees every form of the import",
        arguments: [
            "import Synchronization", "  public import Synchronization", "@preconcurrency import Synchronization",
            "internal import struct Synchronization.Mutex", "import Synchronization // the lock",
        ])
    func recognisesImport(_ line: String) {
        #expect(Self.importsSynchronization(Substring(line)))
    }

    @Test(
        "the check ignores mentions that are not imports",
        arguments: [
            "// Not `Synchronization.Mutex`: it needs iOS 18", "import SynchronizationHelpers",
            "let note = \"import Synchronization\"",
        ])
    func ignoresMention(_ line: String) {
        #expect(!Self.importsSynchronization(Substring(line)))
    }

    /// Whether `line` is an import of `Synchronization` (whole module or one declaration, any access level or
    /// attribute).
    static func importsSynchronization(_ line: Substring) -> Bool {
        var words = line.split(whereSeparator: \.isWhitespace)[...]
        while let first = words.first, first.hasPrefix("@") || Self.modifiers.contains(String(first)) {
            words = words.dropFirst()
        }
        guard words.first == "import" else { return false }
        words = words.dropFirst()
        if let kind = words.first, Self.importKinds.contains(String(kind)) { words = words.dropFirst() }
        guard let path = words.first else { return false }
        return path.split(separator: ".").first == "Synchronization"
    }

    static let modifiers: Set = ["public", "package", "internal", "fileprivate", "private"]
    static let importKinds: Set = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]

    static func swiftFiles(under directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}
