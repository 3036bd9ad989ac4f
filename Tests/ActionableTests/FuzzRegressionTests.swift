import Actionable
import Foundation
import Testing

/// Every input a fuzz harness once failed on (`Fuzz/Regressions/<harness>/`), run through the same code and the same
/// checks as the harness, so a fixed finding stays fixed without building the fuzzers.
struct FuzzRegressionTests {
    static let regressions = Fixtures.packageRoot.appendingPathComponent("Fuzz/Regressions")

    static func inputs(_ harness: String) -> [String] {
        let directory = regressions.appendingPathComponent(harness)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0).path }
    }

    @Test(
        "the loader's findings stay fixed: every diagnostic points inside the file",
        arguments: inputs("FuzzCategoryLoader"))
    func loaderRegression(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path).map(Array.init))
        let result = CategoryLoader().load(bytes: bytes, file: "fuzz.yaml")
        let lines = lineCountBound(bytes)
        #expect(!result.diagnostics.isEmpty)
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1, "\(diagnostic)")
            #expect(diagnostic.location.line <= lines, "\(diagnostic)")
        }
        let report = JSONReporter().report(result)
        #expect((try? JSONSerialization.jsonObject(with: Data(report.utf8))) != nil)
    }

    @Test("the regression folders name the harnesses that exist")
    func regressionFoldersAreHarnesses() {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: Self.regressions.path)) ?? []
        // FuzzImporter's and FuzzAuditor's inputs are replayed by ActionableImportTests' ImportFuzzRegressionTests,
        // FuzzOutbox's by ActionableAppTests' OutboxTests.
        let harnesses: Set = [
            "FuzzCategoryLoader", "FuzzPayloadChecker", "FuzzActionResponse", "FuzzImporter", "FuzzAuditor",
            "FuzzOutbox", "FuzzWebPushSubscription",
        ]
        #expect(Set(folders).isSubset(of: harnesses), "\(folders)")
        #expect(!Self.inputs("FuzzCategoryLoader").isEmpty)
    }

    /// The lines of the file as Swift counts them: every newline character (LF, CR, CRLF, NEL, LS, PS, and VT and FF,
    /// which libyaml does not count) ends one, so this is an upper bound on libyaml's count.
    func lineCountBound(_ bytes: [UInt8]) -> Int {
        String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .count
    }
}
