#import "AppDelegate.h"
#import <UserNotifications/UserNotifications.h>
#import "RDRideRouter.h"
#import "RDRideService.h"
#import "RDPushTokenStore.h"

static NSString *const RDCategoryDriverArriving = @"RD_DRIVER_ARRIVING";
static NSString *const RDActionContactDriver    = @"RD_ACTION_CONTACT_DRIVER";
static NSString *const RDActionCancelRide       = @"RD_ACTION_CANCEL_RIDE";

@interface AppDelegate () <UNUserNotificationCenterDelegate>
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;
    [self registerNotificationCategories];

    UNAuthorizationOptions options = UNAuthorizationOptionAlert | UNAuthorizationOptionSound | UNAuthorizationOptionBadge;
    [center requestAuthorizationWithOptions:options completionHandler:^(BOOL granted, NSError * _Nullable error) {
        if (!granted) {
            return;
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            [application registerForRemoteNotifications];
        });
    }];
    return YES;
}

- (void)registerNotificationCategories {
    UNNotificationAction *contact = [UNNotificationAction actionWithIdentifier:RDActionContactDriver
                                                                         title:NSLocalizedString(@"Contact Driver", nil)
                                                                       options:UNNotificationActionOptionForeground];
    UNNotificationAction *cancel = [UNNotificationAction actionWithIdentifier:RDActionCancelRide
                                                                        title:NSLocalizedString(@"Cancel Ride", nil)
                                                                      options:UNNotificationActionOptionDestructive | UNNotificationActionOptionAuthenticationRequired];
    UNNotificationCategory *arriving = [UNNotificationCategory categoryWithIdentifier:RDCategoryDriverArriving
                                                                              actions:@[contact, cancel]
                                                                    intentIdentifiers:@[]
                                                                              options:UNNotificationCategoryOptionNone];
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:arriving]];
}

- (void)application:(UIApplication *)application didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken {
    [[RDPushTokenStore sharedStore] updateToken:deviceToken];
}

- (void)application:(UIApplication *)application didFailToRegisterForRemoteNotificationsWithError:(NSError *)error {
    NSLog(@"[Push] registration failed: %@", error);
}

#pragma mark - UNUserNotificationCenterDelegate

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
       willPresentNotification:(UNNotification *)notification
         withCompletionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {
    completionHandler(UNNotificationPresentationOptionBanner | UNNotificationPresentationOptionSound);
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    NSDictionary *userInfo = response.notification.request.content.userInfo;
    NSString *rideID = userInfo[@"ride_id"];
    if (![rideID isKindOfClass:[NSString class]] || rideID.length == 0) {
        completionHandler();
        return;
    }

    if ([response.actionIdentifier isEqualToString:RDActionContactDriver]) {
        [[RDRideRouter sharedRouter] showDriverContactForRideID:rideID];
    } else if ([response.actionIdentifier isEqualToString:RDActionCancelRide]) {
        [[RDRideService sharedService] cancelRideWithID:rideID reason:RDCancelReasonFromNotification];
    } else if ([response.actionIdentifier isEqualToString:UNNotificationDefaultActionIdentifier]) {
        [[RDRideRouter sharedRouter] showRideWithID:rideID];
    }

    completionHandler();
}

@end
