import Foundation

// Hand-kept accessors over Localizable.strings, in the shape SwiftGen's structured template gives them.
enum L10n {
    enum Push {
        static let reply = NSLocalizedString("push.action.reply", value: "Reply", comment: "Reply button of a message")
        static let send = NSLocalizedString("push.action.send", value: "Send", comment: "Send button of the reply field")
        static let replyPlaceholder = NSLocalizedString(
            "push.action.reply.placeholder", value: "Message", comment: "Placeholder of the reply field")
        static let markRead = NSLocalizedString("push.action.mark_read", value: "Mark as Read", comment: "")
        static let react = NSLocalizedString("push.action.react", value: "👍", comment: "Quick reaction")
        static let answer = NSLocalizedString("push.action.answer", value: "Answer", comment: "")
        static let decline = NSLocalizedString("push.action.decline", value: "Decline", comment: "")
        static let callBack = NSLocalizedString("push.action.call_back", value: "Call Back", comment: "")
        static let join = NSLocalizedString("push.action.join", value: "Join Group", comment: "")
        static let mute = NSLocalizedString("push.action.mute", value: "Mute for 1 Hour", comment: "")
        static let hiddenMessage = NSLocalizedString(
            "push.preview.hidden_message", value: "New message", comment: "Body when previews are hidden")
    }
}
