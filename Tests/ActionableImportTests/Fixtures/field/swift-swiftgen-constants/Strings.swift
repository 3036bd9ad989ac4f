// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// swiftlint:disable superfluous_disable_command file_length implicit_return prefer_self_in_static_references

// MARK: - Strings

// swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces
internal enum L10n {
  internal enum Events {
    /// %d going
    internal static func goingCount(_ p1: Int) -> String {
      return L10n.tr("Localizable", "events.going_count", p1, fallback: "%d going")
    }
    /// Create Event
    internal static let create = L10n.tr("Localizable", "events.create", fallback: "Create Event")
  }
  internal enum Notification {
    /// Accept
    internal static let accept = L10n.tr("Localizable", "notification.accept", fallback: "Accept")
    /// Confirm
    internal static let confirm = L10n.tr("Localizable", "notification.confirm", fallback: "Confirm")
    /// Decline
    internal static let decline = L10n.tr("Localizable", "notification.decline", fallback: "Decline")
    /// Message the Host
    internal static let reply = L10n.tr("Localizable", "notification.reply", fallback: "Message the Host")
    /// Write something nice…
    internal static let replyPlaceholder = L10n.tr("Localizable", "notification.reply_placeholder", fallback: "Write something nice…")
    /// Send
    internal static let send = L10n.tr("Localizable", "notification.send", fallback: "Send")
    /// View Profile
    internal static let viewProfile = L10n.tr("Localizable", "notification.view_profile", fallback: "View Profile")
  }
  internal enum Settings {
    /// Sign Out
    internal static let signOut = L10n.tr("Localizable", "settings.sign_out", fallback: "Sign Out")
  }
}
// swiftlint:enable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:enable nesting type_body_length type_name vertical_whitespace_opening_braces

// MARK: - Implementation Details

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
