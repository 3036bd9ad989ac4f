import AppNotifications

// On Linux this prints the typed identifiers; on iOS an app would call `await AppNotifications.register()` at launch.
print("categories: \(AppNotifications.categoryIdentifiers.joined(separator: ", "))")
for line in AppNotifications.summary { print(line) }
