#if Vapor
    import ActionableRuntime
    import HTTPTypes
    import NIOCore
    import Vapor

    extension Response {
        /// The endpoint's answer as Vapor sends it: the status code and reason, the header fields in order with their
        /// names as the endpoint spells them, `Content-Length`, and the body buffer as it is. Vapor then adds `Date`,
        /// `Connection` and, when configured, `Server`.
        ///
        /// An answer that says `Connection: close` (a body that did not arrive in time) closes the connection after it
        /// on HTTP/1, as it does on Hummingbird: see `Body.closingConnection(after:)`.
        convenience init(_ answer: EndpointAnswer, to request: Request) {
            let fields = answer.head.headerFields
            let body = answer.body
            var headers = HTTPHeaders()
            headers.reserveCapacity(fields.count + 1)
            for field in fields {
                headers.add(name: field.name.rawName, value: field.value)
            }
            // Set here rather than by Vapor's convenience initialiser, which copies the headers to add it.
            headers.add(name: "Content-Length", value: String(body.readableBytes))
            let closes = fields[.connection] == "close" && request.version.major < 2
            self.init(
                status: HTTPResponseStatus(
                    statusCode: answer.head.status.code, reasonPhrase: answer.head.status.reasonPhrase),
                version: .http1_1, headersNoUpdate: headers,
                body: closes ? .closingConnection(after: body) : Body(buffer: body))
        }
    }

    extension Response.Body {
        /// `buffer`, then the connection closed.
        ///
        /// Vapor keeps an HTTP/1 connection open whenever the request allowed it (it adds `Connection: keep-alive`
        /// itself), and a route has no handle on the channel. A streamed body that ends in an error is the one way a
        /// route closes it: the client has the whole answer by then (`Content-Length` counts `buffer`), and Vapor
        /// closes the connection instead of draining a body that trickles in.
        static func closingConnection(after buffer: ByteBuffer) -> Self {
            Self(
                stream: { writer in
                    writer.write(.buffer(buffer), promise: nil)
                    writer.write(.error(ConnectionClosedAfterAnswer()), promise: nil)
                }, count: buffer.readableBytes)
        }
    }

    /// Ends the stream of a `Response.Body.closingConnection(after:)` body: nothing failed.
    private struct ConnectionClosedAfterAnswer: Error {}
#endif
