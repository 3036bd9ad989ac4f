import Actionable
import Foundation
import Testing

/// Issue 24, items 3, 4, 5 and 7: the push type must match the payload both ways (headers files name the real
/// one), Live Activity pushes, what `unknown-aps-key` says, Apple's legacy and Safari keys, alerts with nothing
/// to show.
@Suite struct PushTypeTests {
    let checker = PayloadFixtures.checker

    func codes(_ json: String, _ pushType: PushType = .alert, headers: String? = nil) -> [String] {
        let file = headers.map { PushHeadersFile(file: "push.headers", bytes: Array($0.utf8)) }
        return checker.check(Array(json.utf8), file: "push.json", pushType: pushType, headers: file).map {
            "\($0.location.file == "push.headers" ? "h" : "")\($0.location.line):\($0.location.column) \($0.code.rawValue)"
        }
    }

    // MARK: - Item 3: the push type must match, both ways

    @Test("a background update checked as an alert push is a mismatch, at its content-available")
    func backgroundAsAlert() throws {
        #expect(codes(#"{"aps":{"content-available":1}}"#) == ["1:9 push-type-mismatch"])
        let diagnostic = try #require(checker.check(json: #"{"aps":{"content-available":1}}"#).first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("'apns-push-type: background'"))
        // As what it is, it passes; with something visible it is an alert push (the conflict warning's case).
        #expect(codes(#"{"aps":{"content-available":1}}"#, .background) == [])
        #expect(codes(#"{"aps":{"content-available":1,"badge":1}}"#) == ["1:9 content-available-conflict"])
    }

    @Test("the headers file's apns-push-type is the push type the payload is checked as")
    func headersNameThePushType() {
        let background = #"{"aps":{"content-available":1}}"#
        #expect(codes(background, headers: "apns-push-type: background\napns-priority: 5\n") == [])
        #expect(codes(#"{"aps":{"alert":"Hi"}}"#, .background, headers: "apns-push-type: alert\n") == [])
        // Without apns-push-type the option applies, and the missing header is a warning.
        let missing = checker.check(
            Array(background.utf8), file: "push.json", pushType: .background,
            headers: PushHeadersFile(file: "push.headers", bytes: Array("apns-priority: 5\n".utf8)))
        #expect(missing.map(\.code) == [.invalidHeader])
        #expect(missing.first?.severity == .warning)
        #expect(missing.first?.message.contains("checked as background") == true)
    }

