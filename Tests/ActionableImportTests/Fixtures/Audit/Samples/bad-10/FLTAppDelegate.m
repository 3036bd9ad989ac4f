#import <UIKit/UIKit.h>
#import <UserNotifications/UserNotifications.h>
#import "FLTBookingService.h"
#import "FLTRouter.h"
#import "FLTAnalytics.h"

static NSString *const FLTCategoryCheckIn     = @"FLT_CHECK_IN";
static NSString *const FLTActionCheckIn       = @"FLT_ACTION_CHECK_IN";
static NSString *const FLTActionBoardingPass  = @"FLT_ACTION_BOARDING_PASS";

@interface FLTAppDelegate : UIResponder <UIApplicationDelegate, UNUserNotificationCenterDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation FLTAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;

    UNNotificationAction *checkIn = [UNNotificationAction actionWithIdentifier:FLTActionCheckIn
                                                                         title:@"Check In"
                                                                       options:UNNotificationActionOptionAuthenticationRequired];
    UNNotificationAction *pass = [UNNotificationAction actionWithIdentifier:FLTActionBoardingPass
                                                                      title:@"Show Boarding Pass"
                                                                    options:UNNotificationActionOptionForeground];
    UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:FLTCategoryCheckIn
                                                                              actions:@[checkIn, pass]
                                                                    intentIdentifiers:@[]
                                                                              options:UNNotificationCategoryOptionNone];
    [center setNotificationCategories:[NSSet setWithObject:category]];
    return YES;
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    NSString *bookingID = response.notification.request.content.userInfo[@"booking_id"];
    if ([response.actionIdentifier isEqualToString:FLTActionCheckIn]) {
        [self checkInBooking:bookingID completion:completionHandler];
    } else if ([response.actionIdentifier isEqualToString:FLTActionBoardingPass]) {
        [[FLTRouter sharedRouter] showBoardingPassForBooking:bookingID];
        completionHandler();
    } else {
        completionHandler();
    }
}

#pragma mark - Check-in

/// Calls completion when the check-in request has finished.
- (void)checkInBooking:(NSString *)bookingID completion:(void (^)(void))completion {
    if (bookingID.length == 0) {
        return;
    }
    UIBackgroundTaskIdentifier task = [[UIApplication sharedApplication] beginBackgroundTaskWithExpirationHandler:nil];
    [[FLTBookingService sharedService] checkInBookingWithID:bookingID completion:^(NSError *error) {
        [FLTAnalytics logCheckInForBooking:bookingID error:error];
        completion();
        [[UIApplication sharedApplication] endBackgroundTask:task];
    }];
}

@end
