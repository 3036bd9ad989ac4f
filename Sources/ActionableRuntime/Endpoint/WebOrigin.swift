#if HTTP || Vapor
    import Actionable

    /// A web origin a browser may deliver taps from: `scheme://host[:port]`, as a browser sends it in `Origin`.
    ///
    /// Made from text once, when the service is configured, so a mistyped origin stops the service at start-up rather
    /// than refusing every browser at request time. The text is normalised as browsers serialise an origin: the scheme
    /// and host in lower case, the scheme's default port (80 for `http`, 443 for `https`) left out. Only `http` and
    /// `https` are origins a page can have here; `null` (a sandboxed frame, a `file:` page) and `*` are never allowed.
    ///
    /// ```swift
    /// endpoint.allowedOrigins = [try WebOrigin("https://app.example.com")]
    /// ```
    public struct WebOrigin: Sendable, Hashable, CustomStringConvertible {
        /// `http` or `https`.
        public let scheme: String
        /// The host in lower case: a name, an IPv4 address, or an IPv6 address in brackets.
        public let host: String
        /// The port, `nil` for the scheme's default port.
        public let port: Int?

        /// The origin as a browser serialises it, and as `Access-Control-Allow-Origin` names it:
        /// `scheme://host[:port]`.
        public let description: String

        /// Reads an origin, normalising its case and default port.
        /// - Parameter text: `scheme://host[:port]`, e.g. `https://app.example.com` or `http://127.0.0.1:8081`.
        /// - Throws: ``InvalidOriginError`` saying what is wrong: another scheme, a path, user info, a bad port, a host
        ///   that is not ASCII, `null` or `*`.
        public init(_ text: String) throws(InvalidOriginError) {
            func refuse(_ reason: String) -> InvalidOriginError { InvalidOriginError(origin: text, reason: reason) }
            if text == "*" { throw refuse("a wildcard is never allowed: list each origin") }
            if text.lowercased() == "null" {
                throw refuse("'null' is the origin of sandboxed frames and local files, which any page can take on")
            }
            guard let separator = text.range(of: "://") else { throw refuse("write it as scheme://host[:port]") }
            let scheme = text[..<separator.lowerBound].lowercased()
            guard scheme == "http" || scheme == "https" else {
                throw refuse("the scheme is http or https, not '\(requestExcerpt(scheme))'")
            }
            let authority = Substring(text[separator.upperBound...])
            if authority.contains(where: { $0 == "/" || $0 == "?" || $0 == "#" }) {
                throw refuse(
                    "an origin has no path, query or fragment (a trailing '/' included): write scheme://host[:port]")
            }
            if authority.contains("@") { throw refuse("an origin has no user name or password") }
            let host: Substring
            let portText: Substring?
            if authority.hasPrefix("[") {
                guard let close = authority.firstIndex(of: "]") else { throw refuse("the IPv6 address has no ']'") }
                host = authority[...close]
                let rest = authority[authority.index(after: close)...]
                if rest.isEmpty {
                    portText = nil
                } else if rest.hasPrefix(":") {
                    portText = rest.dropFirst()
                } else {
                    throw refuse("only ':port' may follow the IPv6 address")
                }
                let address = host.dropFirst().dropLast()
                guard !address.isEmpty, address.utf8.allSatisfy({ Self.isIPv6Byte($0) }) else {
                    throw refuse("the IPv6 address holds only hexadecimal digits, ':' and '.'")
                }
            } else if let colon = authority.firstIndex(of: ":") {
                host = authority[..<colon]
                portText = authority[authority.index(after: colon)...]
            } else {
                host = authority
                portText = nil
            }
            if host.isEmpty { throw refuse("the host is missing") }
            if !host.hasPrefix("[") {
                if !host.unicodeScalars.allSatisfy(\.isASCII) {
                    throw refuse("write the host in ASCII, as browsers send it (an internationalised name as xn--…)")
                }
                guard host.utf8.allSatisfy({ Self.isHostByte($0) }) else {
                    throw refuse("the host holds only letters, digits, '-', '_' and '.'")
                }
            }
            var port: Int?
            if let portText {
                guard !portText.isEmpty, portText.utf8.count <= 5,
                    portText.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                    let number = Int(portText), (1...65_535).contains(number)
                else {
                    throw refuse("the port is a number from 1 to 65535, not '\(requestExcerpt(String(portText)))'")
                }
                port = number == (scheme == "https" ? 443 : 80) ? nil : number
            }
            self.scheme = scheme
            self.host = host.lowercased()
            self.port = port
            self.description = "\(scheme)://\(self.host)" + (port.map { ":\($0)" } ?? "")
        }

        /// What a host name or IPv4 address may hold: letters, digits, `-`, `_` and `.`.
        private static func isHostByte(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F: true
            default: false
            }
        }

        /// What an IPv6 address in brackets may hold: hexadecimal digits, `:` and `.` (an embedded IPv4 address).
        private static func isIPv6Byte(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x46, 0x61...0x66, 0x3A, 0x2E: true
            default: false
            }
        }
    }

    /// An origin that cannot be allowed: the text, and why.
    public struct InvalidOriginError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The text as it was given.
        public let origin: String
        /// What is wrong with it, in one sentence.
        public let reason: String

        /// `'<origin>' is not an origin: <reason>`.
        public var description: String { "'\(requestExcerpt(origin))' is not an origin: \(reason)" }
    }
#endif
