import Actionable
import ActionableApp
import ActionableTesting
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The runtime's clock on a test's manual clock: deadlines and back-off move only when the test advances it.
func tapClock(_ clock: ManualClock) -> ClockAdapter<ManualClock> {
    ClockAdapter(clock, wallClock: { clock.wallClockNow })
}

typealias EventLog = EventRecorder<TapEvent>
typealias SystemCompletion = CallCounter

/// A transport that answers from a script and records each request.
final class ScriptedTransport: HTTPTransport {
    enum Answer: Sendable {
        case status(Int, headers: [String: String] = [:], body: String = "{}")
        case connectionError
    }

    private let state: LockedValue<(script: [Answer], requests: [URLRequest])>

    init(_ script: [Answer]) {
        state = LockedValue((script, []))
    }

    var requests: [URLRequest] { state.withLock { $0.requests } }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let answer = state.withLock { state -> Answer in
            state.requests.append(request)
            return state.script.isEmpty ? .status(200) : state.script.removeFirst()
        }
        switch answer {
        case .connectionError:
            throw URLError(.networkConnectionLost)
        case .status(let code, let headers, let body):
            let response = HTTPURLResponse(
                url: request.url ?? URL(fileURLWithPath: "/"), statusCode: code, httpVersion: "HTTP/1.1",
                headerFields: headers)
            guard let response else { throw URLError(.badServerResponse) }
            return (Data(body.utf8), response)
        }
    }
}

/// A fresh directory under the system's temporary directory.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-app-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func sampleTap(
    notification: String = "n-1", action: String = "REPLY", text: String? = "On my way", at date: Date
) -> NotificationTap {
    NotificationTap(
        categoryIdentifier: "CHAT_MESSAGE", actionIdentifier: action, notificationIdentifier: notification,
        userText: text, targetContentIdentifier: "https://example.com/chats/7",
        userInfoJSON: Data(#"{"chat-id":7}"#.utf8), receivedAt: date)
}
