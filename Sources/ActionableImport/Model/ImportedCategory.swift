/// A category (`UNNotificationCategory`) found in an app's source, with its actions in the order the app gives them.
public struct ImportedCategory: Sendable, Hashable {
    /// A category option (`UNNotificationCategoryOptions`) by its YAML name, with the versions it is set from.
    public struct Option: Sendable, Hashable {
        public var name: String
        public var availableFrom: [ImportedAvailability]

        public init(_ name: String, availableFrom: [ImportedAvailability] = []) {
            self.name = name
            self.availableFrom = availableFrom
        }
    }

    public var identifier: String
    public var actions: [ImportedAction]
    public var options: [Option]
    public var intentIdentifiers: [String]
    public var hiddenPreviewsBodyPlaceholder: ImportedText?
    public var summaryFormat: ImportedText?
    /// `false` for a category the app does not register (none of the importers finds one yet; kept for the writer).
    public var registered: Bool
    public var location: ImportLocation
    public var notes: [ImportNote]

    public init(
        identifier: String, actions: [ImportedAction] = [], options: [Option] = [], intentIdentifiers: [String] = [],
        hiddenPreviewsBodyPlaceholder: ImportedText? = nil, summaryFormat: ImportedText? = nil,
        registered: Bool = true, location: ImportLocation, notes: [ImportNote] = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.options = options
        self.intentIdentifiers = intentIdentifiers
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.summaryFormat = summaryFormat
        self.registered = registered
        self.location = location
        self.notes = notes
    }
}
