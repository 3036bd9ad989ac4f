//
//  Constants.swift
//  Gatherly
//

import Foundation
import UIKit

enum Constants {

    static let apiBaseURL = URL(string: "https://api.gatherly.example/v3")!
    static let maxInviteesPerEvent = 250
    static let defaultCornerRadius: CGFloat = 12

    enum UserDefaultsKeys {
        static let onboardingDone = "onboarding.done"
        static let lastSyncDate = "sync.last"
        static let pushToken = "push.token"
    }

    /// The category identifiers the push server sends in `aps.category`.
    enum CategoryID: String {
        case invitation = "INVITATION"
        case friendRequest = "FRIEND_REQUEST"
        case postActivity = "POST_ACTIVITY"
    }

    enum ActionID {
        static let accept = "ACCEPT_INVITATION"
        static let decline = "DECLINE_INVITATION"
        static let reply = "REPLY_TO_HOST"
        static let confirmFriend = "CONFIRM_FRIEND"
        static let viewProfile = "VIEW_PROFILE"
    }

    /// Button titles, kept apart from the identifiers so that designers can rename them.
    enum ActionTitle {
        case accept
        case decline
        case reply
        case send
        case replyPlaceholder
        case confirm
        case viewProfile

        func toString() -> String {
            switch self {
            case .accept:
                return L10n.Notification.accept
            case .decline:
                return L10n.Notification.decline
            case .reply:
                return L10n.Notification.reply
            case .send:
                return L10n.Notification.send
            case .replyPlaceholder:
                return L10n.Notification.replyPlaceholder
            case .confirm:
                return L10n.Notification.confirm
            case .viewProfile:
                return L10n.Notification.viewProfile
            }
        }
    }
}
