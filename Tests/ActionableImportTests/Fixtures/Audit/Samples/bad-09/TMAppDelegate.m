#import <UIKit/UIKit.h>
#import <UserNotifications/UserNotifications.h>
#import "TMReminderCategories.h"
#import "TMTaskStore.h"

@interface TMAppDelegate : UIResponder <UIApplicationDelegate, UNUserNotificationCenterDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation TMAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;
    [TMReminderCategories installInCenter:center];
    return YES;
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    NSString *taskID = response.notification.request.content.userInfo[@"task_id"];
    if ([response.actionIdentifier isEqualToString:TMActionComplete]) {
        [[TMTaskStore sharedStore] completeTaskWithID:taskID completion:^{
            completionHandler();
        }];
    } else if ([response.actionIdentifier isEqualToString:TMActionSnooze]) {
        [[TMTaskStore sharedStore] snoozeTaskWithID:taskID forInterval:3600];
        completionHandler();
    } else {
        completionHandler();
    }
}

@end
