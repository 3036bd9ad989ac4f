import Actionable

/// The registry with the Swift names the generated code gives it, decided once so every file agrees.
struct GeneratedModel {
    struct Category {
        let category: NotificationCategory
        let typeName: String
        /// The category's name as a member: its case in `Response` and `Category`, its handler in `Handlers`.
        let memberName: String
        let actions: [Action]
    }

    struct Action {
        let action: NotificationAction
        let caseName: String
    }

    let categories: [Category]
    /// Retired category identifiers, generated as deprecated constants.
    let retiredCategories: [RetiredIdentifier]
    let displayPath: (String) -> String

    /// Names a category type must not take: they would hide a type, module or function the generated code uses
    /// inside the namespace, or are not allowed as a nested type's name.
    static func reservedTypeNames(namespace: String) -> Set<String> {
        [
            namespace, "Swift", "Foundation", "UserNotifications", "Actionable", "String", "Set", "CaseIterable",
            "Sendable", "Bundle", "NSLocalizedString", "UNNotificationCategory", "UNNotificationAction",
            "UNTextInputNotificationAction", "UNNotificationActionIcon", "UNUserNotificationCenter",
            "UNNotificationActionOptions", "UNNotificationCategoryOptions", "CategoryActions", "Type", "Protocol",
            "Self", "Any",
            // The app's side of a tap (`<namespace>+Responses.swift`).
            "Response", "Handlers", "Handler", "Category", "NotificationDelegate", "ActionableApp", "NotificationTap",
            "TapContext", "NotificationResponder", "ActionResponseWire", "UNNotificationResponse",
            "UNTextInputNotificationResponse", "UNNotification", "UNUserNotificationCenterDelegate",
            "UNNotificationPresentationOptions", "NSObject", "NSLock", "Date",
            // The titles the app gives at run time (`title-at-run-time: true`).
            "RunTimeTitles",
        ]
    }

    /// Names an action case must not take: the members every `Action` enum has.
    static let reservedCaseNames: Set<String> = [
        "categoryIdentifier", "notificationAction", "rawValue", "allCases", "hashValue", "init", "self", "Type",
        "Protocol",
        // The tap on the notification itself and its dismissal, beside the actions in a category's `Response`.
        "defaultAction", "dismissAction",
    ]

    /// Names a category's member name must not take: the other members of `Response`, `Category` and `Handlers`.
    static let reservedCategoryMemberNames: Set<String> = [
        "undeclared", "route", "rawValue", "allCases", "hashValue", "init", "self", "Type", "Protocol",
    ]

    init(registry: CategoryRegistry, namespace: String, displayPath: @escaping (String) -> String) {
        let typeNames = SwiftNames.unique(
            registry.categories.map { SwiftNames.typeName($0.identifier) },
            reserved: Self.reservedTypeNames(namespace: namespace))
        let memberNames = SwiftNames.unique(
            registry.categories.map { SwiftNames.memberName($0.identifier) }, reserved: Self.reservedCategoryMemberNames
        )
        categories = zip(registry.categories, zip(typeNames, memberNames)).map { category, names in
            let (typeName, memberName) = names
            let caseNames = SwiftNames.unique(
                category.actions.map { SwiftNames.memberName($0.identifier) }, reserved: Self.reservedCaseNames)
            return Category(
                category: category, typeName: typeName, memberName: memberName,
                actions: zip(category.actions, caseNames).map { Action(action: $0, caseName: $1) })
        }
        retiredCategories = registry.retiredCategories
        self.displayPath = displayPath
    }

    func display(_ location: SourceLocation) -> String {
        "\(displayPath(location.file)):\(location.line)"
    }
}

extension GeneratedModel {
    /// The categories the app registers with iOS (`registered` is not `false`), in declaration order.
    var registeredCategories: [Category] { categories.filter(\.category.isRegistered) }
}

extension GeneratedModel.Category {
    /// The actions whose title the app gives at run time (`title-at-run-time: true`).
    var runTimeTitleActions: [GeneratedModel.Action] { actions.filter(\.action.isTitleSetAtRunTime) }
}
