public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Posts taps to the service's `POST /v1/action-responses`: the ``ActionResponseWire`` body, one `Idempotency-Key`
/// per tap on every attempt, the app's credential, and retries with back-off until a definitive answer or the
/// deadline.
///
/// | answer | what the forwarder does | outcome |
/// |---|---|---|
/// | 2xx | done | `.delivered`, or `.duplicate` when the service replays an earlier answer |
/// | connection failure, no answer within the attempt's timeout, 408, 409, 425, 429, 5xx | waits (`Retry-After` when given, plus the jittered back-off) and tries again while time remains | `.queued` when it runs out |
/// | 401 | asks the credential provider once for a fresh credential and tries again | `.rejected` on a second 401 |
/// | 410 | done | `.retired` |
/// | 3xx to another origin (not followed: the credential stays home) | stops; the tap stays in the outbox | `.queued(.crossOriginRedirect)` |
/// | 400, 403, 404, 413, 422, other 4xx | done | `.rejected` with the service's message |
public struct ActionForwarder: Sendable {
    /// The service's base URL; taps go to `<baseURL>/v1/action-responses`.
    public var baseURL: URL
    /// Where each delivery's credential comes from; asked again once for a fresh one when the service answers 401.
    public var credential: CredentialProvider
    /// How long to wait between attempts, how many attempts to make, and how long each may take.
    public var retry: RetryPolicy
    /// What sends each request; ``URLSessionTransport`` unless a test or an app supplies its own.
    public var transport: any HTTPTransport
    /// Headers sent with every delivery (an app version, a device id).
    public var additionalHeaders: [String: String]

    /// Creates a forwarder that posts to the service at `baseURL`.
    /// - Parameters:
    ///   - baseURL: the service's base URL; taps go to `<baseURL>/v1/action-responses`.
    ///   - credential: where each delivery's credential comes from; ``CredentialProvider/none`` sends none.
    ///   - retry: the back-off, attempt count and attempt timeout.
    ///   - transport: what sends each request.
    ///   - additionalHeaders: headers sent with every delivery.
    public init(
        baseURL: URL,
        credential: CredentialProvider = .none,
        retry: RetryPolicy = RetryPolicy(),
        transport: any HTTPTransport = URLSessionTransport(),
        additionalHeaders: [String: String] = [:]
    ) {
        self.baseURL = baseURL
        self.credential = credential
        self.retry = retry
        self.transport = transport
        self.additionalHeaders = additionalHeaders
    }

    /// The endpoint's URL.
    public var endpoint: URL {
        var text = baseURL.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return URL(string: text + ActionResponseWire.path) ?? baseURL
    }

    /// Delivers one outbox entry, trying again until a definitive answer or `deadline` (on `clock`).
    /// - Parameters:
    ///   - entry: the tap and its key.
    ///   - deadline: when to stop and answer `.queued`.
    ///   - clock: what `deadline` is measured on; back-off sleeps on it too.
    ///   - events: where each attempt is reported.
    public func deliver(
        _ entry: Outbox.Entry, until deadline: Duration, clock: any TapClock,
        events: @escaping @Sendable (TapEvent) -> Void = { _ in }
    ) async -> ForwardOutcome {
        let body = entry.tap.jsonBody()
        let key = entry.idempotencyKey
        var refreshed = false
        var current: Credential?
        guard case .some(let first) = await credential(refresh: false, until: deadline, clock: clock) else {
            return .queued(.noCredential)
        }
        current = first
        // No signed-in user: keep the tap until there is one rather than send it to be refused.
        if current == nil, !credential.isOptional { return .queued(.noCredential) }
        var attempt = 0
        var lastError = "no attempt"
        while attempt < retry.maximumAttempts {
            let now = clock.now
            guard deadline > now, !Task.isCancelled else { break }
            attempt += 1
            // A connection that went quiet must not hold the time a second attempt would have been answered in.
            let attemptDeadline = min(deadline, now + retry.attemptTimeout)
            let request = makeRequest(body: body, key: key, credential: current, wait: attemptDeadline - now)
            let result = await send(
                request, until: attemptDeadline, clock: clock,
                noAnswer: attemptDeadline < deadline
                    ? Self.timedOut(after: retry.attemptTimeout) : "no answer before the deadline")
            var retryAfter: Duration?
            switch result {
            case .failure(let error):
                lastError = error
                events(.attempt(key: key, number: attempt, result: error))
            case .answer(let data, let response):
                let status = response.statusCode
                events(.attempt(key: key, number: attempt, result: "\(status)"))
                switch status {
                case 200...299:
                    let answer = ServiceAnswer(status: status, body: data)
                    let replayed = response.value(forHTTPHeaderField: ActionResponseWire.replayedHeader)
                    return replayed?.lowercased() == "true" ? .duplicate(answer) : .delivered(answer)
                case 401 where !refreshed:
                    refreshed = true
                    guard case .some(let fresh) = await credential(refresh: true, until: deadline, clock: clock) else {
                        return .queued(.noCredential)
                    }
                    current = fresh
                    if current == nil, !credential.isOptional { return .queued(.noCredential) }
                    // A fresh credential is tried at once: it is not the service that is struggling.
                    attempt -= 1
                    continue
                case 410:
                    return .retired(reason: ServiceAnswer.message(in: data) ?? "retired")
                case 300...399:
                    // The transport follows a redirect only within the origin: this one leads elsewhere, and the
                    // credential must not follow it. Kept for later, at the configured address.
                    let location = response.value(forHTTPHeaderField: "Location") ?? "no Location"
                    return .queued(.crossOriginRedirect(status: status, location: String(location.prefix(200))))
                case 500...599
                where response.value(forHTTPHeaderField: ActionResponseWire.replayedHeader)?.lowercased() == "true":
                    // The service's stored answer for this key (its handler failed or timed out): every retry gets
                    // the same, so it is final, and it must not hold the outbox's queue.
                    return .rejected(
                        status: status, reason: ServiceAnswer.message(in: data) ?? "the service's handler failed")
                case _ where RetryPolicy.isRetryable(status: status):
                    lastError = "\(status)"
                    retryAfter = RetryPolicy.retryAfter(
                        response.value(forHTTPHeaderField: "Retry-After"), now: clock.wallClockNow)
                default:
                    return .rejected(
                        status: status,
                        reason: ServiceAnswer.message(in: data)
                            ?? HTTPURLResponse.localizedString(forStatusCode: status))
                }
            }
            guard attempt < retry.maximumAttempts else { break }
            let wait = retry.delay(afterAttempt: attempt, retryAfter: retryAfter)
            // A wait that ends past the deadline cannot lead to an answer in time: keep the tap for later.
            guard clock.now + wait < deadline else { break }
            events(.retrying(key: key, after: wait))
            do {
                try await clock.sleep(until: clock.now + wait)
            } catch {
                break
            }
        }
        return .queued(.deadline(lastError: lastError))
    }

