/// An action (`UNNotificationAction` or `UNTextInputNotificationAction`) found in an app's source.
public struct ImportedAction: Sendable, Hashable {
    /// The icon (`UNNotificationActionIcon`).
    public enum Icon: Sendable, Hashable {
        case system(String)
        case template(String)
    }

    /// The text field of a `UNTextInputNotificationAction`.
    public struct TextInput: Sendable, Hashable {
        public var buttonTitle: ImportedText?
        public var placeholder: ImportedText?

        public init(buttonTitle: ImportedText? = nil, placeholder: ImportedText? = nil) {
            self.buttonTitle = buttonTitle
            self.placeholder = placeholder
        }
    }

    public var identifier: String
    /// `nil` when the title is computed at run time (`titleAtRunTime`).
    public var title: ImportedText?
    public var foreground: Bool
    public var destructive: Bool
    public var authenticationRequired: Bool
    public var textInput: TextInput?
    public var icon: Icon?
    /// The OS versions from which the action exists (`if #available(iOS 15, *)` around where it is added).
    public var availableFrom: [ImportedAvailability]
    public var location: ImportLocation
    public var notes: [ImportNote]

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
    public var version: String

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
