import ActionableApp
import ActionableRuntime
import Foundation
import Testing

@testable import ActionableCodegen

/// The generated modules under node (Debian's nodejs): the registry imports, holds what the Swift registry holds
/// and is frozen; the worker's pure functions pick titles as the Swift model does, cap actions, build the tap that
/// the service's decoder reads, and derive ActionableApp's Idempotency-Key. Fails when node is missing: a check that
/// silently skipped would let the JavaScript rot.
@Suite struct WebNodeTests {
    /// Inputs (id, action, shown-at ms) of the key comparison: plain, without a date, with `_` and `.`, and three
    /// through the FNV path (non-ASCII, over 96 bytes, a space).
    static let keyInputs: [(id: String, action: String, shownAtMs: Int64?)] = [
        ("inv-42", "ACCEPT_IDENTIFIER", 1_796_630_464_030),
        ("inv-42", "ACCEPT_IDENTIFIER", nil),
        ("n_1.a-b", "com.apple.UNNotificationDefaultActionIdentifier", 1_700_000_000_123),
        ("Einladung für Jürgen 🎉", "ACCEPT_IDENTIFIER", 1_796_630_464_030),
        (String(repeating: "x", count: 90), "DECLINE_IDENTIFIER", 1_796_630_464_030),
        ("a b", "REPLY", 0),
    ]

    /// What ActionableApp's `NotificationTap.idempotencyKey` gives for each of ``keyInputs``.
    static var swiftKeys: [String] {
        keyInputs.map { input in
            NotificationTap(
                categoryIdentifier: "INVITE_CATEGORY", actionIdentifier: input.action,
                notificationIdentifier: input.id, receivedAt: Date(),
                notificationDate: input.shownAtMs.map { Date(timeIntervalSince1970: Double($0) / 1000) }
            ).idempotencyKey
        }
    }

    static let languageLists: [[String]] = [["de-AT", "en"], ["fr"], ["ja", "en"], ["pt-BR"], ["EN-us"], []]

