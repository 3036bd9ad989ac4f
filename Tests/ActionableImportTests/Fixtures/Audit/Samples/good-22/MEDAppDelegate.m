#import <UIKit/UIKit.h>
#import <UserNotifications/UserNotifications.h>
#import "MEDReminderScheduler.h"

@interface MEDAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation MEDAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UNNotificationAction *taken = [UNNotificationAction actionWithIdentifier:MEDActionDoseTaken
                                                                       title:NSLocalizedString(@"Taken", nil)
                                                                     options:UNNotificationActionOptionNone];
    UNNotificationAction *snooze = [UNNotificationAction actionWithIdentifier:MEDActionSnoozeDose
                                                                        title:NSLocalizedString(@"Remind Me in 10 Minutes", nil)
                                                                      options:UNNotificationActionOptionNone];
    UNNotificationCategory *doseDue = [UNNotificationCategory categoryWithIdentifier:MEDCategoryDoseDue
                                                                             actions:@[taken, snooze]
                                                                   intentIdentifiers:@[]
                                                                             options:UNNotificationCategoryOptionNone];
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    // Before launch ends: a tap on a reminder that launched the app is delivered to the delegate set now.
    center.delegate = [MEDReminderScheduler sharedScheduler];
    [center setNotificationCategories:[NSSet setWithObject:doseDue]];
    [center requestAuthorizationWithOptions:(UNAuthorizationOptionAlert | UNAuthorizationOptionSound)
                          completionHandler:^(BOOL granted, NSError *error) {
        if (error != nil) {
            NSLog(@"Notification permission failed: %@", error);
        }
    }];
    return YES;
}

@end
