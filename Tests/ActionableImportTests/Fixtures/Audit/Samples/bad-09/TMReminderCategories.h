#import <Foundation/Foundation.h>

@class UNUserNotificationCenter;

NS_ASSUME_NONNULL_BEGIN

extern NSString *const TMCategoryTaskDue;
extern NSString *const TMActionComplete;
extern NSString *const TMActionSnooze;

/// The task-due category, added to what the app's SDKs already registered.
@interface TMReminderCategories : NSObject
+ (void)installInCenter:(UNUserNotificationCenter *)center;
@end

NS_ASSUME_NONNULL_END
