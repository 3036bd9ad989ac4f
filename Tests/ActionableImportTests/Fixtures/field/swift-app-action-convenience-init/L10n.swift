import Foundation

enum L10n {
    enum Action {
        static let accept = NSLocalizedString("action.accept", value: "Accept", comment: "Accept an appointment")
        static let decline = NSLocalizedString("action.decline", value: "Decline", comment: "Decline an appointment")
        static let reschedule = NSLocalizedString("action.reschedule", value: "Reschedule", comment: "")
        static let confirm = NSLocalizedString("action.confirm", value: "I'll Be There", comment: "")
        static let callClinic = NSLocalizedString("action.call_clinic", value: "Call Clinic", comment: "")
        static let reply = NSLocalizedString("action.reply", value: "Reply", comment: "")
        static let send = NSLocalizedString("action.send", value: "Send", comment: "")
        static let replyPlaceholder = NSLocalizedString(
            "action.reply_placeholder", value: "Write to your care team", comment: "")
        static let markTaken = NSLocalizedString("action.mark_taken", value: "Taken", comment: "")
        static let snooze = NSLocalizedString("action.snooze", value: "Remind Me in 10 min", comment: "")
        static let skipDose = NSLocalizedString("action.skip_dose", value: "Skip This Dose", comment: "")
        static let payNow = NSLocalizedString("action.pay_now", value: "Pay Now", comment: "")
        static let viewResults = NSLocalizedString("action.view_results", value: "View Results", comment: "")
        static let later = NSLocalizedString("action.later", value: "Later", comment: "")
    }
}
