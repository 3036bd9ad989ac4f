//
//  RCAppDelegate.m
//  Roadcar
//

#import "RCAppDelegate.h"
#import "RCNotifications.h"
#import "RCAnalytics.h"
#import "RCSessionManager.h"
#import <MarketingCloudSDK/MarketingCloudSDK.h>

@interface RCAppDelegate () <UNUserNotificationCenterDelegate>
@end

@implementation RCAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    [RCAnalytics startWithConfiguration:[RCAnalyticsConfiguration defaultConfiguration]];
    [[RCSessionManager sharedManager] restoreSession];

    // The marketing SDK registers its own categories (carousel, rich push) at start.
    [MarketingCloudSDK startWithLaunchOptions:launchOptions];

    [UNUserNotificationCenter currentNotificationCenter].delegate = self;
    [self rc_registerNotificationCategories];
    return YES;
}

/// Adds the rental categories to those already registered, replacing older versions of ours, so that the
/// marketing SDK's categories survive.
- (void)rc_registerNotificationCategories
{
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    [center getNotificationCategoriesWithCompletionHandler:^(NSSet<UNNotificationCategory *> *existing) {
        NSSet<UNNotificationCategory *> *ours = [UNNotificationCategory rc_allCategories];
        NSSet<NSString *> *ourIdentifiers = [ours valueForKey:@"identifier"];

        NSMutableSet<UNNotificationCategory *> *merged = [NSMutableSet setWithSet:ours];
        for (UNNotificationCategory *category in existing) {
            if (![ourIdentifiers containsObject:category.identifier]) {
                [merged addObject:category];
            }
        }
        [center setNotificationCategories:merged];
        RCLogDebug(@"Registered %lu notification categories", (unsigned long)merged.count);
    }];
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler
{
    [RCAnalytics trackEvent:@"notification_action"
                 properties:@{@"category": response.notification.request.content.categoryIdentifier,
                              @"action": response.actionIdentifier}];
    [[RCDeepLinkRouter sharedRouter] routeNotificationResponse:response completion:completionHandler];
}

- (void)applicationWillEnterForeground:(UIApplication *)application
{
    // Branch names can change between launches: register again so the call button names today's branch.
    [self rc_registerNotificationCategories];
}

@end
