/// The text field of a text-input action (`UNTextInputNotificationAction`).
///
/// Its fields live in one immutable box, so an action without a text field pays one pointer for the option.
public struct TextInput: Sendable, Hashable {
    private final class Storage: Sendable {
        let buttonTitle: LocalizedText?
        let placeholder: LocalizedText?
        let location: SourceLocation

        init(buttonTitle: LocalizedText?, placeholder: LocalizedText?, location: SourceLocation) {
            self.buttonTitle = buttonTitle
            self.placeholder = placeholder
            self.location = location
        }
    }

    private let storage: Storage

    /// A text field with the given send-button title and placeholder, each `nil` when the file gives none;
    /// `location` is where the `text-input` mapping starts.
    public init(buttonTitle: LocalizedText?, placeholder: LocalizedText?, location: SourceLocation) {
        storage = Storage(buttonTitle: buttonTitle, placeholder: placeholder, location: location)
    }

    /// The title of the send button next to the field; `nil` when the file gives none, and iOS shows its own
    /// ("Send", in the person's language).
    public var buttonTitle: LocalizedText? { storage.buttonTitle }
    /// The greyed text shown in the empty field; `nil` when the file gives none.
    public var placeholder: LocalizedText? { storage.placeholder }
    /// Where the `text-input` mapping starts.
    public var location: SourceLocation { storage.location }

    public static func == (lhs: TextInput, rhs: TextInput) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.buttonTitle == rhs.buttonTitle && lhs.placeholder == rhs.placeholder
                && lhs.location == rhs.location)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(buttonTitle)
        hasher.combine(location)
    }
}
