#if HTTP
    import HTTPTypes
    import Hummingbird
    import NIOCore

    /// The Hummingbird side of ``CrossOriginPolicy``: converts its answers to `Response`s, and nothing else.
    extension CrossOriginPolicy {
        /// `response` with the CORS headers an allowed `Origin` gets; unchanged for any other request.
        func decorated(_ response: Response, for request: Request) -> Response {
            var response = response
            addHeaders(to: &response.headers, for: request.headers)
            return response
        }

        /// The answer to a preflight, or `nil` when `request` is not one.
        func preflightResponse(to request: Request) -> Response? {
            guard let answer = preflight(request.head) else { return nil }
            return Response(
                status: answer.head.status, headers: answer.head.headerFields,
                body: answer.body.isEmpty ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
        }
    }
#endif
