import Actionable
import Foundation

// libFuzzer calls this with every input it tries; a crash, a failed precondition, a leak or an ASan report is a
// finding. No top-level state: under -sanitize=fuzzer this file's top-level code never runs.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCategoryLoader(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let result = CategoryLoader().load(bytes: bytes, file: "fuzz.yaml")
    let lines = lineCountBound(bytes)
    for diagnostic in result.diagnostics {
        let location = diagnostic.location
        precondition(location.file == "fuzz.yaml", "a diagnostic names another file: \(diagnostic)")
        precondition(location.line >= 1 && location.column >= 1, "positions are 1-based: \(diagnostic)")
        precondition(location.line <= lines, "line past the end (\(lines) lines at most): \(diagnostic)")
        precondition(!diagnostic.message.isEmpty, "a diagnostic without a message: \(diagnostic.code)")
    }
    // What `validate` prints: every reporter renders whatever the loader found, and the JSON one stays JSON
    // whatever bytes the messages quote.
    for format in ReportFormat.allCases {
        // A SARIF log lists the whole rule catalog, which costs more than the load itself: rendered for one
        // input in sixteen (chosen by the input, so a finding replays), the fuzzer keeps its pace.
        if format == .sarif, (bytes.first ?? 0) & 0x0F != 0 { continue }
        let report = format.reporter.report(result)
        if format == .json || format == .sarif {
            precondition(
                (try? JSONSerialization.jsonObject(with: Data(report.utf8))) != nil, "the \(format) report is not JSON")
        }
    }
    return 0
}

/// An upper bound on the lines libyaml can count: every LF, CR, NEL, LS and PS may end one.
func lineCountBound(_ bytes: [UInt8]) -> Int {
    var lines = 1
    var index = 0
    while index < bytes.count {
        switch bytes[index] {
        case 0x0A, 0x0D: lines += 1
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: lines += 1
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] & 0xFE) == 0xA8:
            lines += 1
        default: break
        }
        index += 1
    }
    return lines
}
