// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// MARK: - Strings

internal enum L10n {
  internal enum Push {
    internal enum Action {
      /// Accept Request
      internal static let acceptConnection = L10n.tr("Localizable", "push.action.accept_connection", fallback: "Accept Request")
      /// Call Back
      internal static let callBack = L10n.tr("Localizable", "push.action.call_back", fallback: "Call Back")
      /// Ignore
      internal static let ignore = L10n.tr("Localizable", "push.action.ignore", fallback: "Ignore")
      /// Like
      internal static let like = L10n.tr("Localizable", "push.action.like", fallback: "Like")
      /// Message
      internal static let message = L10n.tr("Localizable", "push.action.message", fallback: "Message")
      /// Mute
      internal static let mute = L10n.tr("Localizable", "push.action.mute", fallback: "Mute")
      /// Open
      internal static let open = L10n.tr("Localizable", "push.action.open", fallback: "Open")
      /// Reply
      internal static let reply = L10n.tr("Localizable", "push.action.reply", fallback: "Reply")
      /// Type a message
      internal static let replyPlaceholder = L10n.tr("Localizable", "push.action.reply_placeholder", fallback: "Type a message")
      /// Send
      internal static let send = L10n.tr("Localizable", "push.action.send", fallback: "Send")
    }
    internal enum Alert {
      /// New message in %@
      internal static func newMessage(_ p1: Any) -> String {
        return L10n.tr("Localizable", "push.alert.new_message", String(describing: p1), fallback: "New message in %@")
      }
    }
  }
}

// MARK: - Implementation Details

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
