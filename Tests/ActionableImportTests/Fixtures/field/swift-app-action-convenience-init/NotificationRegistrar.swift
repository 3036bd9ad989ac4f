import Intents
import UserNotifications

enum CategoryID {
    static let appointmentInvite = "APPOINTMENT_INVITE"
    static let appointmentReminder = "APPOINTMENT_REMINDER"
    static let medicationDue = "MEDICATION_DUE"
    static let clinicMessage = "CLINIC_MESSAGE"
    static let careTeamNews = "CARE_TEAM_NEWS"
    static let labResults = "LAB_RESULTS"
    static let paymentDue = "PAYMENT_DUE"
    static let visitFollowUp = "VISIT_FOLLOW_UP"
    static let appointmentCancelled = "APPOINTMENT_CANCELLED"
}

/// What the patient's clinic allows, from the last sync.
struct ClinicSettings {
    var allowsOnlineRescheduling: Bool
}

final class NotificationRegistrar {
    private let center: UNUserNotificationCenter
    private let clinic: ClinicSettings

    init(center: UNUserNotificationCenter = .current(), clinic: ClinicSettings) {
        self.center = center
        self.clinic = clinic
    }

    func registerCategories() {
        var categories = Set<UNNotificationCategory>()
        categories.insert(inviteCategory())
        categories.insert(
            UNNotificationCategory(
                identifier: CategoryID.appointmentReminder,
                actions: [.confirm, .callClinic],
                intentIdentifiers: [],
                options: [.customDismissAction]))
        categories.insert(medicationCategory())
        categories.insert(messageCategory())
        categories.insert(newsCategory())
        categories.insert(
            UNNotificationCategory(
                identifier: CategoryID.labResults,
                actions: [.viewResults],
                intentIdentifiers: [],
                options: [.hiddenPreviewsShowTitle]))
        categories.insert(paymentCategory())
        categories.insert(UNNotificationCategory(identifier: CategoryID.visitFollowUp, actions: [.callClinic]))
        categories.insert(
            UNNotificationCategory(
                identifier: CategoryID.appointmentCancelled,
                actions: [.reschedule, .callClinic],
                intentIdentifiers: []))
        center.setNotificationCategories(categories)
    }

    /// Invitations: rescheduling from the banner only where the clinic takes bookings online.
    private func inviteCategory() -> UNNotificationCategory {
        var actions = [AppAction]()
        actions.append(contentsOf: [.accept, .decline])
        if clinic.allowsOnlineRescheduling {
            actions.append(.reschedule)
        }
        return UNNotificationCategory(identifier: CategoryID.appointmentInvite, actions: actions, intentIdentifiers: [])
    }

    /// Dose reminders: the snooze button only makes sense before the dose window closes, which the server
    /// enforces, so it is always shown.
    private func medicationCategory() -> UNNotificationCategory {
        var actions = [AppAction]()
        actions.append(.markTaken)
        actions.append(.snooze)
        actions.append(contentsOf: [.skipDose])
        return UNNotificationCategory(
            identifier: CategoryID.medicationDue,
            actions: actions,
            intentIdentifiers: [],
            options: [.customDismissAction])
    }

    private func messageCategory() -> UNNotificationCategory {
        let actions: [AppAction] = [.reply, .callClinic]
        return UNNotificationCategory(
            identifier: CategoryID.clinicMessage,
            actions: actions,
            intentIdentifiers: [INSendMessageIntentIdentifier],
            options: [.hiddenPreviewsShowTitle])
    }

    /// No buttons: the category exists so that a dismissal reaches the delegate.
    private func newsCategory() -> UNNotificationCategory {
        let actions = [AppAction]()
        return UNNotificationCategory(
            identifier: CategoryID.careTeamNews,
            actions: actions,
            intentIdentifiers: [],
            options: .customDismissAction)
    }

    /// Billing adds a plain button of its own beside the app's action, so it builds Apple's array itself.
    private func paymentCategory() -> UNNotificationCategory {
        let buttons: [UNNotificationAction] = [
            AppAction.payNow.action,
            UNNotificationAction(identifier: "billing.later", title: L10n.Action.later, options: []),
        ]
        return UNNotificationCategory(
            identifier: CategoryID.paymentDue,
            actions: buttons,
            intentIdentifiers: [],
            options: [])
    }
}
