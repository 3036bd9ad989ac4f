#if HTTP && Postgres
    import ActionableHummingbird
    import Foundation
    import HTTPTypes

    /// `--auth tokens`: each user has a bearer token of their own, and is their own ``Principal`` (`user:<name>`), so
    /// the endpoint keeps each user's deliveries apart. A stand-in for a service's session store: the documentation's
    /// `UserTokenAuthenticator`, with the sessions in a dictionary.
    struct UserTokenAuthenticator: RequestAuthenticator, CustomStringConvertible {
        /// Each token's bytes and the user it belongs to.
        private let users: [(token: [UInt8], principal: Principal)]

        /// Parses `alice=token-a,bob=token-b`; `nil` when a pair is malformed, a name or token is empty, or a token is
        /// shared.
        init?(parsing text: String) {
            var users: [(token: [UInt8], principal: Principal)] = []
            for pair in text.split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
                let token = Array(parts[1].utf8)
                guard !users.contains(where: { $0.token == token }) else { return nil }
                users.append((token, Principal("user:\(parts[0])")))
            }
            guard !users.isEmpty else { return nil }
            self.users = users
        }

        var description: String { "a bearer token per user (\(users.count) users)" }
        var hasBackend: Bool { false }

        func authenticate(head: HTTPRequest, at now: Date) throws -> Principal {
            guard let value = head.headerFields[.authorization], value.utf8.count > 7,
                value.prefix(7).lowercased() == "bearer "
            else {
                throw AuthenticationFailure("missing Authorization: Bearer header")
            }
            let presented = Array(value.utf8.dropFirst(7))
            // Every token is compared, each in constant time, so timing tells neither which user nor how much matched.
            var found: Principal?
            for user in users where Self.constantTimeEquals(presented, user.token) { found = user.principal }
            guard let found else { throw AuthenticationFailure("the bearer token is not valid") }
            return found
        }

        private static func constantTimeEquals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
            var difference = UInt8(lhs.count == rhs.count ? 0 : 1)
            for index in 0..<max(lhs.count, rhs.count) {
                difference |= (index < lhs.count ? lhs[index] : 0) ^ (index < rhs.count ? rhs[index] : 0)
            }
            return difference == 0
        }
    }
#endif
