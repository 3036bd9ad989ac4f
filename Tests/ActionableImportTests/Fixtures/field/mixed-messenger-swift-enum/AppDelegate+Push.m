//
//  AppDelegate+Push.m
//  Parley
//

#import "AppDelegate+Push.h"
#import "CallNotificationActions.h"
#import "Parley-Swift.h"
#import "PLYLogging.h"

#import <Intents/Intents.h>
#import <UserNotifications/UserNotifications.h>

@implementation AppDelegate (Push)

- (void)setupPushNotificationsWithLaunchOptions:(NSDictionary *)launchOptions
{
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self.notificationResponder;

    [center requestAuthorizationWithOptions:(UNAuthorizationOptionAlert | UNAuthorizationOptionBadge | UNAuthorizationOptionSound)
                          completionHandler:^(BOOL granted, NSError * _Nullable error) {
        PLYLogInfo(@"push: authorization granted: %d, error: %@", granted, error);

        UNNotificationCategory *incomingCall =
            [UNNotificationCategory categoryWithIdentifier:PLYCallCategoryIncoming
                                                   actions:@[[CallNotificationActions acceptCallAction],
                                                             [CallNotificationActions declineCallAction]]
                                         intentIdentifiers:@[INStartCallIntentIdentifier]
                                                   options:UNNotificationCategoryOptionCustomDismissAction];
        UNNotificationCategory *missedCall =
            [UNNotificationCategory categoryWithIdentifier:PLYCallCategoryMissed
                                                   actions:[NSArray arrayWithObjects:[CallNotificationActions callBackAction],
                                                                                     [CallNotificationActions messageCallerAction], nil]
                                         intentIdentifiers:@[]
                                                   options:UNNotificationCategoryOptionNone];

        // Messaging categories are defined in Swift (PushNotificationCategory); calls stay here.
        NSMutableSet<UNNotificationCategory *> *categories = [NSMutableSet setWithObjects:incomingCall, missedCall, nil];
        [categories unionSet:[PushCategoryRegistry allCategories]];
        [center setNotificationCategories:categories];

        if (granted) {
            dispatch_async(dispatch_get_main_queue(), ^{
                [[UIApplication sharedApplication] registerForRemoteNotifications];
            });
        }
    }];
}

- (void)application:(UIApplication *)application didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken
{
    PLYLogInfo(@"push: received APNs token");
    [self.sessionManager updatePushToken:deviceToken];
}

- (void)application:(UIApplication *)application didFailToRegisterForRemoteNotificationsWithError:(NSError *)error
{
    PLYLogError(@"push: registration failed: %@", error);
}

@end
