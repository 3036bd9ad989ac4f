/// A notification category (`UNNotificationCategory`): an identifier a push names in `aps.category`, and the
/// actions its notifications offer.
///
/// An immutable value whose fields live in one shared, immutable box (see ``NotificationAction``).
public struct NotificationCategory: Sendable, Hashable {
    private final class Storage: Sendable {
        let identifier: String
        let actions: [NotificationAction]
        let interruptionLevel: InterruptionLevel
        let isMarketing: Bool
        let isRegistered: Bool
        /// The options' bits, in the 4 bytes after the flags above: an `Int` of its own would make the box 8 bytes
        /// larger, and 16 bytes larger as malloc hands it out. Options wider than 32 bits (only ever made through
        /// `CategoryOptions(rawValue:)`) are kept whole in `extras`, and these bits are then 0.
        let optionBits: UInt32
        /// The rarely written texts and intents, and the action index of a category with many actions, boxed
        /// together so a category without them pays one pointer.
        let extras: Extras?
        let location: SourceLocation
        let keySlots: KeySlots

        init(
            identifier: String, actions: [NotificationAction], options: CategoryOptions,
            hiddenPreviewsBodyPlaceholder: LocalizedText?, summaryFormat: LocalizedText?, intentIdentifiers: [String],
            retiredActions: [RetiredIdentifier], interruptionLevel: InterruptionLevel, isMarketing: Bool,
            optionsAvailableFrom: [CategoryOptions: PlatformVersions], isRegistered: Bool, location: SourceLocation,
            keySlots: KeySlots
        ) {
            self.identifier = identifier
            self.actions = actions
            let optionBits = UInt32(exactly: options.rawValue)
            self.optionBits = optionBits ?? 0
            let wideOptions = optionBits == nil ? options : nil
            self.interruptionLevel = interruptionLevel
            self.isMarketing = isMarketing
            self.isRegistered = isRegistered
            let actionIndex = actions.count > NotificationCategory.linearLookupLimit ? Self.index(actions) : nil
            extras =
                hiddenPreviewsBodyPlaceholder == nil && summaryFormat == nil && intentIdentifiers.isEmpty
                    && retiredActions.isEmpty && optionsAvailableFrom.isEmpty && actionIndex == nil
                    && wideOptions == nil
                ? nil
                : Extras(
                    hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, summaryFormat: summaryFormat,
                    intentIdentifiers: intentIdentifiers, retiredActions: retiredActions,
                    optionsAvailableFrom: optionsAvailableFrom, actionIndex: actionIndex, wideOptions: wideOptions
                )
            self.location = location
            self.keySlots = keySlots
        }

        private static func index(_ actions: [NotificationAction]) -> [String: Int] {
            var index: [String: Int] = [:]
            index.reserveCapacity(actions.count)
            for (position, action) in actions.enumerated() where index[action.identifier] == nil {
                index[action.identifier] = position
            }
            return index
        }
    }

    private final class Extras: Sendable {
        let hiddenPreviewsBodyPlaceholder: LocalizedText?
        let summaryFormat: LocalizedText?
        let intentIdentifiers: [String]
        let retiredActions: [RetiredIdentifier]
        let optionsAvailableFrom: [CategoryOptions: PlatformVersions]
        /// Built only for categories with more than ``linearLookupLimit`` actions.
        let actionIndex: [String: Int]?
        /// Options too wide for ``Storage/optionBits``.
        let wideOptions: CategoryOptions?

        init(
            hiddenPreviewsBodyPlaceholder: LocalizedText?, summaryFormat: LocalizedText?, intentIdentifiers: [String],
            retiredActions: [RetiredIdentifier], optionsAvailableFrom: [CategoryOptions: PlatformVersions],
            actionIndex: [String: Int]?, wideOptions: CategoryOptions?
        ) {
            self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
            self.summaryFormat = summaryFormat
            self.intentIdentifiers = intentIdentifiers
            self.retiredActions = retiredActions
            self.optionsAvailableFrom = optionsAvailableFrom
            self.actionIndex = actionIndex
            self.wideOptions = wideOptions
        }
    }

    /// Up to this many actions are looked up by comparing identifiers in order, which is faster than hashing
    /// for the two to four actions a category usually has and still a bounded, constant cost.
    static let linearLookupLimit = 8

    private let storage: Storage

    /// A category with the given fields, declared at `location`. The defaults are what a file that omits the key
    /// means; `valueLocations` gives where each written key's value is, by YAML key (`"actions"`, …).
    public init(
        identifier: String,
        actions: [NotificationAction],
        options: CategoryOptions = [],
        hiddenPreviewsBodyPlaceholder: LocalizedText? = nil,
        summaryFormat: LocalizedText? = nil,
        intentIdentifiers: [String] = [],
        retiredActions: [RetiredIdentifier] = [],
        interruptionLevel: InterruptionLevel = .active,
        isMarketing: Bool = false,
        optionsAvailableFrom: [CategoryOptions: PlatformVersions] = [:],
        isRegistered: Bool = true,
        location: SourceLocation,
        valueLocations: [String: SourceLocation] = [:]
    ) {
        self.init(
            identifier: identifier, actions: actions, options: options,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, summaryFormat: summaryFormat,
            intentIdentifiers: intentIdentifiers, retiredActions: retiredActions, interruptionLevel: interruptionLevel,
            isMarketing: isMarketing, optionsAvailableFrom: optionsAvailableFrom, isRegistered: isRegistered,
            location: location,
            keySlots: KeySlots(valueLocations, keys: CategoryKey.self, baseLine: location.line)
        )
    }

