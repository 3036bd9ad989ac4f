import UserNotifications

/// Every button a CareLine notification can show.
enum AppAction: Hashable {
    case accept
    case decline
    case reschedule
    case confirm
    case callClinic
    case reply
    case markTaken
    case snooze
    case skipDose
    case payNow
    /// A button a clinic defines on its own server (a survey, a consent form); the response handler routes it by
    /// identifier to the clinic's web form.
    case clinicDefined(identifier: String, title: String)

    /// The action identifier the delegate and the clinic's push service agree on.
    var identifier: String {
        switch self {
        case .accept: return "appointment.accept"
        case .decline: return "appointment.decline"
        case .reschedule: return "appointment.reschedule"
        case .confirm: return "appointment.confirm"
        case .callClinic: return "clinic.call"
        case .reply: return "clinic.reply"
        case .markTaken: return "medication.taken"
        case .snooze: return "medication.snooze"
        case .skipDose: return "medication.skip"
        case .payNow: return "billing.pay"
        case .clinicDefined(let identifier, _): return identifier
        }
    }

    private var title: String {
        switch self {
        case .accept: return L10n.Action.accept
        case .decline: return L10n.Action.decline
        case .reschedule: return L10n.Action.reschedule
        case .confirm: return L10n.Action.confirm
        case .callClinic: return L10n.Action.callClinic
        case .reply: return L10n.Action.reply
        case .markTaken: return L10n.Action.markTaken
        case .snooze: return L10n.Action.snooze
        case .skipDose: return L10n.Action.skipDose
        case .payNow: return L10n.Action.payNow
        case .clinicDefined(_, let title): return title
        }
    }

    private var options: UNNotificationActionOptions {
        switch self {
        case .reschedule, .callClinic, .clinicDefined: return [.foreground]
        case .decline, .skipDose: return [.destructive]
        case .payNow: return [.foreground, .authenticationRequired]
        case .accept, .confirm, .reply, .markTaken, .snooze: return []
        }
    }

    /// The button iOS shows for this action.
    var action: UNNotificationAction {
        switch self {
        case .reply:
            return UNTextInputNotificationAction(
                identifier: identifier,
                title: title,
                options: options,
                textInputButtonTitle: L10n.Action.send,
                textInputPlaceholder: L10n.Action.replyPlaceholder)
        default:
            return UNNotificationAction(identifier: identifier, title: title, options: options)
        }
    }
}
