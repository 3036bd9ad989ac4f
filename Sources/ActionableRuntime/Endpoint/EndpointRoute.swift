#if HTTP || Vapor
    package import HTTPTypes
    package import Logging
    package import NIOCore

    /// One answer of the endpoint: the response's head and its body, what every adapter turns into its framework's
    /// response without adding to it.
    package struct EndpointAnswer: Sendable {
        /// The status and the header fields the endpoint sets (`Content-Type`, `Retry-After`, CORS...).
        package var head: HTTPResponse
        /// The body: JSON, or empty (a preflight's 204).
        package var body: ByteBuffer

        package init(head: HTTPResponse, body: ByteBuffer) {
            self.head = head
            self.body = body
        }
    }

    /// Why an adapter could not hand over a request's body.
    package enum BodyReadFailure: Error {
        /// The body is longer than the limit it was read with: answered 413.
        case tooLarge
        /// The connection failed or closed before the body was in: answered 400.
        case unreadable
    }

    /// Reads a request's body whole, up to `limit` bytes: throws ``BodyReadFailure/tooLarge`` past it. Each adapter
    /// gives one over its framework's body stream; the endpoint calls it at most once, after the headers passed.
    package typealias BodyReader = @Sendable (_ limit: Int) async throws -> ByteBuffer

    /// One route of the endpoint, framework-neutral: a path below where the adapter mounts it, a method, and what
    /// answers it. An adapter registers each with its router and converts requests and answers, nothing more.
    package struct EndpointRoute: Sendable {
        /// The path below the mount point, starting with `/` (`/v1/action-responses`).
        package let path: String
        /// The method the route takes.
        package let method: HTTPRequest.Method
        /// The answer to a request: its head, a reader of its body, and the request's logger.
        package let respond: @Sendable (HTTPRequest, @escaping BodyReader, Logger) async -> EndpointAnswer

        package init(
            path: String, method: HTTPRequest.Method,
            respond: @escaping @Sendable (HTTPRequest, @escaping BodyReader, Logger) async -> EndpointAnswer
        ) {
            self.path = path
            self.method = method
            self.respond = respond
        }

        /// The path's segments, for routers that register paths as components (`["v1", "action-responses"]`).
        package var pathComponents: [String] {
            path.split(separator: "/").map(String.init)
        }
    }
#endif
