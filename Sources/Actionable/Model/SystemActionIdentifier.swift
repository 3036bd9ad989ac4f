/// The identifiers iOS gives a tap on the notification itself and a dismissal: what the wire format
/// (`ActionResponse` in ActionableRuntime) and the generated code for every platform name them, kept here so the
/// generators read them without the runtime.
package enum SystemActionIdentifier {
    /// `UNNotificationDefaultActionIdentifier`: a tap on the notification itself.
    package static let defaultAction = "com.apple.UNNotificationDefaultActionIdentifier"
    /// `UNNotificationDismissActionIdentifier`: a dismissal, delivered only for categories with `custom-dismiss-action`.
    package static let dismissAction = "com.apple.UNNotificationDismissActionIdentifier"
}
