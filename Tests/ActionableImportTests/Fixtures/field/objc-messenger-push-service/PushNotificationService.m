//
//  PushNotificationService.m
//  Lattice
//
//  Copyright 2019 Lattice Labs. All rights reserved.
//

#import "PushNotificationService.h"
#import "PushNotificationService+Actions.h"
#import "LTPushIdentifiers.h"
#import "LTAnalytics.h"
#import "LTLogger.h"

#import <PushKit/PushKit.h>
#import <UserNotifications/UserNotifications.h>

@interface PushNotificationService () <UNUserNotificationCenterDelegate, PKPushRegistryDelegate>

@property (nonatomic, assign) BOOL isPushRegistered;
@property (nonatomic, strong) PKPushRegistry *pushRegistry;
@property (nonatomic, nullable, copy) void (^registrationCompletion)(NSError * _Nullable error);

@end

@implementation PushNotificationService

+ (instancetype)sharedService
{
    static PushNotificationService *sharedService;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        sharedService = [[PushNotificationService alloc] init];
    });
    return sharedService;
}

- (instancetype)init
{
    if (self = [super init])
    {
        _pushRegistry = [[PKPushRegistry alloc] initWithQueue:dispatch_get_main_queue()];
    }
    return self;
}

#pragma mark - Registration

- (void)registerUserNotificationSettings
{
    LTLogInfo(@"[Push] registerUserNotificationSettings: isPushRegistered: %@", @(self.isPushRegistered));
    if (self.isPushRegistered)
    {
        return;
    }

    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;

    UNAuthorizationOptions authorizationOptions = (UNAuthorizationOptionAlert |
                                                   UNAuthorizationOptionSound |
                                                   UNAuthorizationOptionBadge);
    [center requestAuthorizationWithOptions:authorizationOptions
                          completionHandler:^(BOOL granted, NSError * _Nullable error) {
        [[LTAnalytics sharedInstance] trackEvent:@"push_authorization" properties:@{@"granted": @(granted)}];
        if (!granted)
        {
            LTLogWarning(@"[Push] Authorization denied: %@", error);
            [self clearPushNotificationToken];
            return;
        }

        // Categories are set on the main queue, before the token request, so that a push
        // arriving right after registration already has its buttons.
        dispatch_async(dispatch_get_main_queue(), ^{
            UNTextInputNotificationAction *quickReply =
                [UNTextInputNotificationAction actionWithIdentifier:LTPushActionReply
                                                              title:NSLocalizedStringFromTable(@"push_action_reply", @"Lattice", @"Button: reply to a message")
                                                            options:UNNotificationActionOptionAuthenticationRequired];

            UNNotificationCategory *messageCategory =
                [UNNotificationCategory categoryWithIdentifier:LTPushCategoryMessage
                                                       actions:@[quickReply, [self markAsReadAction], [self muteRoomAction]]
                                             intentIdentifiers:@[]
                                                       options:UNNotificationCategoryOptionNone];

            UNNotificationCategory *inviteCategory =
                [UNNotificationCategory categoryWithIdentifier:LTPushCategoryInvite
                                                       actions:[NSArray arrayWithObjects:[self joinRoomAction], [self rejectInviteAction], nil]
                                             intentIdentifiers:@[]
                                                       options:(UNNotificationCategoryOptionCustomDismissAction |
                                                                UNNotificationCategoryOptionHiddenPreviewsShowTitle)];

            UNNotificationCategory *missedCallCategory = [self missedCallCategory];

            [center setNotificationCategories:[[NSSet alloc] initWithArray:@[messageCategory, inviteCategory, missedCallCategory]]];
            [self registerForRemoteNotificationsWithCompletion:nil];
        });
    }];
}

- (void)registerForRemoteNotificationsWithCompletion:(nullable void (^)(NSError * _Nullable))completion
{
    self.registrationCompletion = completion;
    [[UIApplication sharedApplication] registerForRemoteNotifications];
}

- (void)didRegisterForRemoteNotificationsWithDeviceToken:(NSData *)deviceToken
{
    LTLogInfo(@"[Push] didRegisterForRemoteNotificationsWithDeviceToken");
    [[LTAccountManager sharedManager] setApnsDeviceToken:deviceToken];
    self.isPushRegistered = YES;

    if (self.registrationCompletion)
    {
        self.registrationCompletion(nil);
        self.registrationCompletion = nil;
    }
}

- (void)clearPushNotificationToken
{
    LTLogInfo(@"[Push] clearPushNotificationToken");
    [[LTAccountManager sharedManager] setApnsDeviceToken:nil];
    self.isPushRegistered = NO;
}

#pragma mark - UNUserNotificationCenterDelegate

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler
{
    NSString *roomID = response.notification.request.content.userInfo[LTPushUserInfoRoomIDKey];
    if ([response.actionIdentifier isEqualToString:LTPushActionReply]
        && [response isKindOfClass:[UNTextInputNotificationResponse class]])
    {
        NSString *text = ((UNTextInputNotificationResponse *)response).userText;
        [[LTRoomSender senderForRoomID:roomID] sendText:text completion:^(BOOL success) {
            completionHandler();
        }];
        return;
    }
    if ([response.actionIdentifier isEqualToString:LTPushActionMarkRead])
    {
        [[LTRoomSender senderForRoomID:roomID] markAllAsRead];
    }
    completionHandler();
}

#pragma mark - PKPushRegistryDelegate

- (void)pushRegistry:(PKPushRegistry *)registry didUpdatePushCredentials:(PKPushCredentials *)pushCredentials forType:(PKPushType)type
{
    LTLogDebug(@"[Push] PushKit credentials updated for %@", type);
}

@end
