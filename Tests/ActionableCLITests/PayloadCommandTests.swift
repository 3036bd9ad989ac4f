import ArgumentParser
import Foundation
import Testing

@testable import Actionable
@testable import ActionableCLI

@Suite struct PayloadCheckCommandTests {
    static let categories = CLIFixtures.packageRoot.appendingPathComponent("Categories").path

    static func check(
        _ files: [String] = [], stdin: String = "", format: ReportFormat = .text, strict: Bool = false,
        categories: [String] = [categories], pushType: PushType = .alert, service: PayloadService = .apns
    ) async -> (status: ExitCode, output: String) {
        var output = CapturedOutput()
        let status = await ActionableCommand.Payload.Check.check(
            files: files, categories: categories, pushType: pushType, service: service, format: format,
            strict: strict,
            output: &output,
            standardInput: { StandardInput.Contents(bytes: Array(stdin.utf8), size: stdin.utf8.count) })
        return (status, output.text)
    }

    static func temporaryFile(_ text: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("payload-\(UUID()).json").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    @Test("a payload file is checked as the push its headers file names; without one, as --push-type")
    func headersFileBesideThePayload() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pushes-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let payload = directory.appendingPathComponent("sync.json").path
        try Data(#"{"aps":{"content-available":1},"mailbox":"inbox"}"#.utf8).write(to: URL(fileURLWithPath: payload))
        let asAlert = await Self.check([payload])
        #expect(asAlert.status == .failure)
        #expect(asAlert.output.contains("sync.json:1:9: error: the payload holds only 'content-available: 1'"))
        #expect(await Self.check([payload], pushType: .background).status == .success)
        let headers = directory.appendingPathComponent("sync.headers")
        try Data("apns-push-type: background\napns-priority: 5\n".utf8).write(to: headers)
        let withHeaders = await Self.check([payload, headers.path])
        #expect(withHeaders.status == .success, "\(withHeaders.output)")
        #expect(withHeaders.output.hasPrefix("Checked 1 payload"), "the headers file given as a file is not a payload")
        try Data("apns-push-type: background\napns-priority: 10\n".utf8).write(to: headers)
        let wrongPriority = await Self.check([payload])
        #expect(wrongPriority.status == .failure)
        #expect(wrongPriority.output.contains("sync.headers:2:16: error: a background push at apns-priority 10"))
    }

    @Test("--service fcm checks FCM HTTP v1 messages: files and standard input, against the same registry")
    func fcmMessages() async throws {
        let message = #"""
            {"message": {"token": "device", "data": {"actionable": "1", "category": "INVITE_CATEGORY",
              "notification-id": "inv-42", "title": "Dinner at 8?"}, "android": {"priority": "high"}}}
            """#
        let valid = await Self.check([Self.temporaryFile(message)], service: .fcm)
        #expect(valid.status == .success, "\(valid.output)")
        #expect(valid.output.hasPrefix("Checked 1 payload"), "\(valid.output)")
        // The same bytes are no APNs payload: the service decides which rules apply.
        #expect(await Self.check([Self.temporaryFile(message)]).status == .failure)
        let unknown = message.replacingOccurrences(of: "INVITE_CATEGORY", with: "NO_SUCH_CATEGORY")
        let fromStandardInput = await Self.check(stdin: unknown, service: .fcm)
        #expect(fromStandardInput.status == .failure)
        #expect(fromStandardInput.output.contains("<stdin>:"), "\(fromStandardInput.output)")
        #expect(fromStandardInput.output.contains("NO_SUCH_CATEGORY"), "\(fromStandardInput.output)")
        let notification = message.replacingOccurrences(
            of: #""android""#, with: #""notification": {"title": "Dinner"}, "android""#)
        let shownByAndroid = await Self.check([Self.temporaryFile(notification)], service: .fcm)
        #expect(shownByAndroid.status == .failure)
        #expect(shownByAndroid.output.contains("[fcm-notification-message]"), "\(shownByAndroid.output)")
        #expect(try ActionableCommand.Payload.Check.parse(["--service", "fcm"]).service == .fcm)
        #expect(throws: (any Error).self) { try ActionableCommand.Payload.Check.parse(["--service", "gcm"]) }
    }

    @Test("payload build writes notifications, not Live Activity pushes")
    func buildRefusesLiveActivities() throws {
        #expect(throws: (any Error).self) {
            try ActionableCommand.Payload.Build.parse(["--category", "X", "--push-type", "liveactivity"])
        }
    }

    @Test("the configuration's deployment target reaches the checker: summary-arg below iOS 15 is a note to keep it")
    func deploymentTargetReachesTheChecker() async throws {
        let configuration = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-\(UUID()).yml")
        try Data("deployment-target:\n  ios: \"14.0\"\n".utf8).write(to: configuration)
        defer { try? FileManager.default.removeItem(at: configuration) }
        var output = CapturedOutput()
        let payload = #"{"aps":{"alert":{"body":"x","summary-arg":"Anna"},"category":"ORDER_STATUS"}}"#
        let status = await ActionableCommand.Payload.Check.check(
            files: [], categories: [Self.categories], pushType: .alert, format: .text, strict: true,
            configFile: configuration.path, output: &output,
            standardInput: { StandardInput.Contents(bytes: Array(payload.utf8), size: payload.utf8.count) })
        #expect(status == .success, "a note does not fail, even with --strict")
        #expect(output.text.contains("note: 'aps.alert.summary-arg' is ignored on iOS 15 and later"), "\(output.text)")
        #expect(output.text.contains("(iOS 14) supports; keep it until the deployment target reaches iOS 15"))
    }

    @Test("a valid payload on standard input exits 0 with the summary line")
    func validOnStandardInput() async {
        let run = await Self.check(stdin: #"{"aps":{"alert":"Order 1234 is on its way","category":"ORDER_STATUS"}}"#)
        #expect(run.status == .success)
        #expect(run.output == "Checked 1 payload against 6 categories: no problems.\n")
    }

    @Test("a wrong-case category exits 1 and says so at its line and column on <stdin>")
    func wrongCaseOnStandardInput() async {
        let run = await Self.check(stdin: #"{"aps":{"alert":"x","category":"order_status"}}"#)
        #expect(run.status == .failure)
        #expect(
            run.output.hasPrefix(
                "<stdin>:1:32: error: 'aps.category' is 'order_status', which the app does not register"))
        #expect(run.output.hasSuffix("Checked 1 payload against 6 categories: 1 error, 0 warnings.\n"))
    }

    @Test("the JSON report has validate's shape, with the payload count in the summary")
    func jsonShape() async throws {
        let good = Self.temporaryFile(#"{"aps":{"alert":"x","category":"ORDER_STATUS"}}"#)
        let bad = Self.temporaryFile(#"{"aps":{"alert":"x","categroy":"ORDER_STATUS"}}"#)
        defer { for path in [good, bad] { try? FileManager.default.removeItem(atPath: path) } }
        let run = await Self.check([good, bad], format: .json)
        #expect(run.status == .success, "a warning alone does not fail")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(
            Set(diagnostics.first?.keys.map { $0 } ?? []) == ["code", "column", "file", "line", "message", "severity"])
        #expect(diagnostics.first?["code"] as? String == "unknown-aps-key")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["payloads"] == 2 && summary["errors"] == 0 && summary["warnings"] == 1)
        #expect((await Self.check([good, bad], strict: true)).status == .failure, "--strict fails on the warning")
    }

    @Test("the github format annotates the payload file's line")
    func githubFormat() async {
        let path = Self.temporaryFile("{\n  \"aps\": {\"alert\": \"x\", \"relevance-score\": 7}\n}\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await Self.check([path], format: .github)
        #expect(run.status == .failure)
        #expect(
            run.output.hasPrefix("::error file=\(path),line=2,col=44,title=invalid-value::'aps.relevance-score' is 7"))
    }

    @Test("a missing payload file or category directory exits 66")
    func missingPaths() async {
        #expect((await Self.check(["/nonexistent/payload.json"])).status == ExitCode(66))
        #expect((await Self.check(stdin: "{}", categories: ["/nonexistent/Categories"])).status == ExitCode(66))
    }

    @Test("errors in the category files are part of the payload report")
    func brokenRegistry() async {
        let run = await Self.check(
            stdin: #"{"aps":{"alert":"x"}}"#, categories: [CLIFixtures.input + "/broken.yaml"])
        #expect(run.status == .failure)
        #expect(run.output.contains("broken.yaml:"))
    }
}

@Suite struct PayloadCommandExecutableTests {
    @Test("payload build prints a payload that payload check accepts from standard input")
    func buildThenCheck() throws {
        let built = try ValidateExecutableTests.run([
            "payload", "build", "--category", "ORDER_STATUS", "--title", "注文 1234 🍜", "--body", "On its way",
            "--target-content-id", "https://orders.example.com/restaurants/restaurant_a/order/1234", "--data",
            "order-id=1234", "--badge", "1",
        ])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(
            built.stdout
                == #"{"aps":{"alert":{"title":"注文 1234 🍜","body":"On its way"},"badge":1,"category":"ORDER_STATUS","target-content-id":"https://orders.example.com/restaurants/restaurant_a/order/1234"},"order-id":1234}"#
                + "\n")
        let checked = try ValidateExecutableTests.run(["payload", "check"], stdin: built.stdout)
        #expect(checked.status == 0)
        #expect(checked.stdout == "Checked 1 payload against 6 categories: no problems.\n")
    }

    @Test("payload build refuses a payload the checker would reject, exit 1 with the reasons")
    func buildRefuses() throws {
        let run = try ValidateExecutableTests.run([
            "payload", "build", "--category", "ORDER_RATING", "--title", "Sale", "--interruption-level", "critical",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("[interruption-level-too-high]"))
        #expect(run.stderr.contains("[missing-entitlement]"))
    }

    @Test(
        "options that cannot be honoured are usage errors",
        arguments: [
            ["--data", "id=12345678901234567890"], ["--critical"], ["--volume", "0.5"], ["--data", "=1"],
        ])
    func unusableOptions(options: [String]) throws {
        let run = try ValidateExecutableTests.run(["payload", "build", "--category", "ORDER_STATUS"] + options)
        #expect(run.status == 64, "\(run.stderr)")
    }

    @Test("whole numbers in custom data up to 2^53 are written exactly")
    func exactNumbers() throws {
        let run = try ValidateExecutableTests.run([
            "payload", "build", "--category", "ORDER_STATUS", "--data", "id=9007199254740992", "--data", "r=0.5",
        ])
        #expect(run.stdout == #"{"aps":{"category":"ORDER_STATUS"},"id":9007199254740992,"r":0.5}"# + "\n")
    }

    @Test("a missing payload file among several exits 66 before any report")
    func missingAmongSeveral() throws {
        let good = PayloadCheckCommandTests.temporaryFile(#"{"aps":{"alert":"x","category":"order_status"}}"#)
        defer { try? FileManager.default.removeItem(atPath: good) }
        let run = try ValidateExecutableTests.run(["payload", "check", good, "/nonexistent.json"])
        #expect(run.status == 66)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("/nonexistent.json"))
    }

    @Test("custom data that is not JSON is a usage error")
    func badCustomData() throws {
        let run = try ValidateExecutableTests.run([
            "payload", "build", "--category", "ORDER_STATUS", "--data", "room=B 1",
        ])
        #expect(run.status == 64)
        #expect(run.stderr.contains("is not JSON"))
    }
}
