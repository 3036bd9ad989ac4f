import ActionableRuntime
import ActionableTesting
import Foundation
import Testing

/// The registry and app file the payload tests check against: the fixtures' `payload-registry/`.
enum PayloadFixtures {
    static let loaded: LoadResult = {
        let app = """
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
        return CategoryLoader().load(yaml: app, file: "registry.yaml")
    }()

    static var checker: PayloadChecker { PayloadChecker(registry: loaded.registry, app: loaded.app) }

    static func builder(_ category: String? = "INVITE_CATEGORY") -> PayloadBuilder {
        PayloadBuilder(category: category, registry: loaded.registry, app: loaded.app)
    }
}

@Suite struct PayloadSizeTests {
    /// A compact payload of exactly `size` bytes whose body is `unit` repeated (then ASCII padding).
    static func payload(size: Int, unit: String) -> String {
        let head = ##"{"aps":{"alert":{"title":"会議 🍱","body":""##
        let tail = ##""},"category":"INVITE_CATEGORY"}}"##
        var body = ""
        var remaining = size - head.utf8.count - tail.utf8.count
        while remaining >= unit.utf8.count {
            body += unit
            remaining -= unit.utf8.count
        }
        body += String(repeating: "x", count: remaining)
        return head + body + tail
    }

    @Test(
        "4096 bytes pass and 4097 fail, counted in UTF-8 bytes, not characters",
        arguments: ["日本語のテキスト", "🍣🍱", "é"])
    func alertLimitInUTF8Bytes(unit: String) {
        let atLimit = Self.payload(size: 4096, unit: unit)
        let over = Self.payload(size: 4097, unit: unit)
        #expect(atLimit.utf8.count == 4096 && over.utf8.count == 4097)
        #expect(atLimit.count < 4096, "multi-byte text has fewer characters than bytes")
        #expect(PayloadFixtures.checker.check(json: atLimit).isEmpty)
        let diagnostics = PayloadFixtures.checker.check(json: over)
        #expect(diagnostics.map(\.code) == [.payloadTooLarge])
        #expect(
            diagnostics.first?.message.hasPrefix("the payload is 4097 bytes, 1 byte over APNs' limit of 4096") == true)
    }

    @Test("VoIP pushes may be 5120 bytes; 5121 is over by 1")
    func voipLimit() {
        #expect(PayloadFixtures.checker.check(json: Self.payload(size: 5120, unit: "音"), pushType: .voip).isEmpty)
        let over = PayloadFixtures.checker.check(json: Self.payload(size: 5121, unit: "音"), pushType: .voip)
        #expect(over.map(\.code) == [.payloadTooLarge])
        #expect(over.first?.message.contains("1 byte over APNs' limit of 5120 for voip pushes") == true)
        #expect(
            PayloadFixtures.checker.check(json: Self.payload(size: 4097, unit: "音"), pushType: .voip).isEmpty)
    }

    @Test("the builder measures its compact output: a body that makes 4096 bytes builds, one more byte is refused")
    func builderLimit() throws {
        var builder = PayloadFixtures.builder()
        builder.title = "会議 🍱"
        let fixed = try builder.build().count + ##","body":"""##.utf8.count
        builder.body =
            String(repeating: "🍣", count: (4096 - fixed) / 4) + String(repeating: "x", count: (4096 - fixed) % 4)
        let bytes = try builder.build()
        #expect(bytes.count == 4096)
        builder.body? += "x"
        #expect(throws: PayloadBuildError.self) { try builder.build() }
        do {
            _ = try builder.build()
        } catch {
            #expect(error.diagnostics.map(\.code) == [.payloadTooLarge])
            #expect(error.description.contains("4097 bytes, 1 byte over"))
        }
    }
}

@Suite struct PayloadCheckTests {
    @Test("a valid payload with custom data beside aps has no diagnostic")
    func validPayload() {
        let json = """
            {"aps": {"alert": {"title": "Lunch", "subtitle": "Friday", "body": "Are you in?", "loc-args": ["a"]},
                     "badge": 1, "sound": "default", "thread-id": "t", "category": "INVITE_CATEGORY",
                     "mutable-content": 1, "interruption-level": "time-sensitive", "relevance-score": 0.5,
                     "target-content-id": "https://appclip.example.com/restaurants/restaurant_a/order/1234"},
             "invite-id": 42}
            """
        #expect(PayloadFixtures.checker.check(json: json).map(\.description) == [])
    }

