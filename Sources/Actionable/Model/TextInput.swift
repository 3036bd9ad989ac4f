/// The text field of a text-input action (`UNTextInputNotificationAction`).
public struct TextInput: Sendable, Hashable {
    /// The title of the send button next to the field.
    public let buttonTitle: LocalizedText
    /// The greyed text shown in the empty field; `nil` when the file gives none.
    public let placeholder: LocalizedText?
    public let location: SourceLocation

    public init(buttonTitle: LocalizedText, placeholder: LocalizedText?, location: SourceLocation) {
        self.buttonTitle = buttonTitle
        self.placeholder = placeholder
        self.location = location
    }
}
