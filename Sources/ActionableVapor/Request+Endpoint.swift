#if Vapor
    import ActionableRuntime
    import HTTPTypes
    import NIOCore
    import Vapor

    /// What the endpoint reads of a Vapor `Request`: its head as swift-http-types has it, and its body through a
    /// `BodyReader`. Converted as swift-openapi-vapor converts (and swift-nio-extras'
    /// `HTTPFields(_:splitCookie:)` for the fields, which is what Hummingbird hands its routes), so both adapters give
    /// the endpoint the same head.
    extension Request {
        /// The head: `method`, no scheme (Vapor does not say whether the connection is TLS), the first `Host` as the
        /// authority, the path with its query (what a signature covers), and the other header fields in order, names
        /// as sent. A field whose name is not a token is left out, as swift-nio-extras leaves it.
        func endpointHead(method: HTTPRequest.Method) -> HTTPRequest {
            let url = url
            let headers = headers
            var fields = HTTPFields()
            fields.reserveCapacity(headers.count)
            var authority: String?
            for (name, value) in headers {
                if authority == nil, Self.isHost(name) {
                    authority = value
                    continue
                }
                if let name = HTTPField.Name(name) {
                    fields.append(HTTPField(name: name, value: value))
                }
            }
            let path = url.query.map { "\(url.path)?\($0)" } ?? url.path
            return HTTPRequest(method: method, scheme: nil, authority: authority, path: path, headerFields: fields)
        }

        /// `true` for `Host` in any case, without lowercasing a copy of every name.
        private static func isHost(_ name: String) -> Bool {
            // ASCII letters only match their own upper or lower case under `| 0x20`, and "host" is all letters.
            name.utf8.count == 4 && name.utf8.elementsEqual("host".utf8) { $0 | 0x20 == $1 }
        }

        /// Reads the body whole, up to the endpoint's limit; afterwards `body.data` holds it, so a route behind
        /// `RequestAuthenticationMiddleware` reads it again for nothing.
        func endpointBodyReader() -> BodyReader {
            { [self] limit in try await collectedBody(upTo: limit) }
        }

        /// The body, from memory when Vapor collected it already (its first read held the whole declared
        /// `Content-Length`), else collected from the stream.
        /// - Throws: `BodyReadFailure.tooLarge` past `limit`, else `BodyReadFailure.unreadable` when the stream fails
        ///   (SwiftNIO reports a connection closed before the declared length as a parse error, never as an end).
        private func collectedBody(upTo limit: Int) async throws -> ByteBuffer {
            if let collected = body.data {
                guard collected.readableBytes <= limit else { throw BodyReadFailure.tooLarge }
                return collected
            }
            do {
                // Vapor refuses a body that reaches `max` (`Abort(.payloadTooLarge)`): one byte more lets exactly
                // `limit` through.
                return try await body.collect(max: limit < Int.max ? limit + 1 : nil).get() ?? ByteBuffer()
            } catch let error as Abort where error.status == .payloadTooLarge {
                throw BodyReadFailure.tooLarge
            } catch {
                throw BodyReadFailure.unreadable
            }
        }
    }

    extension HTTPMethod {
        /// The method as swift-http-types spells it; `nil` only for a raw method that is not a token, which SwiftNIO's
        /// parser never produces.
        var endpointMethod: HTTPRequest.Method? {
            switch self {
            case .GET: .get
            case .HEAD: .head
            case .POST: .post
            case .PUT: .put
            case .DELETE: .delete
            case .OPTIONS: .options
            case .PATCH: .patch
            case .TRACE: .trace
            case .CONNECT: .connect
            default: HTTPRequest.Method(rawValue)
            }
        }
    }
#endif
