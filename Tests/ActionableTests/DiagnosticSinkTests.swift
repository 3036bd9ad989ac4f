import Testing

@testable import Actionable

/// The per-file bound on findings holds when a check's findings are gathered apart and appended afterwards.
@Suite struct DiagnosticSinkTests {
    @Test(
        "findings appended from another sink are listed, counted and graded as if reported in one, in order",
        arguments: [[0, 10], [495, 10], [499, 600], [600, 30], [3, 0]])
    func appendingIsReportingInOrder(counts: [Int]) {
        func diagnostic(_ number: Int) -> Diagnostic {
            Diagnostic(
                code: number % 7 == 0 ? .duplicateCategory : .missingTranslation, message: "finding \(number % 3)",
                location: SourceLocation(file: "f.yaml", line: number + 1, column: 1))
        }
        var whole = DiagnosticSink()
        var head = DiagnosticSink()
        var tail = DiagnosticSink()
        for number in 0..<counts[0] {
            whole.report(diagnostic(number))
            head.report(diagnostic(number))
        }
        for number in counts[0]..<(counts[0] + counts[1]) {
            whole.report(diagnostic(number))
            tail.report(diagnostic(number))
        }
        head.append(tail)
        #expect(head.finished(file: "f.yaml") == whole.finished(file: "f.yaml"))
        #expect(head.suppressed == whole.suppressed)
    }
}
