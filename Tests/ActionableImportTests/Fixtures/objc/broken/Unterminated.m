#import <UserNotifications/UserNotifications.h>

// A string that is never closed: the file does not compile.
static NSString *const kBrokenCategory = @"BROKEN_CATEGORY;

- (UNNotificationCategory *)brokenCategory
{
    return [UNNotificationCategory categoryWithIdentifier:kBrokenCategory
                                                  actions:@[]
                                        intentIdentifiers:@[]
                                                  options:UNNotificationCategoryOptionNone];
}
