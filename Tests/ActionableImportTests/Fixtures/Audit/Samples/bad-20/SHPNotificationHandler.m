#import "SHPNotificationHandler.h"
#import "SHPOrderService.h"
#import "SHPRouter.h"

#define SHP_CATEGORY_ORDER_READY @"ORDER_READY"
#define SHP_CATEGORY_STORE_CLOSING @"STORE_CLOSING"

static NSString *const SHPActionPickedUp = @"ORDER_PICKED_UP";
static NSString *const SHPActionDirections = @"ORDER_DIRECTIONS";
static NSString *const SHPActionHoldOrder = @"STORE_CLOSING_HOLD";
static NSString *const SHPActionCancelOrder = @"STORE_CLOSING_CANCEL";

@interface SHPNotificationHandler ()
@property (nonatomic, strong) SHPRouter *router;
@end

@implementation SHPNotificationHandler

- (instancetype)initWithRouter:(SHPRouter *)router {
    self = [super init];
    if (self) {
        _router = router;
    }
    return self;
}

- (void)registerCategories {
    UNNotificationAction *pickedUp = [UNNotificationAction actionWithIdentifier:SHPActionPickedUp
                                                                          title:NSLocalizedString(@"I've Got It", nil)
                                                                        options:UNNotificationActionOptionNone];
    UNNotificationAction *directions = [UNNotificationAction actionWithIdentifier:SHPActionDirections
                                                                            title:NSLocalizedString(@"Directions", nil)
                                                                          options:UNNotificationActionOptionForeground];
    UNNotificationCategory *ready = [UNNotificationCategory categoryWithIdentifier:SHP_CATEGORY_ORDER_READY
                                                                           actions:@[pickedUp, directions]
                                                                 intentIdentifiers:@[]
                                                                           options:UNNotificationCategoryOptionNone];

    UNNotificationAction *hold = [UNNotificationAction actionWithIdentifier:SHPActionHoldOrder
                                                                      title:NSLocalizedString(@"Hold Until Tomorrow", nil)
                                                                    options:UNNotificationActionOptionForeground];
    UNNotificationAction *cancel = [UNNotificationAction actionWithIdentifier:SHPActionCancelOrder
                                                                        title:NSLocalizedString(@"Cancel Order", nil)
                                                                      options:UNNotificationActionOptionDestructive];
    UNNotificationCategory *closing = [UNNotificationCategory categoryWithIdentifier:SHP_CATEGORY_STORE_CLOSING
                                                                             actions:@[hold, cancel]
                                                                   intentIdentifiers:@[]
                                                                             options:UNNotificationCategoryOptionNone];
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObjects:ready, closing, nil]];
}

#pragma mark - UNUserNotificationCenterDelegate

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    NSString *orderID = response.notification.request.content.userInfo[@"order_id"];

    if ([response.notification.request.content.categoryIdentifier isEqualToString:SHP_CATEGORY_STORE_CLOSING]) {
        if ([response.actionIdentifier isEqualToString:SHPActionHoldOrder]) {
            [self.router showOrderWithID:orderID highlightClosingTime:YES];
        }
        completionHandler();
        return;
    }

    if ([response.actionIdentifier isEqualToString:SHPActionPickedUp]) {
        [[SHPOrderService sharedService] markOrderPickedUp:orderID completion:^(NSError *error) {
            completionHandler();
        }];
    } else if ([response.actionIdentifier isEqualToString:SHPActionDirections]) {
        [self.router showDirectionsToStoreForOrder:orderID];
        completionHandler();
    } else {
        completionHandler();
    }
}

@end