    init(
        identifier: String, actions: [NotificationAction], options: CategoryOptions,
        hiddenPreviewsBodyPlaceholder: LocalizedText?, summaryFormat: LocalizedText?, intentIdentifiers: [String],
        retiredActions: [RetiredIdentifier] = [], interruptionLevel: InterruptionLevel = .active,
        isMarketing: Bool = false, optionsAvailableFrom: [CategoryOptions: PlatformVersions] = [:],
        isRegistered: Bool = true, location: SourceLocation, keySlots: KeySlots
    ) {
        storage = Storage(
            identifier: identifier, actions: actions, options: options,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, summaryFormat: summaryFormat,
            intentIdentifiers: intentIdentifiers, retiredActions: retiredActions, interruptionLevel: interruptionLevel,
            isMarketing: isMarketing, optionsAvailableFrom: optionsAvailableFrom, isRegistered: isRegistered,
            location: location, keySlots: keySlots
        )
    }

    /// The identifier the app registers the category under and a push names in `aps.category`.
    public var identifier: String { storage.identifier }
    /// The actions in file order, which is the order iOS shows them in.
    public var actions: [NotificationAction] { storage.actions }
    /// The category's options (`options`), on every OS version or from those in ``optionsAvailableFrom``.
    public var options: CategoryOptions {
        storage.extras?.wideOptions ?? CategoryOptions(rawValue: Int(storage.optionBits))
    }
    /// The OS versions each option of ``options`` first applies on, for the options written with `available-from`
    /// (the app inserts them only there, `if #available`); the others apply on every version.
    public var optionsAvailableFrom: [CategoryOptions: PlatformVersions] { storage.extras?.optionsAvailableFrom ?? [:] }
    /// The body shown when previews are hidden (`hiddenPreviewsBodyPlaceholder`), e.g. "%u new messages".
    public var hiddenPreviewsBodyPlaceholder: LocalizedText? { storage.extras?.hiddenPreviewsBodyPlaceholder }
    /// The summary of a group of these notifications (`categorySummaryFormat`), e.g. "%u more invitations".
    public var summaryFormat: LocalizedText? { storage.extras?.summaryFormat }
    /// The highest interruption level pushes of this category may use (`interruption-level`, default `active`).
    public var interruptionLevel: InterruptionLevel { storage.interruptionLevel }
    /// Whether the category is promotional (`marketing`); marketing pushes may not be Time Sensitive or critical.
    public var isMarketing: Bool { storage.isMarketing }
    /// Whether the app registers the category with iOS (`registered`, default `true`). An unregistered category is
    /// one an app extension (a Notification Service Extension setting `categoryIdentifier`) or the server puts on
    /// notifications: iOS knows nothing of it — no buttons, options or texts — but a tap on such a notification
    /// still reaches the app and the service carrying its identifier.
    public var isRegistered: Bool { storage.isRegistered }
    /// Whether iOS reports dismissals of the category's notifications: only for a registered category with
    /// `custom-dismiss-action` (iOS reads the option from the category the app registered).
    public var reportsDismissals: Bool { isRegistered && options.contains(.customDismissAction) }
    /// SiriKit intents the category relates to (`intentIdentifiers`).
    public var intentIdentifiers: [String] { storage.extras?.intentIdentifiers ?? [] }
    /// Action identifiers this category used to declare (`retired-actions`): old app versions may still send them.
    public var retiredActions: [RetiredIdentifier] { storage.extras?.retiredActions ?? [] }
    /// The retired action `identifier`, if it is one.
    public func retiredAction(_ identifier: String) -> RetiredIdentifier? {
        storage.extras?.retiredActions.first { $0.identifier == identifier }
    }
    /// Where the category's mapping starts.
    public var location: SourceLocation { storage.location }
    /// Where each written key's value is, by YAML key.
    public var valueLocations: ValueLocations<CategoryKey> {
        ValueLocations(storage.location, slots: storage.keySlots)
    }

    /// Whether the file writes `key` for this category: what ``valueLocations`` says, without building a location
    /// (rules ask it of every category).
    func writes(_ key: CategoryKey) -> Bool { storage.keySlots.isWritten(key.ordinal) }

    /// The category without its actions and the settings kept in its box of rare fields: what a load that is only
    /// reported keeps of a category no check across files reads in full (see `CategoryLoader.Options.keepsModels`).
    var withoutActions: NotificationCategory {
        NotificationCategory(
            identifier: identifier, actions: [], options: options, hiddenPreviewsBodyPlaceholder: nil,
            summaryFormat: nil, intentIdentifiers: [], interruptionLevel: interruptionLevel, isMarketing: isMarketing,
            isRegistered: isRegistered, location: location, keySlots: storage.keySlots)
    }

    /// The action with `identifier`, in constant time; the first one when several share it.
    public func action(_ identifier: String) -> NotificationAction? {
        if let index = storage.extras?.actionIndex { return index[identifier].map { storage.actions[$0] } }
        return storage.actions.first { $0.identifier == identifier }
    }

    public static func == (lhs: NotificationCategory, rhs: NotificationCategory) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.identifier == rhs.identifier && lhs.actions == rhs.actions && lhs.options == rhs.options
                && lhs.interruptionLevel == rhs.interruptionLevel && lhs.isMarketing == rhs.isMarketing
                && lhs.isRegistered == rhs.isRegistered
                && lhs.hiddenPreviewsBodyPlaceholder == rhs.hiddenPreviewsBodyPlaceholder
                && lhs.summaryFormat == rhs.summaryFormat && lhs.intentIdentifiers == rhs.intentIdentifiers
                && lhs.retiredActions == rhs.retiredActions && lhs.optionsAvailableFrom == rhs.optionsAvailableFrom
                && lhs.location == rhs.location && lhs.storage.keySlots == rhs.storage.keySlots)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(location)
    }
}
