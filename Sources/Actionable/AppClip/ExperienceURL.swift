/// An App Clip experience URL (or a URL to route to one), parsed and normalized so that URLs iOS treats alike
/// compare equal.
///
/// Parsing follows RFC 3986 by hand rather than through `URLComponents`, which on Linux quietly repairs invalid
/// input (`%zz` becomes `%25zz`, a space `%20`, port 99999 is kept), so mistakes would pass unreported. The rules:
///
/// - The scheme must be `https` (any case) and the host a DNS name: ASCII letters, digits and hyphens in dot-separated
///   labels, compared lowercased. Non-ASCII hosts must be written in their punycode (`xn--`) form, and IP addresses
///   (`https://[::1]/x`, `https://127.0.0.1/x`) are rejected, because an App Clip experience needs a domain the app is
///   associated with.
/// - User information (`user@`) is rejected; a port is kept unless it is the default 443.
/// - The path is split on `/` first and each segment percent-decoded after, so an encoded `%2F` stays inside its
///   segment. Empty segments (a trailing slash, `//`) are dropped and dot segments (`.`, `..`, also encoded) are
///   resolved, as browsers do. Decoded segments are compared byte for byte, case-sensitively and without Unicode
///   normalization, as servers see them. Non-ASCII characters are accepted in the path, as written or encoded.
/// - The query and fragment are ignored for matching (``hasQueryOrFragment`` tells whether there was one), but
///   their percent-encoding must still be valid.
/// - Nothing is trimmed: whitespace, control and invisible formatting characters anywhere are errors rather than
///   silently dropped, and so are the ASCII characters RFC 3986 does not allow (`"<>\^`{|}`).
///
/// Equality and hashing use the normalized form only (host, port, path components), so
/// `https://Example.com/a%5Fb/` equals `https://example.com:443/a_b`; ``original`` and the query are not compared.
public struct ExperienceURL: Sendable, Hashable, CustomStringConvertible {
    /// The longest URL accepted, in UTF-8 bytes: bounds the work any input can cause, and is far above any real
    /// experience URL.
    public static let maximumLength = 2048

    /// The text as written.
    public let original: String
    /// The host, lowercased.
    public let host: String
    /// The port; `nil` when absent or the default 443, so both spellings compare equal.
    public let port: Int?
    /// The path segments, percent-decoded, without empty or dot segments.
    public let pathComponents: [String]
    /// Whether the text has a query (`?`) or fragment (`#`), which matching ignores.
    public let hasQueryOrFragment: Bool

    /// Parses and normalizes `text`.
    ///
    /// - Parameter text: An absolute https URL, exactly as written; it is not trimmed.
    /// - Throws: ``ExperienceURLError`` naming the first problem found.
    public init(parsing text: String) throws(ExperienceURLError) {
        guard !text.isEmpty else { throw .empty }
        let length = text.utf8.count
        guard length <= Self.maximumLength else { throw .tooLong(length) }
        if let scalar = text.unicodeScalars.first(where: Syntax.isDisallowed) {
            throw .invalidCharacter(scalar)
        }
        let parts = try Syntax.split(Array(text.utf8))
        original = text
        host = parts.host
        port = parts.port
        pathComponents = parts.path
        hasQueryOrFragment = parts.hasQueryOrFragment
    }

    /// The normalized URL, `https://host[:port]/segment/segment`, with each segment percent-encoded again where
    /// needed (and all non-ASCII encoded), so equal URLs print alike.
    public var description: String {
        var text = "https://" + host
        if let port { text += ":\(port)" }
        text += "/" + pathComponents.map(Syntax.encodeSegment).joined(separator: "/")
        return text
    }

    /// Whether `self` is a whole-segment prefix of `other`: same host and port, and `other`'s path starts with all
    /// of `self`'s segments. A URL is a prefix of itself; `/restaurant_a` is not a prefix of `/restaurant_ab`.
    ///
    /// - Parameter other: The URL that may lie under `self`.
    public func isPrefix(of other: ExperienceURL) -> Bool {
        guard host == other.host, port == other.port, pathComponents.count <= other.pathComponents.count else {
            return false
        }
        return zip(pathComponents, other.pathComponents).allSatisfy { Segment($0) == Segment($1) }
    }

