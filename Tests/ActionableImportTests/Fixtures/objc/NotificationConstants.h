//
//  NotificationConstants.h
//  Invitations
//
//  Identifiers the push server sends in aps.category, and the texts of the notification buttons.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Shared with the order service, which sends it in aps.category.
extern NSString *const OrderStatusCategoryIdentifier;
extern NSString *const TrackOrderActionIdentifier;

#pragma mark - Chat (don't rename: the server's templates use these)

#define kChatMessageCategory @"CHAT_MESSAGE"
#define kReplyAction         @"REPLY"

/* The texts of order notifications live in Notifications.strings, so that the
   order team can translate them on their own schedule. */
#define NotificationText(key, c) \
    NSLocalizedStringFromTable(key, @"Notifications", c)

NS_ASSUME_NONNULL_END
