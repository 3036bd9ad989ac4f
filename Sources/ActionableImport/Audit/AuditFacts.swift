public import Actionable

/// What a reader of the app's code (``ObjectiveCAuditor``, the Swift one) saw in its delegates and registrations:
/// the findings one method shows on its own, and the facts the rules that look across files need
/// (``AppAudit/audit(_:imported:sources:)``).
public struct AuditFacts: Sendable {
    /// One identifier a delegate compares the response's action identifier against.
    public struct Comparison: Sendable, Hashable {
        public var identifier: String
        public var location: ImportLocation

        public init(_ identifier: String, at location: ImportLocation) {
            self.identifier = identifier
            self.location = location
        }
    }

    /// A `didReceive` delegate method: what it compares, and whether that is all it does with the identifier.
    public struct Handler: Sendable, Hashable {
        public var location: ImportLocation
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
    public var handlers: [Handler] = []
    /// What one method shows on its own (completion paths, main-actor isolation, a late delegate, …).
    public var findings: [Diagnostic] = []
    /// Code the reader could not follow, and why: counted in the summary, never guessed at.
    public var skipped: [ImportNote] = []
    /// The delegate methods read.
    public var delegateMethods = 0

    public init() {}

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

    public mutating func skip(_ reason: String, at location: ImportLocation) {
        skipped.append(ImportNote(reason, at: location))
    }
}

/// The identifiers iOS reports for what is not a button.
public enum SystemActionIdentifier {
    public static let dismiss = "com.apple.UNNotificationDismissActionIdentifier"
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
