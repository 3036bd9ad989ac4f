#import <UserNotifications/UserNotifications.h>
#import "TMReminderCategories.h"

NSString *const TMCategoryTaskDue   = @"TM_TASK_DUE";
NSString *const TMActionComplete    = @"TM_ACTION_COMPLETE";
NSString *const TMActionSnooze      = @"TM_ACTION_SNOOZE";

@implementation TMReminderCategories

+ (void)installInCenter:(UNUserNotificationCenter *)center {
    [center getNotificationCategoriesWithCompletionHandler:^(NSSet<UNNotificationCategory *> *existing) {
        [self registerTaskCategoryWith:existing inCenter:center];
    }];
}

+ (void)registerTaskCategoryWith:(NSSet<UNNotificationCategory *> *)existing inCenter:(UNUserNotificationCenter *)center {
    UNNotificationAction *complete = [UNNotificationAction actionWithIdentifier:TMActionComplete
                                                                          title:NSLocalizedString(@"Complete", nil)
                                                                        options:UNNotificationActionOptionAuthenticationRequired];
    UNNotificationAction *snooze = [UNNotificationAction actionWithIdentifier:TMActionSnooze
                                                                        title:NSLocalizedString(@"Remind Me in 1 Hour", nil)
                                                                      options:UNNotificationActionOptionNone];
    UNNotificationCategory *due = [UNNotificationCategory categoryWithIdentifier:TMCategoryTaskDue
                                                                         actions:@[complete, snooze]
                                                               intentIdentifiers:@[]
                                                                         options:UNNotificationCategoryOptionNone];
    NSMutableSet<UNNotificationCategory *> *categories = [existing mutableCopy];
    [categories addObject:due];
    [center setNotificationCategories:categories];
}

@end
