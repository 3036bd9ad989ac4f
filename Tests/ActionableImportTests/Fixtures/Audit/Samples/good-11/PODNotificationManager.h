#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

NS_ASSUME_NONNULL_BEGIN

@class PODRouter;

@interface PODNotificationManager : NSObject <UNUserNotificationCenterDelegate>

+ (instancetype)sharedManager;

@property (nonatomic, weak, nullable) PODRouter *router;

/// Adds the episode category to whatever categories are already registered.
- (void)registerEpisodeCategory;

@end

NS_ASSUME_NONNULL_END
