/* Copyright Pulse Messaging and Contributors */

#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

NS_ASSUME_NONNULL_BEGIN

/**
 * The interactive categories Pulse campaigns can use out of the box. Campaigns name one of these
 * identifiers in `aps.category`; apps register them next to their own.
 */
@interface PLSPushCategories : NSObject

/**
 * Factory method to create the default set of notification categories.
 *
 * @param requireAuth If background actions should require the device to be unlocked.
 * @return A set of notification categories.
 */
+ (NSSet<UNNotificationCategory *> *)defaultCategoriesRequireAuth:(BOOL)requireAuth;

/// The action options a campaign button asks for (`foreground`, `destructive`, `auth`).
+ (UNNotificationActionOptions)optionsForButton:(NSDictionary *)button;

@end

NS_ASSUME_NONNULL_END
