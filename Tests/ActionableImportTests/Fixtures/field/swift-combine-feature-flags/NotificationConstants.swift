//
// Copyright 2024 Harbor Chat Ltd
// SPDX-License-Identifier: Apache-2.0
//

import Foundation

enum NotificationConstants {
    enum UserInfoKey {
        static let roomIdentifier = "room_id"
        static let eventIdentifier = "event_id"
        static let unreadCount = "unread_count"
        static let pusherNotificationClientIdentifier = "pusher_notification_client_identifier"
    }

    enum Category {
        static let message = "MESSAGE"
        static let invite = "INVITE"
        static let call = "CALL"
    }

    enum Action {
        static let inlineReply = "inline-reply"
        static let markAsRead = "mark-as-read"
        static let acceptInvite = "accept-invite"
        static let declineInvite = "decline-invite"
        static let joinCall = "join-call"
    }
}
