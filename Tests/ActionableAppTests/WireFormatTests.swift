import ActionableApp
import ActionableRuntime
import Foundation
import Testing

/// The app's encoder and the service's decoder are two pieces of code; these tests hold them to one format, so a
/// field renamed on either side fails here.
@Suite struct WireFormatTests {
    @Test("every field the app sends is the field the service reads")
    func everyFieldRoundTrips() throws {
        let receivedAt = Date(timeIntervalSince1970: 1_795_253_400.25)
        let tap = NotificationTap(
            categoryIdentifier: "CHAT_MESSAGE", actionIdentifier: "REPLY", notificationIdentifier: "9F1C-7E0A",
            userText: "On my way 🚲", targetContentIdentifier: "https://example.com/chats/7",
            userInfoJSON: Data(#"{"chat-id":7,"nested":{"list":[1,"two",null,true]}}"#.utf8), receivedAt: receivedAt)
        let response = try ActionResponse(jsonBody: Array(tap.jsonBody()))
        #expect(response.categoryIdentifier == "CHAT_MESSAGE")
        #expect(response.actionIdentifier == "REPLY")
        #expect(response.notificationIdentifier == "9F1C-7E0A")
        #expect(response.userText == "On my way 🚲")
        #expect(response.targetContentIdentifier == "https://example.com/chats/7")
        #expect(
            response.userInfo == [
                "chat-id": .number(7),
                "nested": .object(["list": .array([.number(1), .string("two"), .null, .bool(true)])]),
            ])
        #expect(abs(response.receivedAt.timeIntervalSince(receivedAt)) < 0.001)
    }

    @Test(
        "dates and awkward text survive the hand-written body: leap days, before 1970, far future, quotes, controls",
        arguments: [
            (0.0, "plain"), (951_782_400.5, #"a "quoted" \ back\slash"#), (-86_400, "line\nbreak\ttab\u{1}"),
            (4_102_444_799.999, "emoji 🚲 and 日本語"), (1_709_164_800, "\u{7F}\u{2028}"),
        ])
    func bodyRoundTrips(seconds: Double, text: String) throws {
        let date = Date(timeIntervalSince1970: seconds)
        let tap = NotificationTap(
            categoryIdentifier: "C\"", actionIdentifier: "A\\", notificationIdentifier: text, userText: text,
            receivedAt: date)
        let response = try ActionResponse(jsonBody: Array(tap.jsonBody()))
        #expect(response.notificationIdentifier == text)
        #expect(response.userText == text)
        #expect(response.categoryIdentifier == "C\"")
        #expect(response.actionIdentifier == "A\\")
        let expected = (seconds * 1000).rounded(.down) / 1000
        #expect(abs(response.receivedAt.timeIntervalSince1970 - expected) < 0.0005)
    }

    @Test("the body names exactly the wire fields, and the service's own encoder uses the same names")
    func fieldNames() throws {
        let tap = sampleTap(at: Date(timeIntervalSince1970: 0))
        let object = try #require(try JSONSerialization.jsonObject(with: tap.jsonBody()) as? [String: Any])
        #expect(Set(object.keys) == Set(ActionResponseWire.Field.allCases.map(\.rawValue)))
        let serviceEncoded = try JSONEncoder().encode(
            ActionResponse(
                category: "C", action: "A", notificationIdentifier: "N", userText: "t", targetContentIdentifier: "u",
                userInfo: ["k": .string("v")]))
        let serviceObject = try #require(try JSONSerialization.jsonObject(with: serviceEncoded) as? [String: Any])
        #expect(Set(serviceObject.keys) == Set(ActionResponseWire.Field.allCases.map(\.rawValue)))
    }

    @Test("the default and dismiss identifiers are iOS's, on both sides")
    func systemIdentifiers() {
        #expect(ActionResponseWire.defaultActionIdentifier == ActionResponse.defaultActionIdentifier)
        #expect(ActionResponseWire.dismissActionIdentifier == ActionResponse.dismissActionIdentifier)
    }

    @Test("userInfo: aps and values JSON cannot hold are left out, the rest kept")
    func userInfo() throws {
        let json = NotificationTap.userInfoJSON(from: [
            "aps": ["alert": "hi"], "chat-id": 7, "when": Date(), 42: "not a string key", "name": "Ana",
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(Set(object.keys) == ["chat-id", "name"])
    }

    @Test("a notification that replaces another with the same identifier is another tap; iOS's repeat is not")
    func replacedNotification() {
        let date = Date()
        var first = sampleTap(at: date)
        first.notificationDate = Date(timeIntervalSince1970: 1_795_253_400)
        var again = first
        again.receivedAt = date.addingTimeInterval(5)
        var replacement = first
        replacement.notificationDate = Date(timeIntervalSince1970: 1_795_264_200)
        #expect(first.idempotencyKey == "tap:n-1:REPLY:1795253400000")
        #expect(again.idempotencyKey == first.idempotencyKey)
        #expect(replacement.idempotencyKey != first.idempotencyKey)
    }

    @Test(
        "identifiers outside short ASCII are hashed: a valid header value and a short file name",
        arguments: [
            "加入-" + String(repeating: "注文", count: 40), "line\r\nbreak", "a b", String(repeating: "x", count: 120),
        ])
    func unsafeIdentifiers(notification: String) {
        let key = sampleTap(notification: notification, at: Date()).idempotencyKey
        #expect(key.hasPrefix("tap-fnv:"))
        #expect(key.utf8.count == 40)
    }

    @Test("the idempotency key is the same for the same tap and bounded for long identifiers")
    func idempotencyKey() {
        let date = Date()
        #expect(sampleTap(at: date).idempotencyKey == sampleTap(at: date.addingTimeInterval(9)).idempotencyKey)
        #expect(
            sampleTap(notification: "a", at: date).idempotencyKey
                != sampleTap(notification: "b", at: date).idempotencyKey)
        let long = sampleTap(notification: String(repeating: "x", count: 1000), at: date).idempotencyKey
        #expect(long.utf8.count <= 255)
        #expect(long != sampleTap(notification: String(repeating: "y", count: 1000), at: date).idempotencyKey)
    }
}
