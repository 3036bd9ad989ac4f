/// What an action is on Android beyond what every platform has (`android:` of an action): the drawable shown as its
/// icon and the semantic action that tells the system and assistants what the button does.
///
/// ```yaml
/// - identifier: REPLY
///   title: Reply
///   android: {icon: ic_reply, semantic-action: reply}
/// ```
public struct AndroidActionSettings: Sendable, Hashable {
    /// The name of a drawable resource of the app (`R.drawable.<icon>`): lowercase letters, digits and underscores,
    /// starting with a letter, as aapt requires of resource names; `nil` when the file gives none.
    public let icon: String?
    /// `Notification.Action.Builder.setSemanticAction` (API 28); `nil` when the file gives none.
    public let semanticAction: AndroidSemanticAction?

    /// Settings with the given icon and semantic action.
    public init(icon: String? = nil, semanticAction: AndroidSemanticAction? = nil) {
        self.icon = icon
        self.semanticAction = semanticAction
    }

    /// Whether `name` is a drawable resource name aapt accepts and Kotlin can name as `R.drawable.<name>`:
    /// `[a-z][a-z0-9_]*`.
    public static func isDrawableName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else {
            return false
        }
        return name.utf8.allSatisfy {
            ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || $0 == UInt8(ascii: "_")
        }
    }
}

/// `Notification.Action`'s `SEMANTIC_ACTION_*` constants, as `semantic-action` writes them (kebab case).
///
/// Android uses them to offer the action in other surfaces (Wear OS, Android Auto, smart replies). The constants
/// and `setSemanticAction` were added in API 28 (Android 9): the developer reference's API diff for level 28 lists
/// `SEMANTIC_ACTION_ARCHIVE` through `SEMANTIC_ACTION_UNMUTE`, `CALL` included. Below 28 the generated code does not
/// set it (the call is under an `SDK_INT >= 28` guard).
public enum AndroidSemanticAction: String, CaseIterable, Sendable, Hashable {
    /// `SEMANTIC_ACTION_REPLY`: the action replies to the message (an assistant or a watch offers it as a reply).
    case reply
    /// `SEMANTIC_ACTION_MARK_AS_READ`: the action marks the content read.
    case markAsRead = "mark-as-read"
    /// `SEMANTIC_ACTION_MARK_AS_UNREAD`: the action marks the content unread.
    case markAsUnread = "mark-as-unread"
    /// `SEMANTIC_ACTION_DELETE`: the action deletes the content.
    case delete
    /// `SEMANTIC_ACTION_ARCHIVE`: the action archives the content.
    case archive
    /// `SEMANTIC_ACTION_MUTE`: the action mutes the content (a conversation, a thread).
    case mute
    /// `SEMANTIC_ACTION_UNMUTE`: the action unmutes the content.
    case unmute
    /// `SEMANTIC_ACTION_THUMBS_UP`: the action gives the content a thumbs up.
    case thumbsUp = "thumbs-up"
    /// `SEMANTIC_ACTION_THUMBS_DOWN`: the action gives the content a thumbs down.
    case thumbsDown = "thumbs-down"
    /// `SEMANTIC_ACTION_CALL`: the action calls the contact the notification is about.
    case call

    /// The constant's name in `android.app.Notification.Action`: `SEMANTIC_ACTION_REPLY`.
    public var constantName: String {
        "SEMANTIC_ACTION_" + String(rawValue.map { $0 == "-" ? "_" : $0 }).uppercased()
    }

    /// The API level the constant and `Notification.Action.Builder.setSemanticAction` were added in.
    public var minSDK: Int { 28 }

    /// Every value as `semantic-action` writes it, in the reference's order (for messages and the JSON Schema).
    public static let names = allCases.map(\.rawValue)
}
