/// A category (`UNNotificationCategory`) found in an app's source, with its actions in the order the app gives them.
public struct ImportedCategory: Sendable, Hashable {
    /// A category option (`UNNotificationCategoryOptions`) by its YAML name, with the versions it is set from.
    public struct Option: Sendable, Hashable {
        /// The option's YAML name, such as `custom-dismiss-action` or `allow-in-car-play`.
        public var name: String
        /// The OS versions from which the option is set; empty when it is always set.
        public var availableFrom: [ImportedAvailability]

        /// The option `name`, set from the versions in `availableFrom`.
        public init(_ name: String, availableFrom: [ImportedAvailability] = []) {
            self.name = name
            self.availableFrom = availableFrom
        }
    }

    /// The category identifier, which a notification names to show the category's actions.
    public var identifier: String
    /// The actions, in the order the app gives them.
    public var actions: [ImportedAction]
    /// The options the app sets (`UNNotificationCategoryOptions`), by YAML name.
    public var options: [Option]
    /// The SiriKit intent identifiers the category is for (`intentIdentifiers`).
    public var intentIdentifiers: [String]
    /// The text shown in place of the body when previews are hidden (`hiddenPreviewsBodyPlaceholder`), when the app
    /// gives one.
    public var hiddenPreviewsBodyPlaceholder: ImportedText?
    /// The summary of a group of the category's notifications (`categorySummaryFormat`), when the app gives one.
    public var summaryFormat: ImportedText?
    /// `false` for a category the app does not register (none of the importers finds one yet; kept for the writer).
    public var registered: Bool
    /// Where the category is built in the source.
    public var location: ImportLocation
    /// What a person must decide about the category, written as `# import:` comments above the keys they concern.
    public var notes: [ImportNote]
    /// `false` when the source gives actions the importer could not follow (built at run time, or from code it was
    /// not given): an empty `actions` then does not mean "no buttons", and is not written as `actions: []`.
    public var actionsFollowed = true

    /// A category with the given settings, found at `location`.
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
