import ActionableApp
import Foundation
import Hummingbird
import Logging
import NIOCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Forwarding one tap: `ActionForwarder.deliver` over `URLSessionTransport` next to a bare URLSession POST of the same
// body with the same headers, both to the same kind of local server, started in the benchmark's own process.

/// A Hummingbird server on 127.0.0.1 at a port the system picks, answering `POST /v1/action-responses` with 200
/// `{"outcome":"completed"}` once it has read the body (400 without an `Idempotency-Key`, so both rows are seen to
/// send one). It does not remember keys: every delivery, the same key or not, gets the same answer.
final class LocalServer: @unchecked Sendable {
    // @unchecked: `task` is only read and written under `lock`.
    private let lock = NSLock()
    private var task: Task<Void, Never>?

    /// Starts the server and returns its port once it listens.
    func start() async throws -> Int {
        let answer = ByteBuffer(string: #"{"outcome":"completed"}"#)
        let router = Router()
        router.post(RouterPath(ActionResponseWire.path)) { request, _ -> Response in
            let body = try await request.body.collect(upTo: 16 * 1024)
            let key = ActionResponseWire.idempotencyKeyHeader.lowercased()
            guard request.headers.contains(where: { $0.name.canonicalName == key }), body.readableBytes > 0 else {
                return Response(status: .badRequest)
            }
            return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: answer))
        }
        var logger = Logger(label: "bench.server")
        logger.logLevel = .error
        let (ports, portsContinuation) = AsyncStream.makeStream(of: Int?.self)
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "bench"),
            onServerRunning: { channel in portsContinuation.yield(channel.localAddress?.port) },
            logger: logger
        )
        let task = Task {
            do {
                try await app.run()
            } catch {
                FileHandle.standardError.write(Data("the local server stopped: \(error)\n".utf8))
            }
            portsContinuation.yield(nil)
            portsContinuation.finish()
        }
        lock.withLock { self.task = task }
        for await port in ports {
            guard let port else { break }
            return port
        }
        throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "the local server did not start"])
    }

    func stop() {
        lock.withLock { task }?.cancel()
    }
}

/// The tap both forwarding benchmarks send, the forwarder, and the bare request's parts.
struct ForwardingFixture: @unchecked Sendable {
    // @unchecked: URLSession is thread-safe, but corelibs Foundation does not mark it Sendable.
    let forwarder: ActionForwarder
    let entry: Outbox.Entry
    let clock = ClockAdapter.system
    let endpoint: URL
    /// `entry.tap.jsonBody()`, made once: the bare POST sends these bytes; the forwarder makes them per delivery.
    let body: Data
    let session = URLSession.shared

    /// The deadline of each delivery: far enough never to be reached on loopback.
    static let deadline = Duration.seconds(10)

    init(port: Int) {
        let tap = NotificationTap(
            categoryIdentifier: "CHAT_MESSAGE", actionIdentifier: "REPLY", notificationIdentifier: "n-1",
            userText: "On my way", targetContentIdentifier: "https://orders.example.com/restaurants/restaurant_a",
            userInfoJSON: Data(#"{"conversation-id":"c-42"}"#.utf8),
            receivedAt: Date(timeIntervalSince1970: 1_700_000_000))
        // One key for every iteration: the server does not deduplicate, so a fresh key would change nothing.
        entry = Outbox.Entry(idempotencyKey: tap.idempotencyKey, tap: tap, createdAt: tap.receivedAt)
        body = tap.jsonBody()
        forwarder = ActionForwarder(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, transport: URLSessionTransport(session: session))
        endpoint = forwarder.endpoint
    }

    /// One delivery with the forwarder: true when the server's 200 came back as `.delivered`.
    func forward() async -> Bool {
        let outcome = await forwarder.deliver(entry, until: clock.now + Self.deadline, clock: clock)
        if case .delivered = outcome { return true }
        return false
    }

    /// The baseline: the request the forwarder sends (method, body, the same headers and timeout), built and sent
    /// with URLSession directly; true on a 200.
    func post() async -> Bool {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.httpBody = body
        request.timeoutInterval = Self.deadline / .seconds(1)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(entry.idempotencyKey, forHTTPHeaderField: ActionResponseWire.idempotencyKeyHeader)
        request.setValue("10000", forHTTPHeaderField: ActionResponseWire.timeRemainingHeader)
        guard let (_, response) = try? await session.data(for: request) else { return false }
        return (response as? HTTPURLResponse)?.statusCode == 200
    }

    /// A fixture whose server answers, and whose `check` path is seen to work before anything is measured.
    static func start(
        _ server: LocalServer, checking check: (ForwardingFixture) async -> Bool
    ) async throws -> ForwardingFixture {
        let fixture = ForwardingFixture(port: try await server.start())
        guard await check(fixture) else {
            fatalError("the benchmark's request was not answered 200 by the local server at \(fixture.endpoint)")
        }
        return fixture
    }
}
