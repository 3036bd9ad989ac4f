#import <UIKit/UIKit.h>
#import <UserNotifications/UserNotifications.h>
#import "MTGMeetingService.h"
#import "MTGNavigator.h"
#import "MTGAnalytics.h"

#define kMTGCategoryMeetingStarting  @"MTG_MEETING_STARTING"
#define kMTGActionJoin               @"MTG_ACTION_JOIN"
#define kMTGActionRunningLate        @"MTG_ACTION_RUNNING_LATE"
#define kMTGActionDecline            @"MTG_ACTION_DECLINE"

@interface MTGAppDelegate : UIResponder <UIApplicationDelegate, UNUserNotificationCenterDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation MTGAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;

    UNNotificationAction *join = [UNNotificationAction actionWithIdentifier:kMTGActionJoin
                                                                      title:@"Join Now"
                                                                    options:UNNotificationActionOptionForeground];
    UNNotificationAction *late = [UNNotificationAction actionWithIdentifier:kMTGActionRunningLate
                                                                      title:@"I'm Running Late"
                                                                    options:UNNotificationActionOptionNone];
    UNNotificationAction *decline = [UNNotificationAction actionWithIdentifier:kMTGActionDecline
                                                                         title:@"Can't Make It"
                                                                       options:UNNotificationActionOptionDestructive];
    UNNotificationCategory *starting = [UNNotificationCategory categoryWithIdentifier:kMTGCategoryMeetingStarting
                                                                              actions:@[join, late, decline]
                                                                    intentIdentifiers:@[]
                                                                              options:UNNotificationCategoryOptionCustomDismissAction];
    [center setNotificationCategories:[NSSet setWithObjects:starting, nil]];

    [center requestAuthorizationWithOptions:(UNAuthorizationOptionAlert | UNAuthorizationOptionSound)
                          completionHandler:^(BOOL granted, NSError * _Nullable error) {
        if (granted) {
            dispatch_async(dispatch_get_main_queue(), ^{
                [[UIApplication sharedApplication] registerForRemoteNotifications];
            });
        }
    }];
    return YES;
}

#pragma mark - UNUserNotificationCenterDelegate

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
       willPresentNotification:(UNNotification *)notification
         withCompletionHandler:(void (^)(UNNotificationPresentationOptions options))completionHandler {
    if ([MTGNavigator sharedNavigator].isInMeeting) {
        completionHandler(UNNotificationPresentationOptionList);
        return;
    }
    completionHandler(UNNotificationPresentationOptionBanner | UNNotificationPresentationOptionSound);
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    NSString *actionIdentifier = response.actionIdentifier;
    NSString *meetingID = response.notification.request.content.userInfo[@"meeting_id"];

    if (meetingID == nil) {
        completionHandler();
        return;
    }

    if ([actionIdentifier isEqualToString:kMTGActionJoin]) {
        [[MTGNavigator sharedNavigator] joinMeetingWithID:meetingID];
        completionHandler();
    } else if ([actionIdentifier isEqualToString:kMTGActionRunningLate]) {
        [[MTGMeetingService sharedService] notifyRunningLateForMeetingID:meetingID
                                                              completion:^(NSError * _Nullable error) {
            completionHandler();
        }];
    } else if ([actionIdentifier isEqualToString:kMTGActionDecline]) {
        [[MTGMeetingService sharedService] declineMeetingWithID:meetingID
                                                     completion:^(NSError * _Nullable error) {
            completionHandler();
        }];
    } else if ([actionIdentifier isEqualToString:UNNotificationDismissActionIdentifier]) {
        [[MTGAnalytics shared] track:@"meeting_reminder_dismissed" properties:@{ @"meeting_id": meetingID }];
        completionHandler();
    } else if ([actionIdentifier isEqualToString:UNNotificationDefaultActionIdentifier]) {
        [[MTGNavigator sharedNavigator] showMeetingDetailWithID:meetingID];
        completionHandler();
    } else {
        completionHandler();
    }
}

@end
