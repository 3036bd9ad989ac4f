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
        /// A list, a set or an option set's array literal.
        case list([SwiftValue])
        /// A `UNNotificationActionOptions` or `UNNotificationCategoryOptions` value with what each member needs.
        case options([ImportedCategory.Option])
        /// Known only at run time: the source text of the expression that computes it, and where it is.
        case runTime(String, ImportLocation)

        /// The value as a string, when it is one: a literal, or an enum case's raw value.
        var string: String? {
            if case .string(let value) = self { return value }
            return nil
        }

        /// The value as a text: a literal or a localized string.
        var text: ImportedText? {
            switch self {
            case .string(let value): .literal(value)
            case .text(let text): text
            default: nil
            }
        }

        var isRunTime: Bool {
            if case .runTime = self { return true }
            return false
        }
    }
#endif
