import UserNotifications

extension UNUserNotificationCenter {
    func addCategory(_ category: UNNotificationCategory) async {
        var registered = await notificationCategories()
        registered = registered.filter { $0.identifier != category.identifier }
        registered.insert(category)
        setNotificationCategories(registered)
    }
}
