#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

@class SHPRouter;

NS_ASSUME_NONNULL_BEGIN

/// The pickup notifications: their categories, and what their buttons do.
@interface SHPNotificationHandler : NSObject <UNUserNotificationCenterDelegate>

- (instancetype)initWithRouter:(SHPRouter *)router;
- (void)registerCategories;

@end

NS_ASSUME_NONNULL_END
