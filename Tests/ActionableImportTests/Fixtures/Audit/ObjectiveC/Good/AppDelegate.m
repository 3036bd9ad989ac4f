#import "AppDelegate.h"
@import UserNotifications;

static NSString *const kInviteCategory = @"INVITE";
static NSString *const kAcceptAction = @"ACCEPT_ACTION";
static NSString *const kDeclineAction = @"DECLINE_ACTION";

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;
    UNNotificationAction *accept = [UNNotificationAction actionWithIdentifier:kAcceptAction title:@"Accept" options:UNNotificationActionOptionForeground];
    UNNotificationAction *decline = [UNNotificationAction actionWithIdentifier:kDeclineAction title:@"Decline" options:UNNotificationActionOptionDestructive];
    UNNotificationCategory *invite = [UNNotificationCategory categoryWithIdentifier:kInviteCategory actions:@[accept, decline] intentIdentifiers:@[] options:UNNotificationCategoryOptionCustomDismissAction];
    [center setNotificationCategories:[NSSet setWithObject:invite]];
    [center requestAuthorizationWithOptions:(UNAuthorizationOptionAlert | UNAuthorizationOptionSound) completionHandler:^(BOOL granted, NSError *error) {
        if (granted) {
            dispatch_async(dispatch_get_main_queue(), ^{
                [[UIApplication sharedApplication] registerForRemoteNotifications];
            });
        }
    }];
    return YES;
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {
    NSString *inviteID = response.notification.request.content.userInfo[@"invite"];
    if (inviteID == nil) {
        completionHandler();
        return;
    }
    if ([response.actionIdentifier isEqualToString:kAcceptAction]) {
        [self.invites accept:inviteID];
    } else if ([response.actionIdentifier isEqualToString:kDeclineAction]) {
        [self.invites decline:inviteID];
    } else if ([response.actionIdentifier isEqualToString:UNNotificationDismissActionIdentifier]) {
        [self.analytics logDismissalOfInvite:inviteID];
    }
    completionHandler();
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center willPresentNotification:(UNNotification *)notification withCompletionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {
    if ([notification.request.content.categoryIdentifier isEqualToString:kInviteCategory]) {
        completionHandler(UNNotificationPresentationOptionBanner);
        return;
    }
    completionHandler(UNNotificationPresentationOptionNone);
}

@end
