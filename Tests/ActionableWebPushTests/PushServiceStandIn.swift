#if WebPush
    import Actionable
    import NIOCore
    import NIOHTTP1
    import NIOPosix

    /// A push service on 127.0.0.1 that answers from a script (201 once the script is done) and records each request:
    /// the sender's real transport (async-http-client) over real HTTP.
    final class PushServiceStandIn: Sendable {
        struct Received: Sendable {
            let headers: [(name: String, value: String)]
            let body: [UInt8]

            func header(_ name: String) -> String? {
                headers.first { $0.name.lowercased() == name.lowercased() }?.value
            }
        }

        struct Answer: Sendable {
            var status: Int
            var headers: [(String, String)] = []
            var body = ""
        }

        private let answers: LockedValue<[Answer]>
        private let requests = LockedValue([Received]())
        private let channel: any Channel

        /// The endpoint of a subscription on this stand-in.
        var endpoint: String {
            "http://127.0.0.1:\(channel.localAddress?.port ?? 0)/push/subscription-1"
        }

        var received: [Received] { requests.withLock { $0 } }

        private init(answers: [Answer], channel: any Channel) {
            self.answers = LockedValue(answers)
            self.channel = channel
        }

        static func start(answering answers: [Answer] = []) async throws -> PushServiceStandIn {
            let box = LockedValue<PushServiceStandIn?>(nil)
            let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                        try channel.pipeline.syncOperations.addHandler(
                            Handler { head, body in
                                box.withLock { $0 }?.answer(head, body) ?? Answer(status: 503)
                            })
                    }
                }
                .bind(host: "127.0.0.1", port: 0).get()
            let service = PushServiceStandIn(answers: answers, channel: channel)
            box.withLock { $0 = service }
            return service
        }

        func stop() async throws {
            try await channel.close()
        }

        private func answer(_ head: HTTPRequestHead, _ body: [UInt8]) -> Answer {
            requests.withLock { $0.append(Received(headers: head.headers.map { ($0.name, $0.value) }, body: body)) }
            return answers.withLock { $0.isEmpty ? Answer(status: 201) : $0.removeFirst() }
        }

        private final class Handler: ChannelInboundHandler {
            typealias InboundIn = HTTPServerRequestPart
            typealias OutboundOut = HTTPServerResponsePart

            let respond: @Sendable (HTTPRequestHead, [UInt8]) -> Answer
            var head: HTTPRequestHead?
            var body: [UInt8] = []

            init(respond: @escaping @Sendable (HTTPRequestHead, [UInt8]) -> Answer) {
                self.respond = respond
            }

            func channelRead(context: ChannelHandlerContext, data: NIOAny) {
                switch unwrapInboundIn(data) {
                case .head(let head):
                    self.head = head
                    body = []
                case .body(var buffer):
                    body += buffer.readBytes(length: buffer.readableBytes) ?? []
                case .end:
                    guard let head else { return }
                    let answer = respond(head, body)
                    var headers = HTTPHeaders(answer.headers)
                    headers.add(name: "Content-Length", value: String(answer.body.utf8.count))
                    context.write(
                        wrapOutboundOut(
                            .head(
                                HTTPResponseHead(
                                    version: head.version, status: .init(statusCode: answer.status), headers: headers))),
                        promise: nil)
                    context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: answer.body)))), promise: nil)
                    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
                }
            }
        }
    }
#endif
