/// A notification category (`UNNotificationCategory`): an identifier a push names in `aps.category`, and the
/// actions its notifications offer.
public struct NotificationCategory: Sendable, Hashable {
    public let identifier: String
    /// The actions in file order, which is the order iOS shows them in.
    public let actions: [NotificationAction]
    public let options: CategoryOptions
    /// The body shown when previews are hidden (`hiddenPreviewsBodyPlaceholder`), e.g. "%u new messages".
    public let hiddenPreviewsBodyPlaceholder: LocalizedText?
    /// The summary of a group of these notifications (`categorySummaryFormat`), e.g. "%u more invitations".
    public let summaryFormat: LocalizedText?
    /// SiriKit intents the category relates to (`intentIdentifiers`).
    public let intentIdentifiers: [String]
    /// Where the category's mapping starts.
    public let location: SourceLocation
    /// Where each written key's value is, by YAML key.
    public let valueLocations: [String: SourceLocation]
    private let actionIndex: [String: Int]

    public init(
        identifier: String,
        actions: [NotificationAction],
        options: CategoryOptions = [],
        hiddenPreviewsBodyPlaceholder: LocalizedText? = nil,
        summaryFormat: LocalizedText? = nil,
        intentIdentifiers: [String] = [],
        location: SourceLocation,
        valueLocations: [String: SourceLocation] = [:]
    ) {
        self.identifier = identifier
        self.actions = actions
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.summaryFormat = summaryFormat
        self.intentIdentifiers = intentIdentifiers
        self.location = location
        self.valueLocations = valueLocations
        var index: [String: Int] = [:]
        index.reserveCapacity(actions.count)
        for (position, action) in actions.enumerated() where index[action.identifier] == nil {
            index[action.identifier] = position
        }
        actionIndex = index
    }

    /// The action with `identifier`, in O(1); the first one when the file repeats an identifier.
    public func action(_ identifier: String) -> NotificationAction? {
        actionIndex[identifier].map { actions[$0] }
    }

    /// Every localized text of the category and its actions, for checks that span them.
    var localizedTexts: [LocalizedText] {
        var texts: [LocalizedText] = []
        if let hiddenPreviewsBodyPlaceholder { texts.append(hiddenPreviewsBodyPlaceholder) }
        if let summaryFormat { texts.append(summaryFormat) }
        for action in actions {
            texts.append(action.title)
            if let input = action.textInput {
                texts.append(input.buttonTitle)
                if let placeholder = input.placeholder { texts.append(placeholder) }
            }
        }
        return texts
    }
}
