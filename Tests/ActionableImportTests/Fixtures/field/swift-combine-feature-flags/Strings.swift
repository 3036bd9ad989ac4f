// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// swiftlint:disable superfluous_disable_command file_length implicit_return

// MARK: - Strings

// swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces
internal enum L10n {
  /// Accept
  internal static var actionAccept: String { return L10n.tr("Localizable", "action_accept", fallback: "Accept") }
  /// Decline
  internal static var actionDecline: String { return L10n.tr("Localizable", "action_decline", fallback: "Decline") }
  /// Join
  internal static var actionJoin: String { return L10n.tr("Localizable", "action_join", fallback: "Join") }
  /// Mark as read
  internal static var actionMarkAsRead: String { return L10n.tr("Localizable", "action_mark_as_read", fallback: "Mark as read") }
  /// Quick reply
  internal static var actionQuickReply: String { return L10n.tr("Localizable", "action_quick_reply", fallback: "Quick reply") }
  /// Reply as %1$@
  internal static func actionReplyAs(_ p1: Any) -> String {
    return L10n.tr("Localizable", "action_reply_as", String(describing: p1), fallback: "Reply as %1$@")
  }
  /// Send
  internal static var actionSend: String { return L10n.tr("Localizable", "action_send", fallback: "Send") }
  /// Message
  internal static var commonMessage: String { return L10n.tr("Localizable", "common_message", fallback: "Message") }
  /// Notification
  internal static var notification: String { return L10n.tr("Localizable", "notification", fallback: "Notification") }
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