    public static func == (lhs: ExperienceURL, rhs: ExperienceURL) -> Bool {
        lhs.host == rhs.host && lhs.port == rhs.port && lhs.pathComponents.count == rhs.pathComponents.count
            && zip(lhs.pathComponents, rhs.pathComponents).allSatisfy { Segment($0) == Segment($1) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(host)
        hasher.combine(port)
        hasher.combine(pathComponents.count)
        for component in pathComponents { hasher.combine(Segment(component)) }
    }

    /// A path segment compared by its UTF-8 bytes: `String`'s own equality would treat a composed `é` and `e` plus
    /// a combining accent as equal, which the servers behind the URLs do not.
    struct Segment: Hashable, Sendable {
        let text: String

        init(_ text: String) { self.text = text }

        static func == (lhs: Segment, rhs: Segment) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

        func hash(into hasher: inout Hasher) {
            let utf8 = text.utf8
            hasher.combine(utf8.count)
            let hashed: Void? = utf8.withContiguousStorageIfAvailable {
                hasher.combine(bytes: UnsafeRawBufferPointer($0))
            }
            if hashed == nil {
                for byte in utf8 { hasher.combine(byte) }
            }
        }
    }
}

/// Why a string is not a usable App Clip experience URL.
public enum ExperienceURLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The string is empty.
    case empty
    /// The string is longer than ``ExperienceURL/maximumLength`` UTF-8 bytes; the value is its length.
    case tooLong(Int)
    /// The string is not an absolute URL of the expected shape; the value says what is wrong and what to do.
    case malformed(String)
    /// The scheme (lowercased) is not `https`.
    case notHTTPS(scheme: String)
    /// There is no host: `https://`, `https:/path`, `https:///path`, `https://:443/`.
    case missingHost
    /// There is user information (`user@` or `user:password@`) before the host.
    case userInfo
    /// A `%` is not followed by two hex digits, or a path segment's escapes do not decode to UTF-8.
    case invalidPercentEncoding
    /// The string holds whitespace, a control or formatting character, or an ASCII character URLs do not allow.
    case invalidCharacter(Unicode.Scalar)
    /// The host is an IP address (IPv4, or IPv6 in brackets) rather than a domain name; the value is as written.
    case ipAddressHost(String)

    /// What is wrong and what to do, as a fragment to follow "the URL '…'".
    public var description: String {
        switch self {
        case .empty:
            "is empty; give a full URL such as https://appclip.example.com/path"
        case .tooLong(let length):
            "is \(length) bytes long, over Actionable's limit of \(ExperienceURL.maximumLength) bytes for App Clip URLs; shorten it"
        case .malformed(let reason):
            "is not a valid URL: \(reason)"
        case .notHTTPS(let scheme):
            "uses the scheme '\(scheme.forMessage)'; App Clip URLs must use https"
        case .missingHost:
            "has no host; write it as https://host/path, e.g. https://appclip.example.com/path"
        case .userInfo:
            "has user information ('user@') before the host; remove it, App Clip URLs cannot carry credentials"
        case .invalidPercentEncoding:
            "has invalid percent-encoding; each '%' must start two hex digits (a literal '%' is %25), and the bytes of a path segment must decode to UTF-8"
        case .invalidCharacter(let scalar):
            "contains \(ExperienceURL.Syntax.describe(scalar)), which URLs cannot hold as is; remove it or percent-encode it as \(ExperienceURL.Syntax.percentEncoded(scalar))"
        case .ipAddressHost(let host):
            "uses the IP address '\(host.forMessage)' as its host; App Clip experiences need a domain name associated with the app"
        }
    }
}

extension ExperienceURL {
    /// The byte-level RFC 3986 work behind ``ExperienceURL``.
    enum Syntax {
        struct Parts {
            var host: String
            var port: Int?
            var path: [String]
            var hasQueryOrFragment: Bool
        }

        private static let colon = UInt8(ascii: ":")
        private static let slash = UInt8(ascii: "/")
        private static let percent = UInt8(ascii: "%")
        private static let question = UInt8(ascii: "?")
        private static let hash = UInt8(ascii: "#")

        private static let noScheme = "it has no scheme; write the full URL, starting with https://"