    /// Writes the generated modules of `registryPath` and `script` into a directory, runs `node script.mjs` there
    /// with `input` on standard input, and returns what it printed, as JSON.
    static func run(registryPath: String, script: String, input: Any) async throws -> Any {
        let node = try #require(
            SwiftFormatLintTests.executable(named: "node"), "no `node` on PATH (apt install nodejs)")
        let result = try await CodegenFixtures.load(registryPath)
        #expect(!result.hasErrors)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-web-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        for file in WebGenerator().generate(result, paths: [registryPath]) { _ = try file.write(to: directory.path) }
        _ = try GeneratedFile(name: "script.mjs", contents: script).write(to: directory.path)
        let process = Process()
        process.executableURL = node
        process.arguments = [directory.appendingPathComponent("script.mjs").path]
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: input))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "node: \(errors)")
        return try JSONSerialization.jsonObject(with: output)
    }

    static let prelude = """
        import { readFileSync } from 'node:fs';
        import { registry, wire } from './actionable-registry.js';
        import * as worker from './actionable-worker.js';
        const input = JSON.parse(readFileSync(0, 'utf8'));

        """

    @Test("the registry module imports under node, frozen all the way down, with every category and action in order")
    func registryImports() async throws {
        let script =
            Self.prelude + """
                const frozen = (v) => v === null || typeof v !== 'object' || (Object.isFrozen(v) && Object.values(v).every(frozen));
                console.log(JSON.stringify({
                  frozen: frozen(registry) && frozen(wire),
                  fallbackLocale: registry.fallbackLocale,
                  categories: registry.categories.map((c) => [c.category, c.customDismissAction, c.actions.map((a) => a.action)]),
                  wire: [wire.path, wire.headers.idempotencyKey, wire.headers.authorization, wire.defaultAction, wire.dismissAction],
                }));
                """
        let path = "Tests/GeneratedCodeTests/Fixtures/everything"
        let output = try #require(try await Self.run(registryPath: path, script: script, input: [:]) as? [String: Any])
        let registry = try await CodegenFixtures.load(path).registry
        #expect(output["frozen"] as? Bool == true)
        #expect(output["fallbackLocale"] as? String == StringCatalogGenerator().sourceLanguage(of: registry))
        let categories = try #require(output["categories"] as? [[Any]])
        #expect(categories.map { $0[0] as? String } == registry.categories.map(\.identifier))
        #expect(categories.map { $0[1] as? Bool } == registry.categories.map(\.reportsDismissals))
        #expect(categories.map { $0[2] as? [String] } == registry.categories.map { $0.actions.map(\.identifier) })
        #expect(
            output["wire"] as? [String] == [
                "/v1/action-responses", "Idempotency-Key", "Authorization", ActionResponse.defaultActionIdentifier,
                ActionResponse.dismissActionIdentifier,
            ])
    }

    @Test(
        "the worker picks each title as the Swift model does for the same languages (the text's first locale as fallback)"
    )
    func localePick() async throws {
        let path = "Tests/GeneratedCodeTests/Fixtures/everything"
        let registry = try await CodegenFixtures.load(path).registry
        let script =
            Self.prelude + """
                const out = [];
                for (const category of registry.categories)
                  for (const action of category.actions) {
                    if (action.title === null) continue;
                    const first = typeof action.title === 'string' ? 'en' : Object.keys(action.title)[0];
                    out.push(input.languages.map((languages) => worker.pickText(action.title, languages, first)));
                  }
                console.log(JSON.stringify(out));
                """
        let output = try #require(
            try await Self.run(registryPath: path, script: script, input: ["languages": Self.languageLists])
                as? [[String]])
        let expected = registry.categories.flatMap { category in
            category.actions.filter { !$0.isTitleSetAtRunTime }.map { action in
                Self.languageLists.map { action.title.value(for: $0) }
            }
        }
        #expect(output == expected)
        #expect(expected.contains { Set($0).count > 1 }, "the fixture has no title that differs by language")
    }

    @Test("the registry's fallback locale wins over a text's first translation, and language alone finds a region's")
    func fallbackLocale() async throws {
        let script =
            Self.prelude + """
                const title = { ja: '受け取りました', en: 'Confirm Receipt', de: 'Erhalten' };
                console.log(JSON.stringify([
                  worker.pickText(title, ['fr'], 'en'), worker.pickText(title, ['de-CH'], 'en'),
                  worker.pickText(title, ['fr'], 'xx'), worker.pickText('Same', ['de'], 'en'),
                  worker.pickText(null, ['de'], 'en'),
                ]));
                """
        let output = try await Self.run(registryPath: "Categories", script: script, input: [:]) as? [Any]
        #expect(output?.compactMap { $0 as? String } == ["Confirm Receipt", "Erhalten", "受け取りました", "Same"])
        #expect(output?.last is NSNull)
    }

    @Test(
        "at most maxActions actions, in the registry's order; a text input is an inline reply unless it needs authentication"
    )
    func actionCap() async throws {
        let script =
            Self.prelude + """
                const invite = worker.findCategory(registry, 'INVITE_CATEGORY');
                const chat = worker.findCategory(registry, 'CHAT_MESSAGE');
                console.log(JSON.stringify({
                  two: worker.notificationActions(invite, ['de'], 'en', 2),
                  one: worker.notificationActions(invite, ['de'], 'en', 1).map((a) => a.action),
                  none: worker.notificationActions(invite, ['de'], 'en', 0),
                  chat: worker.notificationActions(chat, ['de'], 'en', 2),
                  unknown: worker.findCategory(registry, 'toString'),
                  maxActions: [worker.maxActionsOf({ maxActions: 4 }), worker.maxActionsOf(undefined)],
                }));
                """
        let output = try #require(
            try await Self.run(registryPath: "Examples/WebSite/Categories", script: script, input: [:])
                as? [String: Any])
        let two = try #require(output["two"] as? [[String: String]])
        #expect(
            two == [
                ["action": "ACCEPT_IDENTIFIER", "title": "Annehmen"],
                ["action": "DECLINE_IDENTIFIER", "title": "Ablehnen"],
            ])
        #expect(output["one"] as? [String] == ["ACCEPT_IDENTIFIER"])
        #expect((output["none"] as? [Any])?.isEmpty == true)
        let chat = try #require(output["chat"] as? [[String: String]])
        #expect(
            chat == [
                ["action": "REPLY", "title": "Antworten", "type": "text", "placeholder": "Nachricht eingeben"],
                ["action": "MARK_AS_READ", "title": "Als gelesen markieren"],
            ])
        #expect(output["unknown"] is NSNull)
        #expect(output["maxActions"] as? [Int] == [4, 2])
    }

    @Test("the worker's tap is the body ActionableApp sends: sorted keys, and the service's decoder reads every field")
    func tapBody() async throws {
        let script =
            Self.prelude + """
                console.log(JSON.stringify([
                  worker.tapBody(wire, { category: 'CHAT_MESSAGE', action: 'REPLY', notificationId: 'n-1',
                    userText: 'Bin dabei </script> \\u2028 🎉', targetContentId: 'chat/7', userInfo: { thread: 7 },
                    receivedAt: Date.UTC(2026, 10, 21, 9, 30, 0, 250) }),
                  worker.tapBody(wire, { category: 'INVITE_CATEGORY', action: wire.defaultAction, notificationId: 'n-2',
                    userInfo: ['not', 'an', 'object'], receivedAt: 0 }),
                ]));
                """
        let bodies = try #require(
            try await Self.run(registryPath: "Examples/WebSite/Categories", script: script, input: [:]) as? [String])
        #expect(bodies.count == 2)
        let reply = try ActionResponse(jsonBody: Array(bodies[0].utf8))
        #expect(reply.categoryIdentifier == "CHAT_MESSAGE")
        #expect(reply.actionIdentifier == "REPLY")
        #expect(reply.notificationIdentifier == "n-1")
        #expect(reply.userText == "Bin dabei </script> \u{2028} 🎉")
        #expect(reply.targetContentIdentifier == "chat/7")
        #expect(reply.userInfo == ["thread": .number(7)])
        #expect(reply.receivedAt == Date(timeIntervalSince1970: 1_795_253_400.25))
        #expect(
            bodies[1]
                == #"{"action":"com.apple.UNNotificationDefaultActionIdentifier","category":"INVITE_CATEGORY","notification-id":"n-2","received-at":"1970-01-01T00:00:00.000Z","user-info":{}}"#
        )
    }

    @Test("the worker's Idempotency-Key is NotificationTap.idempotencyKey's for the same inputs, the FNV path included")
    func idempotencyKeys() async throws {
        let script =
            Self.prelude + """
                console.log(JSON.stringify(input.cases.map(([id, action, ms]) => worker.idempotencyKey(id, action, ms))));
                """
        let cases: [[Any]] = Self.keyInputs.map { [$0.id, $0.action, $0.shownAtMs.map { $0 as Any } ?? NSNull()] }
        let keys = try await Self.run(registryPath: "Categories", script: script, input: ["cases": cases]) as? [String]
        let expected = Self.swiftKeys
        #expect(expected.filter { $0.hasPrefix("tap-fnv:") }.count == 3)
        #expect(keys == expected)
    }

    @Test(
        "408, 409, 425, 429 and 5xx are retried (ActionableApp's RetryPolicy); other 4xx are final; Retry-After is read"
    )
    func retries() async throws {
        let script =
            Self.prelude + """
                console.log(JSON.stringify({
                  retried: [400, 401, 404, 408, 409, 410, 413, 422, 425, 429, 500, 503, 599].filter(worker.isRetryableStatus),
                  after: [worker.retryAfterMs('3', 0), worker.retryAfterMs('Thu, 01 Jan 1970 00:00:05 GMT', 1000), worker.retryAfterMs('soon', 0)],
                  backoff: [1, 2, 3, 20].map((n) => worker.retryDelayMs(n, null, () => 0.999999)),
                  withRetryAfter: worker.retryDelayMs(1, 2000, () => 0),
                }));
                """
        let output = try #require(
            try await Self.run(registryPath: "Categories", script: script, input: [:]) as? [String: Any])
        #expect(output["retried"] as? [Int] == [408, 409, 425, 429, 500, 503, 599])
        let after = try #require(output["after"] as? [Any])
        #expect(after.prefix(2).compactMap { $0 as? Int } == [3000, 4000])
        #expect(after.last is NSNull)
        #expect(output["backoff"] as? [Int] == [249, 499, 999, 59_999])
        #expect(output["withRetryAfter"] as? Int == 2000)
    }
}
