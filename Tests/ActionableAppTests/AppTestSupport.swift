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
        /// Nothing, until the attempt is given up (its task cancelled): a connection that went quiet.
        case noAnswer
    }

    private let state: LockedValue<(script: [Answer], requests: [URLRequest])>
    /// The number of each request as it is sent (1 for the first), for a test to wait on.
    let sent = EventRecorder<Int>()

    init(_ script: [Answer]) {
        state = LockedValue((script, []))
    }

    var requests: [URLRequest] { state.withLock { $0.requests } }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (number, answer) = state.withLock { state -> (Int, Answer) in
            state.requests.append(request)
            return (state.requests.count, state.script.isEmpty ? .status(200) : state.script.removeFirst())
        }
        sent.record(number)
        switch answer {
        case .connectionError:
            throw URLError(.networkConnectionLost)
        case .noAnswer:
            // A stream nothing yields to or finishes: its loop ends only when the task is cancelled.
            let (silence, continuation) = AsyncStream<Never>.makeStream()
            for await _ in silence {}
            continuation.finish()
            throw URLError(.cancelled)
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