    @Test("a headers file's priority and topic must fit the push type")
    func headersFitThePushType() {
        let background = #"{"aps":{"content-available":1}}"#
        #expect(
            codes(background, headers: "apns-push-type: background\napns-priority: 10\n") == [
                "h2:16 push-type-mismatch"
            ])
        #expect(codes(background, headers: "apns-push-type: background\n") == ["h1:1 push-type-mismatch"])
        let live = #"{"aps":{"event":"end","timestamp":1767225600}}"#
        #expect(
            codes(live, headers: "apns-push-type: liveactivity\napns-topic: com.example.app\n") == [
                "h2:13 push-type-mismatch"
            ])
        #expect(
            codes(live, headers: "apns-push-type: liveactivity\napns-topic: com.example.app.push-type.liveactivity")
                == [])
        #expect(
            codes(#"{"aps":{"alert":"Hi"}}"#, headers: "apns-push-type: alert\napns-topic: com.example.app.voip\n") == [
                "h2:13 push-type-mismatch"
            ])
        #expect(codes(#"{"caller":"Ann"}"#, headers: "apns-push-type: voip\napns-topic: com.example.app.voip\n") == [])
    }

    @Test("a headers file is read line by line: comments, CRLF, pseudo-headers, any case; the rest is reported")
    func headersFileSyntax() {
        let alert = #"{"aps":{"alert":"Hi"}}"#
        #expect(
            codes(alert, headers: "# sent by the chat service\r\n\r\n:path: /3/device/abc\r\nAPNS-Push-Type: alert\r\n")
                == [])
        #expect(
            codes(alert, headers: "apns-push-type: alert\nthis is not a header\n  apns-priority = 10\n") == [
                "h2:1 invalid-header", "h3:3 invalid-header",
            ])
        #expect(
            codes(
                alert,
                headers:
                    "apns-push-type: alert\napns-priority: high\napns-collapse-id: \(String(repeating: "x", count: 65))\n"
            )
                == ["h2:16 invalid-header", "h3:19 invalid-header"])
        #expect(
            codes(alert, headers: "apns-push-type: alert\napns-id: 42\napns-expiration: soon\n") == [
                "h2:10 invalid-header", "h3:18 invalid-header",
            ])
        #expect(codes(alert, headers: "apns-push-type: alert\napns-push-type: voip\n") == ["h2:1 invalid-header"])
        #expect(codes(alert, headers: "apns-push-type: alert\napns-topc: com.example.app\n") == ["h2:1 invalid-header"])
        #expect(codes(alert, headers: "apns-push-type: widgets\n") == ["h1:17 invalid-header"])
        #expect(codes(alert, headers: "apns-push-type: banner\n") == ["h1:17 invalid-header"])
        let notText = checker.check(
            Array(alert.utf8), file: "push.json", headers: PushHeadersFile(file: "push.headers", bytes: [0xFF, 0x3A]))
        #expect(Set(notText.map(\.code)) == [.notUTF8, .invalidHeader])
    }

    @Test("a payload file's headers file is the one beside it, with the extension replaced")
    func headersFileBesideThePayload() throws {
        #expect(PushHeadersFile.path(forPayload: "Pushes/invite.json") == "Pushes/invite.headers")
        #expect(PushHeadersFile.path(forPayload: "Pushes/invite") == "Pushes/invite.headers")
        #expect(PushHeadersFile.path(forPayload: "a.b/.hidden") == "a.b/.hidden.headers")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("push-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let payload = directory.appendingPathComponent("sync.json").path
        try Data(#"{"aps":{"content-available":1}}"#.utf8).write(to: URL(fileURLWithPath: payload))
        #expect(try checker.check(file: payload).map(\.code) == [.pushTypeMismatch])
        try Data("apns-push-type: background\napns-priority: 5\n".utf8).write(
            to: directory.appendingPathComponent("sync.headers"))
        #expect(try checker.check(file: payload).isEmpty)
    }

    // MARK: - Item 4: Live Activities

    @Test("a Live Activity update goes as liveactivity; checked as alert or background it is a mismatch")
    func liveActivityPushType() {
        let update = #"{"aps":{"event":"update","timestamp":1767225600,"content-state":{"eta":5}}}"#
        #expect(codes(update, .liveactivity) == [])
        #expect(codes(update) == ["1:9 push-type-mismatch"])
        // Before, a background check demanded content-available of it.
        #expect(codes(update, .background) == ["1:9 push-type-mismatch"])
        #expect(codes(#"{"aps":{"alert":"Hi"}}"#, .liveactivity) == ["1:8 push-type-mismatch"])
        #expect(PushType.liveactivity.maxPayloadSize == 4096)
    }

    @Test("Live Activity events, timestamps, content-state, start-only keys and dates")
    func liveActivityRules() {
        let stamp = #""timestamp":1767225600"#
        #expect(
            codes(#"{"aps":{"event":"pause",\#(stamp),"content-state":{}}}"#, .liveactivity) == [
                "1:17 live-activity-payload"
            ])
        #expect(codes(#"{"aps":{\#(stamp),"content-state":{}}}"#, .liveactivity) == ["1:8 live-activity-payload"])
        #expect(
            codes(#"{"aps":{"event":"update","content-state":{}}}"#, .liveactivity) == ["1:8 live-activity-payload"])
        #expect(codes(#"{"aps":{"event":"update",\#(stamp)}}"#, .liveactivity) == ["1:8 live-activity-payload"])
        #expect(codes(#"{"aps":{"event":"end",\#(stamp)}}"#, .liveactivity) == [])
        // A push-to-start names its attributes; another event does not read them.
        let start = #"{"aps":{"event":"start",\#(stamp),"content-state":{},"attributes-type":"A","attributes":{}}}"#
        #expect(codes(start, .liveactivity) == [])
        let update = #"{"aps":{"event":"update",\#(stamp),"content-state":{},"attributes-type":"A","attributes":{}}}"#
        #expect(codes(update, .liveactivity) == ["1:68 live-activity-payload", "1:90 live-activity-payload"])
        #expect(
            codes(#"{"aps":{"event":"start",\#(stamp),"content-state":{}}}"#, .liveactivity) == [
                "1:8 live-activity-payload", "1:8 live-activity-payload",
            ])
        // Milliseconds, a stale date before the timestamp, a dismissal date on an update.
        #expect(
            codes(#"{"aps":{"event":"end","timestamp":1767225600123}}"#, .liveactivity) == [
                "1:35 live-activity-payload"
            ])
        let stale = #"{"aps":{"event":"update",\#(stamp),"content-state":{},"stale-date":1767225000}}"#
        let staleFindings = checker.check(json: stale, pushType: .liveactivity)
        #expect(staleFindings.map(\.code) == [.liveActivityPayload])
        #expect(staleFindings.first?.severity == .warning)
        let dismissal = #"{"aps":{"event":"update",\#(stamp),"content-state":{},"dismissal-date":1767229200}}"#
        #expect(checker.check(json: dismissal, pushType: .liveactivity).map(\.severity) == [.warning])
    }

    // MARK: - Item 5: what unknown-aps-key says; legacy and Safari keys

    @Test("unknown-aps-key says the system ignores the key, not that the app never sees it")
    func unknownAPSKeyWording() throws {
        let diagnostic = try #require(checker.check(json: #"{"aps":{"alert":"Hi","thread_id":"c"}}"#).first)
        #expect(diagnostic.code == .unknownAPSKey)
        #expect(diagnostic.message.contains("iOS does nothing with it (the app still finds it in userInfo)"))
        #expect(!diagnostic.message.contains("never sees it"))
    }

    @Test("Apple's legacy alert keys are deprecated, not unknown; Safari's url-args is a list of strings")
    func legacyAndSafariKeys() throws {
        for key in ["action-loc-key", "action"] {
            let found = checker.check(json: #"{"aps":{"alert":{"body":"Hi","\#(key)":"Open"}}}"#)
            #expect(found.map(\.code) == [.deprecatedOption], "\(key)")
            #expect(found.first?.message.contains("legacy") == true)
        }
        #expect(codes(#"{"aps":{"alert":{"title":"Flight","body":"Boarding"},"url-args":["A998"]}}"#) == [])
        let string = checker.check(json: #"{"aps":{"alert":"Boarding","url-args":"A998"}}"#)
        #expect(string.map(\.code) == [.typeMismatch])
        #expect(string.first?.message.contains(#"put it in a list: ["A998"]"#) == true)
        #expect(!(string.first?.message.contains("beside") ?? true))
        #expect(codes(#"{"aps":{"alert":"Boarding","url-args":["A998",7]}}"#) == ["1:47 type-mismatch"])
    }

    // MARK: - Item 7: an alert with nothing to show

    @Test("an alert with no text, an empty alert and an alert push with nothing visible are reported")
    func nothingToShow() {
        #expect(
            codes(#"{"aps":{"alert":{"summary-arg":"Ann","summary-arg-count":2}}}"#) == [
                "1:17 empty-alert", "1:18 deprecated-option", "1:38 deprecated-option",
            ])
        #expect(codes(#"{"aps":{"alert":"  ","badge":1}}"#) == ["1:17 empty-alert"])
        #expect(codes(#"{"aps":{"alert":{"title":"","body":""}}}"#) == ["1:17 empty-alert"])
        #expect(codes(#"{"aps":{"thread-id":"chat"},"message":"hi"}"#) == ["1:8 empty-alert"])
        // Text, a localization key, a badge or sound alone, a service extension that writes the text: fine.
        #expect(codes(#"{"aps":{"alert":{"title-loc-key":"T"}}}"#) == [])
        #expect(codes(#"{"aps":{"sound":"default"}}"#) == [])
        #expect(codes(#"{"aps":{"alert":{},"mutable-content":1}}"#) == [])
        #expect(codes(#"{"caller":"Ann"}"#, .voip) == [])
    }
}
