public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// Sends one request and returns the answer: URLSession in an app; anything else in a test or a benchmark.
public protocol HTTPTransport: Sendable {
    /// - Throws: a connection failure (retried by the forwarder within its deadline).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// The transport on `URLSession`: `URLSession.shared` unless the app gives its own (a background-capable
/// configuration, a pinned one).
public struct URLSessionTransport: HTTPTransport, @unchecked Sendable {
    // URLSession is thread-safe (Apple: "URLSession … is thread safe"), but corelibs Foundation does not mark it
    // Sendable; hence @unchecked.
    private let session: URLSession

    /// Creates a transport that sends each request with `session`.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}
