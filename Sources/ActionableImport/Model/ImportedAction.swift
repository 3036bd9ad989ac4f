/// An action (`UNNotificationAction` or `UNTextInputNotificationAction`) found in an app's source.
public struct ImportedAction: Sendable, Hashable {
    /// The icon (`UNNotificationActionIcon`).
    public enum Icon: Sendable, Hashable {
        /// A system image, by its SF Symbols name (`UNNotificationActionIcon(systemImageName:)`).
        case system(String)
        /// An image in the app's asset catalog, by name (`UNNotificationActionIcon(templateImageName:)`).
        case template(String)
    }

    /// The text field of a `UNTextInputNotificationAction`.
    public struct TextInput: Sendable, Hashable {
        /// The title of the button that sends the text (`textInputButtonTitle`); `nil` when the importer could not
        /// read it (a note says why).
        public var buttonTitle: ImportedText?
        /// The placeholder of the text field (`textInputPlaceholder`); `nil` when the importer could not read it
        /// (a note says why).
        public var placeholder: ImportedText?

        /// A text field with the given button title and placeholder.
        public init(buttonTitle: ImportedText? = nil, placeholder: ImportedText? = nil) {
            self.buttonTitle = buttonTitle
            self.placeholder = placeholder
        }
    }

    /// The action identifier, which the response reports when the user chooses the action.
    public var identifier: String
    /// `nil` when the title is computed at run time (`titleAtRunTime`).
    public var title: ImportedText?
    /// Whether the action opens the app (`.foreground`).
    public var foreground: Bool
    /// Whether the action is shown as destructive (`.destructive`).
    public var destructive: Bool
    /// Whether the device must be unlocked to perform the action (`.authenticationRequired`).
    public var authenticationRequired: Bool
    /// The text field of a `UNTextInputNotificationAction`; `nil` for a plain action.
    public var textInput: TextInput?
    /// The icon, when the app gives one.
    public var icon: Icon?
    /// The OS versions from which the action exists (`if #available(iOS 15, *)` around where it is added).
    public var availableFrom: [ImportedAvailability]
    /// Where the action is built in the source.
    public var location: ImportLocation
    /// What a person must decide about the action, written as `# import:` comments above the keys they concern.
    public var notes: [ImportNote]

    /// An action with the given settings, found at `location`.
    public init(
        identifier: String, title: ImportedText?, foreground: Bool = false, destructive: Bool = false,
        authenticationRequired: Bool = false, textInput: TextInput? = nil, icon: Icon? = nil,
        availableFrom: [ImportedAvailability] = [], location: ImportLocation, notes: [ImportNote] = []
    ) {
        self.identifier = identifier
        self.title = title
        self.foreground = foreground
        self.destructive = destructive
        self.authenticationRequired = authenticationRequired
        self.textInput = textInput
        self.icon = icon
        self.availableFrom = availableFrom
        self.location = location
        self.notes = notes
    }

    /// Whether the app computes the title at run time (`title-at-run-time: true`).
    public var titleAtRunTime: Bool { title == nil }
}

/// One platform's version of an `#available` / `@available` condition: `ios` and `15.0`.
public struct ImportedAvailability: Sendable, Hashable {
    /// The YAML name: `ios`, `macos`, `watchos` or `visionos`.
    public var platform: String
    /// The version from which the condition holds: `15.0`.
    public var version: String

    /// The condition `platform` from `version`.
    public init(platform: String, version: String) {
        self.platform = platform
        self.version = version
    }

    /// The YAML platform name of a Swift or Objective-C availability platform (`iOS`, `macOS`, `OSX`,
    /// `watchOS`, `visionOS`, `xrOS`), or `nil` for one categories do not exist on (`tvOS`, `*`).
    public static func platformName(_ spelling: String) -> String? {
        switch spelling.lowercased() {
        case "ios", "iosapplicationextension", "maccatalyst", "maccatalystapplicationextension": "ios"
        case "macos", "osx", "macosapplicationextension", "osxapplicationextension": "macos"
        case "watchos", "watchosapplicationextension": "watchos"
        case "visionos", "xros", "visionosapplicationextension": "visionos"
        default: nil
        }
    }
}
