#if WebPush
    import ActionableWebPush
    import ArgumentParser
    import Crypto
    import Foundation

    extension WebPushCommand {
        /// `actionable-webpush decrypt`: what a browser does with a push, for interoperability checks.
        struct Decrypt: ParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Decrypt an aes128gcm Web Push body with a subscription's private key (for tests).",
                discussion: """
                    Prints the plaintext. A browser does this itself; the command exists so a test can check \
                    that what another library encrypts decrypts here. Exit status 1 when the body does not \
                    decrypt (the reason on standard error), 65 for a malformed key.
                    """,
                shouldDisplay: false
            )

            @Option(help: "The subscription's private key: the 32-byte scalar in base64url.")
            var privateKey: String

            @Option(help: "The subscription's auth secret in base64url.")
            var auth: String

            @Argument(help: "The body, as bytes; standard input when omitted or '-'.")
            var file: String = "-"

            func run() throws {
                let decryptor: WebPushDecryptor
                do {
                    guard let scalar = Data(base64URL: privateKey), let secret = Data(base64URL: auth),
                        secret.count == 16
                    else {
                        throw WebPushInputError(
                            what: "--private-key or --auth", problem: "is not base64url of the right size")
                    }
                    decryptor = WebPushDecryptor(
                        privateKey: try P256.KeyAgreement.PrivateKey(rawRepresentation: scalar),
                        authSecret: Array(secret))
                } catch {
                    printError("error: \(error)")
                    throw WebPushExit.dataError
                }
                let body: Data
                do {
                    body =
                        file == "-"
                        ? FileHandle.standardInput.readDataToEndOfFile()
                        : try Data(contentsOf: URL(fileURLWithPath: file))
                } catch {
                    printError("error: cannot read \(file): \(error.localizedDescription)")
                    throw WebPushExit.noInput
                }
                do {
                    let plaintext = try decryptor.decrypt(Array(body))
                    FileHandle.standardOutput.write(Data(plaintext))
                } catch {
                    printError("error: the body does not decrypt: \(error)")
                    throw WebPushExit.notDelivered
                }
            }
        }
    }

    /// Writes a line to standard error.
    func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    extension Data {
        /// The bytes of base64url text, padded or not.
        init?(base64URL text: String) {
            var base64 = text.trimmingCharacters(in: .whitespacesAndNewlines)
                .replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
            base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
            self.init(base64Encoded: base64)
        }
    }
#endif
