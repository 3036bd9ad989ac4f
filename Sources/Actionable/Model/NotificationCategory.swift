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
    public let valueLocations: ValueLocations
    /// Built only for categories with more than ``linearLookupLimit`` actions.
    private let actionIndex: [String: Int]?

    public init(
        identifier: String,
        actions: [NotificationAction],
        options: CategoryOptions = [],
        hiddenPreviewsBodyPlaceholder: LocalizedText? = nil,
        summaryFormat: LocalizedText? = nil,
        intentIdentifiers: [String] = [],
        location: SourceLocation,
        valueLocations: ValueLocations = ValueLocations([:])
    ) {
        self.identifier = identifier
        self.actions = actions
        self.options = options
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        self.summaryFormat = summaryFormat
        self.intentIdentifiers = intentIdentifiers
        self.location = location
        self.valueLocations = valueLocations
        actionIndex = actions.count > Self.linearLookupLimit ? Self.index(actions) : nil
    }

    /// Up to this many actions are looked up by comparing identifiers in order, which is faster than hashing
    /// for the two to four actions a category usually has and still a bounded, constant cost.
    private static let linearLookupLimit = 8

    private static func index(_ actions: [NotificationAction]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(actions.count)
        for (position, action) in actions.enumerated() where index[action.identifier] == nil {
            index[action.identifier] = position
        }
        return index
    }

    /// The action with `identifier`, in constant time; the first one when several share it.
    public func action(_ identifier: String) -> NotificationAction? {
        if let actionIndex { return actionIndex[identifier].map { actions[$0] } }
        return actions.first { $0.identifier == identifier }
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
