//
// Copyright 2024 Harbor Chat Ltd
// SPDX-License-Identifier: Apache-2.0
//

import Combine
import Foundation
import Intents
import UIKit
import UserNotifications

final class NotificationManager: NSObject, NotificationManagerProtocol {
    private let notificationCenter: UserNotificationCenterProtocol
    private let appSettings: AppSettings
    private let featureFlags: FeatureFlagService

    private var userSession: UserSessionProtocol?
    private var cancellables = Set<AnyCancellable>()
    private var notificationsEnabled = false

    weak var delegate: NotificationManagerDelegate?

    init(notificationCenter: UserNotificationCenterProtocol, appSettings: AppSettings, featureFlags: FeatureFlagService) {
        self.notificationCenter = notificationCenter
        self.appSettings = appSettings
        self.featureFlags = featureFlags
        super.init()
    }

    // MARK: NotificationManagerProtocol

    func start() {
        notificationCenter.delegate = self
        notificationsEnabled = appSettings.enableNotifications

        // Registers the categories now, and again whenever a setting they depend on changes.
        appSettings.$notificationActionsRevision
            .removeDuplicates()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] revision in
                guard let self else {
                    return
                }
                MXLog.info("Registering notification categories (revision \(revision))")

                var messageActions = self.defaultMessageActions()
                if self.appSettings.markAsReadFromNotification {
                    messageActions.append(UNNotificationAction(identifier: NotificationConstants.Action.markAsRead,
                                                               title: L10n.actionMarkAsRead,
                                                               options: []))
                }
                if self.featureFlags.isEnabled(.notificationReactions) {
                    for (identifier, emoji) in [("react-thumbs-up", "👍"), ("react-heart", "❤️"), ("react-laugh", "😂")] {
                        messageActions.append(UNNotificationAction(identifier: identifier, title: emoji, options: []))
                    }
                }
                let messageCategory = UNNotificationCategory(identifier: NotificationConstants.Category.message,
                                                             actions: messageActions,
                                                             intentIdentifiers: [INSendMessageIntentIdentifier],
                                                             options: [])

                let inviteCategory = UNNotificationCategory(identifier: NotificationConstants.Category.invite,
                                                            actions: [
                                                                UNNotificationAction(identifier: NotificationConstants.Action.acceptInvite,
                                                                                     title: L10n.actionAccept,
                                                                                     options: []),
                                                                UNNotificationAction(identifier: NotificationConstants.Action.declineInvite,
                                                                                     title: L10n.actionDecline,
                                                                                     options: [.destructive]),
                                                            ],
                                                            intentIdentifiers: [],
                                                            options: [])

                let callCategory = UNNotificationCategory(identifier: NotificationConstants.Category.call,
                                                          actions: [UNNotificationAction(identifier: NotificationConstants.Action.joinCall,
                                                                                         title: L10n.actionJoin,
                                                                                         options: [.foreground])],
                                                          intentIdentifiers: [],
                                                          options: [.customDismissAction])

                // Integrations (bots, bridges) can define their own buttons in the homeserver's
                // well-known configuration; their identifiers are whatever the server sends.
                let integrationCategories = (self.userSession?.clientProxy.wellKnown?.notificationCategories ?? []).map { definition in
                    UNNotificationCategory(identifier: definition.identifier,
                                           actions: definition.buttons.map { button in
                                               UNNotificationAction(identifier: button.identifier,
                                                                    title: button.label,
                                                                    options: button.opensApp ? [.foreground] : [])
                                           },
                                           intentIdentifiers: [],
                                           options: [])
                }

                self.notificationCenter.setNotificationCategories(Set([messageCategory, inviteCategory, callCategory] + integrationCategories))
            }
            .store(in: &cancellables)

        appSettings.$enableNotifications
            .dropFirst()
            .sink { [weak self] newValue in
                self?.enableNotifications(newValue)
            }
            .store(in: &cancellables)
    }

    func setUserSession(_ userSession: UserSessionProtocol?) {
        self.userSession = userSession
        appSettings.invalidateNotificationActions()
    }

    func requestAuthorization() {
        Task {
            do {
                let granted = try await notificationCenter.requestAuthorization(options: [.alert, .sound, .badge])
                MXLog.info("Notification permission granted: \(granted)")
                await MainActor.run {
                    delegate?.authorizationStatusUpdated(self, granted: granted)
                }
            } catch {
                MXLog.error("Notification permission request failed: \(error)")
            }
        }
    }

    // MARK: Categories

    private func defaultMessageActions() -> [UNNotificationAction] {
        let replyTitle: String
        if let displayName = userSession?.displayName, appSettings.hasMultipleAccounts {
            replyTitle = L10n.actionReplyAs(displayName)
        } else {
            replyTitle = L10n.actionQuickReply
        }
        return [
            UNTextInputNotificationAction(identifier: NotificationConstants.Action.inlineReply,
                                          title: replyTitle,
                                          options: [],
                                          textInputButtonTitle: L10n.actionSend,
                                          textInputPlaceholder: L10n.commonMessage),
        ]
    }

    private func enableNotifications(_ enable: Bool) {
        guard notificationsEnabled != enable else {
            return
        }
        notificationsEnabled = enable
        Task {
            await userSession?.clientProxy.setPusherEnabled(enable)
        }
    }
}
