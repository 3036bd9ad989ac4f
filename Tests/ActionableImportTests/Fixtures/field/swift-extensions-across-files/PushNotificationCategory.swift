//
// Wavelength
// Copyright (C) 2024 Wavelength Networks GmbH
// SPDX-License-Identifier: GPL-3.0-or-later
//

import Foundation
import UserNotifications

/// The categories of notifications supported by the app. The raw values are what the
/// backend puts in `aps.category`.
public enum PushNotificationCategory: String, CaseIterable {
    case incomingCall = "incomingCallCategory"
    case missedCall = "missedCallCategory"
    case conversation = "conversationCategory"
    case conversationWithAllActions = "conversationCategoryWithAllActions"
    case connect = "connectCategory"
    case alert = "alertCategory"

    var identifier: String {
        rawValue
    }

    /// All the supported categories, as `UserNotifications` registers them.
    public static var allCategories: Set<UNNotificationCategory> {
        var categories = Set<UNNotificationCategory>()
        for category in PushNotificationCategory.allCases {
            categories.insert(UNNotificationCategory(
                identifier: category.identifier,
                actions: category.actions,
                intentIdentifiers: [],
                options: category.options
            ))
        }
        return categories
    }
}
