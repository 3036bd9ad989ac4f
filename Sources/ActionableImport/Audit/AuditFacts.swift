public import Actionable

/// What a reader of the app's code (``ObjectiveCAuditor``, the Swift one) saw in its delegates and registrations:
/// the findings one method shows on its own, and the facts the rules that look across files need
/// (``AppAudit/audit(_:imported:sources:)``).
public struct AuditFacts: Sendable {
    /// One identifier a delegate compares the response's action identifier against.
    public struct Comparison: Sendable, Hashable {
        /// The identifier compared against, as a string: an SDK constant such as
        /// `UNNotificationDismissActionIdentifier` by the value it stands for.
        public var identifier: String
        /// Where the compared value is in the source.
        public var location: ImportLocation

        /// A comparison against `identifier` at `location`.
        public init(_ identifier: String, at location: ImportLocation) {
            self.identifier = identifier
            self.location = location
        }
    }

    /// A `didReceive` delegate method: what it compares, and whether that is all it does with the identifier.
    public struct Handler: Sendable, Hashable {
        /// Where the method's name is in the source.
        public var location: ImportLocation
        /// The identifiers the method compares the action identifier against, in source order.
        public var comparisons: [Comparison] = []
        /// Every use of the response and its action identifier was a comparison the reader followed (no router, no
        /// dictionary, no comparison with a value it could not compute).
        public var followed = true
        /// Why not, when it was not.
        public var notFollowed: String?
        /// The `default:` or final `else` of a branch on the action identifier that does work.
        public var fallback: ImportLocation?
        /// The method reads the category identifier, so its branches may be per category.
        public var readsCategory = false
        /// The category identifiers a branch compares the notification's category identifier against, when that
        /// branch answers every action of the category (`categoryIdentifier == CLOSE` with no test of the action
        /// identifier inside): each action of such a category is handled.
        public var categoryComparisons: [Comparison] = []

        /// A handler for the method at `location`, with no comparisons yet, followed until
        /// ``AuditFacts/Handler/giveUp(_:)`` says otherwise.
        public init(at location: ImportLocation) {
            self.location = location
        }

        /// Marks the handler as not followed, keeping the first reason.
        public mutating func giveUp(_ reason: String) {
            if followed { notFollowed = reason }
            followed = false
        }
    }

    /// A `setNotificationCategories` call that adds to what `getNotificationCategories` returned.
    public var mergingRegistrations: Set<ImportLocation> = []
    /// The `didReceive` delegate methods read, in the order read.
    public var handlers: [Handler] = []
    /// What one method shows on its own (completion paths, main-actor isolation, a late delegate, …).
    public var findings: [Diagnostic] = []
    /// Code the reader could not follow, and why: counted in the summary, never guessed at.
    public var skipped: [ImportNote] = []
    /// The delegate methods read.
    public var delegateMethods = 0

    /// Facts with nothing in them yet, for a reader to fill.
    public init() {}

    /// Adds what `other` holds to these facts: how the facts of each file read are joined.
    public mutating func add(_ other: AuditFacts) {
        mergingRegistrations.formUnion(other.mergingRegistrations)
        handlers += other.handlers
        findings += other.findings
        skipped += other.skipped
        delegateMethods += other.delegateMethods
    }

    /// A finding at `location`.
    public mutating func report(_ code: DiagnosticCode, _ message: String, at location: ImportLocation) {
        findings.append(
            Diagnostic(
                code: code, message: message,
                location: SourceLocation(file: location.file, line: location.line, column: location.column)))
    }

    /// `dismiss-as-action` where the dismiss identifier shares a branch with `other`.
    public mutating func reportDismissShared(with other: String, at location: ImportLocation) {
        let what =
            other == SystemActionIdentifier.defaultAction ? "a tap on the notification" : "\"\(other.forMessage)\""
        report(
            .dismissAsAction,
            "swiping the notification away runs the same code as \(what): handle UNNotificationDismissActionIdentifier"
                + " in a branch of its own", at: location)
    }

    /// `completion-not-called` at the end of a path through `method` (as the language names it).
    public mutating func reportNotCalled(_ completion: String, in method: String, at location: ImportLocation) {
        report(
            .completionNotCalled,
            "this path through \(method) ends without calling \(completion), so iOS waits for it until it kills the"
                + " app: call it on every path (add the missing else, or call it before returning)", at: location)
    }

    /// `completion-called-twice` at the second call.
    public mutating func reportCalledTwice(_ completion: String, at location: ImportLocation) {
        report(
            .completionCalledTwice,
            "\(completion) is called a second time on this path: call it exactly once (return after the first call,"
                + " or drop one)", at: location)
    }

    /// The findings in a function the completion handler was handed to: the paths through `method` that end without
    /// calling its parameter `completion`, and its second calls.
    public mutating func reportHandedOn(
        _ completion: String, in method: String, notCalled: [ImportLocation], calledTwice: [ImportLocation]
    ) {
        for place in notCalled { reportNotCalled(completion, in: method, at: place) }
        for place in calledTwice { reportCalledTwice(completion, at: place) }
    }

    /// Records code at `location` the reader could not follow, and why (``skipped``).
    public mutating func skip(_ reason: String, at location: ImportLocation) {
        skipped.append(ImportNote(reason, at: location))
    }
}

/// The identifiers iOS reports for what is not a button.
public enum SystemActionIdentifier {
    /// The action identifier of a dismissal (`UNNotificationDismissActionIdentifier`), which iOS reports only for a
    /// category with the custom-dismiss-action option.
    public static let dismiss = "com.apple.UNNotificationDismissActionIdentifier"
    /// The action identifier of a tap on the notification itself (`UNNotificationDefaultActionIdentifier`).
    public static let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"

    /// The identifier a name of the SDK stands for (`UNNotificationDismissActionIdentifier`), if it is one.
    public static func named(_ name: String) -> String? {
        switch name {
        case "UNNotificationDismissActionIdentifier": dismiss
        case "UNNotificationDefaultActionIdentifier": defaultAction
        default: nil
        }
    }
}
