#if HTTP && Postgres
    import ActionableHummingbird
    import ArgumentParser
    import Foundation

    extension ExampleServerCommand {
        /// `actionable-example-server sign`: the two signature headers for a body, for curl and for services written in
        /// other languages to compare against.
        struct Sign: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Print the signature headers for a request body, signed with $ACTIONABLE_SECRET.",
                discussion: """
                    Prints one header per line, ready for `curl -H @-`:
                      actionable-example-server sign --body "$BODY" |
                        curl -H @- -H 'Content-Type: application/json' -d "$BODY" …
                    The signature (version 2) is HMAC-SHA256, hex-encoded, over the lines "v2", the timestamp, the \
                    method, the path, the Idempotency-Key (empty when none is sent) and the body, joined by newlines: \
                    a signed request cannot be sent again under a fresh key or to another route. With \
                    --scheme v1, "v1:<timestamp>:<body>" (for a server that still accepts version 1). When an \
                    Idempotency-Key is given, its header is printed too.
                    """
            )

            @Option(help: "The exact body to sign. Without it, the body is read from standard input.")
            var body: String?

            @Option(help: "The timestamp to sign with, in seconds since 1970 (default: now).")
            var timestamp: Int?

            @Option(help: "The request's method.")
            var method = "POST"

            @Option(help: "The request's path, with its query, as the server receives it.")
            var path = ActionResponseEndpoint.path

            @Option(help: "The Idempotency-Key the request sends (none by default).")
            var idempotencyKey: String?

            @Option(help: "The signing scheme: v2, or v1 for a server in transition.")
            var scheme: String = "v2"

            func validate() throws {
                guard RequestSigner.Scheme(rawValue: scheme) != nil else {
                    throw ValidationError("--scheme must be v2 or v1, not '\(scheme)'")
                }
            }

            func run() throws {
                guard let secret = ProcessInfo.processInfo.environment["ACTIONABLE_SECRET"], !secret.isEmpty else {
                    throw ValidationError("set ACTIONABLE_SECRET to the shared signing secret")
                }
                guard secret.utf8.count >= RequestSigner.minimumSecretLength else {
                    throw ValidationError(
                        "ACTIONABLE_SECRET is \(secret.utf8.count) bytes; use at least "
                            + "\(RequestSigner.minimumSecretLength) (e.g. `openssl rand -hex 32`)")
                }
                let bytes: [UInt8]
                if let body {
                    bytes = Array(body.utf8)
                } else {
                    bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
                }
                let time = timestamp ?? Int(Date().timeIntervalSince1970)
                let signer = RequestSigner(secret: Array(secret.utf8))
                let signature =
                    scheme == "v1"
                    ? signer.signature(for: bytes, timestamp: time)
                    : signer.signature(
                        method: method, path: path, idempotencyKey: idempotencyKey, body: bytes, timestamp: time)
                print("\(RequestSigner.timestampHeader): \(time)")
                print("\(RequestSigner.signatureHeader): \(signature)")
                if let idempotencyKey { print("\(ActionResponseEndpoint.idempotencyHeader): \(idempotencyKey)") }
            }
        }
    }
#endif
