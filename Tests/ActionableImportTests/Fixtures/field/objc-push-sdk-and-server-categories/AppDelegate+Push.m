//
//  AppDelegate+Push.m
//  Shoply
//

#import "AppDelegate+Push.h"
#import "ShopRemoteConfig.h"
#import "ShopTracking.h"
#import <PulseSDK/PLSPushCategories.h>

static NSString *const ShopCategoryOrderShipped = @"ORDER_SHIPPED";
static NSString *const ShopActionTrackPackage  = @"TRACK_PACKAGE";
static NSString *const ShopActionRateDelivery  = @"RATE_DELIVERY";

/// Written by ShopRemoteConfig after each fetch: the category the current promotion's pushes name.
static NSString *const ShopRemoteConfigCampaignCategoryKey = @"remote_config.campaign_category";

@implementation AppDelegate (Push)

- (void)shop_setUpPush
{
    [self configurePushCategories];

    // Remote config can change the campaign category: register again once it is fetched.
    [[ShopRemoteConfig sharedConfig] fetchWithCompletion:^(BOOL changed, NSError *error) {
        if (!changed) {
            return;
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            [self configurePushCategories];
        });
    }];
}

- (void)configurePushCategories
{
    NSMutableSet<UNNotificationCategory *> *categories = [[PLSPushCategories defaultCategoriesRequireAuth:YES] mutableCopy];
    [categories addObject:[self orderShippedCategory]];

    // Marketing picks this identifier per promotion in the remote config console.
    NSString *campaignCategoryID = [[NSUserDefaults standardUserDefaults] stringForKey:ShopRemoteConfigCampaignCategoryKey];
    if (campaignCategoryID.length > 0) {
        UNNotificationAction *viewOffer = [UNNotificationAction actionWithIdentifier:@"VIEW_OFFER"
                                                                               title:NSLocalizedString(@"push.action.view_offer", @"Button: open a promotion")
                                                                             options:UNNotificationActionOptionForeground];
        [categories addObject:[UNNotificationCategory categoryWithIdentifier:campaignCategoryID
                                                                     actions:@[viewOffer]
                                                           intentIdentifiers:@[]
                                                                     options:UNNotificationCategoryOptionNone]];
    }

    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:categories];
    [ShopTracking track:@"push_categories_registered" properties:@{@"count": @(categories.count)}];

    [self registerDeliveryWindowCategory];
}

/// Added by the delivery team (Shoply 7.2): merges its category into whatever is registered.
- (void)registerDeliveryWindowCategory
{
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    [center getNotificationCategoriesWithCompletionHandler:^(NSSet<UNNotificationCategory *> *categories) {
        UNNotificationAction *reschedule =
            [UNNotificationAction actionWithIdentifier:@"RESCHEDULE_DELIVERY"
                                                 title:NSLocalizedStringWithDefaultValue(@"push.action.reschedule", nil, [NSBundle mainBundle],
                                                                                         @"Reschedule", @"Button: pick another delivery window")
                                               options:UNNotificationActionOptionForeground];
        UNTextInputNotificationAction *driverNote =
            [UNTextInputNotificationAction actionWithIdentifier:@"DRIVER_NOTE"
                                                          title:NSLocalizedStringWithDefaultValue(@"push.action.driver_note", nil, [NSBundle mainBundle],
                                                                                                  @"Note for Driver", @"Button: write to the courier")
                                                        options:UNNotificationActionOptionNone
                                           textInputButtonTitle:@"Send"
                                           textInputPlaceholder:@"Gate code, where to leave it…"];
        UNNotificationCategory *deliveryWindow = [UNNotificationCategory categoryWithIdentifier:@"DELIVERY_WINDOW"
                                                                                        actions:@[reschedule, driverNote]
                                                                              intentIdentifiers:@[]
                                                                                        options:UNNotificationCategoryOptionAllowInCarPlay];
        [center setNotificationCategories:[categories setByAddingObject:deliveryWindow]];
    }];
}

- (UNNotificationAction *)trackPackageAction
{
    NSString *title = NSLocalizedStringWithDefaultValue(@"push.action.track", nil, [NSBundle mainBundle],
                                                        @"Track Package", @"Button: follow the parcel on a map");
    if (@available(iOS 15.0, *)) {
        return [UNNotificationAction actionWithIdentifier:ShopActionTrackPackage
                                                    title:title
                                                  options:UNNotificationActionOptionForeground
                                                     icon:[UNNotificationActionIcon iconWithTemplateImageName:@"icon_parcel"]];
    }
    return [UNNotificationAction actionWithIdentifier:ShopActionTrackPackage
                                                title:title
                                              options:UNNotificationActionOptionForeground];
}

- (UNNotificationCategory *)orderShippedCategory
{
    NSMutableArray<UNNotificationAction *> *actions = [NSMutableArray arrayWithObject:[self trackPackageAction]];
    if ([[ShopRemoteConfig sharedConfig] boolForKey:@"push_rate_delivery_enabled"]) {
        [actions addObject:[UNNotificationAction actionWithIdentifier:ShopActionRateDelivery
                                                                title:NSLocalizedStringWithDefaultValue(@"push.action.rate", nil, [NSBundle mainBundle],
                                                                                                        @"Rate Delivery", @"Button: rate the courier")
                                                              options:UNNotificationActionOptionForeground]];
    }

    UNNotificationCategoryOptions options = UNNotificationCategoryOptionNone;
    if (@available(iOS 15.0, *)) {
        options = UNNotificationCategoryOptionHiddenPreviewsShowTitle;
    }
    return [UNNotificationCategory categoryWithIdentifier:ShopCategoryOrderShipped
                                                  actions:actions
                                        intentIdentifiers:@[]
                                                  options:options];
}

@end
