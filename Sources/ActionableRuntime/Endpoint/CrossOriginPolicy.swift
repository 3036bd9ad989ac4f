#if HTTP || Vapor
    import Actionable
    import HTTPTypes
    import NIOCore

    /// CORS for the action-response endpoint, on swift-http-types alone: which origins a browser may deliver taps from,
    /// the answer to a preflight, and the headers that let a page read an answer. No web framework here; the
    /// Hummingbird glue (`CrossOriginPolicy+Hummingbird.swift`) only converts.
    ///
    /// The configured origins only, never `*`, and never `Access-Control-Allow-Credentials`: a tap carries a bearer
    /// token the page stored, not a cookie (`credentials: 'omit'`). CORS decides what a page may read, not who may
    /// deliver: a request from another origin (or from no browser at all) is still authenticated and handled as any
    /// other, it only gets none of these headers.
    struct CrossOriginPolicy: Sendable {
        /// The origins that get a grant.
        let allowed: Set<WebOrigin>

        /// The request headers a preflight may ask for, lower case: what the generated worker sends, and the endpoint's
        /// own optional headers. No HMAC header: a browser never holds a signing secret.
        static let allowedHeaders: Set<String> = [
            "authorization", "content-type", "idempotency-key", "actionable-time-remaining-ms", "x-request-id",
        ]
        /// The only method a preflight may ask for.
        static let allowedMethod = HTTPRequest.Method.post
        /// How long a browser may keep a granted preflight, in seconds (Chromium caps it at 7200, Firefox at 86400).
        static let maxAgeSeconds = 600
        /// The answer headers a page may read besides the CORS-safelisted ones (`Content-Type` among them).
        static let exposedHeaders = "\(ActionResponseEndpoint.replayedHeader), Retry-After"

        /// The policy for `origins`, or `nil` when there are none: the endpoint then answers as if CORS did not exist.
        init?(allowing origins: [WebOrigin]) {
            guard !origins.isEmpty else { return nil }
            allowed = Set(origins)
        }

        /// The allowed origin `headers` name in `Origin`; `nil` when there is none, several, one that is not an origin
        /// (`null` included), or one not allowed.
        func allowedOrigin(_ headers: HTTPFields) -> WebOrigin? {
            guard let text = Self.origin(headers), let origin = try? WebOrigin(text), allowed.contains(origin) else {
                return nil
            }
            return origin
        }

        /// The one `Origin` field's value; `nil` when there is none or several.
        private static func origin(_ headers: HTTPFields) -> String? {
            var found: String?
            for field in headers where field.name == .origin {
                if found != nil { return nil }
                found = field.value
            }
            return found
        }

        /// Adds what lets a page of an allowed origin read `answer` — `Access-Control-Allow-Origin`, `Vary: Origin` and
        /// `Access-Control-Expose-Headers` — whatever its status: a page that cannot read a 401 or a 503 cannot tell
        /// them from a network failure. Leaves `answer` as it is for any other request.
        func addHeaders(to answer: inout HTTPFields, for request: HTTPFields) {
            guard let origin = allowedOrigin(request) else { return }
            answer[.accessControlAllowOrigin] = origin.description
            answer[.vary] = answer[.vary].map { "\($0), Origin" } ?? "Origin"
            answer[.accessControlExposeHeaders] = Self.exposedHeaders
        }

        /// The answer to a CORS preflight: an `OPTIONS` with `Origin` and `Access-Control-Request-Method`. `nil` when
        /// `request` is not one; the endpoint then answers as it would without CORS (405).
        ///
        /// An allowed origin asking for `POST` with allowed headers gets 204 with the grant; anything else gets 403 with
        /// a JSON body that says what is not allowed, and no `Access-Control-Allow-*` at all.
        func preflight(_ request: HTTPRequest) -> EndpointAnswer? {
            guard request.method == .options, let requestedMethod = request.headerFields[.accessControlRequestMethod],
                request.headerFields[.origin] != nil
            else { return nil }
            guard let origin = allowedOrigin(request.headerFields) else {
                let text = Self.origin(request.headerFields) ?? "(several Origin headers)"
                return Self.refusal(
                    "origin-not-allowed",
                    "the origin '\(requestExcerpt(text))' may not call this endpoint from a browser; the service "
                        + "lists the origins it allows")
            }
            guard requestedMethod == Self.allowedMethod.rawValue else {
                return Self.refusal(
                    "method-not-allowed",
                    "a browser may send \(Self.allowedMethod.rawValue) here, not '\(requestExcerpt(requestedMethod))'")
            }
            var granted: [String] = []
            var refused: [String] = []
            for field in request.headerFields where field.name == .accessControlRequestHeaders {
                for name in field.value.split(separator: ",") {
                    let name = name.trimmingSpaces().lowercased()
                    guard !name.isEmpty else { continue }
                    if Self.allowedHeaders.contains(name) {
                        if !granted.contains(name) { granted.append(name) }
                    } else if !refused.contains(name) {
                        refused.append(name)
                    }
                }
            }
            guard refused.isEmpty else {
                return Self.refusal(
                    "header-not-allowed",
                    "a browser may not send \(refused.map { "'\(requestExcerpt($0, limit: 32))'" }.prefix(4).joined(separator: ", ")) "
                        + "here; it may send \(Self.allowedHeaders.sorted().joined(separator: ", "))")
            }
            var head = HTTPResponse(status: .noContent)
            head.headerFields[.accessControlAllowOrigin] = origin.description
            head.headerFields[.accessControlAllowMethods] = Self.allowedMethod.rawValue
            if !granted.isEmpty { head.headerFields[.accessControlAllowHeaders] = granted.joined(separator: ", ") }
            head.headerFields[.accessControlMaxAge] = String(Self.maxAgeSeconds)
            head.headerFields[.vary] = "Origin"
            return EndpointAnswer(head: head, body: ByteBuffer())
        }

        /// 403 with `{"error": error, "message": message}`.
        private static func refusal(_ error: String, _ message: String) -> EndpointAnswer {
            var head = HTTPResponse(status: .forbidden)
            head.headerFields[.contentType] = "application/json"
            let body = JSONValue.object(["error": .string(error), "message": .string(message)]).jsonBytes
            return EndpointAnswer(head: head, body: ByteBuffer(bytes: body))
        }
    }

    extension CrossOriginPolicy {
        /// `answer` with the CORS headers an allowed `Origin` gets; unchanged for any other request.
        func decorated(_ answer: EndpointAnswer, for request: HTTPRequest) -> EndpointAnswer {
            var answer = answer
            addHeaders(to: &answer.head.headerFields, for: request.headerFields)
            return answer
        }
    }

    extension Substring {
        /// Without the spaces and tabs around it, as a list member in a header is written (RFC 9110 §5.6.1).
        fileprivate func trimmingSpaces() -> Substring {
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
            guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
                return ""
            }
            return self[first...last]
        }
    }
#endif
