/// The icon of an action (`UNNotificationActionIcon`, iOS 15 and later). `indirect`, so the many actions without
/// an icon pay one pointer for it.
public indirect enum ActionIcon: Sendable, Hashable {
    /// An SF Symbol, by name (`UNNotificationActionIcon(systemImageName:)`).
    case system(String)
    /// An image from the app's asset catalog, by name (`UNNotificationActionIcon(templateImageName:)`).
    case template(String)

    /// The SF Symbol's or the image's name, whichever kind the icon is.
    public var name: String {
        switch self {
        case .system(let name), .template(let name): name
        }
    }
}