    @Test("an unknown interruption level is reported with the key it is about")
    func unknownLevelNamesTheKey() {
        let diagnostics = PayloadFixtures.checker.check(json: #"{"aps":{"alert":"x","interruption-level":"urgent"}}"#)
        #expect(
            diagnostics.map(\.message) == [
                "'aps.interruption-level' is 'urgent', which is not an interruption level. Write one of: passive, active, time-sensitive, critical"
            ])
    }

    @Test("a category that differs only in case is named, with the exact spelling to use")
    func caseOnlyCategory() {
        let diagnostics = PayloadFixtures.checker.check(json: #"{"aps":{"alert":"x","category":"Invite_Category"}}"#)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.message
                == "'aps.category' is 'Invite_Category', which the app does not register, so the notification shows no buttons; 'INVITE_CATEGORY' is registered and differs only in case, but iOS matches categories case-sensitively: write 'INVITE_CATEGORY'"
        )
    }

    @Test("a misspelt category gets the nearest registered identifier")
    func typoCategory() {
        let diagnostics = PayloadFixtures.checker.check(json: #"{"aps":{"alert":"x","category":"ORDER_STATSU"}}"#)
        #expect(diagnostics.map(\.code) == [.unknownCategory])
        #expect(diagnostics.first?.message.hasSuffix("did you mean 'ORDER_STATUS'?") == true)
    }

    @Test("content-available with an alert is an error for background pushes and a warning for alert pushes")
    func contentAvailableSeverity() {
        let json = #"{"aps":{"content-available":1,"alert":"x"}}"#
        #expect(PayloadFixtures.checker.check(json: json).map(\.severity) == [.warning])
        #expect(PayloadFixtures.checker.check(json: json, pushType: .background).map(\.severity) == [.error])
        #expect(PayloadFixtures.checker.check(json: #"{"aps":{"content-available":1}}"#, pushType: .background).isEmpty)
    }

    @Test("a background push needs content-available and carries nothing visible, even without content-available")
    func backgroundPushes() {
        let diagnostics = PayloadFixtures.checker.check(json: #"{"aps":{"alert":"hi"}}"#, pushType: .background)
        #expect(diagnostics.map(\.code) == [.missingKey, .contentAvailableConflict])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test("a push without a level is 'active', above a passive category; a critical sound is a critical alert")
    func implicitLevels() {
        let implicit = PayloadFixtures.checker.check(json: #"{"aps":{"alert":"Deals","category":"WEEKLY_DEALS"}}"#)
        #expect(implicit.map(\.code) == [.interruptionLevelTooHigh])
        #expect(implicit.first?.location.column == 36, "reported at the category")
        #expect(implicit.first?.message.contains(#"add "interruption-level": "passive""#) == true)
        let passive = #"{"aps":{"alert":"Deals","category":"WEEKLY_DEALS","interruption-level":"passive"}}"#
        #expect(PayloadFixtures.checker.check(json: passive).isEmpty)
        // A critical sound is above a category that declares 'time-sensitive'…
        let critical = #"{"aps":{"alert":"x","category":"INVITE_CATEGORY","sound":{"critical":1,"name":"a.caf"}}}"#
        #expect(
            PayloadFixtures.checker.check(json: critical).map(\.code) == [
                .interruptionLevelTooHigh, .missingEntitlement,
            ])
        // …but a category that declares no level does not cap its pushes: only the entitlement is missing.
        let uncapped = #"{"aps":{"alert":"x","category":"ORDER_STATUS","sound":{"critical":1,"name":"a.caf"}}}"#
        #expect(PayloadFixtures.checker.check(json: uncapped).map(\.code) == [.missingEntitlement])
    }

    @Test("a VoIP payload needs no aps; a Live Activity update has its own alert shape and relevance scale")
    func voipAndLiveActivities() {
        #expect(PayloadFixtures.checker.check(json: #"{"caller":"Bob"}"#, pushType: .voip).isEmpty)
        let live = """
            {"aps":{"timestamp":1700000000,"event":"update","content-state":{},"relevance-score":100,
             "alert":{"title":{"loc-key":"x","loc-args":["a"]},"body":"b","sound":"chime.aiff"}}}
            """
        #expect(PayloadFixtures.checker.check(json: live, pushType: .liveactivity).map(\.description) == [])
        // Sent as an alert push, it is not what its apns-push-type says.
        #expect(PayloadFixtures.checker.check(json: live).map(\.code) == [.pushTypeMismatch])
    }

    @Test("a faulty target-content-id of any length gives a bounded message")
    func longFaultyTarget() {
        for target in [
            "https://" + String(repeating: "a", count: 1500) + "_/x", String(repeating: "h", count: 1500) + "://x",
        ] {
            let diagnostics = PayloadFixtures.checker.check(
                json: #"{"aps":{"alert":"x","target-content-id":""# + target + #""}}"#)
            #expect(diagnostics.map(\.code) == [.unknownExperience])
            #expect((diagnostics.first?.message.count ?? 0) < 400)
        }
    }

    @Test("without App Clip experiences a target-content-id only picks a window and is not judged")
    func targetWithoutExperiences() {
        let checker = PayloadChecker(registry: PayloadFixtures.loaded.registry)
        #expect(checker.check(json: #"{"aps":{"alert":"x","target-content-id":"chat-42"}}"#).isEmpty)
    }

    @Test(
        "hostile payloads end in one clear diagnostic, never a crash",
        arguments: [
            String(repeating: "[", count: 100_000), "{\"aps\": {\"alert\": \"\u{0}\"}}", "nul", "{}", "[]", "\"aps\"",
            "{\"aps\": []}", "{\"aps\": {\"alert\": {\"title\": {\"x\": [1, 2, {\"y\": null}]}}}}",
        ])
    func hostile(json: String) {
        let diagnostics = PayloadFixtures.checker.check(json: json)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.message.count < 500 })
    }

    @Test("a payload file of several megabytes is measured, not parsed")
    func hugeFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID()).json").path
        _ = FileManager.default.createFile(atPath: path, contents: Data(repeating: UInt8(ascii: " "), count: 3 << 20))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let diagnostics = try PayloadFixtures.checker.check(file: path)
        #expect(diagnostics.map(\.code) == [.payloadTooLarge])
        #expect(throws: LoadError.notFound(path: path + ".missing")) {
            try PayloadFixtures.checker.check(file: path + ".missing")
        }
    }
}

