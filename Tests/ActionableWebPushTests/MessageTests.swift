#if WebPush
    import Actionable
    import Foundation
    import Testing

    @testable import ActionableWebPush

    @Suite struct MessageTests {
        @Test func thePlaintextIsTheContractsJSONInItsOrder() {
            let message = WebPushMessage(
                category: "INVITE_CATEGORY", notificationID: "inv-42", title: "Dinner at 8?", body: "From \"Alice\"",
                userInfo: ["invite-id": .string("42"), "a": .number(1)], targetContentID: "thread-7", url: "/invites/42"
            )
            #expect(
                String(decoding: message.plaintext, as: UTF8.self)
                    == #"{"actionable":1,"category":"INVITE_CATEGORY","notification-id":"inv-42","title":"Dinner at 8?","body":"From \"Alice\"","user-info":{"a":1,"invite-id":"42"},"target-content-id":"thread-7","url":"/invites/42"}"#
            )
            let minimal = WebPushMessage(category: "C", notificationID: "n", title: "T")
            #expect(
                String(decoding: minimal.plaintext, as: UTF8.self)
                    == #"{"actionable":1,"category":"C","notification-id":"n","title":"T"}"#)
        }

        @Test func aMessageOfAKnownCategoryWithTwoActionsPassesWithoutFindings() throws {
            let payload = try WebPushMessage(category: "INVITE_CATEGORY", notificationID: "1", title: "Hi")
                .payload(checkedAgainst: Fixtures.registry)
            #expect(payload.warnings.isEmpty)
        }

        @Test func anUnknownCategoryIsAnError() throws {
            let error = try #require(throws: WebPushMessageError.self) {
                try WebPushMessage(category: "INVITE", notificationID: "1", title: "Hi")
                    .payload(checkedAgainst: Fixtures.registry, file: "push.json")
            }
            #expect(error.diagnostics.map(\.code) == [.unknownCategory])
            #expect(
                error.description.hasPrefix(
                    "push.json:1:1: error: the Web Push message's category 'INVITE' is not in the registry, so the generated service worker does not show it as an actionable notification; "
                ))
        }

        @Test func aMessageWhoseRecordWouldExceed4096BytesIsAnError() throws {
            let overhead = WebPushMessage(category: "INVITE_CATEGORY", notificationID: "1", title: "").plaintext.count
            let fits = WebPushMessage(
                category: "INVITE_CATEGORY", notificationID: "1", title: String(repeating: "x", count: 3993 - overhead))
            #expect(fits.plaintext.count == 3993)
            #expect(throws: Never.self) { try fits.payload(checkedAgainst: Fixtures.registry) }
            var over = fits
            over.title += "é"
            let error = try #require(throws: WebPushMessageError.self) {
                try over.payload(checkedAgainst: Fixtures.registry, file: "big.json")
            }
            #expect(error.diagnostics.map(\.code) == [.payloadTooLarge])
            #expect(
                error.diagnostics[0].message.hasPrefix(
                    "the encrypted Web Push record is 4098 bytes (3995 of plaintext JSON), 2 bytes over the 4096"))
        }

        @Test func aCategoryWithMoreActionsThanTheWebShowsIsAWarningAtTheFirstHiddenAction() throws {
            let payload = try WebPushMessage(category: "ORDER", notificationID: "1", title: "Shipped")
                .payload(checkedAgainst: Fixtures.registry)
            #expect(payload.warnings.count == 1)
            let warning = try #require(payload.warnings.first)
            #expect(warning.code == .ignoredOnPlatform)
            #expect(warning.severity == .warning)
            #expect(warning.location.file == "web.yaml")
            #expect(warning.location.line == 15)
            #expect(
                warning.message
                    == "category 'ORDER' has 3 actions; browsers show at most 2 (Notification.maxActions in Chromium), so 'HELP' is not shown on the web: put the actions a web user needs first"
            )
        }

        @Test func anEmptyNotificationIDOrTitleIsAnError() throws {
            let error = try #require(throws: WebPushMessageError.self) {
                try WebPushMessage(category: "INVITE_CATEGORY", notificationID: "", title: "")
                    .payload(checkedAgainst: Fixtures.registry)
            }
            #expect(error.diagnostics.map(\.code) == [.invalidValue, .invalidValue])
        }

        @Test func theOptionsAreRFC8030Headers() throws {
            let options = WebPushOptions(timeToLive: 60, urgency: .veryLow, topic: try WebPushTopic("invite-42_A"))
            #expect(
                options.headers.map { "\($0.name): \($0.value)" } == [
                    "TTL: 60", "Urgency: very-low", "Topic: invite-42_A",
                ])
            #expect(WebPushOptions().headers.map(\.name) == ["TTL", "Urgency"])
            #expect(WebPushOptions(timeToLive: -5).timeToLive == 0)
        }

        @Test(arguments: ["", String(repeating: "a", count: 33), "has space", "a+b", "a/b", "é", "a=="])
        func aTopicOutsideRFC8030IsRefused(topic: String) {
            #expect(throws: WebPushInputError.self) { try WebPushTopic(topic) }
        }

        @Test func aTopicOf32Base64URLCharactersIsTaken() throws {
            #expect(try WebPushTopic(String(repeating: "Z", count: 32)).value.count == 32)
        }

        @Test func theSubscriptionIsReadFromPushSubscriptionToJSON() throws {
            let json = """
                {"endpoint":"https://push.example.net/push/abc","expirationTime":null,
                 "keys":{"p256dh":"\(RFC8291.userAgentPublic)","auth":"\(RFC8291.auth)"}}
                """
            let subscription = try WebPushSubscription(json: Array(json.utf8))
            #expect(subscription.endpoint.absoluteString == "https://push.example.net/push/abc")
            #expect(subscription.authSecret == bytes(RFC8291.auth))
        }

        @Test(arguments: [
            (
                "[]",
                "the subscription is not a JSON object; it must be PushSubscription.toJSON() as the page sent it: {\"endpoint\": …, \"keys\": {\"p256dh\": …, \"auth\": …}}"
            ),
            (
                "{",
                "the subscription is not JSON (1:2: expected a member name in double quotes or '}', found the end of the file); it must be PushSubscription.toJSON() as the page sent it: {\"endpoint\": …, \"keys\": {\"p256dh\": …, \"auth\": …}}"
            ),
            (#"{"keys":{}}"#, "the subscription has no \"endpoint\" string"),
            (
                #"{"endpoint":"https://p.example/x"}"#,
                "the subscription has no \"keys\" object (with \"p256dh\" and \"auth\")"
            ),
            (
                #"{"endpoint":"https://p.example/x","keys":{"auth":"BTBZMqHH6r4Tts7J_aSIgg"}}"#,
                "the subscription has no \"keys.p256dh\" string"
            ),
            (
                #"{"endpoint":"https://p.example/x","endpoint":"https://evil.example/y","keys":{}}"#,
                "the subscription has \"endpoint\" more than once"
            ),
            (
                #"{"endpoint":"ftp://p.example/x","keys":{"p256dh":"","auth":""}}"#,
                "the subscription's endpoint 'ftp://p.example/x' is not an https URL (push services are reached over https; http is allowed to this machine only)"
            ),
            (
                #"{"endpoint":"http://169.254.169.254/latest","keys":{"p256dh":"","auth":""}}"#,
                "the subscription's endpoint 'http://169.254.169.254/latest' is not an https URL (push services are reached over https; http is allowed to this machine only)"
            ),
            (
                #"{"endpoint":"https://user:secret@p.example/x","keys":{"p256dh":"","auth":""}}"#,
                "the subscription's endpoint 'https://user:secret@p.example/x' is not an absolute https URL"
            ),
            (
                #"{"endpoint":"https://p.example/x","keys":{"p256dh":"AAAA","auth":"BTBZMqHH6r4Tts7J_aSIgg"}}"#,
                "the subscription's keys.p256dh is 3 bytes; it must be an uncompressed P-256 point (65 bytes starting with 0x04)"
            ),
            (
                #"{"endpoint":"https://p.example/x","keys":{"p256dh":"\#(RFC8291.userAgentPublic)","auth":"AAAA"}}"#,
                "the subscription's keys.auth is 3 bytes; it must be 16 (RFC 8291 section 3.2)"
            ),
        ])
        func aMalformedSubscriptionIsAClearError(json: String, message: String) throws {
            let error = try #require(throws: WebPushInputError.self) { try WebPushSubscription(json: Array(json.utf8)) }
            #expect(error.description == message)
        }
    }
#endif
