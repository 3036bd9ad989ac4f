#if WebPush
    import Actionable
    import ArgumentParser

    /// `actionable-webpush`: sends one Web Push message from a script, and makes the VAPID key a service needs.
    ///
    /// Exit status: 0 delivered; 1 not delivered (the registry's checks or the push service refused it, or retries
    /// ran out); 3 the push service answered 413 (the payload is too large); 4 the subscription is gone (404/410:
    /// delete it); 64 usage; 65 a malformed subscription, key or JSON argument; 66 a missing file; 74 an unreadable
    /// one; 78 $ACTIONABLE_VAPID_PRIVATE_KEY is not set.
    @main
    struct WebPushCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "actionable-webpush",
            abstract: "Send a Web Push message built from the category files (VAPID, aes128gcm).",
            version: ActionableInfo.version,
            subcommands: [VAPIDKeys.self, Send.self, Decrypt.self, Bench.self]
        )
    }

    /// The exit statuses `send` and the others end with.
    enum WebPushExit {
        static let notDelivered = ExitCode(1)
        static let payloadTooLarge = ExitCode(3)
        static let subscriptionGone = ExitCode(4)
        static let dataError = ExitCode(65)
        static let noInput = ExitCode(66)
        static let ioError = ExitCode(74)
        static let configurationError = ExitCode(78)
    }
#endif
