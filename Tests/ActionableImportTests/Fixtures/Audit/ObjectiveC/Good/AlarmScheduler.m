#import "AlarmScheduler.h"
@import UserNotifications;

@implementation AlarmScheduler

- (void)addCategory:(UNNotificationCategory *)category {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    [center getNotificationCategoriesWithCompletionHandler:^(NSSet<UNNotificationCategory *> *registered) {
        NSMutableSet *categories = [[registered objectsPassingTest:^BOOL(UNNotificationCategory *old, BOOL *stop) {
            return ![old.identifier isEqualToString:category.identifier];
        }] mutableCopy];
        [categories addObject:category];
        [center setNotificationCategories:categories];
    }];
}

@end
