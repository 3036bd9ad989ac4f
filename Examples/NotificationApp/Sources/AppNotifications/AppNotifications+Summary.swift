extension AppNotifications {
    /// One line per category: its identifier and its actions' identifiers, as the generated names give them.
    public static var summary: [String] {
        [
            "\(ChatMessage.identifier): \(ChatMessage.Action.allCases.map(\.rawValue).joined(separator: ", "))",
            "\(InviteCategory.identifier): \(InviteCategory.Action.allCases.map(\.rawValue).joined(separator: ", "))",
        ]
    }
}
