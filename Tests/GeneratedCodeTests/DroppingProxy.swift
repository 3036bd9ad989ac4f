import Actionable
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP proxy on 127.0.0.1 that passes each HTTP request to `upstream` and, while `drops` is above zero, reads the
/// upstream's whole answer and then closes the client's connection without sending it: the request reached the
/// service and its handler ran, but the app never hears back. One request per connection (it answers with
/// `Connection: close`). Blocking sockets on a thread of its own; test-only.
final class DroppingProxy: Sendable {
    let port: Int
    private let listener: Int32
    private let upstreamPort: Int
    private let state: LockedValue<(drops: Int, dropped: Int, closed: Bool, down: Bool)>

    init(upstreamPort: Int, drops: Int) throws {
        self.upstreamPort = upstreamPort
        state = LockedValue((drops, 0, false, false))
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ProxyError.socket }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            Glibc.close(fd)
            throw ProxyError.socket
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            Glibc.close(fd)
            throw ProxyError.socket
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// How many answers were withheld.
    var dropped: Int { state.withLock { $0.dropped } }

    /// While down, every connection is closed as soon as it is accepted, before a byte is read: the service is
    /// unreachable.
    var isDown: Bool {
        get { state.withLock { $0.down } }
        set { state.withLock { $0.down = newValue } }
    }

    /// Answers withheld from now on.
    func drop(next count: Int) {
        state.withLock { $0.drops = count }
    }

    func close() {
        state.withLock { $0.closed = true }
        shutdown(listener, Int32(SHUT_RDWR))
        Glibc.close(listener)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if state.withLock({ $0.closed }) { return }
                continue
            }
            let thread = Thread { [self] in serve(client) }
            thread.start()
        }
    }

    private func serve(_ client: Int32) {
        defer { Glibc.close(client) }
        if isDown { return }
        guard var request = Self.readMessage(client) else { return }
        request = Self.withConnectionClose(request)
        let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard upstream >= 0 else { return }
        defer { Glibc.close(upstream) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(upstreamPort).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0, Self.writeAll(upstream, request) else { return }
        guard let answer = Self.readMessage(upstream) else { return }
        let drop = state.withLock { state -> Bool in
            guard state.drops > 0 else { return false }
            state.drops -= 1
            state.dropped += 1
            return true
        }
        if drop { return }
        _ = Self.writeAll(client, Self.withConnectionClose(answer))
    }

    /// One HTTP/1.1 message: the head, then `Content-Length` bytes of body.
    private static func readMessage(_ fd: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        var expected: Int?
        while expected.map({ bytes.count < $0 }) ?? true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { return expected == nil ? nil : bytes }
            bytes += buffer[0..<count]
            if expected == nil, let end = headEnd(bytes) {
                let head = String(decoding: bytes[0..<end], as: UTF8.self).lowercased()
                let length =
                    head.split(separator: "\r\n")
                    .first { $0.hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                expected = end + 4 + length
            }
        }
        return bytes
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// The message with its `Connection` header replaced by `Connection: close`.
    private static func withConnectionClose(_ message: [UInt8]) -> [UInt8] {
        guard let end = headEnd(message) else { return message }
        let lines = String(decoding: message[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
            .filter { !$0.lowercased().hasPrefix("connection:") }
        return Array((lines + ["Connection: close"]).joined(separator: "\r\n").utf8) + Array(message[end...])
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    enum ProxyError: Error {
        case socket
    }
}
