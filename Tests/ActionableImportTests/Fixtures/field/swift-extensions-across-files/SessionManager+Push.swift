//
// Wavelength
// Copyright (C) 2024 Wavelength Networks GmbH
//

import Foundation
import PushKit
import UserNotifications
import WavelengthLogging

private let log = WavelengthLogger(tag: "push")

extension SessionManager {

    /// Called once at launch, before the first session is loaded.
    public func configurePushNotifications() {
        log.info("configuring push notifications")
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.setNotificationCategories(PushNotificationCategory.allCategories)

        pushRegistry.delegate = self
        pushRegistry.desiredPushTypes = [.voIP]

        center.getNotificationSettings { settings in
            log.info("notification settings: \(settings.authorizationStatus.rawValue)")
            guard settings.authorizationStatus == .notDetermined else {
                return
            }
            center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
                if let error {
                    log.error("authorization failed: \(error)")
                }
                log.info("authorization granted: \(granted)")
            }
        }
    }

    public func updatePushToken(_ token: Data, for session: UserSession) {
        let hex = token.map { String(format: "%02x", $0) }.joined()
        guard session.pushToken != hex else {
            return
        }
        session.pushToken = hex
        session.backend.registerPushToken(hex) { result in
            if case .failure(let error) = result {
                log.error("could not register the push token: \(error)")
            }
        }
    }

    func category(of notification: UNNotification) -> PushNotificationCategory? {
        PushNotificationCategory(rawValue: notification.request.content.categoryIdentifier)
    }
}
