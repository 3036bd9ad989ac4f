import Actionable
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP proxy on 127.0.0.1 in front of a database that can take the database away: `cut()` is a server that went
/// down (live connections closed, new ones closed on arrival), `freeze()` is a hung server or a network partition
/// (connections stay open and nothing comes back), `restore()` brings it back. So a real connection pool can be
/// pointed at `port` and watched failing and recovering. Pure byte piping both ways, any number of long-lived
/// connections, half-closes passed on; it knows nothing of the protocol. Blocking sockets with a thread per direction
/// of each connection, each noticing a change of state within one `poll` tick; test-only.
///
/// Its threads keep it alive until `close()`, which tests must call.
final class OutageProxy: Sendable {
    let port: Int
    private let listener: Int32
    private let upstreamAddress: sockaddr_storage
    private let upstreamLength: socklen_t
    private let state = LockedValue(State())

    /// How long a thread waits on a socket before it looks at the state again, in milliseconds.
    private static let tick: Int32 = 50
    /// How many bytes a direction reads at a time. One buffer per direction, reused: no copies on the way through.
    private static let bufferSize = 64 * 1024

    private enum Mode {
        case forwarding, cut, frozen
    }

    /// What a thread does next: pass bytes, hold them, or shut its connection down.
    private enum Phase {
        case forwarding, frozen, stopped
    }

    /// One client connection, from accept until both its sockets are closed. `running` counts the threads still
    /// using its sockets (the one that connects upstream, then one per direction); the last to finish closes them, so
    /// a socket is never closed while another thread may still shut it down.
    private struct Connection {
        let client: Int32
        var upstream: Int32?
        var running: Int
    }

    private struct State {
        var mode = Mode.forwarding
        var closed = false
        var listening = true
        var accepted = 0
        var nextID = 0
        var connections: [Int: Connection] = [:]
        var threads = 0
    }

    init(upstreamHost: String = "127.0.0.1", upstreamPort: Int) throws {
        (upstreamAddress, upstreamLength) = try Self.resolve(upstreamHost, upstreamPort)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ProxyError.socket(errno) }
        var yes: Int32 = 1
        let reusable = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard reusable == 0, bound == 0, listen(fd, 128) == 0, named == 0,
            // Non-blocking, so an accept after a `poll` never waits for a client that has already gone.
            fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0
        else {
            let error = errno
            Glibc.close(fd)
            throw ProxyError.socket(error)
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        spawn { [self] in acceptLoop() }
    }

    /// The database goes away: every live connection is closed at once, both sides (its client reads end of file),
    /// and from now on new connections are accepted and closed at once without a byte, as a stopped server's port
    /// refuses them. Returns once the live connections are all closed.
    func cut() {
        state.withLock { state in
            state.mode = .cut
            for connection in state.connections.values {
                Self.shutdown(connection.client, connection.upstream)
            }
        }
        waitUntil { $0.connections.isEmpty }
    }

    /// The database hangs (a frozen process, a partition): live connections stay open but no byte passes either way,
    /// and new connections are accepted and held open without being connected upstream. Nothing is answered until
    /// `restore()`. A byte the proxy receives after this returns is held, not passed; one already on its way when it
    /// is called may still arrive.
    func freeze() {
        state.withLock { $0.mode = .frozen }
    }

    /// Back to forwarding. After `cut()`, new connections work (the old ones stay closed). After `freeze()`, held
    /// connections are connected upstream, and everything sent during the freeze is passed on, not dropped: the
    /// bytes waited in socket buffers, as they would for a thawed process.
    func restore() {
        state.withLock { $0.mode = .forwarding }
    }

    /// Connections accepted so far, including those refused while cut.
    var accepted: Int { state.withLock { $0.accepted } }

    /// Connections open now, forwarding or held.
    var open: Int { state.withLock { $0.connections.count } }

