/// A button of a notification (`UNNotificationAction`, or `UNTextInputNotificationAction` when it has
/// ``textInput``), as declared in a category file.
public struct NotificationAction: Sendable, Hashable {
    /// The identifier iOS hands back in the action response.
    public let identifier: String
    public let title: LocalizedText
    public let activation: ActivationMode
    /// Whether the button is shown in red (`.destructive`).
    public let isDestructive: Bool
    /// `authentication-required` as written in the file; `nil` when the key is absent.
    public let declaredAuthenticationRequired: Bool?
    /// The text field, for a text-input action.
    public let textInput: TextInput?
    public let icon: ActionIcon?
    /// Where the action's mapping starts.
    public let location: SourceLocation
    /// Where each written key's value is, by YAML key (`"title"`, `"activation"`, …).
    public let valueLocations: ValueLocations

    public init(
        identifier: String,
        title: LocalizedText,
        activation: ActivationMode = .background,
        isDestructive: Bool = false,
        declaredAuthenticationRequired: Bool? = nil,
        textInput: TextInput? = nil,
        icon: ActionIcon? = nil,
        location: SourceLocation,
        valueLocations: ValueLocations = ValueLocations([:])
    ) {
        self.identifier = identifier
        self.title = title
        self.activation = activation
        self.isDestructive = isDestructive
        self.declaredAuthenticationRequired = declaredAuthenticationRequired
        self.textInput = textInput
        self.icon = icon
        self.location = location
        self.valueLocations = valueLocations
    }

    /// Whether iOS asks for an unlocked device before running the action: always for foreground actions
    /// (iOS ignores `authentication-required: false` there), otherwise as declared.
    public var requiresAuthentication: Bool {
        activation == .foreground || declaredAuthenticationRequired == true
    }

    /// Whether the action asks the user for text.
    public var isTextInput: Bool { textInput != nil }
}
