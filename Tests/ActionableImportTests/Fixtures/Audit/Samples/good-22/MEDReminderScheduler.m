#import "MEDReminderScheduler.h"
#import "MEDPlan.h"
#import "MEDPlanStore.h"

NSString *const MEDCategoryDoseDue = @"MED_DOSE_DUE";
NSString *const MEDActionDoseTaken = @"MED_DOSE_TAKEN";
NSString *const MEDActionSnoozeDose = @"MED_SNOOZE_DOSE";

@implementation MEDReminderScheduler

+ (instancetype)sharedScheduler {
    static MEDReminderScheduler *scheduler;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        scheduler = [[MEDReminderScheduler alloc] init];
    });
    return scheduler;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        [[NSNotificationCenter defaultCenter] addObserver:self
                                                 selector:@selector(planDidChange:)
                                                     name:MEDPlanDidChangeNotification
                                                   object:nil];
    }
    return self;
}

- (void)planDidChange:(NSNotification *)notification {
    MEDPlan *plan = notification.object;
    [self scheduleRemindersForPlan:plan];
}

- (void)scheduleRemindersForPlan:(MEDPlan *)plan {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;
    [center removeAllPendingNotificationRequests];

    for (MEDDose *dose in plan.doses) {
        UNMutableNotificationContent *content = [[UNMutableNotificationContent alloc] init];
        content.title = dose.medicationName;
        content.body = [NSString stringWithFormat:NSLocalizedString(@"Time for %@", nil), dose.amountDescription];
        content.categoryIdentifier = MEDCategoryDoseDue;
        content.userInfo = @{@"dose_id": dose.identifier};
        UNCalendarNotificationTrigger *trigger = [UNCalendarNotificationTrigger triggerWithDateMatchingComponents:dose.timeOfDay
                                                                                                          repeats:YES];
        UNNotificationRequest *request = [UNNotificationRequest requestWithIdentifier:dose.identifier
                                                                              content:content
                                                                              trigger:trigger];
        [center addNotificationRequest:request withCompletionHandler:nil];
    }
}

#pragma mark - UNUserNotificationCenterDelegate

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    NSString *doseID = response.notification.request.content.userInfo[@"dose_id"];
    if ([response.actionIdentifier isEqualToString:MEDActionDoseTaken]) {
        [[MEDPlanStore sharedStore] recordDoseTaken:doseID atDate:[NSDate date]];
    } else if ([response.actionIdentifier isEqualToString:MEDActionSnoozeDose]) {
        [[MEDPlanStore sharedStore] snoozeDose:doseID minutes:10];
    }
    completionHandler();
}

@end
