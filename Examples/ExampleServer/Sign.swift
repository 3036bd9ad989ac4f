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
                    The signature is HMAC-SHA256 over "v1:<timestamp>:<body>", hex-encoded.
                    """
            )

            @Option(help: "The exact body to sign. Without it, the body is read from standard input.")
            var body: String?

            @Option(help: "The timestamp to sign with, in seconds since 1970 (default: now).")
            var timestamp: Int?

            func run() throws {
                guard let secret = ProcessInfo.processInfo.environment["ACTIONABLE_SECRET"], !secret.isEmpty else {
                    throw ValidationError("set ACTIONABLE_SECRET to the shared signing secret")
                }
                let bytes: [UInt8]
                if let body {
                    bytes = Array(body.utf8)
                } else {
                    bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
                }
                let time = timestamp ?? Int(Date().timeIntervalSince1970)
                let signer = RequestSigner(secret: Array(secret.utf8))
                print("\(RequestSigner.timestampHeader): \(time)")
                print("\(RequestSigner.signatureHeader): \(signer.signature(for: bytes, timestamp: time))")
            }
        }
    }
#endif
