//
//  TDNotificationController.m
//  Tidy
//
//  Copyright (c) 2018 Tidy Software. All rights reserved.
//

#import "TDNotificationController.h"
#import "TDTask.h"
#import "TDLog.h"

static NSString *const kCompleteActionIdentifier   = @"complete";
static NSString *const kSnoozeActionIdentifier     = @"snooze";
static NSString *const kOpenTaskActionIdentifier   = @"open";
static NSString *const kTomorrowActionIdentifier   = @"reschedule.tomorrow";

NSString *const TDSnoozeMinutesDefaultsKey = @"TDSnoozeMinutes";

@implementation TDNotificationController

- (instancetype)initWithCenter:(UNUserNotificationCenter *)center
{
    self = [super init];
    if (self) {
        _center = center;
    }
    return self;
}

#pragma mark - Categories

- (void)registerCategories
{
    NSMutableSet<UNNotificationCategory *> *categories = [NSMutableSet set];
    [categories addObject:[self reminderCategory]];
    [categories addObject:[self overdueCategory]];
    [categories unionSet:[self sharedListCategories]];

    TDLogInfo(@"Registering %lu notification categories", (unsigned long)categories.count);
    [self.center setNotificationCategories:categories];
}

- (UNNotificationCategory *)reminderCategory
{
    NSMutableArray<UNNotificationAction *> *actions = [NSMutableArray array];
    [actions addObject:[self completeAction]];
    [actions addObject:[self snoozeAction]];

    UNNotificationCategoryOptions options = UNNotificationCategoryOptionCustomDismissAction;
    if (@available(iOS 13.0, *)) {
        options |= UNNotificationCategoryOptionAllowAnnouncement;
    }

    NSString *placeholder = NSLocalizedString(@"Reminder", @"Shown instead of the task when previews are hidden");
    if (@available(iOS 12.0, *)) {
        return [UNNotificationCategory categoryWithIdentifier:TDReminderCategoryIdentifier
                                                      actions:actions
                                            intentIdentifiers:@[]
                                hiddenPreviewsBodyPlaceholder:placeholder
                                        categorySummaryFormat:NSLocalizedString(@"%u more reminders", @"Summary of grouped reminders")
                                                      options:options];
    }
    return [UNNotificationCategory categoryWithIdentifier:TDReminderCategoryIdentifier
                                                  actions:actions
                                        intentIdentifiers:@[]
                            hiddenPreviewsBodyPlaceholder:placeholder
                                                  options:options];
}

- (UNNotificationCategory *)overdueCategory
{
    NSMutableArray<UNNotificationAction *> *actions =
        [NSMutableArray arrayWithObjects:[self completeAction], [self rescheduleTomorrowAction], nil];
    if (@available(iOS 15.0, *)) {
        // With icons the three buttons read well; before iOS 15 "Open" was the default tap anyway.
        [actions insertObject:[self openTaskAction] atIndex:0];
    }
    return [UNNotificationCategory categoryWithIdentifier:TDOverdueCategoryIdentifier
                                                  actions:actions
                                        intentIdentifiers:@[]
                                                  options:UNNotificationCategoryOptionNone];
}

#pragma mark - Actions

- (UNNotificationAction *)completeAction
{
    NSString *title = NSLocalizedString(@"Complete", @"Button: mark the task as done");
    if (@available(iOS 15.0, *)) {
        return [UNNotificationAction actionWithIdentifier:kCompleteActionIdentifier
                                                    title:title
                                                  options:UNNotificationActionOptionNone
                                                     icon:[UNNotificationActionIcon iconWithSystemImageName:@"checkmark.circle"]];
    }
    return [UNNotificationAction actionWithIdentifier:kCompleteActionIdentifier
                                                title:title
                                              options:UNNotificationActionOptionNone];
}

- (UNNotificationAction *)snoozeAction
{
    NSInteger minutes = [[NSUserDefaults standardUserDefaults] integerForKey:TDSnoozeMinutesDefaultsKey];
    if (minutes <= 0) {
        minutes = 15;
    }
    NSString *title = [NSString localizedStringWithFormat:NSLocalizedString(@"Snooze %ld min", @"Button: snooze; %ld is minutes"),
                                                          (long)minutes];
    return [UNNotificationAction actionWithIdentifier:kSnoozeActionIdentifier
                                                title:title
                                              options:UNNotificationActionOptionNone];
}

- (UNNotificationAction *)openTaskAction API_AVAILABLE(ios(15.0))
{
    return [UNNotificationAction actionWithIdentifier:kOpenTaskActionIdentifier
                                                title:NSLocalizedString(@"Open", @"Button: open the task")
                                              options:UNNotificationActionOptionForeground
                                                 icon:[UNNotificationActionIcon iconWithSystemImageName:@"arrow.up.forward.app"]];
}

- (UNNotificationAction *)rescheduleTomorrowAction
{
    return [UNNotificationAction actionWithIdentifier:kTomorrowActionIdentifier
                                                title:NSLocalizedString(@"Tomorrow", @"Button: move the task to tomorrow")
                                              options:UNNotificationActionOptionNone];
}

#pragma mark - Scheduling

- (void)scheduleReminderForTask:(TDTask *)task
{
    UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];
    content.title = task.title;
    content.body = task.notes ?: @"";
    content.categoryIdentifier = task.isShared ? TDSharedAssignedCategory : TDReminderCategoryIdentifier;
    content.threadIdentifier = task.list.identifier;
    content.userInfo = @{@"task": task.identifier};

    NSDateComponents *components = [[NSCalendar currentCalendar] components:(NSCalendarUnitYear | NSCalendarUnitMonth |
                                                                             NSCalendarUnitDay | NSCalendarUnitHour |
                                                                             NSCalendarUnitMinute)
                                                                   fromDate:task.dueDate];
    UNCalendarNotificationTrigger *trigger = [UNCalendarNotificationTrigger triggerWithDateMatchingComponents:components
                                                                                                      repeats:NO];
    UNNotificationRequest *request = [UNNotificationRequest requestWithIdentifier:task.identifier
                                                                          content:content
                                                                          trigger:trigger];
    [self.center addNotificationRequest:request withCompletionHandler:^(NSError * _Nullable error) {
        if (error) {
            TDLogError(@"Could not schedule reminder %@: %@", task.identifier, error);
        }
    }];
}

- (void)cancelRemindersForTask:(TDTask *)task
{
    [self.center removePendingNotificationRequestsWithIdentifiers:@[task.identifier]];
    [self.center removeDeliveredNotificationsWithIdentifiers:@[task.identifier]];
}

@end
