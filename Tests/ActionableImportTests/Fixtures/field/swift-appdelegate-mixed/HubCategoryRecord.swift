// Beacon for iOS
// SPDX-License-Identifier: MPL-2.0

import Foundation
import UserNotifications
import BeaconStorage

/// A notification category the user defined on their hub, as synced into the database.
public struct HubCategoryRecord: Codable, Hashable {
    public var identifier: String
    public var hiddenPreviewsPlaceholder: String?
    public var actions: [HubActionRecord]

    public var category: UNNotificationCategory {
        UNNotificationCategory(identifier: identifier.uppercased(),
                               actions: actions.map { $0.action },
                               intentIdentifiers: [],
                               hiddenPreviewsBodyPlaceholder: hiddenPreviewsPlaceholder ?? "",
                               options: [])
    }
}

public struct HubActionRecord: Codable, Hashable {
    public var identifier: String
    public var title: String
    public var opensApp: Bool
    public var destructive: Bool

    public var action: UNNotificationAction {
        var options: UNNotificationActionOptions = []
        if opensApp {
            options.insert(.foreground)
        }
        if destructive {
            options.insert(.destructive)
        }
        return UNNotificationAction(identifier: identifier, title: title, options: options)
    }
}

extension HubDatabase {
    func hubCategories() -> [HubCategoryRecord] {
        (try? read { db in try HubCategoryRecord.fetchAll(db) }) ?? []
    }
}