@Suite struct PayloadBuilderTests {
    @Test("the builder writes compact JSON with aps first and custom keys sorted")
    func shape() throws {
        var builder = PayloadFixtures.builder()
        builder.title = "Team \"lunch\""
        builder.body = "Friday\n12:30"
        builder.badge = 2
        builder.interruptionLevel = .timeSensitive
        builder.relevanceScore = 0.75
        builder.customData = ["z": .string("last"), "invite-id": .number(42)]
        #expect(
            try builder.buildString()
                == #"{"aps":{"alert":{"title":"Team \"lunch\"","body":"Friday\n12:30"},"badge":2,"category":"INVITE_CATEGORY","interruption-level":"time-sensitive","relevance-score":0.75},"invite-id":42,"z":"last"}"#
        )
    }

    @Test("the builder refuses what the checker rejects, with the checker's diagnostics")
    func refusals() {
        func problems(_ configure: (inout PayloadBuilder) -> Void) -> [DiagnosticCode] {
            var builder = PayloadFixtures.builder()
            builder.title = "Hi"
            configure(&builder)
            do {
                _ = try builder.build()
                return []
            } catch {
                return error.diagnostics.map(\.code)
            }
        }
        #expect(problems { $0.category = "invite_category" } == [.unknownCategory])
        #expect(
            problems {
                $0.category = "WEEKLY_DEALS"; $0.interruptionLevel = .active
            } == [.interruptionLevelTooHigh])
        #expect(problems { $0.interruptionLevel = .critical } == [.interruptionLevelTooHigh, .missingEntitlement])
        #expect(problems { $0.relevanceScore = 1.5 } == [.invalidValue])
        #expect(problems { $0.relevanceScore = .nan } == [.invalidValue])
        #expect(problems { $0.badge = -1 } == [.invalidValue])
        #expect(
            problems { $0.sound = .critical(name: "alarm.caf", volume: 0.5) } == [
                .interruptionLevelTooHigh, .missingEntitlement,
            ])
        #expect(problems { $0.targetContentIdentifier = "https://appclip.example.com/menus" } == [.unknownExperience])
        #expect(problems { $0.customData = ["aps": .null] } == [.invalidValue])
        #expect(problems { _ in } == [])
        var passive = PayloadFixtures.builder("WEEKLY_DEALS")
        passive.title = "Deals"
        #expect(
            (try? passive.buildString())
                == #"{"aps":{"alert":{"title":"Deals"},"category":"WEEKLY_DEALS","interruption-level":"passive"}}"#,
            "a passive category's level is written, since iOS would otherwise deliver 'active'")
    }

    /// The rules a built payload must satisfy, checked on Foundation's reading of it, without ``PayloadChecker``.
    static func ruleViolations(_ bytes: [UInt8], pushType: PushType) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let aps = root["aps"] as? [String: Any]
        else { return ["not a JSON object with an aps dictionary"] }
        var violations: [String] = []
        let loaded = PayloadFixtures.loaded
        if bytes.count > pushType.maxPayloadSize { violations.append("\(bytes.count) bytes") }
        var level = (aps["interruption-level"] as? String).map { InterruptionLevel(rawValue: $0) } ?? .active
        if let sound = aps["sound"] as? [String: Any], sound["critical"] as? Int == 1 {
            level = .critical
            if let volume = sound["volume"] as? Double, !(0...1).contains(volume) { violations.append("volume") }
        }
        if let id = aps["category"] as? String {
            if let category = loaded.registry.category(id) {
                // A category caps its pushes only when it declares a level (a marketing one at 'active' anyway).
                let cap: InterruptionLevel? =
                    category.valueLocations["interruption-level"] != nil
                    ? category.interruptionLevel : category.isMarketing ? .active : nil
                if let level, let cap, level > cap { violations.append("level above the category") }
            } else {
                violations.append("unregistered category \(id)")
            }
        }
        guard let level else { return violations + ["unknown level"] }
        if let needed = level.requiredEntitlement, !loaded.app.entitlements.contains(needed) {
            violations.append("needs \(needed)")
        }
        if let score = aps["relevance-score"] as? Double, !(0...1).contains(score) { violations.append("score") }
        if let badge = aps["badge"] as? Int, badge < 0 { violations.append("badge") }
        if let target = aps["target-content-id"] {
            let routed = (target as? String).map { loaded.app.route($0) }
            if case .matched = routed {} else { violations.append("target \(target) routes nowhere") }
        }
        if pushType == .background,
            aps["content-available"] as? Int != 1 || aps["alert"] != nil || aps["badge"] != nil || aps["sound"] != nil
        {
            violations.append("background push with visible keys")
        }
        return violations
    }

    @Test("property: over random inputs the builder either refuses or emits a payload the checker accepts")
    func builderNeverEmitsARejectedPayload() throws {
        // The oracle itself must be able to fail.
        #expect(
            Self.ruleViolations(Array(#"{"aps":{"category":"NOPE","badge":-1}}"#.utf8), pushType: .alert).count == 2)
        var random = SplitMix64(state: 0xAC71_0AB1E)
        let pieces = [
            "a", "Z", " ", "\"", "\\", "\n", "\t", "\u{0}", "\u{1F}", "日本", "🍣", "👩‍👩‍👧", "é", "\u{2028}", "/", "{", "%",
        ]
        func text(maxPieces: Int) -> String {
            let count = Int.random(in: 0...maxPieces, using: &random)
            return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
        }
        func maybe<T>(_ make: () -> T) -> T? { Bool.random(using: &random) ? make() : nil }
        let categories = ["INVITE_CATEGORY", "ORDER_STATUS", "WEEKLY_DEALS", "invite_category", "NOPE", ""]
        let targets = [
            "https://appclip.example.com/restaurants/restaurant_a/order/1", "https://APPCLIP.example.com/restaurants",
            "https://appclip.example.com/menus", "http://appclip.example.com/restaurants", "::::", "",
        ]
        var built = 0
        var refused = 0
        for _ in 0..<3000 {
            var builder = PayloadFixtures.builder(
                Bool.random(using: &random) ? categories.randomElement(using: &random) : nil)
            builder.title = maybe { text(maxPieces: 20) }
            builder.subtitle = maybe { text(maxPieces: 5) }
            // Sometimes long enough to cross the size limit.
            builder.body = maybe { text(maxPieces: Bool.random(using: &random) ? 30 : 1500) }
            builder.locKey = maybe { text(maxPieces: 3) }
            builder.locArgs = maybe { (0..<Int.random(in: 0...3, using: &random)).map { _ in text(maxPieces: 3) } }
            builder.badge = maybe { Int.random(in: -2...1000, using: &random) }
            builder.sound = maybe {
                Bool.random(using: &random)
                    ? .named(text(maxPieces: 3))
                    : .critical(name: "a.caf", volume: Double.random(in: -0.5...1.5, using: &random))
            }
            builder.threadIdentifier = maybe { text(maxPieces: 4) }
            builder.targetContentIdentifier = maybe { targets.randomElement(using: &random) ?? "" }
            builder.interruptionLevel = maybe { InterruptionLevel.allCases.randomElement(using: &random) ?? .active }
            builder.relevanceScore = maybe {
                [Double.random(in: -0.5...1.5, using: &random), .nan, .infinity, 0, 1].randomElement(using: &random)
                    ?? 0
            }
            builder.mutableContent = Bool.random(using: &random)
            builder.pushType = PushType.allCases.randomElement(using: &random) ?? .alert
            builder.customData =
                maybe {
                    [
                        text(maxPieces: 3): .string(text(maxPieces: 5)),
                        "n": .number(Double.random(in: -1e6...1e6, using: &random)),
                    ]
                } ?? [:]
            do {
                let bytes = try builder.build()
                built += 1
                // The builder runs the checker itself, so the oracle here is independent: Foundation's parser and
                // the rules restated from the payload's plain values.
                let violations = Self.ruleViolations(bytes, pushType: builder.pushType)
                #expect(
                    violations.isEmpty, "the builder emitted \(String(decoding: bytes, as: UTF8.self)): \(violations)")
            } catch {
                refused += 1
                #expect(!error.diagnostics.isEmpty)
                #expect(error.diagnostics.allSatisfy { $0.severity == .error })
            }
        }
        // Both branches must really be exercised, or the property says nothing.
        #expect(built > 300, "built \(built), refused \(refused)")
        #expect(refused > 300, "built \(built), refused \(refused)")
    }
}

