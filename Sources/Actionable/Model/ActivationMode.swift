/// Whether tapping the action opens the app (`foreground`) or lets it run briefly in the background
/// (`background`), as `UNNotificationActionOptions.foreground` does.
public enum ActivationMode: String, Sendable, Hashable, CaseIterable, Codable {
    case foreground
    case background
}
