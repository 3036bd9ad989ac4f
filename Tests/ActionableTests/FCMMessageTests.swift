import Foundation
import Testing

@testable import Actionable

/// FCM on the service's side: ``FCMMessageBuilder`` writes the HTTP v1 data message the Android app reads, and
/// ``FCMPayloadChecker`` with the `fcm-*` rules judges any such message against the registry.
@Suite struct FCMMessageTests {
    static let registry = CategoryLoader().load(
        yaml: """
            categories:
              - identifier: INVITE
                actions:
                  - {identifier: ACCEPT, title: Accept}

            """, file: "Categories.yaml"
    ).registry

    // MARK: - The builder

    @Test("the builder writes a high-priority data message with the web's fields, every value a string")
    func buildsTheContract() throws {
        var builder = FCMMessageBuilder(
            target: .token("dev-1"), category: "INVITE", notificationID: "inv-42", title: "Dinner at 8?",
            registry: Self.registry)
        builder.body = "From \"Alice\""
        builder.userInfo = ["invite-id": .string("42"), "count": .number(2)]
        builder.targetContentID = "invite/42"
        builder.collapseKey = "inv-42"
        builder.timeToLive = 3600
        #expect(
            try builder.buildString()
                == #"{"message":{"token":"dev-1","data":{"actionable":"1","category":"INVITE","notification-id":"inv-42","title":"Dinner at 8?","body":"From \"Alice\"","user-info":"{\"count\":2,\"invite-id\":\"42\"}","target-content-id":"invite/42"},"android":{"priority":"high","collapse_key":"inv-42","ttl":"3600s"}}}"#
        )
        // What it builds is what the checker accepts without a finding.
        #expect(FCMPayloadChecker(registry: Self.registry).check(try builder.build()).isEmpty)
    }

    @Test("the smallest message: a topic, the required fields, high priority")
    func buildsTheSmallest() throws {
        let builder = FCMMessageBuilder(
            target: .topic("invites"), category: "INVITE", notificationID: "n1", title: "Hi", registry: Self.registry)
        #expect(
            try builder.buildString()
                == #"{"message":{"topic":"invites","data":{"actionable":"1","category":"INVITE","notification-id":"n1","title":"Hi"},"android":{"priority":"high"}}}"#
        )
    }

    @Test("the builder refuses a category the registry does not declare, as APNs' builder does")
    func refusesAnUnknownCategory() {
        let builder = FCMMessageBuilder(
            target: .token("t"), category: "invite", notificationID: "n1", title: "Hi", registry: Self.registry)
        #expect {
            try builder.build()
        } throws: { error in
            guard let error = error as? PayloadBuildError else { return false }
            return error.diagnostics.map(\.code) == [.unknownCategory]
                && error.diagnostics[0].message.hasPrefix(
                    "the FCM message's 'data.category' is 'invite', which the registry does not declare, so the generated Android code shows the notification without actions; 'INVITE' is registered"
                )
        }
    }

    @Test(
        "the builder refuses what FCM or the app would refuse, with every reason",
        arguments: [
            ("", "n1", "Hi", nil as Int?, ["'message.token' is empty"]),
            (
                "t", "", "", nil,
                [
                    "'data.notification-id' is empty; it is the notification's tag and the tap's notification-id",
                    "'data.title' is empty; Android shows a notification with a title",
                ]
            ),
            ("t", "n1", "Hi", -1, ["'android.ttl' is negative"]),
            (
                "t", "n1", "Hi", 28 * 86400 + 1,
                [
                    "'android.ttl' is 2419201 seconds, more than FCM's maximum of 4 weeks (2419200s); FCM refuses it: write at most \"2419200s\", or leave it out for FCM's default of 4 weeks"
                ]
            ),
        ])
    func refuses(token: String, id: String, title: String, ttl: Int?, messages: [String]) {
        var builder = FCMMessageBuilder(
            target: .token(token), category: "INVITE", notificationID: id, title: title, registry: Self.registry)
        builder.timeToLive = ttl
        do {
            _ = try builder.build()
            Issue.record("built an invalid message")
        } catch {
            #expect(error.diagnostics.map(\.message) == messages)
        }
    }

    @Test("data over 4,096 bytes is refused; exactly 4,096 is sent")
    func dataLimit() throws {
        var builder = FCMMessageBuilder(
            target: .token("t"), category: "INVITE", notificationID: "n1", title: "Hi", registry: Self.registry)
        builder.body = ""
        let fixed = builder.data.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
        builder.body =
            String(repeating: "é", count: (FCMPayloadChecker.maxDataSize - fixed) / 2)
            + String(repeating: "x", count: (FCMPayloadChecker.maxDataSize - fixed) % 2)
        #expect(builder.data.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count } == 4096)
        _ = try builder.build()
        builder.body = (builder.body ?? "") + "x"
        #expect(throws: PayloadBuildError.self) { try builder.build() }
    }

    // MARK: - The checker

    static func check(_ json: String) -> [String] {
        FCMPayloadChecker(registry: registry).check(json: json, file: "message.json").map {
            "\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message) [\($0.code.rawValue)]"
        }
    }

    @Test("a notification block, normal priority, a number and a reserved key are each reported where written")
    func reportsEachProblem() {
        let json = """
            {"message": {
              "token": "t",
              "notification": {"title": "Lunch?"},
              "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Lunch?",
                       "badge": 3, "google.c.a": "x"},
              "android": {"priority": "normal", "ttl": "1h", "collapse_key": 7}
            }}
            """
        #expect(
            Self.check(json) == [
                "3:3: error: the message carries a category's actions but has 'message.notification', which makes it a notification message: while the app is in the background Android shows it itself, without the actions, and never calls the app; remove 'message.notification' and send the texts in 'data' ('title', 'body') [fcm-notification-message]",
                "5:21: error: 'data.badge' is a number, but every value of an FCM message's data is a string and FCM refuses the message (400 INVALID_ARGUMENT); quote it [fcm-data-not-string]",
                "5:24: error: 'google.c.a' is reserved by FCM in a message's data ('from', 'notification', 'message_type', and keys starting with 'google' or 'gcm'): FCM refuses the message or the app receives FCM's value instead; rename the key [fcm-reserved-key]",
                "6:27: warning: the message carries a category's actions at normal priority: FCM delivers it to a device in Doze in a later batch, minutes or hours late, and the app may not get to post the notification; set \"android\": {\"priority\": \"high\"} [fcm-normal-priority]",
                "6:44: error: 'android.ttl' is a duration in seconds written as a string ending in 's', such as \"3600s\"; found '1h', which FCM refuses (400 INVALID_ARGUMENT) [fcm-invalid-android-option]",
                "6:66: error: 'android.collapse_key' names a group of messages of which FCM delivers only the last when the device comes back online: a non-empty string, such as the notification's id; found a number [fcm-invalid-android-option]",
            ])
    }

    @Test(
        "a message that is not an HTTP v1 message, or lacks the app's fields, says what to write",
        arguments: [
            (
                #"{"to": "t", "data": {"category": "INVITE"}}"#,
                "1:1: error: this is the legacy FCM API's shape, which FCM no longer accepts; the HTTP v1 API takes {\"message\": {\"token\": ..., \"data\": {...}, \"android\": {...}}} [fcm-invalid-message]"
            ),
            (
                #"["message"]"#,
                "1:1: error: an FCM HTTP v1 request body is an object, {\"message\": {...}}; found a list [fcm-invalid-message]"
            ),
            (
                #"{"message": {"data": {"sync": "1"}}}"#,
                "1:13: error: the message has no target; FCM needs exactly one of 'token' (one device), 'topic' and 'condition' [fcm-invalid-message]"
            ),
            (
                #"{"message": {"token": "t", "topic": "x", "data": {"sync": "1"}}}"#,
                "1:28: error: the message has 2 targets ('token', 'topic'); FCM refuses all but exactly one of 'token', 'topic' and 'condition' [fcm-invalid-message]"
            ),
            (
                #"{"message": {"token": "t", "data": {"actionable": "1", "category": "INVITE"}, "android": {"priority": "high"}}}"#,
                "1:36: error: an actionable message's data has 'category', 'notification-id' (the notification's tag, echoed in the tap) and 'title'; it lacks 'notification-id', 'title' [fcm-invalid-message]"
            ),
            (
                #"{"message": {"token": "t", "data": {"category": "INVITE", "notification-id": "n", "title": "T"}, "android": {"priority": "high"}}}"#,
                "1:36: error: the message carries a category but no 'data.actionable': \"1\"; the Android app shows only such messages as actionable notifications, so add it [fcm-invalid-message]"
            ),
            (
                #"{"message": {"token": "t", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n", "title": "T", "user-info": "[1]"}, "android": {"priority": "high"}}}"#,
                "1:129: error: 'data.user-info' is a JSON object written as a string (the tap sends it back as its 'user-info' object); '[1]' is not one [fcm-invalid-message]"
            ),
            (
                #"{"message": {"token": "t", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n", "title": "T"}}}"#,
                "1:1: warning: the message carries a category's actions at FCM's default, normal priority: FCM delivers it to a device in Doze in a later batch, minutes or hours late, and the app may not get to post the notification; set \"android\": {\"priority\": \"high\"} [fcm-normal-priority]"
            ),
            (
                #"{"message": "#,
                "1:13: error: the payload is not valid JSON: expected the value of \"message\" after ':', found the end of the file [json-syntax]"
            ),
        ])
    func reportsTheShape(json: String, expected: String) {
        #expect(Self.check(json) == [expected])
    }

    @Test("a message that is not actionable is judged only as FCM judges it")
    func plainDataMessage() {
        #expect(Self.check(#"{"message": {"token": "t", "data": {"sync": "inbox"}}}"#).isEmpty)
        #expect(
            Self.check(#"{"message": {"token": "t", "notification": {"title": "News"}, "android": {"ttl": "0s"}}}"#)
                .isEmpty)
    }

    @Test("reserved keys are matched case-sensitively, as FCM matches them: GoogleMapsUrl and From are the app's")
    func reservedKeysAreCaseSensitive() {
        let json =
            #"{"message": {"token": "t", "data": {"GoogleMapsUrl": "u", "From": "a", "GCM": "b", "gcm.x": "c"}}}"#
        #expect(
            Self.check(json) == [
                "1:84: error: 'gcm.x' is reserved by FCM in a message's data ('from', 'notification', 'message_type', and keys starting with 'google' or 'gcm'): FCM refuses the message or the app receives FCM's value instead; rename the key [fcm-reserved-key]"
            ])
    }

    @Test("android.data replaces message.data on Android, so it is the data judged")
    func androidData() {
        let json =
            #"{"message": {"token": "t", "data": {"n": 1}, "android": {"priority": "high", "data": {"actionable": "1", "category": "INVITE", "notification-id": "n1", "title": "Hi", "from": "x"}}}}"#
        #expect(Self.check(json).map { $0.split(separator: "[").last.map(String.init) ?? "" } == ["fcm-reserved-key]"])
        #expect(
            Self.check(#"{"message": {"token": "t", "android": {"data": "x"}}}"#) == [
                "1:48: error: 'message.android.data' is an object; found a string [fcm-invalid-message]"
            ])
    }

    @Test("a repeated key is reported at the second, as in APNs payloads")
    func duplicateKeys() {
        let findings = FCMPayloadChecker(registry: Self.registry).check(
            json: #"{"message": {"token": "t", "data": {"sync": "a", "sync": "b"}}}"#)
        #expect(findings.map(\.code) == [.duplicateKey])
        #expect(findings.map(\.location.column) == [50])
    }

    @Test("a message file is read like a payload file: a missing one throws, a huge one is judged by its size")
    func files() throws {
        let checker = FCMPayloadChecker(registry: Self.registry)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fcm-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let message = directory.appendingPathComponent("message.json")
        try Data(#"{"message": {"token": "t", "data": {"sync": "1"}}}"#.utf8).write(to: message)
        #expect(try checker.check(file: message.path).isEmpty)
        #expect(throws: LoadError.self) { try checker.check(file: directory.appendingPathComponent("none.json").path) }
        #expect(throws: LoadError.self) { try checker.check(file: directory.path) }
        let huge = directory.appendingPathComponent("huge.json")
        try Data(repeating: UInt8(ascii: " "), count: PayloadChecker.maxParsedSize + 1).write(to: huge)
        let findings = try checker.check(file: huge.path)
        #expect(findings.map(\.code) == [.fcmDataTooLarge])
        #expect(findings.first?.message.hasPrefix("the message is 1048577 bytes") == true)
    }

    @Test(
        "TTL is a protobuf Duration in JSON: seconds, up to nine fraction digits, ending in s",
        arguments: [
            ("3600s", 3600 as Double?), ("0s", 0), ("1.5s", 1.5), ("0.000000001s", 0.000000001), ("2419200s", 2419200),
            ("1h", nil), ("s", nil), ("1.s", nil), (".5s", nil), ("-1s", nil), ("1e3s", nil), ("3600", nil),
            ("0.0000000001s", nil), (" 1s", nil),
        ])
    func durations(text: String, seconds: Double?) {
        #expect(FCMInvalidAndroidOptionRule.seconds(text) == seconds)
    }

    @Test(
        "reserved data keys: from, notification, message_type, and the google and gcm prefixes, case-sensitive as FCM",
        arguments: [
            ("from", true), ("notification", true), ("message_type", true), ("google.sent_time", true),
            ("gcm.notification.title", true), ("googleplay", true), ("From", false), ("GoogleMapsUrl", false),
            ("GCM_ID", false), ("Message_Type", false), ("sender", false), ("category", false), ("user-info", false),
            ("my_google", false),
        ])
    func reservedKeys(key: String, reserved: Bool) {
        #expect(FCMReservedKeyRule.isReserved(key) == reserved)
    }
}
