//
//  AppNotificationCategory.swift
//  Courier
//
//  Copyright © 2023 Courier Labs. All rights reserved.
//

import Foundation
import Intents
import UserNotifications

/// Every kind of notification the app shows. The push server names these identifiers in
/// `aps.category`, so they must never change, even when a case is renamed.
public enum AppNotificationCategory: CaseIterable {
    case incomingMessageWithActions
    case incomingMessageWithoutActions
    case incomingReaction
    case missedCallWithActions
    case missedCallWithoutActions
    case failedSend
    case newDeviceLinked

    public var identifier: String {
        switch self {
        case .incomingMessageWithActions:
            return "Courier.Category.incomingMessageWithActions"
        case .incomingMessageWithoutActions:
            return "Courier.Category.incomingMessageWithoutActions"
        case .incomingReaction:
            return "Courier.Category.incomingReaction"
        case .missedCallWithActions:
            return "Courier.Category.missedCallWithActions"
        case .missedCallWithoutActions:
            return "Courier.Category.missedCallWithoutActions"
        case .failedSend:
            return "Courier.Category.failedSend"
        case .newDeviceLinked:
            return "Courier.Category.newDeviceLinked"
        }
    }

    /// The actions of this category, in the order iOS shows them. Some of them are only ever
    /// used as the default action (a tap on the banner); `UserNotificationConfig` leaves those out.
    public var actions: [AppNotificationAction] {
        switch self {
        case .incomingMessageWithActions:
            return [.markAsRead, .reply, .reactWithThumbsUp]
        case .incomingMessageWithoutActions, .failedSend:
            return []
        case .incomingReaction:
            return [.markAsRead, .openConversation]
        case .missedCallWithActions:
            return [.callBack, .openConversation]
        case .missedCallWithoutActions:
            return []
        case .newDeviceLinked:
            return [.showLinkedDevices]
        }
    }

    var options: UNNotificationCategoryOptions {
        switch self {
        case .incomingMessageWithActions, .incomingReaction:
            return [.hiddenPreviewsShowTitle]
        case .missedCallWithActions, .missedCallWithoutActions:
            return .customDismissAction
        default:
            return []
        }
    }

    var intentIdentifiers: [String] {
        switch self {
        case .incomingMessageWithActions:
            return [INSendMessageIntentIdentifier]
        case .missedCallWithActions:
            return [INStartCallIntentIdentifier]
        default:
            return []
        }
    }

    /// Whether the notification should be held back while the user reads on a linked desktop.
    var shouldDelayForLinkedDevices: Bool {
        switch self {
        case .incomingMessageWithActions, .incomingMessageWithoutActions, .incomingReaction:
            return true
        default:
            return false
        }
    }
}

public enum AppNotificationAction: CaseIterable {
    case markAsRead
    case reply
    case reactWithThumbsUp
    case callBack
    case openConversation
    case showLinkedDevices

    public var identifier: String {
        switch self {
        case .markAsRead: return "Courier.Action.markAsRead"
        case .reply: return "Courier.Action.reply"
        case .reactWithThumbsUp: return "Courier.Action.reactWithThumbsUp"
        case .callBack: return "Courier.Action.callBack"
        case .openConversation: return "Courier.Action.openConversation"
        case .showLinkedDevices: return "Courier.Action.showLinkedDevices"
        }
    }
}
