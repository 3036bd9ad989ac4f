import Actionable
import ActionableTesting
import Foundation

enum CodegenFixtures {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    static func load(_ relative: String) async throws -> LoadResult {
        try await CategoryLoader().load(paths: [path(relative)])
    }

    /// Compares `text` with the golden file `name`; `UPDATE_GOLDEN=1` rewrites it first.
    static func golden(_ name: String) throws -> String {
        try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
    }

    static func updateGolden(_ name: String, with text: String) throws {
        guard GoldenFiles.updating else { return }
        try text.write(to: golden.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
}
