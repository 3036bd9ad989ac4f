//
//  TDNotificationController.h
//  Tidy
//
//  Copyright (c) 2018 Tidy Software. All rights reserved.
//

#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

@class TDTask;

NS_ASSUME_NONNULL_BEGIN

// Local notifications only: the identifiers are ours alone, but delivered reminders keep them, so don't rename.
#define TDReminderCategoryIdentifier    @"com.tidy.reminder"
#define TDOverdueCategoryIdentifier     @"com.tidy.reminder.overdue"
#define TDSharedAssignedCategory        @"com.tidy.shared.assigned"
#define TDSharedInviteCategory          @"com.tidy.shared.invite"

/// Minutes a snooze lasts, chosen in Settings > Reminders (15 unless the user picked another length).
extern NSString *const TDSnoozeMinutesDefaultsKey;

@interface TDNotificationController : NSObject

@property (nonatomic, strong, readonly) UNUserNotificationCenter *center;

- (instancetype)initWithCenter:(UNUserNotificationCenter *)center NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;

- (void)registerCategories;
- (void)scheduleReminderForTask:(TDTask *)task;
- (void)cancelRemindersForTask:(TDTask *)task;

// Shared by both files.
- (UNNotificationAction *)completeAction;

@end

@interface TDNotificationController (SharedLists)
- (NSSet<UNNotificationCategory *> *)sharedListCategories;
@end

NS_ASSUME_NONNULL_END
