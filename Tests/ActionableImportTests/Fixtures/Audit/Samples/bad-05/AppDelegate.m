#import "AppDelegate.h"
#import <UserNotifications/UserNotifications.h>
#import "FRFriendRequestService.h"
#import "FRNavigator.h"

@interface AppDelegate () <UNUserNotificationCenterDelegate>
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;

    UNNotificationAction *accept = [UNNotificationAction actionWithIdentifier:@"ACCEPT_ACTION"
                                                                        title:NSLocalizedString(@"Accept", nil)
                                                                      options:UNNotificationActionOptionNone];
    UNNotificationAction *decline = [UNNotificationAction actionWithIdentifier:@"DECLINE_ACTION"
                                                                         title:NSLocalizedString(@"Decline", nil)
                                                                       options:UNNotificationActionOptionDestructive];
    UNNotificationCategory *friendRequest = [UNNotificationCategory categoryWithIdentifier:@"FRIEND_REQUEST"
                                                                                   actions:@[accept, decline]
                                                                         intentIdentifiers:@[]
                                                                                   options:UNNotificationCategoryOptionNone];
    [center setNotificationCategories:[NSSet setWithObject:friendRequest]];

    [center requestAuthorizationWithOptions:(UNAuthorizationOptionAlert | UNAuthorizationOptionBadge | UNAuthorizationOptionSound)
                          completionHandler:^(BOOL granted, NSError * _Nullable error) {
        if (error) {
            NSLog(@"[Push] authorization error: %@", error);
        }
        if (granted) {
            dispatch_async(dispatch_get_main_queue(), ^{
                [application registerForRemoteNotifications];
            });
        }
    }];
    return YES;
}

- (void)application:(UIApplication *)application didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken {
    [[FRFriendRequestService sharedService] registerDeviceToken:deviceToken];
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
    NSString *requestID = userInfo[@"request_id"];
    if (requestID == nil) {
        completionHandler();
        return;
    }

    if ([response.actionIdentifier isEqualToString:@"ACCEPT_ACTION"]) {
        [[FRFriendRequestService sharedService] acceptRequestWithID:requestID completion:^(NSError *error) {
            completionHandler();
        }];
    } else if ([response.actionIdentifier isEqualToString:@"DECLINE"]) {
        [[FRFriendRequestService sharedService] declineRequestWithID:requestID completion:^(NSError *error) {
            completionHandler();
        }];
    } else if ([response.actionIdentifier isEqualToString:UNNotificationDefaultActionIdentifier]) {
        [[FRNavigator sharedNavigator] showFriendRequestWithID:requestID];
        completionHandler();
    } else {
        completionHandler();
    }
}

@end
