#if WebPush
    import Actionable
    import ActionableWebPush
    import ArgumentParser

    extension WebPushCommand {
        /// `actionable-webpush vapid-keys`.
        struct VAPIDKeys: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "vapid-keys",
                abstract: "Print a new VAPID key pair.",
                discussion: """
                    The private key goes into the service's secret store (send reads it from \
                    $ACTIONABLE_VAPID_PRIVATE_KEY); the public key goes into the page, as the applicationServerKey \
                    it subscribes with. Every subscription is bound to the public key: a new key pair means every \
                    browser subscribes again.
                    """
            )

            @Flag(help: "Print only the two keys, private then public, one a line (for scripts).")
            var plain = false

            func run() {
                let key = VAPIDKey()
                if plain {
                    print(key.privateKeyBase64URL)
                    print(key.publicKeyBase64URL)
                } else {
                    print("private key (secret store, $ACTIONABLE_VAPID_PRIVATE_KEY): \(key.privateKeyBase64URL)")
                    print("public key (the page's applicationServerKey):            \(key.publicKeyBase64URL)")
                }
            }
        }
    }
#endif