    /// - Parameter wait: how long this attempt waits for its answer, on the forwarder's clock, and the time the
    ///   service is told it has (a duplicate's wait there ends before it). URLSession's own timeout is only a
    ///   backstop, twice that and a second: the attempt's deadline cancels the request first, so a stalled attempt
    ///   reads as timed out (``timedOut(after:)``) rather than as a connection error that raced the deadline.
    private func makeRequest(body: Data, key: String, credential: Credential?, wait: Duration) -> URLRequest {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.httpBody = body
        request.timeoutInterval = max(0.001, wait.seconds) * 2 + 1
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(key, forHTTPHeaderField: ActionResponseWire.idempotencyKeyHeader)
        let millis = max(0, wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000)
        request.setValue(String(millis), forHTTPHeaderField: ActionResponseWire.timeRemainingHeader)
        for (name, value) in additionalHeaders { request.setValue(value, forHTTPHeaderField: name) }
        if let credential { request.setValue(credential.value, forHTTPHeaderField: credential.headerName) }
        return request
    }

    /// One attempt, cut off at `deadline` on `clock`, failing with `noAnswer` then. The attempt is not awaited past
    /// the deadline: a transport that ignores cancellation cannot hold the tap's completion.
    private func send(
        _ request: URLRequest, until deadline: Duration, clock: any TapClock, noAnswer: String
    ) async -> Attempt {
        let transport = transport
        return await FirstOf.race(
            { () async -> Attempt in
                do {
                    let (data, response) = try await transport.send(request)
                    return .answer(data, response)
                } catch {
                    return .failure(Self.describe(error))
                }
            },
            or: {
                try? await clock.sleep(until: deadline)
                return .failure(noAnswer)
            })
    }

    /// An attempt's failure when its timeout (``RetryPolicy/attemptTimeout``) ended it: a retryable failure, like a
    /// connection error, reported in ``TapEvent/attempt(key:number:result:)`` and ``QueuedReason/deadline(lastError:)``.
    static func timedOut(after timeout: Duration) -> String {
        "timed out after \(timeout)"
    }

    /// The provider's credential, or `nil` (wrapped) when it has none; `.none` when it failed or did not answer
    /// before `deadline` (a refresh waiting on a network or a sign-in must not hold a delivery or a flush).
    private func credential(refresh: Bool, until deadline: Duration, clock: any TapClock) async -> Credential?? {
        let credential = credential
        // Nothing to wait for without a provider.
        if credential.isOptional { return .some(nil) }
        return await FirstOf.race(
            { () async -> Credential?? in
                do {
                    return .some(try await credential.credential(refresh: refresh))
                } catch {
                    return .none
                }
            },
            or: {
                try? await clock.sleep(until: deadline)
                return .none
            })
    }

    /// One attempt's result: an HTTP answer, or why there was none.
    private enum Attempt: @unchecked Sendable {
        // HTTPURLResponse is immutable once made; corelibs Foundation does not mark it Sendable.
        case answer(Data, HTTPURLResponse)
        case failure(String)
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? URLError { return "connection error \(error.code.rawValue)" }
        return "connection error"
    }
}
