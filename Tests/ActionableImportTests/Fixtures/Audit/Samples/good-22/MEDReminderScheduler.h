#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

@class MEDPlan;

NS_ASSUME_NONNULL_BEGIN

extern NSString *const MEDCategoryDoseDue;
extern NSString *const MEDActionDoseTaken;
extern NSString *const MEDActionSnoozeDose;

/// Keeps the pending dose reminders in step with the medication plan, and answers their buttons.
@interface MEDReminderScheduler : NSObject <UNUserNotificationCenterDelegate>

+ (instancetype)sharedScheduler;

- (void)scheduleRemindersForPlan:(MEDPlan *)plan;

@end

NS_ASSUME_NONNULL_END
