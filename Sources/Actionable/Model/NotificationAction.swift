/// A button of a notification (`UNNotificationAction`, or `UNTextInputNotificationAction` when it has
/// ``textInput``), as declared in a category file.
///
/// An immutable value. Its fields live in one shared, immutable box, so copying an action — into arrays, the
/// registry, a handler — costs one reference count, not one per field.
public struct NotificationAction: Sendable, Hashable {
    private final class Storage: Sendable {
        let identifier: String
        /// The title, kept as its parts: its location is nearly always the `title` key's value location, which
        /// ``keySlots`` holds already (or the action's own, for a title set at run time), so it is not kept twice.
        let titleValue: String
        let titleLocalization: LocalizedText.Localization?
        let activation: ActivationMode
        let isDestructive: Bool
        let declaredAuthenticationRequired: Bool?
        /// Beside the other one-byte fields, so it and ``titlePlace`` take no room of their own in the box.
        let isTitleSetAtRunTime: Bool
        let titlePlace: TitlePlace
        /// The text field, icon, OS versions and Android settings, boxed together: most actions have none of them
        /// and pay one pointer instead of four.
        let extras: Extras?
        let location: SourceLocation
        let keySlots: KeySlots

        init(
            identifier: String, title: LocalizedText, activation: ActivationMode, isDestructive: Bool,
            declaredAuthenticationRequired: Bool?, textInput: TextInput?, icon: ActionIcon?,
            availableFrom: PlatformVersions?, android: AndroidActionSettings?, isTitleSetAtRunTime: Bool,
            location: SourceLocation, keySlots: KeySlots
        ) {
            self.identifier = identifier
            titleValue = title.defaultValue
            titleLocalization = title.localization
            self.activation = activation
            self.isDestructive = isDestructive
            self.declaredAuthenticationRequired = declaredAuthenticationRequired
            self.isTitleSetAtRunTime = isTitleSetAtRunTime
            let titleSlot = keySlots.position(ActionKey.title.ordinal, baseLine: location.line)
            let titleLocation: SourceLocation?
            if let titleSlot, title.location.line == titleSlot.line, title.location.column == titleSlot.column,
                title.location.file == location.file
            {
                (titlePlace, titleLocation) = (.titleValue, nil)
            } else if title.location == location {
                (titlePlace, titleLocation) = (.action, nil)
            } else {
                (titlePlace, titleLocation) = (.extras, title.location)
            }
            extras =
                textInput == nil && icon == nil && availableFrom == nil && android == nil && titleLocation == nil
                ? nil
                : Extras(
                    textInput: textInput, icon: icon, availableFrom: availableFrom, android: android,
                    titleLocation: titleLocation)
            self.location = location
            self.keySlots = keySlots
        }

        var titleLocation: SourceLocation {
            switch titlePlace {
            case .titleValue:
                let position = keySlots.position(ActionKey.title.ordinal, baseLine: location.line)
                return SourceLocation(
                    file: location.filePath, line: position?.line ?? location.line,
                    column: position?.column ?? location.column)
            case .action: return location
            case .extras: return extras?.titleLocation ?? location
            }
        }
    }

    /// Where an action's title text is.
    private enum TitlePlace: UInt8 {
        /// At the `title` key's value.
        case titleValue
        /// At the action itself (a title set at run time).
        case action
        /// Elsewhere, in ``Extras/titleLocation`` (only models built in code put it anywhere else).
        case extras
    }

    private final class Extras: Sendable {
        let textInput: TextInput?
        let icon: ActionIcon?
        let availableFrom: PlatformVersions?
        let android: AndroidActionSettings?
        let titleLocation: SourceLocation?

        init(
            textInput: TextInput?, icon: ActionIcon?, availableFrom: PlatformVersions?, android: AndroidActionSettings?,
            titleLocation: SourceLocation?
        ) {
            self.textInput = textInput
            self.icon = icon
            self.availableFrom = availableFrom
            self.android = android
            self.titleLocation = titleLocation
        }
    }

    private let storage: Storage