        /// Splits a URL already checked for length and characters into its normalized parts.
        static func split(_ bytes: [UInt8]) throws(ExperienceURLError) -> Parts {
            // Scheme: up to the first ':', which must come before any '/', '?' or '#'.
            guard
                let schemeEnd = bytes.firstIndex(where: { $0 == colon || $0 == slash || $0 == question || $0 == hash }),
                bytes[schemeEnd] == colon, let first = bytes.first, isAlpha(first),
                bytes[..<schemeEnd].allSatisfy(isSchemeByte)
            else { throw .malformed(noScheme) }
            let scheme = String(decoding: bytes[..<schemeEnd], as: UTF8.self).lowercased()
            guard scheme == "https" else {
                // `example.com:8080/path` reads as the scheme `example.com`: say what is really missing.
                if schemeEnd + 1 < bytes.count, isDigit(bytes[schemeEnd + 1]) { throw .malformed(noScheme) }
                throw .notHTTPS(scheme: scheme)
            }

            // Authority: after "//", up to the path, query or fragment.
            let authorityStart = schemeEnd + 3
            guard authorityStart <= bytes.count, bytes[schemeEnd + 1] == slash, bytes[schemeEnd + 2] == slash else {
                throw .missingHost
            }
            let authorityEnd =
                bytes[authorityStart...].firstIndex(where: { $0 == slash || $0 == question || $0 == hash })
                ?? bytes.count
            let authority = bytes[authorityStart..<authorityEnd]
            if authority.contains(UInt8(ascii: "@")) { throw .userInfo }
            if authority.first == UInt8(ascii: "[") {
                let close = authority.firstIndex(of: UInt8(ascii: "]")) ?? authority.endIndex - 1
                throw .ipAddressHost(String(decoding: authority[...close], as: UTF8.self))
            }
            let portColon = authority.firstIndex(of: colon)
            let hostBytes = authority[..<(portColon ?? authority.endIndex)]
            guard !hostBytes.isEmpty else { throw .missingHost }
            let host = try normalizedHost(hostBytes)
            var port: Int?
            if let portColon { port = try normalizedPort(authority[(portColon + 1)...]) }

            // Path, then the query and fragment, which only need valid escapes.
            let pathEnd = bytes[authorityEnd...].firstIndex(where: { $0 == question || $0 == hash }) ?? bytes.count
            try checkEscapes(bytes[pathEnd...])
            var path: [String] = []
            for raw in bytes[authorityEnd..<pathEnd].split(separator: slash, omittingEmptySubsequences: true) {
                let segment = try decodeSegment(raw)
                switch segment {
                case ".": continue
                case "..": _ = path.popLast()
                default: path.append(segment)
                }
            }
            return Parts(host: host, port: port, path: path, hasQueryOrFragment: pathEnd < bytes.count)
        }

        // MARK: Host and port

