public import Foundation

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// Sends one request and returns the answer: URLSession in an app; anything else in a test or a benchmark.
public protocol HTTPTransport: Sendable {
    /// - Throws: a connection failure (retried by the forwarder within its deadline).
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// The transport on `URLSession`: a default-configured session of its own unless the app gives one (a
/// background-capable configuration, a pinned one).
///
/// Redirects are followed only within the request's origin (scheme, host and port): a delivery carries the app's
/// credential and headers, and URLSession would send them to whatever host a `307` names. A redirect to another origin
/// is not followed; its `3xx` is the answer, which ``ActionForwarder`` reports as
/// ``QueuedReason/crossOriginRedirect(status:location:)``.
public struct URLSessionTransport: HTTPTransport, @unchecked Sendable {
    // URLSession is thread-safe (Apple: "URLSession … is thread safe"), but corelibs Foundation does not mark it
    // Sendable; hence @unchecked.
    private let session: URLSession

    /// The session the default transport uses: its delegate refuses cross-origin redirects for every task.
    private static let guardedSession = URLSession(
        configuration: .default, delegate: SameOriginRedirects(), delegateQueue: nil)

    /// Creates a transport that sends each request with `session` (one of its own by default); each task also gets
    /// a delegate that refuses cross-origin redirects.
    ///
    /// On Apple platforms the task's delegate guards any session, the app's own delegate (certificate pinning, say)
    /// still answering everything else. corelibs Foundation (Linux) does not call a task's delegate: there a session
    /// without a delegate of its own is remade from its configuration with the guard as its delegate, and one with a
    /// delegate of its own must refuse cross-origin redirects itself.
    public init(session: URLSession? = nil) {
        #if canImport(FoundationNetworking)
            if let session, session.delegate == nil {
                self.session = URLSession(
                    configuration: session.configuration, delegate: SameOriginRedirects(), delegateQueue: nil)
                return
            }
        #endif
        self.session = session ?? Self.guardedSession
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await session.data(for: request, delegate: SameOriginRedirects())
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http)
    }
}

/// Follows a redirect only to the origin the request went to: a credential header never leaves for another host.
final class SameOriginRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    // The completion-handler form: corelibs Foundation (Linux) calls only this one, Apple's URLSession both.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let from = task.originalRequest?.url ?? response.url, let to = request.url,
            Self.isSameOrigin(from, to)
        else { return completionHandler(nil) }
        completionHandler(request)
    }

    /// Whether two URLs share scheme, host and port (RFC 6454), default ports made explicit.
    static func isSameOrigin(_ lhs: URL, _ rhs: URL) -> Bool {
        func origin(_ url: URL) -> (String, String, Int)? {
            guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
            let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
            return (scheme, host, port)
        }
        guard let left = origin(lhs), let right = origin(rhs) else { return false }
        return left == right
    }
}
