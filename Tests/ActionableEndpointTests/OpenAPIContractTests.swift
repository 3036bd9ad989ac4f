#if HTTP && Vapor
    import ActionableEndpointHarness
    import ActionableTesting
    import Crypto
    import Foundation
    import HTTPTypes
    import NIOCore
    import Testing

    @testable import ActionableRuntime

    /// The endpoint against its OpenAPI document (`ActionResponseEndpoint.openAPIDocument`, served at `GET
    /// /openapi.json`): real requests through the real endpoint, each answer checked against what the document says of
    /// its status, so the two cannot drift apart in either direction.
    @Suite struct OpenAPIContractTests {
        static let path = ActionResponseEndpoint.path

        // Protects the frame: OpenAPI 3.1, title and version, one path per route with its operation id, open GETs.
        @Test("the document is OpenAPI 3.1 and its paths are the endpoint's routes")
        func documentShape() throws {
            let document = try OpenAPIDocument.load()
            let root = document.root
            #expect(root["openapi"] == "3.1.0")
            #expect(root["info"]?["title"] == "Actionable action-response endpoint")
            #expect(root["info"]?["version"] == "1")
            #expect(root["info"]?["description"]?.stringValue?.isEmpty == false)
            #expect(root["servers"] == .array([.object(["url": "/"])]))
            let paths = root["paths"]?.objectValue ?? [:]
            let operations: [(method: String, path: String, id: String)] = [
                ("post", ActionResponseEndpoint.path, "deliverActionResponse"),
                ("options", ActionResponseEndpoint.path, "preflightActionResponse"),
                ("get", ActionResponseEndpoint.healthPath, "health"),
                ("get", ActionResponseEndpoint.readinessPath, "readiness"),
                ("get", ActionResponseEndpoint.openAPIPath, "openAPIDocument"),
            ]
            #expect(Set(paths.keys) == Set(operations.map(\.path)))
            for (method, path, id) in operations {
                let methods = Set(operations.filter { $0.path == path }.map(\.method))
                #expect(Set(paths[path]?.objectValue?.keys.map { $0 } ?? []) == methods, "\(path)")
                let operation = try document.operation(method, path)
                #expect(operation["operationId"] == .string(id))
                // The delivery takes the document's security; the GETs and the CORS preflight none.
                let security: JSON? = method == "post" ? nil : .array([])
                #expect(operation["security"] == security, "\(method) \(path)")
            }
            let served = try document.response("get", ActionResponseEndpoint.openAPIPath, status: 200)
            #expect(served["content"]?.objectValue?.keys.map { $0 } == ["application/json"])
        }

        // Protects the document against itself: every $ref resolves, no schema keyword goes unchecked, examples fit.
        @Test("every reference resolves, every schema is checkable, every example fits its schema")
        func referencesSchemasAndExamples() throws {
            let document = try OpenAPIDocument.load()
            var problems: [String] = []
            var examples = 0
            try JSON.walk(document.root, at: "#") { node, location in
                guard let members = node.objectValue else { return }
                if let reference = members["$ref"] {
                    do {
                        _ = try document.target(of: reference.stringValue ?? "")
                    } catch {
                        problems.append("\(location): \(error)")
                    }
                }
                if let schema = members["schema"] {
                    problems += document.uncheckedKeywords(schema, at: "\(location)/schema")
                    if let example = members["example"] {
                        problems += try document.errors(example, against: schema).map { "\(location)/example \($0)" }
                        examples += 1
                    }
                } else if let list = members["examples"]?.arrayValue {
                    // A schema's own examples.
                    for example in list {
                        problems += try document.errors(example, against: node).map { "\(location)/examples \($0)" }
                        examples += 1
                    }
                }
            }
            for (name, schema) in document.root["components"]?["schemas"]?.objectValue ?? [:] {
                problems += document.uncheckedKeywords(schema, at: "#/components/schemas/\(name)")
            }
            #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
            #expect(examples > 10)
        }

        // Protects the validator the other tests rely on: it refuses, names the JSON path, and throws on unknown
        // keywords.
        @Test("the validator refuses what breaks a schema and names the JSON path")
        func validatorRefuses() throws {
            let document = try OpenAPIDocument.load()
            let error: JSON = .object(["$ref": "#/components/schemas/Error"])
            let outcome: JSON = .object(["$ref": "#/components/schemas/Outcome"])
            let identifiers: [String: JSON] = [
                "action": "A", "category": "C", "notification-id": "N", "outcome": "failed",
            ]
            var misnamed = identifiers
            misnamed["notification-id"] = .number(1)
            let withMessage: JSON = .object(["allOf": .array([outcome, .object(["required": .array(["message"])])])])
            let cases: [(schema: JSON, instance: JSON, path: String)] = [
                (error, .object(["error": "nope", "message": "m"]), "$.error"),
                (error, .object(["error": .number(1), "message": "m"]), "$.error"),
                (error, .object(["error": "unavailable"]), "$.message"),
                (error, .object(["error": "unavailable", "message": "m", "extra": .null]), "$.extra"),
                (error, .array([]), "$"),
                (outcome, .object(misnamed), #"$["notification-id"]"#),
                (withMessage, .object(identifiers), "$.message"),
                (.object(["type": "array", "items": .object(["type": "string"])]), .array(["a", .number(2)]), "$[1]"),
                (.object(["type": "string", "pattern": "^[0-9]{1,18}$"]), "1.5", "$"),
                (.object(["type": "string", "maxLength": .number(3)]), "abcd", "$"),
                (.object(["type": "integer", "minimum": .number(1)]), .number(0), "$"),
                (.object(["type": "integer"]), .number(1.5), "$"),
                (.object(["type": .array(["string", "null"])]), .bool(false), "$"),
                (.object(["const": "true"]), .bool(true), "$"),
            ]
            for (schema, instance, path) in cases {
                let errors = try document.errors(instance, against: schema)
                #expect(errors.contains { $0.hasPrefix(path + ":") }, "\(instance) against \(schema): \(errors)")
            }
            #expect(try document.errors(.object(identifiers), against: outcome).isEmpty)
            #expect(throws: ContractError.self) {
                try document.errors(.null, against: .object(["unevaluatedProperties": .bool(false)]))
            }
        }

        // MARK: - POST /v1/action-responses

        // Protects each status's contract: its body schema, its required headers, no undocumented header, replay
        // marking.
        @Test(
            "each scenario's answer is what the document says of its status", arguments: Adapter.allCases, Scenario.all)
        func answerMatchesTheDocument(adapter: Adapter, scenario: Scenario) async throws {
            let document = try OpenAPIDocument.load()
            let answer = try await scenario.run(adapter)
            #expect(answer.status == scenario.status, "\(answer.text)")
            let problems = try document.problems(with: answer, "post", Self.path)
            #expect(problems.isEmpty, "\(problems.joined(separator: "; ")) in \(answer.text)")
            #expect(answer.headers[Scenario.replayedField] == (scenario.replayed ? "true" : nil))
        }

        // Protects the status list: the endpoint gives every status (and `error`) the document lists for POST, no
        // other.
        @Test(
            "the scenarios produce exactly the statuses and errors the document lists for a delivery",
            arguments: Adapter.allCases)
        func statusesMatchTheDocument(adapter: Adapter) async throws {
            let document = try OpenAPIDocument.load()
            var statuses: Set<Int> = []
            var errors: Set<String> = []
            for scenario in Scenario.all {
                let answer = try await scenario.run(adapter)
                statuses.insert(Int(answer.status.code))
                if let error = try JSON(parsing: answer.body.readableBytesView)["error"]?.stringValue {
                    errors.insert(error)
                }
            }
            let responses = try document.responses("post", Self.path)
            #expect(statuses == Set(responses.keys))
            // `unreadable-body` is a body stream that fails mid-read: every client here sends the whole body.
            let documented = try document.target(of: "#/components/schemas/Error/properties/error/enum")
            #expect(errors.union(["unreadable-body"]) == Set(documented.arrayValue?.compactMap(\.stringValue) ?? []))
            let replayable = responses.filter { $0.value["headers"]?[Scenario.replayedName] != nil }
            #expect(Set(Scenario.all.filter(\.replayed).map { Int($0.status.code) }) == Set(replayable.keys))
        }

        // Protects the outcome statuses (abandoned too): each outcome's answer fits its status; outcome statuses
        // replay.
        @Test("every dispatch outcome is answered with a status and body the document gives it")
        func everyOutcomeIsDocumented() throws {
            let document = try OpenAPIDocument.load()
            let response = ActionResponse(category: "INVITE", action: "ACCEPT", notificationIdentifier: "n-1")
            var statuses: Set<Int> = []
            for kind in DispatchOutcome.Kind.allCases {
                for outcome in Self.outcomes(of: kind) {
                    let (status, bytes) = ActionResponseEndpoint.answer(for: outcome, response: response)
                    let body = try JSON(parsing: bytes)
                    let schema = try document.bodySchema("post", Self.path, status: Int(status.code))
                    let problems = try document.errors(body, against: schema)
                    #expect(problems.isEmpty, "\(outcome): \(problems.joined(separator: "; "))")
                    #expect(body["outcome"] == .string(kind.rawValue))
                    statuses.insert(Int(status.code))
                }
            }
            let kinds = try document.target(of: "#/components/schemas/Outcome/properties/outcome/enum")
            #expect(
                Set(kinds.arrayValue?.compactMap(\.stringValue) ?? [])
                    == Set(DispatchOutcome.Kind.allCases.map(\.rawValue))
            )
            let responses = try document.responses("post", Self.path)
            let replayable = responses.filter { $0.value["headers"]?[Scenario.replayedName] != nil }
            #expect(Set(replayable.keys) == statuses, "the answers the store keeps are the ones replayed")
        }

        /// Examples of each outcome kind; the switch has no default, so a new kind does not compile until it has some.
        static func outcomes(of kind: DispatchOutcome.Kind) -> [DispatchOutcome] {
            switch kind {
            case .completed:
                [
                    .completed(.handled),
                    .completed(HandlerResult(message: "done", data: .object(["run": .number(1)]))),
                    .completed(HandlerResult(data: .null)),
                ]
            case .timedOut: [.timedOut(after: .seconds(10))]
            case .abandoned: [.abandoned]
            case .failed: [.failed(TestFailure(reason: "database password is hunter2"))]
            case .unroutable:
                [
                    .unroutable(.unknownCategory("INVITES", suggestion: "INVITE")),
                    .unroutable(.unknownAction(category: "INVITE", action: "ACCEPTED", suggestion: nil)),
                    .unroutable(.noHandler(category: "INVITE", action: "ACCEPT")),
                ]
            case .rejected:
                [
                    .rejected(.unexpectedText(category: "INVITE", action: "ACCEPT")),
                    .rejected(.missingText(category: "INVITE", action: "REPLY")),
                    .rejected(.dismissNotEnabled(category: "INVITE")),
                ]
            case .retired:
                [
                    .retired(
                        RetiredResponse(category: "INVITE", action: "MAYBE", retired: "2026-03-01", replacement: nil)),
                    .retired(
                        RetiredResponse(category: "OLD_INVITE", action: nil, retired: "2026-03-01", replacement: nil)),
                ]
            }
        }

        // Protects the header parameters: the endpoint's names and limit, schemas that accept exactly what it accepts.
        @Test(
            "the header parameters are the endpoint's, and their schemas accept what the endpoint accepts",
            arguments: Adapter.allCases)
        func headerParameters(adapter: Adapter) async throws {
            let document = try OpenAPIDocument.load()
            let listed = try document.operation("post", Self.path)["parameters"]?.arrayValue ?? []
            let parameters = try listed.map { try document.resolved($0) }
            let names = parameters.compactMap { $0["name"]?.stringValue }
            #expect(names.count == parameters.count)
            let endpointNames = [
                ActionResponseEndpoint.idempotencyHeader, ActionResponseEndpoint.timeRemainingHeader,
                ActionResponseEndpoint.requestIDHeader, "Origin",
            ]
            #expect(Set(names) == Set(endpointNames))
            for parameter in parameters {
                #expect(parameter["in"] == "header", "\(parameter)")
                #expect(parameter["required"] != .bool(true), "\(parameter)")
            }
            let key = parameters.first { $0["name"] == .string(ActionResponseEndpoint.idempotencyHeader) }
            #expect(key?["schema"]?["maxLength"] == .number(Double(ActionResponseEndpoint.maxIdempotencyKeyLength)))

            // ASCII values only: `maxLength` counts characters, the endpoint bytes (the document says so in words).
            let candidates: [String: [String]] = [
                ActionResponseEndpoint.idempotencyHeader: [
                    "order-42", "", String(repeating: "k", count: 255), String(repeating: "k", count: 256),
                ],
                ActionResponseEndpoint.timeRemainingHeader: [
                    "0", "3000", String(repeating: "9", count: 18), String(repeating: "9", count: 19), "", "soon", "-5",
                    "+5", "1.5", "1e3", "0x10",
                ],
                ActionResponseEndpoint.requestIDHeader: ["req-1", "", String(repeating: "r", count: 1_000)],
                "Origin": ["https://app.example.com", "null", "", "*", "https://evil.example"],
            ]
            #expect(Set(candidates.keys) == Set(names), "every documented header has values to try")
            var endpoint = try TestService().endpoint
            endpoint.allowedOrigins = [try WebOrigin("https://app.example.com")]
            try await adapter.test(endpoint) { client in
                var delivery = 0
                for parameter in parameters {
                    let name = parameter["name"]?.stringValue ?? ""
                    let field = try #require(HTTPField.Name(name))
                    let schema = try #require(parameter["schema"])
                    for value in candidates[name] ?? [] {
                        delivery += 1
                        let body = TestService.body(id: "n-header-\(delivery)")
                        var headers = TestService.signed(body)
                        headers[field] = value
                        let answer = try await client.postJSON(body, headers: headers)
                        let documented = try document.errors(.string(value), against: schema).isEmpty
                        #expect(
                            (answer.status != .badRequest) == documented,
                            "\(name): '\(value.prefix(24))' (\(value.utf8.count) bytes) is answered \(answer.status.code)"
                        )
                    }
                }
            }
        }

        // Protects authentication: scheme names, signed string, replay window; a request signed as documented is
        // accepted.
        @Test(
            "a request authenticated as the security schemes say is accepted, and the window is as documented",
            arguments: Adapter.allCases)
        func securitySchemes(adapter: Adapter) async throws {
            let document = try OpenAPIDocument.load()
            #expect(
                document.root["security"] == .array([.object(["bearer": .array([])]), .object(["hmac": .array([])])]))
            let schemes = document.root["components"]?["securitySchemes"]
            let bearer = try #require(schemes?["bearer"])
            #expect(bearer["type"] == "http")
            #expect(bearer["scheme"] == "bearer")
            let hmac = try #require(schemes?["hmac"])
            #expect(hmac["type"] == "apiKey")
            #expect(hmac["in"] == "header")
            #expect(hmac["name"] == .string(RequestSigner.signatureHeader))
            let timestampHeader = try #require(hmac["x-timestamp-header"]?.stringValue)
            #expect(timestampHeader == RequestSigner.timestampHeader)
            let window = try #require(hmac["x-replay-window-seconds"]?.numberValue.map { Int($0) })
            #expect(window == Int(try HMACAuthenticator(secret: TestService.secret).replayWindow.components.seconds))
            let template = try #require(hmac["x-signed-string"]?.stringValue)
            let description = hmac["description"]?.stringValue ?? ""
            let prefix = try #require(hmac["x-signature-prefix"]?.stringValue)
            #expect(prefix == "v2=")
            for fact in [
                timestampHeader, RequestSigner.signatureHeader, "\(window) seconds", "v2=", "at least 32 bytes",
            ] {
                #expect(description.contains(fact), "the description says \(fact)")
            }
            let parts = template.components(separatedBy: "<body>")
            try #require(parts.count == 2, "the signed string has one <body>")

            // The signature header value the document describes (its `\n` are newlines), computed here with
            // swift-crypto, not RequestSigner.
            @Sendable func signature(_ body: [UInt8], at timestamp: Int, key: String?) -> String {
                func bytes(_ part: String) -> [UInt8] {
                    Array(
                        part.replacingOccurrences(of: "\\n", with: "\n")
                            .replacingOccurrences(of: "<timestamp>", with: "\(timestamp)")
                            .replacingOccurrences(of: "<METHOD>", with: "POST")
                            .replacingOccurrences(of: "<path>", with: ActionResponseEndpoint.path)
                            .replacingOccurrences(of: "<Idempotency-Key>", with: key ?? "").utf8)
                }
                let code = HMAC<SHA256>.authenticationCode(
                    for: bytes(parts[0]) + body + bytes(parts[1]), using: SymmetricKey(data: TestService.secret))
                let digits = Array("0123456789abcdef")
                return prefix + code.map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 0xF)])" }.joined()
            }
            let timestampName = try #require(HTTPField.Name(timestampHeader))
            let signatureName = try #require(HTTPField.Name(RequestSigner.signatureHeader))
            let service = try TestService()
            try await adapter.test(service.endpoint) { client in
                let offsets: [Int: HTTPResponse.Status] = [
                    0: .ok, -window: .ok, window: .ok, -window - 1: .unauthorized, window + 1: .unauthorized,
                ]
                for (offset, status) in offsets {
                    let body = TestService.body(id: "n-signed\(offset)")
                    let timestamp = TestService.now + offset
                    let key = offset == 0 ? "tap:signed" : nil
                    var headers: HTTPFields = [
                        timestampName: "\(timestamp)", signatureName: signature(body, at: timestamp, key: key),
                    ]
                    if let key { headers[HTTPField.Name(ActionResponseEndpoint.idempotencyHeader)!] = key }
                    let answer = try await client.postJSON(body, headers: headers)
                    #expect(answer.status == status, "signed \(offset) s from the server's clock: \(answer.text)")
                }
            }
            let bearerService = try TestService(authentication: .bearer(token: "s3cret-token"))
            try await adapter.test(bearerService.endpoint) { client in
                let tokens: [(String, HTTPResponse.Status)] = [
                    ("Bearer s3cret-token", .ok), ("bearer s3cret-token", .ok), ("Bearer s3cret", .unauthorized),
                ]
                for (index, (value, status)) in tokens.enumerated() {
                    let body = TestService.body(id: "n-bearer-\(index)")
                    let answer = try await client.postJSON(body, headers: [.authorization: value])
                    #expect(answer.status == status, "Authorization: \(value)")
                }
            }
        }

        // MARK: - The request body

        // Protects the body's examples: each member's first example, and the request's own example, fit and decode.
        @Test("a body made of the documented examples fits the schema and decodes")
        func examplesDecode() throws {
            let document = try OpenAPIDocument.load()
            let request = try DocumentedRequest(document)
            #expect(try document.errors(.object(request.sample), against: request.schema).isEmpty)
            let decoded = try ActionResponse(jsonBody: JSON.object(request.sample).bytes)
            #expect(JSON.string(decoded.categoryIdentifier) == request.sample["category"])
            #expect(JSON.string(decoded.actionIdentifier) == request.sample["action"])
            #expect(JSON.string(decoded.notificationIdentifier) == request.sample["notification-id"])
            let requestBody = try document.operation("post", Self.path)["requestBody"]
            #expect(requestBody?["required"] == .bool(true))
            let example = try #require(requestBody?["content"]?["application/json"]?["example"])
            _ = try ActionResponse(jsonBody: example.bytes)
        }

        // Protects `required`: without a required member the endpoint answers 400 naming it; without any other, it
        // decodes.
        @Test("required lists exactly the members the decoder requires", arguments: Adapter.allCases)
        func requiredMembers(adapter: Adapter) async throws {
            let request = try DocumentedRequest(try OpenAPIDocument.load())
            #expect(Set(request.required).isSubset(of: request.properties.keys))
            let service = try TestService(authenticator: NoAuthentication())
            try await adapter.test(service.endpoint) { client in
                for name in request.properties.keys.sorted() {
                    var members = request.sample
                    members[name] = nil
                    let body = JSON.object(members).bytes
                    if request.required.contains(name) {
                        let answer = try await client.postJSON(body)
                        #expect(answer.status == .badRequest, "without '\(name)'")
                        #expect(
                            try JSON(parsing: answer.body.readableBytesView)["message"]
                                == .string("missing field '\(name)'"))
                    } else {
                        do {
                            _ = try ActionResponse(jsonBody: body)
                        } catch {
                            Issue.record("without the optional '\(name)': \(error)")
                        }
                    }
                }
            }
        }

        // Protects the member names: the decoder reads each, the encoder writes no other, unknown ones as documented.
        @Test("the documented members are the ones the decoder reads; unknown members are as documented")
        func membersAreTheDecoders() throws {
            let document = try OpenAPIDocument.load()
            let request = try DocumentedRequest(document)
            let sorted = request.sample.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            // A member the decoder reads is refused when given twice; one it does not read is ignored however often.
            for (name, value) in sorted {
                do {
                    _ = try ActionResponse(jsonBody: JSON.bytes(of: sorted + [(name, value)]))
                    Issue.record("'\(name)' given twice decodes: the decoder does not read it")
                } catch {
                    #expect(error.message == "field '\(name)' appears more than once")
                }
            }
            let unknown = "x-not-a-documented-member"
            #expect(request.properties[unknown] == nil)
            let twice: [(String, JSON)] = [(unknown, "a"), (unknown, .number(1))]
            let decoded = (try? ActionResponse(jsonBody: JSON.bytes(of: sorted + twice))) != nil
            var members = request.sample
            members[unknown] = "a"
            let documented = try document.errors(.object(members), against: request.schema).isEmpty
            #expect(decoded == documented, "an unknown member: decoded \(decoded), documented \(documented)")

            // The service's own encoder. WireFormatTests holds the app's encoder (ActionableApp, which this target does
            // not link) to the same names, so the app sends only documented members too.
            let full = ActionResponse(
                category: "C", action: "A", notificationIdentifier: "N", userText: "t", targetContentIdentifier: "u",
                userInfo: ["k": .string("v")])
            let encoded = try JSON(parsing: JSONEncoder().encode(full))
            #expect(Set(encoded.objectValue?.keys.map { $0 } ?? []) == Set(request.properties.keys))
        }

        // Protects each member's `type`: the schema accepts exactly the JSON values the decoder accepts for that
        // member.
        @Test("each member's documented type accepts exactly what the decoder accepts")
        func memberTypesAreTheDecoders() throws {
            let document = try OpenAPIDocument.load()
            let request = try DocumentedRequest(document)
            for name in request.properties.keys.sorted() {
                // The member's own example when it is a string: `received-at` takes a date, not any string.
                let text: JSON = request.sample[name]?.stringValue.map { JSON.string($0) } ?? "text"
                let candidates: [JSON] = [.null, .bool(true), .number(3), text, .object([:]), .array([])]
                for candidate in candidates {
                    var members = request.sample
                    members[name] = candidate
                    let documented = try document.errors(.object(members), against: request.schema).isEmpty
                    let decoded = (try? ActionResponse(jsonBody: JSON.object(members).bytes)) != nil
                    #expect(
                        documented == decoded, "'\(name)': \(candidate): documented \(documented), decoded \(decoded)")
                }
            }
        }

        // MARK: - GET /health and GET /ready

        // Protects liveness and readiness: answers fit the document up and down, and each lists exactly what it gives.
        @Test("GET /health and GET /ready answer as documented, up and down", arguments: Adapter.allCases)
        func healthAndReadiness(adapter: Adapter) async throws {
            let document = try OpenAPIDocument.load()
            let service = try TestService()
            var storeDown = service.endpoint
            storeDown.idempotency = FailingStore(
                failClaim: true, failFinish: false, inner: InMemoryIdempotencyStore(clock: service.clock),
                notReady: true)
            var authenticationDown = service.endpoint
            authenticationDown.authenticator = UnreadyAuthenticator()
            let health = ActionResponseEndpoint.healthPath
            let ready = ActionResponseEndpoint.readinessPath
            let cases: [(endpoint: ActionResponseEndpoint, path: String, status: HTTPResponse.Status)] = [
                (service.endpoint, health, .ok), (storeDown, health, .ok), (service.endpoint, ready, .ok),
                (storeDown, ready, .serviceUnavailable), (authenticationDown, ready, .serviceUnavailable),
            ]
            var produced: [String: Set<Int>] = [:]
            for (endpoint, path, status) in cases {
                let answer = try await adapter.test(endpoint) { client in
                    try await client.execute(uri: path, method: .get)
                }
                #expect(answer.status == status, "GET \(path): \(answer.text)")
                let problems = try document.problems(with: answer, "get", path)
                #expect(problems.isEmpty, "GET \(path): \(problems.joined(separator: "; "))")
                produced[path, default: []].insert(Int(answer.status.code))
            }
            for path in [health, ready] {
                #expect(produced[path] == Set(try document.responses("get", path).keys), "GET \(path)")
            }
        }
    }

    // MARK: - CORS

    extension OpenAPIContractTests {
        static let page = "https://app.example.com"

        /// The test service's endpoint allowing ``page``.
        static func crossOriginEndpoint() throws -> ActionResponseEndpoint {
            var endpoint = try TestService().endpoint
            endpoint.allowedOrigins = [try WebOrigin(page)]
            return endpoint
        }

        // Protects the preflight's contract: each answer fits its status, and the statuses are exactly the documented
        // ones.
        @Test(
            "OPTIONS answers the preflight as documented: 204, 403 for each reason, 405 when it is none",
            arguments: Adapter.allCases)
        func preflightAnswers(adapter: Adapter) async throws {
            let document = try OpenAPIDocument.load()
            let cases: [(HTTPFields, Bool, HTTPResponse.Status)] = [
                ([.origin: Self.page, .accessControlRequestMethod: "POST"], true, .noContent),
                (
                    [
                        .origin: Self.page, .accessControlRequestMethod: "POST",
                        .accessControlRequestHeaders: "authorization, content-type, idempotency-key",
                    ], true, .noContent
                ),
                ([.origin: "https://evil.example", .accessControlRequestMethod: "POST"], true, .forbidden),
                ([.origin: Self.page, .accessControlRequestMethod: "PUT"], true, .forbidden),
                (
                    [.origin: Self.page, .accessControlRequestMethod: "POST", .accessControlRequestHeaders: "cookie"],
                    true,
                    .forbidden
                ),
                ([.origin: Self.page], true, .methodNotAllowed),
                ([.accessControlRequestMethod: "POST"], true, .methodNotAllowed),
                ([.origin: Self.page, .accessControlRequestMethod: "POST"], false, .methodNotAllowed),
            ]
            var produced: Set<Int> = []
            var errors: Set<String> = []
            for (headers, allowing, status) in cases {
                let endpoint = allowing ? try Self.crossOriginEndpoint() : try TestService().endpoint
                let answer = try await adapter.test(endpoint) { client in
                    try await client.execute(uri: Self.path, method: .options, headers: headers)
                }
                #expect(answer.status == status, "\(headers): \(answer.text)")
                let problems = try document.problems(with: answer, "options", Self.path)
                #expect(problems.isEmpty, "\(headers): \(problems.joined(separator: "; "))")
                produced.insert(Int(answer.status.code))
                if let error = answer.body.readableBytes > 0
                    ? try JSON(parsing: answer.body.readableBytesView)["error"]?.stringValue : nil
                {
                    errors.insert(error)
                }
            }
            #expect(produced == Set(try document.responses("options", Self.path).keys))
            let documented = try document.target(of: "#/components/schemas/CrossOriginError/properties/error/enum")
            #expect(errors == Set(documented.arrayValue?.compactMap(\.stringValue) ?? []))
        }

        // Protects the CORS headers of a delivery's answers: documented for each status an allowed origin gets.
        @Test(
            "an allowed origin's delivery answers carry only documented headers", arguments: Adapter.allCases,
            [false, true])
        func crossOriginDeliveries(adapter: Adapter, signed: Bool) async throws {
            let document = try OpenAPIDocument.load()
            let endpoint = try Self.crossOriginEndpoint()
            let bodies = [
                TestService.body(id: "n-cors"), TestService.body(category: "INVITES", id: "n-cors"),
                Array("{not json".utf8),
            ]
            try await adapter.test(endpoint) { client in
                for body in bodies {
                    var headers = signed ? TestService.signed(body) : HTTPFields()
                    headers[.origin] = Self.page
                    let answer = try await client.postJSON(body, headers: headers)
                    #expect(answer.headers[.accessControlAllowOrigin] == Self.page)
                    let problems = try document.problems(with: answer, "post", Self.path)
                    #expect(problems.isEmpty, "\(answer.status): \(problems.joined(separator: "; "))")
                }
            }
        }
    }

    // MARK: - Scenarios

    extension OpenAPIContractTests {
        /// A request (or a few) through the real endpoint, and the status its last answer must have.
        struct Scenario: Sendable, CustomTestStringConvertible {
            let name: String
            let status: HTTPResponse.Status
            /// Whether the last answer is an earlier delivery's, replayed.
            let replayed: Bool
            /// Sends the requests on an adapter; the last answer.
            let run: @Sendable (Adapter) async throws -> TestAnswer

            init(
                _ name: String, _ status: HTTPResponse.Status, replayed: Bool = false,
                _ run: @escaping @Sendable (Adapter) async throws -> TestAnswer
            ) {
                self.name = name
                self.status = status
                self.replayed = replayed
                self.run = run
            }

            var testDescription: String { name }

            static let idempotencyKey = HTTPField.Name(ActionResponseEndpoint.idempotencyHeader)!
            static let timeRemaining = HTTPField.Name(ActionResponseEndpoint.timeRemainingHeader)!
            static let replayedName = ActionResponseEndpoint.replayedHeader
            static let replayedField = HTTPField.Name(ActionResponseEndpoint.replayedHeader)!

            /// Sends `body` `times` times to a fresh application of `adapter` with `endpoint`, signed with the test
            /// secret unless `signed` is false, `headers` on top; the last answer.
            static func deliver(
                _ adapter: Adapter, _ body: [UInt8], to endpoint: ActionResponseEndpoint, headers: HTTPFields = [:],
                signed: Bool = true,
                times: Int = 1
            ) async throws -> TestAnswer {
                var fields = signed ? TestService.signed(body) : HTTPFields()
                for field in headers { fields[field.name] = field.value }
                let request = fields
                return try await adapter.test(endpoint) { client in
                    for _ in 1..<times { _ = try await client.postJSON(body, headers: request) }
                    return try await client.postJSON(body, headers: request)
                }
            }

            /// Delivers an ACCEPT of each notification id in turn, with its `Idempotency-Key` when given; the last
            /// answer.
            static func sequence(
                _ adapter: Adapter, to endpoint: ActionResponseEndpoint, _ deliveries: [(String, String?)]
            ) async throws -> TestAnswer {
                try await adapter.test(endpoint) { client in
                    var last: TestAnswer?
                    for (id, key) in deliveries {
                        let body = TestService.body(id: id)
                        last = try await client.postJSON(body, headers: TestService.signed(body, key: key))
                    }
                    return try #require(last)
                }
            }

            /// Sends a head and part of its body over a real socket and lets the endpoint's read timeout pass on its
            /// manual clock: the 408, as it came off the wire.
            static func slowBody(_ adapter: Adapter) async throws -> TestAnswer {
                let service = try TestService()
                var endpoint = service.endpoint
                endpoint.readTimeout = .seconds(10)
                return try await adapter.test(endpoint, .live) { client in
                    let connection = try RawConnection(port: try #require(client.port))
                    let body = TestService.body(id: "n-408")
                    var head = "POST \(ActionResponseEndpoint.path) HTTP/1.1\r\nHost: localhost\r\n"
                    head += "Content-Length: \(body.count)\r\n"
                    for field in TestService.signed(body) { head += "\(field.name.rawName): \(field.value)\r\n" }
                    try connection.send(Array((head + "\r\n").utf8) + body.prefix(5))
                    await service.clock.sleepers(atLeast: 1)  // the read's time limit: the head is in, the body is not
                    service.clock.advance(by: .seconds(10))
                    return try TestAnswer(raw: await connection.readToEnd())
                }
            }

            /// Delivers a STUCK response `times` times: the first passes its 10 s deadline on the manual clock, the
            /// others get its answer.
            static func stuck(_ adapter: Adapter, times: Int) async throws -> TestAnswer {
                let service = try TestService()
                return try await adapter.test(service.endpoint) { client in
                    let body = TestService.body(action: "STUCK", id: "n-504")
                    let headers = TestService.signed(body)
                    async let timedOut = client.postJSON(body, headers: headers)
                    await service.clock.sleepers(atLeast: 2)  // the handler's wait and the dispatch deadline
                    service.clock.advance(by: .seconds(10))
                    var answer = try await timedOut
                    for _ in 1..<times { answer = try await client.postJSON(body, headers: headers) }
                    return answer
                }
            }

            /// A scenario or more per status the endpoint can give a delivery, and a replay of each outcome status.
            static let all: [Scenario] = [
                Scenario("200: the handler completed", .ok) { adapter in
                    try await Scenario.deliver(adapter, TestService.body(id: "n-200"), to: TestService().endpoint)
                },
                Scenario("200, replayed: the same delivery again gets the first answer", .ok, replayed: true) {
                    adapter in
                    try await Scenario.deliver(
                        adapter, TestService.body(id: "n-200"), to: TestService().endpoint, times: 2)
                },
                Scenario("400: the body is not JSON", .badRequest) { adapter in
                    try await Scenario.deliver(adapter, Array("{not json".utf8), to: TestService().endpoint)
                },
                Scenario("400: a required member is missing", .badRequest) { adapter in
                    let body = #"{"category":"INVITE","action":"ACCEPT"}"#
                    return try await Scenario.deliver(adapter, Array(body.utf8), to: TestService().endpoint)
                },
                Scenario("400: a member has the wrong type", .badRequest) { adapter in
                    let body = #"{"category":3,"action":"ACCEPT","notification-id":"n-400"}"#
                    return try await Scenario.deliver(adapter, Array(body.utf8), to: TestService().endpoint)
                },
                Scenario("400: a member is given twice", .badRequest) { adapter in
                    let body = #"{"category":"INVITE","category":"OTHER","action":"ACCEPT","notification-id":"n-400"}"#
                    return try await Scenario.deliver(adapter, Array(body.utf8), to: TestService().endpoint)
                },
                Scenario("400: an Idempotency-Key over 255 bytes", .badRequest) { adapter in
                    try await Scenario.deliver(
                        adapter,
                        TestService.body(id: "n-400"), to: TestService().endpoint,
                        headers: [Scenario.idempotencyKey: String(repeating: "k", count: 256)])
                },
                Scenario("400: an Actionable-Time-Remaining-Ms that is not whole milliseconds", .badRequest) {
                    adapter in
                    try await Scenario.deliver(
                        adapter,
                        TestService.body(id: "n-400"), to: TestService().endpoint,
                        headers: [Scenario.timeRemaining: "soon"])
                },
                Scenario("401: no signature", .unauthorized) { adapter in
                    try await Scenario.deliver(
                        adapter, TestService.body(id: "n-401"), to: TestService().endpoint, signed: false)
                },
                Scenario("401: a signature of another body (the body step)", .unauthorized) { adapter in
                    try await Scenario.deliver(
                        adapter,
                        TestService.body(id: "n-401"), to: TestService().endpoint,
                        headers: TestService.signed(Array("another body".utf8)), signed: false)
                },
                Scenario("401: a wrong bearer token", .unauthorized) { adapter in
                    try await Scenario.deliver(
                        adapter,
                        TestService.body(id: "n-401"),
                        to: TestService(authentication: .bearer(token: "s3cret-token")).endpoint,
                        headers: [.authorization: "Bearer not-the-token"], signed: false)
                },
                Scenario("409: a duplicate's wait (duplicateWait) ends while the first delivery runs", .conflict) {
                    adapter in
                    let service = try TestService()
                    var endpoint = service.endpoint
                    endpoint.duplicateWait = .seconds(2)
                    return try await adapter.test(endpoint) { client in
                        let body = TestService.body(action: "SLOW", id: "n-409")
                        let headers = TestService.signed(body)
                        async let first = client.postJSON(body, headers: headers)
                        await service.clock.sleepers(atLeast: 2)  // the first's handler (5 s) and its deadline (10 s)
                        async let second = client.postJSON(body, headers: headers)
                        await service.clock.sleepers(atLeast: 3)  // and the duplicate's wait
                        service.clock.advance(by: .seconds(2))
                        let conflict = try await second
                        service.clock.advance(by: .seconds(3))  // the first completes
                        _ = try await first
                        return conflict
                    }
                },
                Scenario("409: a duplicate of a delivery claimed elsewhere, with no time left to wait", .conflict) {
                    adapter in
                    let service = try TestService()
                    let store = InMemoryIdempotencyStore(lease: .seconds(60), clock: service.clock)
                    // Alive, elsewhere, and slow.
                    _ = try store.claim(delivery: TestService.body(id: "n-busy"), principal: Principal("hmac:default"))
                    var endpoint = service.endpoint
                    endpoint.idempotency = store
                    return try await Scenario.deliver(
                        adapter,
                        TestService.body(id: "n-busy"), to: endpoint, headers: [Scenario.timeRemaining: "200"])
                },
                Scenario("408: the body does not arrive within readTimeout", .requestTimeout) { adapter in
                    try await Scenario.slowBody(adapter)
                },
                Scenario("410: a retired action", .gone) { adapter in
                    try await Scenario.deliver(
                        adapter, TestService.body(action: "MAYBE", id: "n-410"), to: TestService().endpoint)
                },
                Scenario("410, replayed", .gone, replayed: true) { adapter in
                    try await Scenario.deliver(
                        adapter,
                        TestService.body(action: "MAYBE", id: "n-410"), to: TestService().endpoint, times: 2)
                },
                Scenario("413: a body over maxBodySize", .contentTooLarge) { adapter in
                    try await Scenario.deliver(
                        adapter,
                        [UInt8](repeating: UInt8(ascii: " "), count: 4096), to: TestService(maxBodySize: 1024).endpoint)
                },
                Scenario("422: an undeclared category (unroutable)", .unprocessableContent) { adapter in
                    try await Scenario.deliver(
                        adapter,
                        TestService.body(category: "INVITES", id: "n-422"), to: TestService().endpoint)
                },
                Scenario("422: a text-input action without text (rejected)", .unprocessableContent) { adapter in
                    try await Scenario.deliver(
                        adapter, TestService.body(action: "REPLY", id: "n-422"), to: TestService().endpoint)
                },
                Scenario("422, replayed", .unprocessableContent, replayed: true) { adapter in
                    try await Scenario.deliver(
                        adapter,
                        TestService.body(category: "INVITES", id: "n-422"), to: TestService().endpoint, times: 2)
                },
                Scenario("422: an Idempotency-Key reused with another body", .unprocessableContent) { adapter in
                    try await Scenario.sequence(
                        adapter, to: TestService().endpoint, [("n-first", "order-1"), ("n-second", "order-1")])
                },
                Scenario("429: the caller holds as many records as its quota", .tooManyRequests) { adapter in
                    let service = try TestService()
                    var endpoint = service.endpoint
                    endpoint.idempotency = InMemoryIdempotencyStore(principalQuota: 1, clock: service.clock)
                    return try await Scenario.sequence(adapter, to: endpoint, [("n-1", nil), ("n-2", nil)])
                },
                Scenario("500: the handler throws", .internalServerError) { adapter in
                    try await Scenario.deliver(
                        adapter,
                        TestService.body(action: "DECLINE", id: "n-500"), to: TestService().endpoint)
                },
                Scenario("500, replayed", .internalServerError, replayed: true) { adapter in
                    try await Scenario.deliver(
                        adapter,
                        TestService.body(action: "DECLINE", id: "n-500"), to: TestService().endpoint, times: 2)
                },
                Scenario("503: the idempotency store fails", .serviceUnavailable) { adapter in
                    let service = try TestService()
                    var endpoint = service.endpoint
                    endpoint.idempotency = FailingStore(
                        failClaim: true, failFinish: false, inner: InMemoryIdempotencyStore(clock: service.clock))
                    return try await Scenario.deliver(adapter, TestService.body(id: "n-503"), to: endpoint)
                },
                Scenario("503: the authenticator's backend fails", .serviceUnavailable) { adapter in
                    var endpoint = try TestService().endpoint
                    endpoint.authenticator = ScriptedAuthenticator(head: .unavailable, body: .pass)
                    return try await Scenario.deliver(
                        adapter, TestService.body(id: "n-503"), to: endpoint, signed: false)
                },
                Scenario("503: the idempotency store holds as many records as it may", .serviceUnavailable) { adapter in
                    let service = try TestService()
                    var endpoint = service.endpoint
                    endpoint.idempotency = InMemoryIdempotencyStore(capacity: 1, clock: service.clock)
                    return try await Scenario.sequence(adapter, to: endpoint, [("n-1", nil), ("n-2", nil)])
                },
                Scenario("504: the handler is past its deadline", .gatewayTimeout) { adapter in
                    try await Scenario.stuck(adapter, times: 1)
                },
                Scenario("504, replayed", .gatewayTimeout, replayed: true) { adapter in
                    try await Scenario.stuck(adapter, times: 2)
                },
            ]
        }

        /// The request body's schema as the document gives it, and a body made of the first example of each member.
        struct DocumentedRequest {
            let schema: JSON
            let properties: [String: JSON]
            let required: [String]
            let sample: [String: JSON]

            init(_ document: OpenAPIDocument) throws {
                let requestBody = try document.operation("post", ActionResponseEndpoint.path)["requestBody"]
                schema = try document.resolved(try #require(requestBody?["content"]?["application/json"]?["schema"]))
                properties = try #require(schema["properties"]?.objectValue)
                required = schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
                var sample: [String: JSON] = [:]
                for (name, property) in properties {
                    sample[name] = try #require(property["examples"]?.arrayValue?.first, "'\(name)' has an example")
                }
                self.sample = sample
            }
        }
    }

    extension TestAnswer {
        /// A response read off the wire: its status line, its header lines (less those a server adds by itself, which
        /// the in-memory transport's answers lack: `Date`, `Server`, Vapor's `Connection: keep-alive`; see
        /// `AdapterParityTests.isServersOwn`) and its body.
        init(raw: String) throws {
            let parts = raw.components(separatedBy: "\r\n\r\n")
            var lines = parts[0].components(separatedBy: "\r\n")
            let statusLine = lines.removeFirst().split(separator: " ")
            let code = try #require(
                statusLine.count >= 2 ? Int(statusLine[1]) : nil, "a status line: \(raw.prefix(80))")
            var headers = HTTPFields()
            for line in lines {
                guard let colon = line.firstIndex(of: ":"), let name = HTTPField.Name(String(line[..<colon])) else {
                    continue
                }
                let field = HTTPField(
                    name: name, value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
                if !AdapterParityTests.isServersOwn(field) { headers.append(field) }
            }
            self.init(
                status: HTTPResponse.Status(code: code), headers: headers,
                body: ByteBuffer(string: parts.dropFirst().joined(separator: "\r\n\r\n")))
        }
    }

    // MARK: - The document

    struct ContractError: Error, CustomStringConvertible {
        let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    /// The endpoint's OpenAPI document as the module embeds it, and what the tests ask of it.
    struct OpenAPIDocument: Sendable {
        let root: JSON

        static func load() throws -> OpenAPIDocument {
            OpenAPIDocument(root: try JSON(parsing: ActionResponseEndpoint.openAPIDocument))
        }

        /// What a reference into this document (`#/components/schemas/Outcome`) points at.
        func target(of reference: String) throws -> JSON {
            guard reference.hasPrefix("#/") else {
                throw ContractError("'\(reference)' is not a reference into the document")
            }
            var node = root
            for token in reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
                let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
                guard let next = node[key] else { throw ContractError("'\(reference)' points at nothing") }
                node = next
            }
            return node
        }

        /// `value`, or what its `$ref` points at (a response, header or parameter may be a reference).
        func resolved(_ value: JSON) throws -> JSON {
            guard let reference = value["$ref"]?.stringValue else { return value }
            return try resolved(target(of: reference))
        }

        func operation(_ method: String, _ path: String) throws -> JSON {
            guard let operation = root["paths"]?[path]?[method] else {
                throw ContractError("the document has no \(method.uppercased()) \(path)")
            }
            return operation
        }

        /// The responses of an operation by status.
        func responses(_ method: String, _ path: String) throws -> [Int: JSON] {
            var responses: [Int: JSON] = [:]
            for (code, response) in try operation(method, path)["responses"]?.objectValue ?? [:] {
                guard let status = Int(code) else {
                    throw ContractError("\(method.uppercased()) \(path) documents '\(code)', not a status")
                }
                responses[status] = try resolved(response)
            }
            return responses
        }

        func response(_ method: String, _ path: String, status: Int) throws -> JSON {
            guard let response = try responses(method, path)[status] else {
                throw ContractError("\(method.uppercased()) \(path) does not document \(status)")
            }
            return response
        }

        /// The schema of a status's JSON body.
        func bodySchema(_ method: String, _ path: String, status: Int) throws -> JSON {
            guard let schema = try response(method, path, status: status)["content"]?["application/json"]?["schema"]
            else {
                throw ContractError("\(method.uppercased()) \(path) documents no JSON body for \(status)")
            }
            return schema
        }

        /// Where `answer` breaks what the document says of its status: the status itself, the content type, the body's
        /// schema, a required header missing, a header's value, a header the document does not give that status. Empty
        /// when it agrees.
        func problems(with answer: TestAnswer, _ method: String, _ path: String) throws -> [String] {
            let status = Int(answer.status.code)
            guard let response = try responses(method, path)[status] else { return ["\(status) is not documented"] }
            var problems: [String] = []
            let content = response["content"]?.objectValue ?? [:]
            let contentType = answer.headers[.contentType] ?? ""
            if content.isEmpty, answer.headers[.contentType] == nil {
                // No content documented (204): none sent.
                if answer.body.readableBytes > 0 { problems.append("a body, where none is documented") }
            } else if let schema = content[contentType]?["schema"] {
                let body = try JSON(parsing: answer.body.readableBytesView)
                problems += try errors(body, against: schema).map { "body \($0)" }
            } else {
                problems.append("Content-Type '\(contentType)' is not one of \(content.keys.sorted())")
            }
            let headers = try (response["headers"]?.objectValue ?? [:]).mapValues { try resolved($0) }
            for (name, header) in headers.sorted(by: { $0.key < $1.key }) {
                guard let value = HTTPField.Name(name).flatMap({ answer.headers[$0] }) else {
                    if header["required"] == .bool(true) { problems.append("no \(name) header") }
                    continue
                }
                if let schema = header["schema"] {
                    problems += try errors(headerValue(value, schema: schema), against: schema).map { "\(name) \($0)" }
                }
            }
            let documented = Set(headers.keys.map { $0.lowercased() } + ["content-type", "content-length"])
            for field in answer.headers where !documented.contains(field.name.canonicalName) {
                problems.append("the \(field.name.rawName) header is not documented for \(status)")
            }
            return problems
        }

        /// A header's text as the JSON its schema describes: a number when the schema says `integer` and the text is
        /// digits, else a string.
        func headerValue(_ text: String, schema: JSON) throws -> JSON {
            let type = try resolved(schema)["type"]
            let types = type?.arrayValue?.compactMap(\.stringValue) ?? type?.stringValue.map { [$0] } ?? []
            let digits = !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
            if types.contains("integer"), digits, let number = Double(text) { return .number(number) }
            return .string(text)
        }

        // MARK: The validator

        /// Keywords that describe and do not constrain.
        static let annotations: Set<String> = [
            "title", "description", "examples", "example", "default", "format", "deprecated", "$comment",
        ]
        /// The keywords ``errors(_:against:at:)`` checks.
        static let checked: Set<String> = [
            "$ref", "type", "enum", "const", "properties", "additionalProperties", "required", "items", "allOf",
            "anyOf",
            "oneOf", "not", "minLength", "maxLength", "pattern", "minimum", "maximum",
        ]

        /// Where `instance` breaks `schema`, each as "<JSON path>: <what>"; empty when it passes. The part of JSON
        /// Schema 2020-12 the document uses; any other keyword throws, so a check the validator does not know cannot
        /// pass.
        func errors(_ instance: JSON, against schema: JSON, at path: String = "$") throws -> [String] {
            guard let keywords = schema.objectValue else {
                throw ContractError("\(path): the schema \(schema) is not an object")
            }
            var found: [String] = []
            for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) where !Self.annotations.contains(keyword) {
                switch keyword {
                case "$ref":
                    found += try errors(instance, against: target(of: value.stringValue ?? ""), at: path)
                case "type":
                    let types = value.arrayValue?.compactMap(\.stringValue) ?? value.stringValue.map { [$0] } ?? []
                    if !types.contains(where: { instance.isOf($0) }) {
                        found.append("\(path): \(instance.typeName), not \(types.joined(separator: " or "))")
                    }
                case "enum":
                    if !(value.arrayValue ?? []).contains(instance) {
                        found.append("\(path): \(instance) is not one of \(value)")
                    }
                case "const":
                    if instance != value { found.append("\(path): \(instance) is not \(value)") }
                case "properties":
                    guard let members = instance.objectValue else { continue }
                    for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                        guard let property = value[name] else { continue }
                        found += try errors(member, against: property, at: Self.member(name, of: path))
                    }
                case "additionalProperties":
                    guard let members = instance.objectValue else { continue }
                    let declared = keywords["properties"]?.objectValue ?? [:]
                    for (name, member) in members.sorted(by: { $0.key < $1.key }) where declared[name] == nil {
                        switch value {
                        case .bool(true): continue
                        case .bool(false): found.append("\(Self.member(name, of: path)): not a documented member")
                        default: found += try errors(member, against: value, at: Self.member(name, of: path))
                        }
                    }
                case "required":
                    guard let members = instance.objectValue else { continue }
                    for name in value.arrayValue?.compactMap(\.stringValue) ?? [] where members[name] == nil {
                        found.append("\(Self.member(name, of: path)): missing, and required")
                    }
                case "items":
                    guard let elements = instance.arrayValue else { continue }
                    for (index, element) in elements.enumerated() {
                        found += try errors(element, against: value, at: "\(path)[\(index)]")
                    }
                case "allOf":
                    for subschema in value.arrayValue ?? [] {
                        found += try errors(instance, against: subschema, at: path)
                    }
                case "anyOf", "oneOf":
                    let subschemas = value.arrayValue ?? []
                    let passing = try subschemas.filter { try errors(instance, against: $0, at: path).isEmpty }.count
                    if keyword == "anyOf" ? passing == 0 : passing != 1 {
                        found.append("\(path): \(passing) of the \(subschemas.count) schemas of \(keyword) pass")
                    }
                case "not":
                    if try errors(instance, against: value, at: path).isEmpty { found.append("\(path): matches 'not'") }
                case "minLength", "maxLength":
                    guard let text = instance.stringValue, let bound = value.numberValue else { continue }
                    let length = Double(text.unicodeScalars.count)  // JSON Schema counts code points
                    if keyword == "minLength" ? length < bound : length > bound {
                        found.append("\(path): \(Int(length)) characters, \(keyword) \(Int(bound))")
                    }
                case "pattern":
                    guard let text = instance.stringValue, let pattern = value.stringValue else { continue }
                    // Searched for, not matched whole: `^` and `$` anchor a JSON Schema pattern.
                    if try Regex(pattern).firstMatch(in: text) == nil {
                        found.append("\(path): \(instance) does not match \(pattern)")
                    }
                case "minimum", "maximum":
                    guard let number = instance.numberValue, let bound = value.numberValue else { continue }
                    if keyword == "minimum" ? number < bound : number > bound {
                        found.append("\(path): \(instance) is past the \(keyword) \(value)")
                    }
                default:
                    throw ContractError("\(path): the schema uses '\(keyword)', which the validator does not check")
                }
            }
            return found
        }

        /// The keywords of `schema` and its subschemas that ``errors(_:against:at:)`` does not know, found without an
        /// instance: a keyword in a branch no answer reaches fails too.
        func uncheckedKeywords(_ schema: JSON, at location: String) -> [String] {
            guard let keywords = schema.objectValue else { return ["\(location): \(schema) is not a schema"] }
            var found: [String] = []
            for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) {
                if !Self.checked.contains(keyword), !Self.annotations.contains(keyword) {
                    found.append("\(location): '\(keyword)' is not checked")
                }
                switch keyword {
                case "properties":
                    for (name, property) in value.objectValue ?? [:] {
                        found += uncheckedKeywords(property, at: "\(location)/properties/\(name)")
                    }
                case "items", "not":
                    found += uncheckedKeywords(value, at: "\(location)/\(keyword)")
                case "additionalProperties":
                    if value.objectValue != nil { found += uncheckedKeywords(value, at: "\(location)/\(keyword)") }
                case "allOf", "anyOf", "oneOf":
                    for (index, subschema) in (value.arrayValue ?? []).enumerated() {
                        found += uncheckedKeywords(subschema, at: "\(location)/\(keyword)/\(index)")
                    }
                default:
                    break
                }
            }
            return found
        }

        /// The JSON path of member `name` of the value at `path`: `$.message`, `$["notification-id"]`.
        static func member(_ name: String, of path: String) -> String {
            let letters = name.utf8.allSatisfy { byte in
                byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                    || (0x61...0x7A).contains(byte)
            }
            let plain = letters && !(name.utf8.first.map { (0x30...0x39).contains($0) } ?? true)
            return plain ? "\(path).\(name)" : "\(path)[\(JSON.quoted(name))]"
        }
    }

    // MARK: - JSON

    /// A JSON value, for the document and the answers alike, booleans told apart from numbers on every platform.
    indirect enum JSON: Equatable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSON])
        case object([String: JSON])

        init(stringLiteral value: String) {
            self = .string(value)
        }

        /// Parses `bytes` with `JSONSerialization`, as a client would.
        init(parsing bytes: some Sequence<UInt8>) throws {
            try self.init(foundation: JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed))
        }

        /// What `JSONSerialization` returns, as a value. A boolean is a `Bool` on Linux and a CFBoolean on Darwin, both
        /// of Objective-C type `c`; numbers are other `NSNumber`s.
        init(foundation value: Any) throws {
            switch value {
            case is NSNull: self = .null
            case let text as String: self = .string(text)
            case let flag as Bool where type(of: value) == Bool.self: self = .bool(flag)
            case let number as Int where type(of: value) == Int.self: self = .number(Double(number))
            case let number as Double where type(of: value) == Double.self: self = .number(number)
            case let number as NSNumber:
                let isBoolean = ["c", "B"].contains(String(cString: number.objCType))
                self = isBoolean ? .bool(number.boolValue) : .number(number.doubleValue)
            case let array as [Any]: self = .array(try array.map { try JSON(foundation: $0) })
            case let object as [String: Any]: self = .object(try object.mapValues { try JSON(foundation: $0) })
            default: throw ContractError("\(type(of: value)) is not JSON")
            }
        }

        subscript(key: String) -> JSON? {
            objectValue?[key]
        }

        var stringValue: String? {
            guard case .string(let text) = self else { return nil }
            return text
        }

        var numberValue: Double? {
            guard case .number(let number) = self else { return nil }
            return number
        }

        var arrayValue: [JSON]? {
            guard case .array(let elements) = self else { return nil }
            return elements
        }

        var objectValue: [String: JSON]? {
            guard case .object(let members) = self else { return nil }
            return members
        }

        /// Whether the value has the JSON Schema type `type`: an integral number is both `integer` and `number`.
        func isOf(_ type: String) -> Bool {
            switch (self, type) {
            case (.null, "null"), (.bool, "boolean"), (.number, "number"), (.string, "string"), (.array, "array"),
                (.object, "object"):
                true
            case (.number(let number), "integer"): number.isFinite && number.rounded(.towardZero) == number
            default: false
            }
        }

        var typeName: String {
            switch self {
            case .null: "null"
            case .bool: "a boolean"
            case .number: isOf("integer") ? "an integer" : "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }

        /// JSON text, members sorted.
        var description: String {
            switch self {
            case .null: "null"
            case .bool(let flag): flag ? "true" : "false"
            case .number(let number): isOf("integer") && abs(number) < 1e15 ? String(Int64(number)) : String(number)
            case .string(let text): Self.quoted(text)
            case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
            case .object(let members): Self.text(of: members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            }
        }

        /// The value as the bytes of a request body.
        var bytes: [UInt8] { Array(description.utf8) }

        /// An object's text with `members` in this order, repeated names included: what no dictionary can hold.
        static func text(of members: [(String, JSON)]) -> String {
            "{" + members.map { quoted($0.0) + ":" + $0.1.description }.joined(separator: ",") + "}"
        }

        static func bytes(of members: [(String, JSON)]) -> [UInt8] {
            Array(text(of: members).utf8)
        }

        static func quoted(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }

        /// Calls `visit` with every value in `node`, depth first, with its location as a JSON pointer. Examples are not
        /// entered: they are instances, not parts of the document.
        static func walk(_ node: JSON, at location: String, _ visit: (JSON, String) throws -> Void) rethrows {
            try visit(node, location)
            switch node {
            case .object(let members):
                for (key, value) in members.sorted(by: { $0.key < $1.key }) where key != "example" && key != "examples"
                {
                    let token = key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
                    try walk(value, at: "\(location)/\(token)", visit)
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() { try walk(element, at: "\(location)/\(index)", visit) }
            default:
                break
            }
        }
    }
#endif