@Suite struct InterruptionPolicyTests {
    @Test("interruption-level and marketing are read; active and false are the defaults")
    func policyKeys() {
        let registry = PayloadFixtures.loaded.registry
        #expect(registry.category("INVITE_CATEGORY")?.interruptionLevel == .timeSensitive)
        #expect(registry.category("ORDER_STATUS")?.interruptionLevel == .active)
        #expect(registry.category("ORDER_STATUS")?.isMarketing == false)
        #expect(registry.category("WEEKLY_DEALS")?.isMarketing == true)
        #expect(PayloadFixtures.loaded.diagnostics.allSatisfy { $0.severity == .note })
    }

    @Test("a declared entitlement satisfies the level; without an app file no entitlement is declared")
    func entitlements() {
        let category = """
            categories:
              - identifier: ALARM
                interruption-level: critical
                actions: [{identifier: STOP, title: Stop}]
            """
        let withoutApp = CategoryLoader().load(yaml: category, file: "c.yaml")
        #expect(withoutApp.diagnostics.map(\.code) == [.missingEntitlement])
        #expect(withoutApp.diagnostics.first?.message.contains("declare it in an app file") == true)
        let withApp = CategoryLoader().load(yaml: category + "\napp: {entitlements: [critical-alerts]}", file: "c.yaml")
        #expect(withApp.diagnostics.isEmpty)
    }

