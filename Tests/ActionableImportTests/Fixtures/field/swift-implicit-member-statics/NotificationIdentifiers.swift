import Foundation

/// The identifiers the server puts in `aps.category` and reads back from a response's `actionIdentifier`.
enum ActionID {
    static let reply = "relay.action.reply"
    static let markRead = "relay.action.mark-read"
    static let react = "relay.action.react"
    static let answer = "relay.action.answer"
    static let decline = "relay.action.decline"
    static let callBack = "relay.action.call-back"
    static let join = "relay.action.join"
    static let mute = "relay.action.mute"
}

enum CategoryID {
    static let message = "relay.category.message"
    static let call = "relay.category.incoming-call"
    static let missedCall = "relay.category.missed-call"
    static let groupInvite = "relay.category.group-invite"
    static let mention = "relay.category.mention"
    static let securityAlert = "relay.category.security-alert"
}
