import Actionable

// libFuzzer calls this with every input it tries: `.actionable.yml` bytes, read as the CLI reads the file it finds
// above the validated paths (which may come from anyone's pull request). No top-level state: under
// -sanitize=fuzzer this file's top-level code never runs.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let (configuration, problems) = Configuration.parse(bytes: bytes, file: ".actionable.yml", directory: "/project")
    for problem in problems {
        precondition(problem.code == .invalidConfiguration, "a configuration problem of another rule: \(problem)")
        precondition(problem.location.line >= 1 && problem.location.column >= 1, "positions are 1-based: \(problem)")
        precondition(!problem.message.isEmpty, "a problem without a message")
    }
    // Whatever was read must be usable: severities, and exclusion of any path.
    for code in DiagnosticCode.allCases {
        _ = configuration.severity(for: code, default: code.severity)
    }
    _ = configuration.isExcluded("/project/Categories/a.yaml")
    _ = configuration.isExcluded("../elsewhere/b.yml")
    return 0
}
