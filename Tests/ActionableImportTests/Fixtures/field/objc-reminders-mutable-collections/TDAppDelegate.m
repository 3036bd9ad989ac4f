//
//  TDAppDelegate.m
//  Tidy
//

#import "TDAppDelegate.h"
#import "TDNotificationController.h"
#import "TDStore.h"
#import "TDLog.h"
#import "TDSyncEngine.h"

@interface TDAppDelegate () <UNUserNotificationCenterDelegate>
@property (nonatomic, strong) TDNotificationController *notificationController;
@end

@implementation TDAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    [[TDStore sharedStore] openWithCompletion:nil];
    [[TDSyncEngine sharedEngine] startIfSignedIn];

    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;
    self.notificationController = [[TDNotificationController alloc] initWithCenter:center];

    __weak typeof(self) weakSelf = self;
    [center requestAuthorizationWithOptions:(UNAuthorizationOptionAlert | UNAuthorizationOptionSound | UNAuthorizationOptionBadge)
                          completionHandler:^(BOOL granted, NSError * _Nullable error) {
        TDLogInfo(@"Notification authorization: %d (%@)", granted, error);
        if (granted) {
            [weakSelf.notificationController registerCategories];
        }
    }];

    // The snooze button names its length: register again when the user changes it in Settings.
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(userDefaultsDidChange:)
                                                 name:NSUserDefaultsDidChangeNotification
                                               object:nil];
    return YES;
}

- (void)userDefaultsDidChange:(NSNotification *)notification
{
    [self.notificationController registerCategories];
}

- (void)applicationDidEnterBackground:(UIApplication *)application
{
    [[TDStore sharedStore] saveWithCompletion:nil];
}

@end
