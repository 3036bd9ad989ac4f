import Actionable
import Foundation

// Push payloads arrive from services and from `actionable payload check` in CI: the checker reads them with its own
// located JSON reader and checks them against a registry with an app file (entitlements and App Clip experiences),
// so every rule, routing included, is reachable. An input with a NUL byte is a payload, then its headers file (the
// bytes after the first NUL), so the headers reader and the rules that judge headers are reached too. The payload's
// bytes are also an FCM HTTP v1 message for the Android app (`payload check --service fcm`), checked by the FCM
// checker against the same registry. No top-level state: this file's top-level code never runs.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayloadChecker(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = Array(UnsafeRawBufferPointer(start: start, count: count))
    var bytes = input
    var headers: PushHeadersFile?
    if let nul = input.firstIndex(of: 0) {
        bytes = Array(input[..<nul])
        headers = PushHeadersFile(file: "fuzz.headers", bytes: Array(input[(nul + 1)...]))
    }
    var runs = PushType.allCases.map { pushType in
        Harness.checker.check(bytes, file: "fuzz.json", pushType: pushType, headers: headers)
    }
    runs.append(Harness.fcm.check(bytes, file: "fuzz.json"))
    for diagnostics in runs {
        for diagnostic in diagnostics {
            let location = diagnostic.location
            precondition(
                location.file == "fuzz.json" || (headers != nil && location.file == "fuzz.headers"),
                "a diagnostic names another file: \(diagnostic)")
            precondition(location.line >= 1 && location.column >= 1, "positions are 1-based: \(diagnostic)")
            precondition(!diagnostic.message.isEmpty, "a diagnostic without a message: \(diagnostic.code)")
        }
        let errors = diagnostics.count { $0.severity == .error }
        let summary = ReportSummary(
            files: 1, categories: 4, actions: 4, errors: errors, warnings: diagnostics.count - errors, payloads: 1)
        let report = DiagnosticReport(diagnostics: diagnostics, summary: summary)
        precondition(
            (try? JSONSerialization.jsonObject(with: Data(JSONReporter().report(report).utf8))) != nil,
            "the JSON report is not JSON")
    }
    return 0
}

enum Harness {
    /// Built once, on first use (static lets are lazy).
    static let checker: PayloadChecker = PayloadChecker(registry: loaded.registry, app: loaded.app)
    static let fcm = FCMPayloadChecker(registry: loaded.registry)

    static let loaded: LoadResult = {
        let yaml = """
            app:
              entitlements: [time-sensitive]
              app-clip-experiences:
                - https://appclip.example.com/restaurants
                - https://appclip.example.com/restaurants/restaurant_a
            categories:
              - identifier: INVITE_CATEGORY
                interruption-level: time-sensitive
                actions:
                  - {identifier: ACCEPT, title: Accept}
                  - {identifier: DECLINE, title: Decline, destructive: true}
              - identifier: ORDER_STATUS
                actions:
                  - {identifier: TRACK_ORDER, title: Track Order, activation: foreground}
              - identifier: WEEKLY_DEALS
                marketing: true
                interruption-level: passive
                actions:
                  - {identifier: SHOW_DEALS, title: Show Deals, activation: foreground}
            """
        let result = CategoryLoader().load(yaml: yaml, file: "registry.yaml")
        precondition(!result.hasErrors, "the harness's registry is invalid: \(result.diagnostics)")
        return result
    }()
}
