#import <UserNotifications/UserNotifications.h>

@implementation NotificationFactory

/// Builds any category by name: which ones exist is only known at run time.
- (UNNotificationCategory *)categoryNamed:(NSString *)identifier
{
    return [UNNotificationCategory categoryWithIdentifier:identifier
                                                  actions:@[]
                                        intentIdentifiers:@[]
                                                  options:UNNotificationCategoryOptionNone];
}

@end
