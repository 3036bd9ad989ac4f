#import "AppDelegate.h"
@import UserNotifications;

static NSString *const kInviteCategory = @"INVITE";
static NSString *const kAcceptAction = @"ACCEPT_ACTION";
static NSString *const kDeclineAction = @"DECLINE_ACTION";

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    UNNotificationAction *accept = [UNNotificationAction actionWithIdentifier:kAcceptAction title:@"Accept" options:UNNotificationActionOptionForeground];
    UNNotificationAction *decline = [UNNotificationAction actionWithIdentifier:kDeclineAction title:@"Decline" options:UNNotificationActionOptionDestructive];
    UNNotificationCategory *invite = [UNNotificationCategory categoryWithIdentifier:kInviteCategory actions:@[accept, decline] intentIdentifiers:@[] options:UNNotificationCategoryOptionCustomDismissAction];
    [center setNotificationCategories:[NSSet setWithObject:invite]];
    [center requestAuthorizationWithOptions:(UNAuthorizationOptionAlert | UNAuthorizationOptionSound) completionHandler:^(BOOL granted, NSError *error) {
        if (granted) {
            center.delegate = self;
        }
    }];
    return YES;
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {
    NSString *inviteID = response.notification.request.content.userInfo[@"invite"];
    if (inviteID == nil) {
        return;
    }
    if ([response.actionIdentifier isEqualToString:kAcceptAction]) {
        [self.invites accept:inviteID];
    } else if ([response.actionIdentifier isEqualToString:@"REJECT_ACTION"] || [response.actionIdentifier isEqualToString:UNNotificationDismissActionIdentifier]) {
        [self.invites decline:inviteID];
    }
    completionHandler();
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center willPresentNotification:(UNNotification *)notification withCompletionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {
    if ([notification.request.content.categoryIdentifier isEqualToString:kInviteCategory]) {
        completionHandler(UNNotificationPresentationOptionBanner);
    }
    completionHandler(UNNotificationPresentationOptionNone);
}

@end
