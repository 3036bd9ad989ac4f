import UserNotifications

/// The categories the order service sends, by the identifier it puts in `aps.category`.
enum OrderCategory: String, CaseIterable {
    case orderUpdate = "ORDER_UPDATE"
    case delivered = "ORDER_DELIVERED"
    case courierMessage = "COURIER_MESSAGE"
    case scheduled = "ORDER_SCHEDULED"
}

/// Every button of an order notification.
enum OrderAction: String, CaseIterable {
    case track = "order.track"
    case callCourier = "order.call-courier"
    case cancel = "order.cancel"
    case rate = "order.rate"
    case reorder = "order.reorder"
    case reply = "order.reply"
    case snooze = "order.snooze"

    var title: String {
        switch self {
        case .track: return Strings.Order.track
        case .callCourier: return Strings.Order.callCourier
        case .cancel: return Strings.Order.cancel
        case .rate: return Strings.Order.rate
        case .reorder: return Strings.Order.reorder
        case .reply: return Strings.Order.reply
        case .snooze: return Strings.Order.snooze
        }
    }

    var options: UNNotificationActionOptions {
        switch self {
        case .track, .callCourier, .reorder: return [.foreground]
        case .cancel: return [.destructive, .authenticationRequired]
        case .rate, .reply, .snooze: return []
        }
    }

    /// The button iOS shows: a text field for `.reply`, a plain button otherwise.
    var action: UNNotificationAction {
        switch self {
        case .reply:
            return UNTextInputNotificationAction(
                identifier: rawValue, title: title, options: options,
                textInputButtonTitle: Strings.Order.send, textInputPlaceholder: Strings.Order.replyPlaceholder)
        default:
            return UNNotificationAction(identifier: rawValue, title: title, options: options)
        }
    }
}
