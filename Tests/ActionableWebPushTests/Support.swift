#if WebPush
    import Actionable
    @testable import ActionableWebPush

    func bytes(_ base64URL: String) -> [UInt8] {
        Base64URL.decode(base64URL) ?? []
    }

    enum Fixtures {
        static let yaml = """
            categories:
              - identifier: INVITE_CATEGORY
                actions:
                  - identifier: ACCEPT
                    title: Accept
                  - identifier: DECLINE
                    title: Decline
                    destructive: true
              - identifier: ORDER
                actions:
                  - identifier: TRACK
                    title: Track
                  - identifier: RATE
                    title: Rate
                  - identifier: HELP
                    title: Help
            """

        static let registry = CategoryLoader().load(yaml: yaml, file: "web.yaml").registry
    }
#endif
