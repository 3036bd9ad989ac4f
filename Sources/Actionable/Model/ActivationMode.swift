/// Whether tapping the action opens the app (`foreground`) or lets it run briefly in the background
/// (`background`), as `UNNotificationActionOptions.foreground` does.
public enum ActivationMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Tapping the action opens the app (`activation: foreground`).
    case foreground
    /// The action runs in the background without opening the app (`activation: background`).
    case background
}
