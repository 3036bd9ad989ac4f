import UIKit
import Intents
import UserNotifications
import SwiftSignalKit

enum NotificationStrings {
    static let reply = NSLocalizedString("Notification.Reply", value: "Reply", comment: "Notification action")
    static let send = NSLocalizedString("Notification.Send", value: "Send", comment: "Send button of the inline reply")
    static let messagePlaceholder = NSLocalizedString("Conversation.InputTextPlaceholder", value: "Message",
                                                      comment: "Empty message field")
    static let hiddenContent = NSLocalizedString("Notification.HiddenContent", value: "New Message",
                                                 comment: "Body of a notification whose preview is hidden")
    static let mute = NSLocalizedString("Notification.MuteOneHour", value: "Mute for 1 Hour",
                                        comment: "Notification action: mute the chat for an hour")
}

extension AppDelegate {

    func registerForNotifications(replyString: String, sendString: String, messagePlaceholderString: String,
                                  hiddenContentString: String, includeNames: Bool, authorize: Bool = true,
                                  completion: @escaping (Bool) -> Void = { _ in }) {
        let notificationCenter = UNUserNotificationCenter.current()
        Logger.shared.log("App \(self.episodeId)", "register for notifications: get settings (authorize: \(authorize))")
        notificationCenter.getNotificationSettings(completionHandler: { settings in
            Logger.shared.log("App \(self.episodeId)", "register for notifications: status \(settings.authorizationStatus.rawValue)")
            switch (settings.authorizationStatus, authorize) {
            case (.authorized, _), (.notDetermined, true), (.provisional, _):
                var authorizationOptions: UNAuthorizationOptions = [.badge, .sound, .alert, .carPlay]
                authorizationOptions.insert(.providesAppNotificationSettings)
                if ExperimentalSettings.current.timeSensitive {
                    authorizationOptions.insert(.timeSensitive)
                }
                notificationCenter.requestAuthorization(options: authorizationOptions, completionHandler: { granted, error in
                    if let error {
                        Logger.shared.log("App \(self.episodeId)", "requestAuthorization error: \(error)")
                    }
                    completion(granted)
                    guard granted else {
                        return
                    }
                    DispatchQueue.main.async {
                        let reply: UNTextInputNotificationAction
                        if #available(iOS 15.0, *) {
                            reply = UNTextInputNotificationAction(
                                identifier: "reply", title: replyString, options: [],
                                icon: UNNotificationActionIcon(systemImageName: "arrowshape.turn.up.left"),
                                textInputButtonTitle: sendString, textInputPlaceholder: messagePlaceholderString)
                        } else {
                            reply = UNTextInputNotificationAction(
                                identifier: "reply", title: replyString, options: [],
                                textInputButtonTitle: sendString, textInputPlaceholder: messagePlaceholderString)
                        }
                        let mute = UNNotificationAction(identifier: "mute1h", title: NotificationStrings.mute, options: [])

                        var replyActions: [UNNotificationAction] = [reply]
                        if ExperimentalSettings.current.muteFromNotification {
                            replyActions.append(mute)
                        }

                        var options: UNNotificationCategoryOptions = []
                        if includeNames {
                            options.insert(.hiddenPreviewsShowTitle)
                        }
                        var carPlayOptions = options
                        carPlayOptions.insert(.allowInCarPlay)
                        if #available(iOS 13.0, *) {
                            carPlayOptions.insert(.allowAnnouncement)
                        }

                        let unknownMessageCategory = UNNotificationCategory(
                            identifier: "unknown", actions: [], intentIdentifiers: [],
                            hiddenPreviewsBodyPlaceholder: hiddenContentString, options: options)
                        let replyMessageCategory = UNNotificationCategory(
                            identifier: "withReply", actions: replyActions,
                            intentIdentifiers: [INSendMessageIntentIdentifier],
                            hiddenPreviewsBodyPlaceholder: hiddenContentString, options: carPlayOptions)
                        let replyMediaMessageCategory = UNNotificationCategory(
                            identifier: "withReplyMedia", actions: [reply],
                            intentIdentifiers: [INSendMessageIntentIdentifier],
                            hiddenPreviewsBodyPlaceholder: hiddenContentString, options: carPlayOptions)
                        let channelMessageCategory = UNNotificationCategory(
                            identifier: "channel", actions: [], intentIdentifiers: [],
                            hiddenPreviewsBodyPlaceholder: hiddenContentString, options: options)
                        let muteMessageCategory = UNNotificationCategory(
                            identifier: "withMute", actions: [mute], intentIdentifiers: [],
                            hiddenPreviewsBodyPlaceholder: hiddenContentString, options: options)

                        notificationCenter.setNotificationCategories([
                            unknownMessageCategory, replyMessageCategory, replyMediaMessageCategory,
                            channelMessageCategory, muteMessageCategory,
                        ])
                        UIApplication.shared.registerForRemoteNotifications()
                    }
                })
            default:
                Logger.shared.log("App \(self.episodeId)", "register for notifications: not asking")
            }
        })
    }
}
