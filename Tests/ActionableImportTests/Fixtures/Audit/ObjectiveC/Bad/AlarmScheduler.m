#import "AlarmScheduler.h"
@import UserNotifications;

@implementation AlarmScheduler

- (void)registerAlarmCategory {
    UNNotificationAction *snooze = [UNNotificationAction actionWithIdentifier:@"SNOOZE" title:@"Snooze" options:UNNotificationActionOptionNone];
    UNNotificationCategory *alarm = [UNNotificationCategory categoryWithIdentifier:@"ALARM" actions:@[snooze] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone];
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:alarm]];
}

- (void)addCategory:(UNNotificationCategory *)category {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    [center getNotificationCategoriesWithCompletionHandler:^(NSSet<UNNotificationCategory *> *registered) {
        NSMutableSet *categories = [registered mutableCopy];
        [categories addObject:category];
        [center setNotificationCategories:categories];
    }];
}

@end