    /// An action with the given fields, declared at `location`. The defaults are what a file that omits the key
    /// means; `valueLocations` gives where each written key's value is, by YAML key (`"title"`, …).
    public init(
        identifier: String,
        title: LocalizedText,
        activation: ActivationMode = .background,
        isDestructive: Bool = false,
        declaredAuthenticationRequired: Bool? = nil,
        textInput: TextInput? = nil,
        icon: ActionIcon? = nil,
        availableFrom: PlatformVersions? = nil,
        android: AndroidActionSettings? = nil,
        isTitleSetAtRunTime: Bool = false,
        location: SourceLocation,
        valueLocations: [String: SourceLocation] = [:]
    ) {
        self.init(
            identifier: identifier, title: title, activation: activation, isDestructive: isDestructive,
            declaredAuthenticationRequired: declaredAuthenticationRequired, textInput: textInput, icon: icon,
            availableFrom: availableFrom, android: android, isTitleSetAtRunTime: isTitleSetAtRunTime,
            location: location,
            keySlots: KeySlots(valueLocations, keys: ActionKey.self, baseLine: location.line)
        )
    }

    init(
        identifier: String, title: LocalizedText, activation: ActivationMode, isDestructive: Bool,
        declaredAuthenticationRequired: Bool?, textInput: TextInput?, icon: ActionIcon?,
        availableFrom: PlatformVersions? = nil, android: AndroidActionSettings? = nil,
        isTitleSetAtRunTime: Bool = false,
        location: SourceLocation, keySlots: KeySlots
    ) {
        storage = Storage(
            identifier: identifier, title: title, activation: activation, isDestructive: isDestructive,
            declaredAuthenticationRequired: declaredAuthenticationRequired, textInput: textInput, icon: icon,
            availableFrom: availableFrom, android: android, isTitleSetAtRunTime: isTitleSetAtRunTime,
            location: location,
            keySlots: keySlots
        )
    }

    /// The identifier iOS hands back in the action response.
    public var identifier: String { storage.identifier }
    /// The button's label; an empty text at the action's location when ``isTitleSetAtRunTime``.
    public var title: LocalizedText {
        LocalizedText(
            defaultValue: storage.titleValue, localization: storage.titleLocalization, location: storage.titleLocation)
    }
    /// Whether the app gives the title when it registers the category (`title-at-run-time: true`): "Call back
    /// Anna", or a title its own localization system provides. The file has no text for it, so no text rule judges
    /// it, the string catalog has no entry for it, and the generated Swift takes it as an argument.
    public var isTitleSetAtRunTime: Bool { storage.isTitleSetAtRunTime }
    /// Whether tapping the button opens the app or runs the action in the background (`activation`).
    public var activation: ActivationMode { storage.activation }
    /// Whether the button is shown in red (`.destructive`).
    public var isDestructive: Bool { storage.isDestructive }
    /// `authentication-required` as written in the file; `nil` when the key is absent.
    public var declaredAuthenticationRequired: Bool? { storage.declaredAuthenticationRequired }
    /// The text field, for a text-input action.
    public var textInput: TextInput? { storage.extras?.textInput }
    /// The icon shown beside the title (`icon`, iOS 15 and later); `nil` when the file gives none.
    public var icon: ActionIcon? { storage.extras?.icon }
    /// The OS versions the action first exists on (`available-from`): the app registers it only there
    /// (`if #available`); `nil` on every version.
    public var availableFrom: PlatformVersions? { storage.extras?.availableFrom }
    /// What the action is on Android beyond the other platforms (`android`: a drawable icon, a semantic action);
    /// `nil` when the file gives none.
    public var android: AndroidActionSettings? { storage.extras?.android }
    /// Where the action's mapping starts.
    public var location: SourceLocation { storage.location }
    /// Where each written key's value is, by YAML key (`"title"`, `"activation"`, …).
    public var valueLocations: ValueLocations<ActionKey> {
        ValueLocations(storage.location, slots: storage.keySlots)
    }

    /// Whether iOS asks for an unlocked device before running the action: always for foreground actions
    /// (iOS ignores `authentication-required: false` there), otherwise as declared.
    public var requiresAuthentication: Bool {
        activation == .foreground || declaredAuthenticationRequired == true
    }

    /// Whether the action asks the user for text.
    public var isTextInput: Bool { textInput != nil }

    public static func == (lhs: NotificationAction, rhs: NotificationAction) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.identifier == rhs.identifier && lhs.title == rhs.title && lhs.activation == rhs.activation
                && lhs.isDestructive == rhs.isDestructive
                && lhs.declaredAuthenticationRequired == rhs.declaredAuthenticationRequired
                && lhs.textInput == rhs.textInput && lhs.icon == rhs.icon && lhs.availableFrom == rhs.availableFrom
                && lhs.android == rhs.android
                && lhs.isTitleSetAtRunTime == rhs.isTitleSetAtRunTime && lhs.location == rhs.location
                && lhs.storage.keySlots == rhs.storage.keySlots)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(location)
    }
}
