#if Import
    import ActionableImport
    import SwiftSyntax

    /// What the importer's interpreter knows about a Swift expression: a string, a text, an action, a category, a set of
    /// options, a list; or that the value is only known at run time, with the expression that computes it.
    indirect enum SwiftValue: Hashable {
        case string(String)
        case text(ImportedText)
        case bool(Bool)
        case integer(Int)
        /// `.foreground`, `.customDismissAction`: an implicit member, read by the argument it is given to.
        case member(String)
        /// A type named as a value: `INSendMessageIntent.self`.
        case type(String)
        case icon(ImportedAction.Icon)
        case action(ImportedAction)
        case category(ImportedCategory)
        /// A case of one of the app's enums (`NotificationCategory.invite`), with its raw value when it has one: its
        /// computed properties and methods run with it as `self`, and `switch self` picks its branch.
        case enumCase(EnumCase)
        /// A value of one of the app's structs, built with its memberwise initializer: its type and fields.
        case instance([String], [String: SwiftValue])
        /// A key path of member names: `\.category`.
        case keyPath([String])
        /// A list, a set or an option set's array literal.
        case list([SwiftValue])
        /// A `UNNotificationActionOptions` or `UNNotificationCategoryOptions` value with what each member needs.
        case options([ImportedCategory.Option])
        /// Known only at run time: the source text of the expression that computes it, and where it is.
        case runTime(String, ImportLocation)

        /// The value as a string, when it is one: a literal, or an enum case's raw value.
        var string: String? {
            switch self {
            case .string(let value): value
            case .enumCase(let value): value.raw?.string
            default: nil
            }
        }

        /// The value as a text: a literal or a localized string.
        var text: ImportedText? {
            switch self {
            case .string(let value): .literal(value)
            case .text(let text): text
            case .enumCase(let value): value.raw?.text
            default: nil
            }
        }

        var isRunTime: Bool {
            if case .runTime = self { return true }
            return false
        }
    }

    /// A case of an enum the app declares.
    struct EnumCase: Hashable {
        /// The enum's qualified name (`["Notifications", "Category"]`): where its members are looked up.
        var type: [String]
        var name: String
        /// The raw value (`"INVITE"`, `3`), `nil` for an enum without raw values.
        var raw: SwiftValue?
        /// The associated values it was built with, in order (`.snooze(minutes: 15)`): `nil` for a case named
        /// without them.
        var values: [SwiftValue]? = nil
    }
#endif