        private static func normalizedHost(_ bytes: ArraySlice<UInt8>) throws(ExperienceURLError) -> String {
            let written = String(decoding: bytes, as: UTF8.self)
            func invalid(_ problem: String) -> ExperienceURLError {
                .malformed("the host '\(written.forMessage)' \(problem)")
            }
            if bytes.contains(where: { $0 >= 0x80 }) {
                throw invalid("is not ASCII; write it in its punycode form (xn--…)")
            }
            guard bytes.count <= 253 else { throw invalid("is longer than 253 characters, the limit for domain names") }
            let labels = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            for label in labels {
                guard !label.isEmpty else { throw invalid("has an empty label; remove the extra '.'") }
                guard label.allSatisfy({ isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "-") }) else {
                    throw invalid("has characters other than letters, digits, hyphens and dots; use the domain name")
                }
                guard label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-") else {
                    throw invalid("has a label that starts or ends with '-'; use the domain name")
                }
                guard label.count <= 63 else { throw invalid("has a label longer than 63 characters, the DNS limit") }
            }
            // No top-level domain is all digits, so a numeric last label means an IPv4 address (as browsers decide).
            if let last = labels.last, last.allSatisfy(isDigit) { throw .ipAddressHost(written) }
            return written.lowercased()
        }

        private static func normalizedPort(_ bytes: ArraySlice<UInt8>) throws(ExperienceURLError) -> Int? {
            guard !bytes.isEmpty else { return nil }  // `https://host:/` means the default port
            let written = String(decoding: bytes, as: UTF8.self)
            guard bytes.allSatisfy(isDigit) else {
                throw .malformed(
                    "the port '\(written.forMessage)' is not a number; leave it out for 443, or use 1 to 65535")
            }
            let value = bytes.count > 5 ? Int.max : bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            guard (1...65_535).contains(value) else {
                throw .malformed(
                    "the port '\(written.forMessage)' is out of range; leave it out for 443, or use 1 to 65535")
            }
            return value == 443 ? nil : value
        }

        // MARK: Percent-encoding

        private static func checkEscapes(_ bytes: ArraySlice<UInt8>) throws(ExperienceURLError) {
            var index = bytes.startIndex
            while let found = bytes[index...].firstIndex(of: percent) {
                guard found + 2 < bytes.endIndex, bytes[found + 1].hexDigitValue != nil,
                    bytes[found + 2].hexDigitValue != nil
                else { throw .invalidPercentEncoding }
                index = found + 3
            }
        }

        private static func decodeSegment(_ raw: ArraySlice<UInt8>) throws(ExperienceURLError) -> String {
            // Without escapes the bytes came from a String, so they are valid UTF-8 already.
            guard raw.contains(percent) else { return String(decoding: raw, as: UTF8.self) }
            var decoded: [UInt8] = []
            decoded.reserveCapacity(raw.count)
            var index = raw.startIndex
            while index < raw.endIndex {
                guard raw[index] == percent else {
                    decoded.append(raw[index])
                    index += 1
                    continue
                }
                guard index + 2 < raw.endIndex, let high = raw[index + 1].hexDigitValue,
                    let low = raw[index + 2].hexDigitValue
                else { throw .invalidPercentEncoding }
                decoded.append(high << 4 | low)
                index += 3
            }
            guard let text = String(validUTF8: decoded) else { throw .invalidPercentEncoding }
            return text
        }

        /// `segment` with every byte outside RFC 3986's unescaped segment characters percent-encoded.
        static func encodeSegment(_ segment: String) -> String {
            var encoded = ""
            encoded.reserveCapacity(segment.utf8.count)
            for byte in segment.utf8 {
                if isSegmentByte(byte) {
                    encoded.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    encoded += "%" + hexDigits(byte)
                }
            }
            return encoded
        }

        // MARK: Characters

        /// Whether `scalar` can never appear in a URL as written: whitespace, controls and invisible formatting
        /// characters (including bidirectional overrides), and the ASCII characters RFC 3986 excludes.
        static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                return asciiClasses[Int(byte)] == 0
            }
            switch scalar.properties.generalCategory {
            case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate:
                return true
            default:
                return scalar.properties.isWhitespace || scalar.properties.isNoncharacterCodePoint
            }
        }

        /// `U+0020 (a space)`: the code point and a name people recognize.
        static func describe(_ scalar: Unicode.Scalar) -> String {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            let name: String =
                switch scalar {
                case " ": "a space"
                case "\t": "a tab"
                case "\n": "a line feed"
                case "\r": "a carriage return"
                case "\0": "a NUL character"
                default:
                    if let official = scalar.properties.name {
                        official.lowercased()
                    } else {
                        "a control character"
                    }
                }
            return "\(code) (\(name))"
        }

        /// `scalar`'s UTF-8 bytes as percent escapes.
        static func percentEncoded(_ scalar: Unicode.Scalar) -> String {
            String(scalar).utf8.map { "%" + hexDigits($0) }.joined()
        }

        private static let hexTable = Array("0123456789ABCDEF".utf8)

        private static func hexDigits(_ byte: UInt8) -> String {
            String(decoding: [hexTable[Int(byte >> 4)], hexTable[Int(byte & 0xF)]], as: UTF8.self)
        }

        private static func isAlpha(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }

        private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        private static func isSchemeByte(_ byte: UInt8) -> Bool {
            isAlpha(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
        }

        /// RFC 3986's classes for each ASCII byte, looked up rather than searched: parsing runs once per URL routed.
        private static let asciiClasses: [UInt8] = (0..<128).map { value in
            let byte = UInt8(value)
            if isAlpha(byte) || isDigit(byte) || "-._~".utf8.contains(byte) { return unreserved }
            if "!$&'()*+,;=".utf8.contains(byte) { return subDelimiter }
            if ":@".utf8.contains(byte) { return segmentDelimiter }
            if "/?#[]%".utf8.contains(byte) { return otherAllowed }
            return 0
        }
        private static let unreserved: UInt8 = 1
        private static let subDelimiter: UInt8 = 2
        private static let segmentDelimiter: UInt8 = 4
        private static let otherAllowed: UInt8 = 8

        /// Whether `byte` may stand unencoded in a path segment: RFC 3986's `pchar` less `%`.
        private static func isSegmentByte(_ byte: UInt8) -> Bool {
            byte < 0x80 && asciiClasses[Int(byte)] & (unreserved | subDelimiter | segmentDelimiter) != 0
        }
    }
}
