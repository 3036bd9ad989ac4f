/// Every category an app registers, with O(1) lookup of a category by identifier and of an action by
/// (category, action).
///
/// Build it with ``CategoryLoader``, which validates the files first, or directly from models.
public struct CategoryRegistry: Sendable {
    /// The categories in load order (files sorted by path, then file order).
    public let categories: [NotificationCategory]
    private let index: IdentifierTable
    /// Category identifiers the app used to register (`retired-categories`); old app versions may still use them.
    public let retiredCategories: [RetiredIdentifier]

    /// A registry of `categories`.
    /// - Throws: ``DuplicateCategoryError`` when two categories share an identifier.
    public init(categories: [NotificationCategory]) throws(DuplicateCategoryError) {
        var index = IdentifierTable(capacity: categories.count)
        var duplicates: [String] = []
        for position in categories.indices where index.insert(position, in: categories) != nil {
            duplicates.append(categories[position].identifier)
        }
        guard duplicates.isEmpty else { throw DuplicateCategoryError(identifiers: duplicates) }
        self.categories = categories
        self.index = index
        retiredCategories = []
    }

    /// An empty registry.
    public static let empty = CategoryRegistry(categories: [], index: IdentifierTable(capacity: 0))

    /// Categories the loader has already made unique, with the index it built while doing so.
    init(categories: [NotificationCategory], index: IdentifierTable, retiredCategories: [RetiredIdentifier] = []) {
        self.categories = categories
        self.index = index
        self.retiredCategories = retiredCategories
    }

    /// The registry with `retired` as its retired categories.
    public func retiring(_ retired: [RetiredIdentifier]) -> CategoryRegistry {
        CategoryRegistry(categories: categories, index: index, retiredCategories: retired)
    }

    /// The retired category `identifier`, if it is one.
    public func retiredCategory(_ identifier: String) -> RetiredIdentifier? {
        retiredCategories.first { $0.identifier == identifier }
    }

    /// The category with `identifier` (exact, case-sensitive, as iOS matches `aps.category`).
    public func category(_ identifier: String) -> NotificationCategory? {
        index.position(of: identifier, in: categories).map { categories[$0] }
    }

    /// The action `action` of category `category`.
    public func action(_ action: String, in category: String) -> NotificationAction? {
        self.category(category)?.action(action)
    }

    /// The number of actions over all categories.
    public var actionCount: Int {
        categories.reduce(0) { $0 + $1.actions.count }
    }
}

/// Two categories given to ``CategoryRegistry/init(categories:)`` share an identifier.
public struct DuplicateCategoryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The shared identifiers, in the order given: one entry for each category after the first with it.
    public let identifiers: [String]

    public var description: String {
        "duplicate category identifiers: \(identifiers.joined(separator: ", ")); each category needs its own identifier"
    }
}