    @Test("levels are ordered and name the entitlement they need")
    func levels() {
        #expect(InterruptionLevel.allCases.sorted() == [.passive, .active, .timeSensitive, .critical])
        #expect(InterruptionLevel.critical.requiredEntitlement == .criticalAlerts)
        #expect(InterruptionLevel.timeSensitive.requiredEntitlement == .timeSensitive)
        #expect(InterruptionLevel.active.requiredEntitlement == nil)
        #expect(!InterruptionLevel.timeSensitive.allowsMarketing && InterruptionLevel.active.allowsMarketing)
    }
}

@Suite struct AppClipRoutingTests {
    @Test("the dispatcher hands handlers the matched experience and the path after it")
    func dispatcherRoutesTargetContentID() async throws {
        let seen = LockedValue<[ExperienceMatch?]>([])
        let harness = try DispatchHarness(registry: PayloadFixtures.loaded.registry) { builder in
            builder.app = PayloadFixtures.loaded.app
            builder.on("ORDER_STATUS", "TRACK_ORDER") { response, completion in
                seen.withLock { $0.append(response.experienceMatch) }
                completion(.handled)
            }
        }
        for target in [
            "https://appclip.example.com/restaurants/restaurant_a/order/1234",
            "https://appclip.example.com/restaurants/restaurant_b/order/9",
            "https://example.org/elsewhere", "not a url", nil,
        ] {
            let outcome = await harness.dispatch(
                ActionResponse(
                    category: "ORDER_STATUS", action: "TRACK_ORDER", notificationIdentifier: "n",
                    targetContentIdentifier: target))
            #expect(outcome.isCompleted)
        }
        let matches = seen.withLock { $0 }
        guard matches.count == 5, case .matched(let indexA, let experienceA, let pathA) = matches[0],
            case .matched(_, let experienceB, let pathB) = matches[1]
        else {
            Issue.record("unexpected matches \(matches)")
            return
        }
        #expect(
            indexA == 1 && experienceA.pathComponents == ["restaurants", "restaurant_a"] && pathA == ["order", "1234"])
        #expect(experienceB.pathComponents == ["restaurants"] && pathB == ["restaurant_b", "order", "9"])
        #expect(matches[2] == .noMatch)
        if case .invalidURL = matches[3] {
        } else {
            Issue.record("expected invalidURL, got \(String(describing: matches[3]))")
        }
        #expect(matches[4] == nil)
    }

    /// The rows of README's routing table: URL, experience (`nil`: no match), remaining path.
    static let readmeRoutes: [(String, String?, [String])] = [
        (
            "https://orders.example.com/restaurants/restaurant_a/order/1234?utm_source=push",
            "https://orders.example.com/restaurants/restaurant_a", ["order", "1234"]
        ),
        (
            "https://Orders.Example.com/restaurants/restaurant_c/menu", "https://orders.example.com/restaurants",
            ["restaurant_c", "menu"]
        ),
        (
            "https://orders.example.com/restaurants/restaurant_ab", "https://orders.example.com/restaurants",
            ["restaurant_ab"]
        ),
        ("https://orders.example.com/menus/7", nil, []),
    ]

    @Test("README's routing table holds for Categories/app.yaml", arguments: readmeRoutes)
    func readmeRouting(url: String, experience: String?, path: [String]) async throws {
        let result = try await CategoryLoader().load(
            paths: [Fixtures.packageRoot.appendingPathComponent("Categories").path])
        switch result.app.route(url) {
        case .matched(_, let matched, let rest):
            #expect(matched.description == experience)
            #expect(rest == path)
        case .noMatch:
            #expect(experience == nil)
        case .invalidURL(let reason):
            Issue.record("\(url) is valid, yet: \(reason)")
        }
    }

    @Test(
        "README's faulty URLs are invalid, with a reason",
        arguments: ["http://orders.example.com/restaurants", "orders/1234", "https://"])
    func readmeFaultyURLs(url: String) {
        guard case .invalidURL(let reason) = AppDeclaration.none.route(url) else {
            Issue.record("\(url) should be an invalid URL")
            return
        }
        #expect(!reason.description.isEmpty)
    }
}
