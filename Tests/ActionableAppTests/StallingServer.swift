import Actionable
import ActionableTesting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP server on 127.0.0.1 that reads each request whole and leaves the first `stalls` unanswered, their
/// connections open and silent (a stalled TCP connection, a captive portal, a server that took the request and hung),
/// and answers the others `200` with `Connection: close`. Blocking sockets, a thread per connection; test-only.
final class StallingServer: Sendable {
    /// One request as it arrived.
    struct Request: Sendable {
        var head: String
        var body: [UInt8]

        /// The value of the header `name`, compared without case.
        func header(_ name: String) -> String? {
            head.components(separatedBy: "\r\n").dropFirst().lazy
                .compactMap { line -> String? in
                    guard let colon = line.firstIndex(of: ":"),
                        line[..<colon].lowercased() == name.lowercased()
                    else { return nil }
                    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                .first
        }
    }

    let port: Int
    /// Each request once it is read whole, answered or not.
    let received = EventRecorder<Request>()
    private let listener: Int32
    private let state: LockedValue<(stalls: Int, clients: [Int32], closed: Bool)>

    /// Answers every request whose path is not `redirect`'s own with `307 Temporary Redirect` to it (a URL on
    /// another origin, or a path on this one), when set.
    private let redirect: String?

    init(stalls: Int, redirect: String? = nil) throws {
        self.redirect = redirect
        state = LockedValue((stalls, [], false))
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError.socket(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard ready else {
            let error = errno
            Glibc.close(fd)
            throw ServerError.socket(error)
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread { [self] in acceptLoop() }.start()
    }

    /// Stops accepting and cuts the connections still open, stalled ones included.
    func close() {
        let clients = state.withLock { state -> [Int32] in
            state.closed = true
            return state.clients
        }
        for client in clients { shutdown(client, Int32(SHUT_RDWR)) }
        shutdown(listener, Int32(SHUT_RDWR))
        Glibc.close(listener)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                if state.withLock({ $0.closed }) { return }
                continue
            }
            state.withLock { $0.clients.append(client) }
            Thread { [self] in serve(client) }.start()
        }
    }

    private func serve(_ client: Int32) {
        defer {
            state.withLock { $0.clients.removeAll { $0 == client } }
            Glibc.close(client)
        }
        var pending: [UInt8] = []
        while let request = Self.nextRequest(client, &pending) {
            let stall = state.withLock { state -> Bool in
                guard state.stalls > 0 else { return false }
                state.stalls -= 1
                return true
            }
            received.record(request)
            if stall {
                // Silent until the client gives up or the server closes: a read returns only then.
                _ = Self.nextRequest(client, &pending)
                return
            }
            let body = Array(#"{"outcome":"completed","message":"handled"}"#.utf8)
            var head =
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n"
                + "Connection: close\r\n\r\n"
            let path = request.head.split(separator: " ").dropFirst().first.map(String.init) ?? ""
            // An absolute target (another origin) is always redirected to; a path on this server is served.
            if let redirect, redirect.hasPrefix("http") || redirect != path {
                head =
                    "HTTP/1.1 307 Temporary Redirect\r\nLocation: \(redirect)\r\nContent-Length: \(body.count)\r\n"
                    + "Connection: close\r\n\r\n"
            }
            let answer = Array(head.utf8) + body
            var offset = 0
            while offset < answer.count {
                let written = answer[offset...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, 0) }
                guard written > 0 else { return }
                offset += written
            }
            return
        }
    }

    /// The next request on `client` (its head, then `Content-Length` bytes of body), with bytes read past it kept in
    /// `pending`; nil once the connection ends first.
    private static func nextRequest(_ client: Int32, _ pending: inout [UInt8]) -> Request? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = pending.firstRange(of: separator) {
                let head = String(decoding: pending[..<end.lowerBound], as: UTF8.self)
                let request = Request(head: head, body: [])
                let length = request.header("Content-Length").flatMap(Int.init) ?? 0
                if pending.count - end.upperBound >= length {
                    let body = Array(pending[end.upperBound..<(end.upperBound + length)])
                    pending.removeFirst(end.upperBound + length)
                    return Request(head: head, body: body)
                }
            }
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            pending += buffer[0..<count]
        }
    }

    enum ServerError: Error {
        case socket(Int32)
    }
}
