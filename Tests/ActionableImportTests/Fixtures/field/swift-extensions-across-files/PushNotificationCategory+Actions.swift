//
// Wavelength
// Copyright (C) 2024 Wavelength Networks GmbH
//

import Foundation
import UserNotifications

extension PushNotificationCategory {

    /// The actions for notifications of this category, in the order iOS shows them.
    var actions: [UNNotificationAction] {
        switch self {
        case .incomingCall:
            return [CallAction.ignore.userAction, CallAction.message.userAction]
        case .missedCall:
            if #available(iOS 15.0, *) {
                return [
                    UNNotificationAction(
                        identifier: CallAction.callBack.identifier,
                        title: CallAction.callBack.title,
                        options: [.foreground],
                        icon: UNNotificationActionIcon(systemImageName: "phone.arrow.up.right")
                    ),
                    CallAction.message.userAction,
                ]
            }
            return [CallAction.callBack.userAction, CallAction.message.userAction]
        case .conversation:
            return [ConversationAction.reply.userAction]
        case .conversationWithAllActions:
            var all: [UNNotificationAction] = []
            for action in ConversationAction.allCases where action.isShownInBanner {
                all.append(action.userAction)
            }
            return all
        case .connect:
            return [ConversationAction.connect.userAction]
        case .alert:
            return []
        }
    }

    var options: UNNotificationCategoryOptions {
        switch self {
        case .conversation, .conversationWithAllActions:
            return [.hiddenPreviewsShowTitle, .hiddenPreviewsShowSubtitle]
        case .incomingCall, .missedCall:
            return .customDismissAction
        case .connect, .alert:
            return []
        }
    }
}
