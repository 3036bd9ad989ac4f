#import "CRRAppDelegate.h"
#import <UserNotifications/UserNotifications.h>
#import "CRRSession.h"
#import "CRRAPIClient.h"

static NSString *const CRRCategoryDeliveryOffer = @"CRR_DELIVERY_OFFER";
static NSString *const CRRActionAcceptOffer = @"CRR_ACTION_ACCEPT_OFFER";
static NSString *const CRRActionDeclineOffer = @"CRR_ACTION_DECLINE_OFFER";
static NSString *const CRRActionPauseOffers = @"CRR_ACTION_PAUSE_OFFERS";

@interface CRRAppDelegate () <UNUserNotificationCenterDelegate>
@end

@implementation CRRAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;

    UNNotificationAction *accept = [UNNotificationAction actionWithIdentifier:CRRActionAcceptOffer
                                                                        title:NSLocalizedString(@"Accept", nil)
                                                                      options:UNNotificationActionOptionNone];
    UNNotificationAction *decline = [UNNotificationAction actionWithIdentifier:CRRActionDeclineOffer
                                                                         title:NSLocalizedString(@"Decline", nil)
                                                                       options:UNNotificationActionOptionDestructive];
    UNNotificationAction *pause = [UNNotificationAction actionWithIdentifier:CRRActionPauseOffers
                                                                       title:NSLocalizedString(@"Pause offers for 30 min", nil)
                                                                     options:UNNotificationActionOptionNone];
    UNNotificationCategory *offer = [UNNotificationCategory categoryWithIdentifier:CRRCategoryDeliveryOffer
                                                                           actions:@[accept, decline, pause]
                                                                 intentIdentifiers:@[]
                                                                           options:UNNotificationCategoryOptionNone];
    [center setNotificationCategories:[NSSet setWithObject:offer]];
    return YES;
}

#pragma mark - UNUserNotificationCenterDelegate

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    NSString *offerID = response.notification.request.content.userInfo[@"offer_id"];
    [self handleOfferAction:response.actionIdentifier offerID:offerID completion:completionHandler];
}

#pragma mark - Offer actions

/// Tells the dispatch server what the courier chose, then calls completion.
- (void)handleOfferAction:(NSString *)identifier offerID:(NSString *)offerID completion:(void (^)(void))completion {
    NSURLSession *session = [NSURLSession sharedSession];
    if ([identifier isEqualToString:CRRActionAcceptOffer]) {
        NSURLRequest *request = [[CRRAPIClient sharedClient] requestForOffer:offerID status:@"accepted"];
        [[session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *urlResponse, NSError *error) {
            [[CRRSession currentSession] didAnswerOffer:offerID accepted:YES error:error];
            completion();
        }] resume];
    } else if ([identifier isEqualToString:CRRActionDeclineOffer]) {
        NSURLRequest *request = [[CRRAPIClient sharedClient] requestForOffer:offerID status:@"declined"];
        [[session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *urlResponse, NSError *error) {
            [[CRRSession currentSession] didAnswerOffer:offerID accepted:NO error:error];
            completion();
        }] resume];
    } else if ([identifier isEqualToString:@"CRR_ACTION_SNOOZE"]) {
        NSURLRequest *request = [[CRRAPIClient sharedClient] requestForAvailability:@"paused" minutes:30];
        [[session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *urlResponse, NSError *error) {
            completion();
        }] resume];
    }
}

@end