    /// Stops listening, closes every connection, and returns once all its threads have ended (each notices within a
    /// tick). Calling it again does nothing.
    func close() {
        state.withLock { state in
            state.closed = true
            if state.listening { Glibc.shutdown(listener, Int32(SHUT_RDWR)) }
            for connection in state.connections.values {
                Self.shutdown(connection.client, connection.upstream)
            }
        }
        waitUntil { $0.threads == 0 }
    }

    private var phase: Phase {
        state.withLock { state in
            if state.closed || state.mode == .cut { return .stopped }
            return state.mode == .frozen ? .frozen : .forwarding
        }
    }

    private func acceptLoop() {
        defer {
            state.withLock { $0.listening = false }
            Glibc.close(listener)
        }
        while !state.withLock({ $0.closed }) {
            guard Self.ready(listener, for: Int16(POLLIN)) else { continue }
            // Blocking: on Linux an accepted socket does not inherit the listener's O_NONBLOCK.
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                // A client that left before its turn, or a signal; anything else (out of descriptors) waits a tick.
                if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR && errno != ECONNABORTED {
                    _ = Glibc.poll(nil, 0, Self.tick)
                }
                continue
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            let id: Int? = state.withLock { state in
                guard !state.closed else { return nil }
                state.accepted += 1
                guard state.mode != .cut else { return nil }
                let id = state.nextID
                state.nextID += 1
                state.connections[id] = Connection(client: client, upstream: nil, running: 1)
                return id
            }
            guard let id else {
                Glibc.close(client)
                continue
            }
            spawn { [self] in serve(id, client) }
        }
    }

    /// Holds the client while frozen, connects upstream, then pumps client to upstream on this thread and upstream to
    /// client on another.
    private func serve(_ id: Int, _ client: Int32) {
        Self.noDelay(client)
        waiting: while true {
            switch phase {
            case .stopped:
                finish(id)
                return
            case .frozen:
                // Accepted by the kernel, read by nobody. Something on the socket (the client gone, the proxy cut or
                // closed) while still frozen ends it.
                if Self.ready(client, for: 0) && phase == .frozen {
                    Self.shutdown(client, nil)
                    finish(id)
                    return
                }
            case .forwarding:
                break waiting
            }
        }
        // Upstream refusing (the real database down) closes the client, as the database itself would.
        guard let upstream = connectUpstream() else {
            finish(id)
            return
        }
        let registered = state.withLock { state -> Bool in
            guard !state.closed, state.mode != .cut else { return false }
            state.connections[id]?.upstream = upstream
            state.connections[id]?.running += 1
            return true
        }
        guard registered else {
            Glibc.close(upstream)
            finish(id)
            return
        }
        spawn { [self] in pump(id, from: upstream, to: client) }
        pump(id, from: client, to: upstream)
    }

