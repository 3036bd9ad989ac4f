#import "BNKAppDelegate.h"
#import <LocalAuthentication/LocalAuthentication.h>
#import <UserNotifications/UserNotifications.h>
#import "BNKAPIClient.h"
#import "BNKActivityStore.h"
#import "BNKTransferService.h"

static NSString *const BNKCategoryTransferRequest = @"BNK_TRANSFER_REQUEST";
static NSString *const BNKActionApproveTransfer = @"BNK_APPROVE_TRANSFER";
static NSString *const BNKActionDeclineTransfer = @"BNK_DECLINE_TRANSFER";
static NSString *const BNKActionMarkSeen = @"BNK_MARK_SEEN";

@interface BNKAppDelegate () <UNUserNotificationCenterDelegate>
@end

@implementation BNKAppDelegate

- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [UNUserNotificationCenter currentNotificationCenter].delegate = self;
    return YES;
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UNNotificationAction *approve = [UNNotificationAction actionWithIdentifier:BNKActionApproveTransfer
                                                                         title:NSLocalizedString(@"Approve", nil)
                                                                       options:UNNotificationActionOptionAuthenticationRequired];
    UNNotificationAction *decline = [UNNotificationAction actionWithIdentifier:BNKActionDeclineTransfer
                                                                         title:NSLocalizedString(@"Decline", nil)
                                                                       options:UNNotificationActionOptionDestructive];
    UNNotificationAction *seen = [UNNotificationAction actionWithIdentifier:BNKActionMarkSeen
                                                                      title:NSLocalizedString(@"Mark as Seen", nil)
                                                                    options:UNNotificationActionOptionNone];
    UNNotificationCategory *transfer = [UNNotificationCategory categoryWithIdentifier:BNKCategoryTransferRequest
                                                                              actions:@[approve, decline, seen]
                                                                    intentIdentifiers:@[]
                                                                              options:UNNotificationCategoryOptionNone];
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:transfer]];
    return YES;
}

#pragma mark - UNUserNotificationCenterDelegate

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    NSDictionary *userInfo = response.notification.request.content.userInfo;
    NSString *transferID = userInfo[@"transfer_id"];

    if ([response.actionIdentifier isEqualToString:BNKActionApproveTransfer]) {
        // A second factor on top of the unlocked device, as the bank requires for approvals.
        LAContext *context = [[LAContext alloc] init];
        [context evaluatePolicy:LAPolicyDeviceOwnerAuthentication
                localizedReason:NSLocalizedString(@"Approve the transfer", nil)
                          reply:^(BOOL success, NSError *error) {
            if (success) {
                [[BNKTransferService sharedService] approveTransferWithID:transferID];
            }
        }];
        completionHandler();
    } else if ([response.actionIdentifier isEqualToString:BNKActionDeclineTransfer]) {
        NSURLRequest *request = [[BNKAPIClient sharedClient] requestForDecliningTransfer:transferID];
        NSURLSessionDataTask *task = [[NSURLSession sharedSession] dataTaskWithRequest:request
                                                                     completionHandler:^(NSData *data, NSURLResponse *urlResponse, NSError *error) {
            [[BNKTransferService sharedService] didDeclineTransferWithID:transferID error:error];
        }];
        [task resume];
        completionHandler();
    } else if ([response.actionIdentifier isEqualToString:BNKActionMarkSeen]) {
        NSArray<NSString *> *relatedIDs = userInfo[@"related_ids"];
        [relatedIDs enumerateObjectsUsingBlock:^(NSString *relatedID, NSUInteger index, BOOL *stop) {
            [[BNKActivityStore sharedStore] markSeen:relatedID];
        }];
        completionHandler();
    } else {
        completionHandler();
    }
}

@end
