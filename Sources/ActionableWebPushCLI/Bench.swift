#if WebPush
    import Actionable
    import ActionableWebPush
    import ArgumentParser
    import AsyncHTTPClient
    import Crypto
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    extension WebPushCommand {
        /// `actionable-webpush bench`: Benchmarks/webpush/run.sh's Swift side.
        struct Bench: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract:
                    "Encrypt and sign one push for each subscription in a file, and print the CPU time (benchmark).",
                discussion: """
                    Benchmarks/webpush/run.sh runs it. Mode `actionable`: per subscription, read its keys, build \
                    the message, check it against the registry, encrypt it and sign it (the VAPID token cached per \
                    push service), as `WebPushSender.request` does before a POST. Mode `floor`: swift-crypto alone, \
                    per subscription: a new P-256 key (from a random scalar; `floor-fips-key`: from \
                    `P256.KeyAgreement.PrivateKey()`), the ECDH with the subscription's key, the HKDF steps of \
                    RFC 8291 and one AES-128-GCM seal of the same plaintext. Nothing is sent.
                    """,
                shouldDisplay: false
            )

            enum Mode: String, ExpressibleByArgument, CaseIterable {
                case actionable, floor
                /// The floor with the key from `P256.KeyAgreement.PrivateKey()`, which adds FIPS's pairwise test.
                case floorFIPSKey = "floor-fips-key"
            }

            @Option(help: "JSON lines, one PushSubscription.toJSON() each.")
            var subscriptions: String

            @Option(help: "actionable or floor.")
            var mode: Mode = .actionable

            @Option(help: "Category files (for the message's check).")
            var categories: [String] = ["Categories"]

            @Option(help: "The category of every message.")
            var category: String = "INVITE_CATEGORY"

            func run() async throws {
                let lines = try String(contentsOfFile: subscriptions, encoding: .utf8).split(separator: "\n")
                let parsed: [(endpoint: String, p256dh: String, auth: String)] = try lines.map { line in
                    guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                        let endpoint = object["endpoint"] as? String, let keys = object["keys"] as? [String: String],
                        let p256dh = keys["p256dh"], let auth = keys["auth"]
                    else { throw ValidationError("\(subscriptions): a line is not a subscription") }
                    return (endpoint, p256dh, auth)
                }
                let registry = try await CategoryLoader().load(paths: categories).registry
                var checksum = 0
                let started = Self.cpuSeconds()
                let wallStart = ContinuousClock.now
                switch mode {
                case .actionable:
                    let signer = try VAPIDSigner(key: VAPIDKey(), subject: "mailto:bench@example.com")
                    let sender = WebPushSender(httpClient: .shared, signer: signer)
                    let options = WebPushOptions(timeToLive: 3600, urgency: .high)
                    for (index, entry) in parsed.enumerated() {
                        let subscription = try WebPushSubscription(
                            endpoint: entry.endpoint, p256dh: entry.p256dh, auth: entry.auth)
                        let payload = try Self.message(index, category: category).payload(checkedAgainst: registry)
                        let request = try sender.request(payload, to: subscription, options: options)
                        checksum &+= request.body.count &+ request.headers[0].value.utf8.count
                    }
                case .floor, .floorFIPSKey:
                    // Decoded before the clock starts: the floor is the cryptography alone.
                    let keys = parsed.map {
                        (Array(Data(base64URL: $0.p256dh) ?? Data()), Array(Data(base64URL: $0.auth) ?? Data()))
                    }
                    let plaintexts = parsed.indices.map { Self.message($0, category: category).plaintext }
                    let floorStart = Self.cpuSeconds()
                    for index in keys.indices {
                        checksum &+= try Self.floor(
                            plaintexts[index], userAgentKey: keys[index].0, auth: keys[index].1,
                            fipsKey: mode == .floorFIPSKey)
                    }
                    // Report only the loop, as for `actionable` (whose decoding is inside it).
                    let cpu = Self.cpuSeconds() - floorStart
                    Self.printResult(
                        mode: mode, count: parsed.count, cpu: cpu, wall: ContinuousClock.now - wallStart,
                        checksum: checksum)
                    return
                }
                Self.printResult(
                    mode: mode, count: parsed.count, cpu: Self.cpuSeconds() - started,
                    wall: ContinuousClock.now - wallStart,
                    checksum: checksum)
            }

            static func message(_ index: Int, category: String) -> WebPushMessage {
                WebPushMessage(
                    category: category, notificationID: "inv-\(index)", title: "Dinner at 8?",
                    body: "Alice invited you to dinner on Friday at 8 pm.",
                    userInfo: ["invite-id": .string(String(index))],
                    url: "/invites/\(index)")
            }

            /// RFC 8291 with swift-crypto and nothing else: the least any sender must do per push.
            static func floor(_ plaintext: [UInt8], userAgentKey: [UInt8], auth: [UInt8], fipsKey: Bool) throws -> Int {
                let peer = try P256.KeyAgreement.PublicKey(x963Representation: userAgentKey)
                // Six 8-byte draws per push: the scalar's 32 bytes, then the salt's 16.
                var generator = SystemRandomNumberGenerator()
                var random = [UInt64](repeating: 0, count: 6)
                for index in random.indices { random[index] = generator.next() }
                let bytes = random.withUnsafeBytes { Array($0) }
                let scalar = Array(bytes[0..<32])
                let salt = Array(bytes[32..<48])
                // swift-crypto's cheapest new key: from a random scalar (see WebPushEncryption.ephemeralKey).
                let ephemeral =
                    fipsKey
                    ? P256.KeyAgreement.PrivateKey() : try P256.KeyAgreement.PrivateKey(rawRepresentation: scalar)
                let secret = try ephemeral.sharedSecretFromKeyAgreement(with: peer)
                var info = Array("WebPush: info\0".utf8)
                info += userAgentKey
                info += ephemeral.publicKey.x963Representation
                let prkKey = HKDF<SHA256>.extract(inputKeyMaterial: SymmetricKey(data: secret), salt: auth)
                let ikm = HKDF<SHA256>.expand(pseudoRandomKey: prkKey, info: info, outputByteCount: 32)
                let prk = HKDF<SHA256>.extract(inputKeyMaterial: ikm, salt: salt)
                let cek = HKDF<SHA256>.expand(
                    pseudoRandomKey: prk, info: Array("Content-Encoding: aes128gcm\0".utf8), outputByteCount: 16)
                let nonce = HKDF<SHA256>.expand(
                    pseudoRandomKey: prk, info: Array("Content-Encoding: nonce\0".utf8), outputByteCount: 12)
                let sealed = try AES.GCM.seal(
                    plaintext + [2], using: cek, nonce: try AES.GCM.Nonce(data: nonce.withUnsafeBytes { Array($0) }))
                return sealed.ciphertext.count + sealed.tag.count
            }

            static func cpuSeconds() -> Double {
                var time = timespec()
                clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
                return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
            }

            static func printResult(mode: Mode, count: Int, cpu: Double, wall: Duration, checksum: Int) {
                let wallSeconds = Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18
                print(
                    #"{"mode":"\#(mode.rawValue)","pushes":\#(count),"cpu_s":\#(cpu),"wall_s":\#(wallSeconds),"us_per_push":\#(cpu / Double(max(count, 1)) * 1e6),"checksum":\#(checksum)}"#
                )
            }
        }
    }
#endif
