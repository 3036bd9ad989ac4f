#import <UIKit/UIKit.h>
#import <UserNotifications/UserNotifications.h>
#import "PODNotificationManager.h"
#import "PODRouter.h"

@interface PODAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@property (nonatomic, strong) PODRouter *router;
@end

@implementation PODAppDelegate

- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.router = [[PODRouter alloc] init];
    PODNotificationManager *manager = [PODNotificationManager sharedManager];
    manager.router = self.router;
    [UNUserNotificationCenter currentNotificationCenter].delegate = manager;
    return YES;
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [[PODNotificationManager sharedManager] registerEpisodeCategory];

    UNAuthorizationOptions options = UNAuthorizationOptionAlert | UNAuthorizationOptionBadge | UNAuthorizationOptionSound;
    [[UNUserNotificationCenter currentNotificationCenter] requestAuthorizationWithOptions:options
                                                                        completionHandler:^(BOOL granted, NSError *error) {
        if (!granted) {
            return;
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            [application registerForRemoteNotifications];
        });
    }];
    return YES;
}

@end
