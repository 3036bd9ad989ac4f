//
//  NotificationCategoryRegistrar.swift
//  Gatherly
//

import Foundation
import UserNotifications
import os.log

final class NotificationCategoryRegistrar {

    private let log = Logger(subsystem: "com.gatherly.app", category: "push")

    static let declineAction = UNNotificationAction(
        identifier: Constants.ActionID.decline,
        title: Constants.ActionTitle.decline.toString(),
        options: [.destructive]
    )

    lazy var friendRequestActions: [UNNotificationAction] = [
        UNNotificationAction(
            identifier: Constants.ActionID.confirmFriend,
            title: Constants.ActionTitle.confirm.toString(),
            options: []
        ),
        UNNotificationAction(
            identifier: Constants.ActionID.viewProfile,
            title: Constants.ActionTitle.viewProfile.toString(),
            options: [.foreground]
        ),
    ]

    private func acceptAction() -> UNNotificationAction {
        UNNotificationAction(
            identifier: Constants.ActionID.accept,
            title: Constants.ActionTitle.accept.toString(),
            options: [.foreground]
        )
    }

    private func makeReply() -> UNTextInputNotificationAction {
        UNTextInputNotificationAction(
            identifier: Constants.ActionID.reply,
            title: Constants.ActionTitle.reply.toString(),
            options: [.authenticationRequired],
            textInputButtonTitle: Constants.ActionTitle.send.toString(),
            textInputPlaceholder: Constants.ActionTitle.replyPlaceholder.toString()
        )
    }

    private func makeAction(id: String, title: String, destructive: Bool, foreground: Bool = false) -> UNNotificationAction {
        var options: UNNotificationActionOptions = []
        if destructive {
            options.insert(.destructive)
        }
        if foreground {
            options.insert(.foreground)
        }
        return UNNotificationAction(identifier: id, title: title, options: options)
    }

    func buildCategories() -> Set<UNNotificationCategory> {
        let invitation = UNNotificationCategory(
            identifier: Constants.CategoryID.invitation.rawValue,
            actions: [acceptAction(), Self.declineAction, makeReply()],
            intentIdentifiers: [],
            options: [.customDismissAction]
        )
        let friendRequest = UNNotificationCategory(
            identifier: Constants.CategoryID.friendRequest.rawValue,
            actions: friendRequestActions,
            intentIdentifiers: [],
            options: []
        )
        let postActivity = UNNotificationCategory(
            identifier: Constants.CategoryID.postActivity.rawValue,
            actions: [
                makeAction(id: "LIKE", title: "Like", destructive: false),
                makeAction(id: "HIDE_POST", title: "Hide Post", destructive: true),
                makeAction(id: "OPEN_POST", title: "Open", destructive: false, foreground: true),
            ],
            intentIdentifiers: [],
            options: []
        )
        return [invitation, friendRequest, postActivity]
    }

    /// Adds our categories to the ones already registered: the chat SDK registers its own at start-up,
    /// and replacing the whole set would take its buttons away.
    func register(center: UNUserNotificationCenter = .current()) {
        let categories = buildCategories()
        center.getNotificationCategories { [log] existing in
            log.debug("Already registered: \(existing.count) categories")
            center.setNotificationCategories(existing.union(categories))
        }
    }
}
