//
//  AppDelegate.m
//  Lattice
//

#import "AppDelegate.h"
#import "PushNotificationService.h"
#import "LTAnalytics.h"
#import "LTLogger.h"
#import "LTRootCoordinator.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    [LTLogger configureWithLevel:LTLogLevelInfo];
    [[LTAnalytics sharedInstance] start];
    LTLogInfo(@"[AppDelegate] didFinishLaunching, launchOptions: %@", launchOptions);

    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.rootCoordinator = [[LTRootCoordinator alloc] initWithWindow:self.window];
    [self.rootCoordinator start];

    if ([LTAccountManager sharedManager].activeAccounts.count > 0)
    {
        [[PushNotificationService sharedService] registerUserNotificationSettings];
    }
    return YES;
}

- (void)application:(UIApplication *)application didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken
{
    [[PushNotificationService sharedService] didRegisterForRemoteNotificationsWithDeviceToken:deviceToken];
}

- (void)application:(UIApplication *)application didFailToRegisterForRemoteNotificationsWithError:(NSError *)error
{
    LTLogError(@"[AppDelegate] Failed to register for remote notifications: %@", error);
    [[PushNotificationService sharedService] clearPushNotificationToken];
}

- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options
{
    return [self.rootCoordinator handleUniversalLink:url];
}

- (void)applicationDidBecomeActive:(UIApplication *)application
{
    [[LTAnalytics sharedInstance] trackEvent:@"app_active" properties:nil];
    [UIApplication sharedApplication].applicationIconBadgeNumber = 0;
}

@end