    /// Passes bytes from `source` to `sink` until end of file (passed on as a half-close), an error (which shuts the
    /// whole connection down), a cut or a close. While frozen it neither reads nor sends: bytes wait in the socket or
    /// in the buffer. A chunk is sent only after the state is read again following its `recv`, so nothing received
    /// after `freeze()` returned gets through.
    private func pump(_ id: Int, from source: Int32, to sink: Int32) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.bufferSize, alignment: 1)
        defer {
            buffer.deallocate()
            finish(id)
        }
        var pending = 0
        while true {
            switch phase {
            case .stopped:
                Self.shutdown(source, sink)
                return
            case .frozen:
                // Woken only by trouble (a reset, a shutdown by `cut` or `close`); if it is still frozen after that,
                // the connection is dead.
                if Self.ready(pending > 0 ? sink : source, for: 0) && phase == .frozen {
                    Self.shutdown(source, sink)
                    return
                }
            case .forwarding:
                if pending > 0 {
                    guard Self.sendAll(sink, UnsafeRawBufferPointer(rebasing: buffer[0..<pending])) else {
                        Self.shutdown(source, sink)
                        return
                    }
                    pending = 0
                    continue
                }
                guard Self.ready(source, for: Int16(POLLIN)) else { continue }
                let count = recv(source, buffer.baseAddress, buffer.count, 0)
                if count > 0 {
                    pending = count
                } else if count == 0 {
                    Glibc.shutdown(sink, Int32(SHUT_WR))
                    return
                } else if errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK {
                    Self.shutdown(source, sink)
                    return
                }
            }
        }
    }

    /// One thread is done with connection `id`; the last one closes its sockets.
    private func finish(_ id: Int) {
        let sockets = state.withLock { state -> [Int32] in
            guard var connection = state.connections[id] else { return [] }
            connection.running -= 1
            guard connection.running == 0 else {
                state.connections[id] = connection
                return []
            }
            state.connections[id] = nil
            return [connection.client] + (connection.upstream.map { [$0] } ?? [])
        }
        for socket in sockets { Glibc.close(socket) }
    }

    /// A connected, blocking socket to the upstream, or nil if it refuses or the proxy is cut or closed meanwhile.
    private func connectUpstream() -> Int32? {
        let family = Int32(upstreamAddress.ss_family)
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { return nil }
        let started = withUnsafePointer(to: upstreamAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, upstreamLength) }
        }
        var connected = started == 0
        if !connected && (errno == EINPROGRESS || errno == EINTR) {
            while phase != .stopped {
                guard Self.ready(fd, for: Int16(POLLOUT)) else { continue }
                var error: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                connected = getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0 && error == 0
                break
            }
        }
        guard connected, fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) == 0 else {
            Glibc.close(fd)
            return nil
        }
        Self.noDelay(fd)
        return fd
    }

    /// Runs `body` on a thread of its own, counted until it ends.
    private func spawn(_ body: @escaping @Sendable () -> Void) {
        state.withLock { $0.threads += 1 }
        let thread = Thread { [self] in
            body()
            state.withLock { $0.threads -= 1 }
        }
        thread.start()
    }

    /// Waits until `condition` holds, for a few seconds at most: the threads notice within a tick.
    private func waitUntil(_ condition: (State) -> Bool) {
        let deadline = ContinuousClock.now + .seconds(5)
        while !state.withLock({ condition($0) }) && ContinuousClock.now < deadline {
            _ = Glibc.poll(nil, 0, 2)
        }
    }

    /// Whether `fd` reported any of `events` (or an error or hang-up, always reported) within a tick.
    private static func ready(_ fd: Int32, for events: Int16) -> Bool {
        var entry = pollfd(fd: fd, events: events, revents: 0)
        return Glibc.poll(&entry, 1, tick) > 0 && entry.revents != 0
    }

    private static func sendAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard var next = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            // MSG_NOSIGNAL: a peer gone is an EPIPE here, not a SIGPIPE that ends the test process.
            let sent = send(fd, next, remaining, Int32(MSG_NOSIGNAL))
            if sent > 0 {
                next += sent
                remaining -= sent
            } else if sent < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }

    /// Both directions of both sockets: a blocked `send`, `recv` or `poll` on them returns at once.
    private static func shutdown(_ first: Int32, _ second: Int32?) {
        Glibc.shutdown(first, Int32(SHUT_RDWR))
        if let second { Glibc.shutdown(second, Int32(SHUT_RDWR)) }
    }

    /// Small messages (a pool's queries) go out at once instead of waiting on Nagle's algorithm.
    private static func noDelay(_ fd: Int32) {
        var yes: Int32 = 1
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
    }

    /// The first address `getaddrinfo` gives for `host` and `port`.
    private static func resolve(_ host: String, _ port: Int) throws -> (sockaddr_storage, socklen_t) {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0 else { throw ProxyError.resolve(host) }
        defer { freeaddrinfo(list) }
        guard let first = list, let address = first.pointee.ai_addr else { throw ProxyError.resolve(host) }
        var storage = sockaddr_storage()
        let length = min(Int(first.pointee.ai_addrlen), MemoryLayout<sockaddr_storage>.size)
        withUnsafeMutableBytes(of: &storage) {
            $0.copyMemory(from: UnsafeRawBufferPointer(start: address, count: length))
        }
        return (storage, socklen_t(length))
    }

    enum ProxyError: Error {
        case socket(Int32)
        case resolve(String)
    }
}
