import Foundation

enum Strings {
    enum Order {
        static let track = NSLocalizedString("order.action.track", value: "Track Order", comment: "")
        static let callCourier = NSLocalizedString("order.action.call_courier", value: "Call Courier", comment: "")
        static let cancel = NSLocalizedString("order.action.cancel", value: "Cancel Order", comment: "")
        static let rate = NSLocalizedString("order.action.rate", value: "Rate", comment: "")
        static let reorder = NSLocalizedString("order.action.reorder", value: "Order Again", comment: "")
        static let reply = NSLocalizedString("order.action.reply", value: "Reply", comment: "")
        static let send = NSLocalizedString("order.action.send", value: "Send", comment: "")
        static let replyPlaceholder = NSLocalizedString(
            "order.action.reply_placeholder", value: "Message your courier", comment: "")
        static let snooze = NSLocalizedString("order.action.snooze", value: "Remind Me Later", comment: "")
    }
}
