import Foundation
import UserNotifications

// MARK: - Nested types
//
extension InteractiveNotificationsManager {

    /// The kinds of push the server sends, and the local notifications the app posts.
    enum InkCategory: String {
        case commentApprove       = "approve-comment"
        case commentLike          = "like-comment"
        case commentReply         = "replyto-comment"
        case commentReplyWithLike = "replyto-like-comment"
        case mediaUploadSuccess   = "media-upload-success"
        case mediaUploadFailure   = "media-upload-failure"
        case login                = "push_auth"
        case weeklyDigest         = "weekly-digest"

        var actions: [InkAction] {
            switch self {
            case .commentApprove:
                return [.approveComment]
            case .commentLike:
                return [.likeComment]
            case .commentReply:
                return [.replyToComment]
            case .commentReplyWithLike:
                return [.replyToComment, .likeComment]
            case .mediaUploadSuccess:
                return [.writePost]
            case .mediaUploadFailure:
                return [.retryUpload]
            case .login:
                return [.approveLogin, .denyLogin]
            case .weeklyDigest:
                return []
            }
        }

        var identifier: String {
            return rawValue
        }

        var options: UNNotificationCategoryOptions {
            return self == .login ? [.customDismissAction] : []
        }

        var category: UNNotificationCategory {
            return UNNotificationCategory(identifier: identifier,
                                          actions: actions.map { $0.notificationAction() },
                                          intentIdentifiers: [],
                                          options: options)
        }

        /// What the app registers. The weekly digest is shown in the app only and has no category.
        static var allDefinitions: [InkCategory] = [
            .commentApprove, .commentLike, .commentReply, .commentReplyWithLike,
            .mediaUploadSuccess, .mediaUploadFailure, .login,
        ]
        static var localDefinitions: [InkCategory] = [.mediaUploadSuccess, .mediaUploadFailure, .weeklyDigest]
    }

    /// The buttons the app can show on a notification.
    enum InkAction: String {
        case approveComment = "COMMENT_MODERATE_APPROVE"
        case likeComment    = "COMMENT_LIKE"
        case replyToComment = "COMMENT_REPLY"
        case writePost      = "MEDIA_WRITE_POST"
        case retryUpload    = "MEDIA_RETRY"
        case approveLogin   = "APPROVE_LOGIN_ATTEMPT"
        case denyLogin      = "DENY_LOGIN_ATTEMPT"

        var description: String {
            switch self {
            case .approveComment:
                return NSLocalizedString("Approve", comment: "Approve a comment (verb)")
            case .likeComment:
                return NSLocalizedString("Like", comment: "Like a comment (verb)")
            case .replyToComment:
                return NSLocalizedString("Reply", comment: "Reply to a comment (verb)")
            case .writePost:
                return NSLocalizedString("Write Post", comment: "Opens the editor with the uploaded media")
            case .retryUpload:
                return NSLocalizedString("Retry", comment: "Retries a failed media upload")
            case .approveLogin:
                return NSLocalizedString("Approve", comment: "Approves a login attempt on another device")
            case .denyLogin:
                return NSLocalizedString("Deny", comment: "Denies a login attempt on another device")
            }
        }

        var destructive: Bool {
            return self == .denyLogin
        }

        var requiresAuthentication: Bool {
            switch self {
            case .approveLogin, .denyLogin:
                return true
            default:
                return false
            }
        }

        var requiresForeground: Bool {
            switch self {
            case .writePost, .retryUpload:
                return true
            default:
                return false
            }
        }

        var notificationActionOptions: UNNotificationActionOptions {
            var options = UNNotificationActionOptions()
            if requiresAuthentication {
                options.insert(.authenticationRequired)
            }
            if destructive {
                options.insert(.destructive)
            }
            if requiresForeground {
                options.insert(.foreground)
            }
            return options
        }

        func notificationAction() -> UNNotificationAction {
            switch self {
            case .replyToComment:
                return UNTextInputNotificationAction(
                    identifier: rawValue,
                    title: description,
                    options: notificationActionOptions,
                    textInputButtonTitle: NSLocalizedString("Reply", comment: "Button title: send the reply"),
                    textInputPlaceholder: NSLocalizedString("Write a reply…", comment: "Placeholder of the inline reply"))
            default:
                return UNNotificationAction(identifier: rawValue, title: description, options: notificationActionOptions)
            }
        }

        /// Analytics name of the quick action; empty when it is not tracked.
        var analyticsName: String {
            switch self {
            case .approveComment: return "approve"
            case .likeComment: return "like"
            case .replyToComment: return "reply-to"
            default: return ""
            }
        }
    }
}
