import Testing

@testable import ActionableCodegen

@Suite struct SwiftNamesTests {
    @Test(
        "identifiers become readable type and member names",
        arguments: [
            ("INVITE_CATEGORY", "InviteCategory", "inviteCategory"),
            ("invite_category", "InviteCategory", "inviteCategory"),
            ("ACCEPT", "Accept", "accept"),
            ("markAsRead", "MarkAsRead", "markAsRead"),
            (
                "Signal.AppNotifications.Action.markAsRead", "SignalAppNotificationsActionMarkAsRead",
                "signalAppNotificationsActionMarkAsRead"
            ),
            ("com.example.invite.accept", "ComExampleInviteAccept", "comExampleInviteAccept"),
            ("URLSession-open", "UrlSessionOpen", "urlSessionOpen"),
            ("加入", "加入", "加入"),
            ("1ST", "_1st", "_1st"),
            ("2fa-approve", "_2faApprove", "_2faApprove"),
            ("🎉", "U1f389", "u1f389"),
            ("reply 💬 now", "ReplyNow", "replyNow"),
            ("Ünïcode_ÄCTION", "ÜnïcodeÄction", "ünïcodeÄction"),
        ])
    func names(identifier: String, type: String, member: String) {
        #expect(SwiftNames.typeName(identifier) == type)
        #expect(SwiftNames.memberName(identifier) == member)
    }

    @Test("names that collide get _2, _3 in declaration order; reserved names a trailing underscore")
    func collisions() {
        #expect(
            SwiftNames.unique(["Accept", "Accept", "String", "Accept", "Accept_2"], reserved: ["String"])
                == ["Accept", "Accept_2", "String_", "Accept_3", "Accept_2_2"])
    }

    @Test("keywords are written in backticks")
    func keywords() {
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("accept") == "accept")
    }

    @Test("string literals escape quotes, backslashes and control characters and keep emoji and format specifiers")
    func literals() {
        #expect(SwiftLiteral.string(#"Say "hi" \ %@ 🚀"#) == #""Say \"hi\" \\ %@ 🚀""#)
        #expect(SwiftLiteral.string("a\nb\tc\u{7}") == #""a\nb\tc\u{7}""#)
        #expect(SwiftLiteral.string("👨‍👩‍👧") == "\"👨‍👩‍👧\"")
        #expect(SwiftLiteral.string("a\u{200B}b") == #""a\u{200B}b""#)
    }
}
