//
//  AppDelegate+Notifications.m
//  Invitations
//

#import "AppDelegate+Notifications.h"
#import "NotificationConstants.h"
#import <Intents/Intents.h>
#import <UserNotifications/UserNotifications.h>

static NSString * const InviteCategoryIdentifier = @"INVITE_CATEGORY";
static NSString *const kAcceptAction = @"ACCEPT";
static NSString *const kDeclineAction = @"DECLINE";

@implementation AppDelegate (Notifications)

#pragma mark - Registration

- (void)registerNotificationCategories
{
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    NSSet<UNNotificationCategory *> *categories = [NSSet setWithObjects:[self inviteCategory],
                                                                        [self chatMessageCategory],
                                                                        [self orderStatusCategory],
                                                                        [self callLogCategoryForCaller:self.lastCaller],
                                                                        nil];
    [center setNotificationCategories:categories];
}

#pragma mark - Categories

- (UNNotificationCategory *)inviteCategory
{
    NSString *acceptTitle = NSLocalizedStringWithDefaultValue(@"invite.accept", nil, [NSBundle mainBundle],
                                                              @"Accept", @"Button: accept an invitation");
    UNNotificationAction *accept;
    UNNotificationAction *decline;
    if (@available(iOS 15.0, *)) {
        accept = [UNNotificationAction actionWithIdentifier:kAcceptAction
                                                      title:acceptTitle
                                                    options:UNNotificationActionOptionNone
                                                       icon:[UNNotificationActionIcon iconWithSystemImageName:@"checkmark.circle"]];
        decline = [UNNotificationAction actionWithIdentifier:kDeclineAction
                                                       title:NSLocalizedString(@"invite.decline", @"Button: decline an invitation")
                                                     options:UNNotificationActionOptionDestructive
                                                        icon:[UNNotificationActionIcon iconWithSystemImageName:@"xmark.circle"]];
    } else {
        // No icons before iOS 15.
        accept = [UNNotificationAction actionWithIdentifier:kAcceptAction
                                                      title:acceptTitle
                                                    options:UNNotificationActionOptionNone];
        decline = [UNNotificationAction actionWithIdentifier:kDeclineAction
                                                       title:NSLocalizedString(@"invite.decline", @"Button: decline an invitation")
                                                     options:UNNotificationActionOptionDestructive];
    }

    UNNotificationCategoryOptions options = UNNotificationCategoryOptionCustomDismissAction;
    if (@available(iOS 15.0, *)) {
        options |= UNNotificationCategoryOptionHiddenPreviewsShowTitle;
    }

    return [UNNotificationCategory categoryWithIdentifier:InviteCategoryIdentifier
                                                  actions:@[accept, decline]
                                        intentIdentifiers:@[]
                            hiddenPreviewsBodyPlaceholder:@"%u invitations"
                                    categorySummaryFormat:NSLocalizedStringWithDefaultValue(@"invite.summary", nil,
                                                              [NSBundle mainBundle], @"%u more invitations",
                                                              @"Summary of grouped invitations")
                                                  options:options];
}

- (UNNotificationCategory *)chatMessageCategory
{
    UNTextInputNotificationAction *reply =
        [UNTextInputNotificationAction actionWithIdentifier:kReplyAction
                                                      title:@"Reply"
                                                    options:UNNotificationActionOptionAuthenticationRequired
                                       textInputButtonTitle:@"Send"
                                       textInputPlaceholder:@"Type a message"];
    UNNotificationAction *markRead = [UNNotificationAction actionWithIdentifier:@"MARK_READ"
                                                                          title:@"Mark as Read"
                                                                        options:0];
    return [UNNotificationCategory categoryWithIdentifier:kChatMessageCategory
                                                  actions:[NSArray arrayWithObjects:reply, markRead, nil]
                                        intentIdentifiers:@[INSendMessageIntentIdentifier]
                                                  options:UNNotificationCategoryOptionHiddenPreviewsShowTitle];
}

- (UNNotificationCategory *)orderStatusCategory
{
    UNNotificationAction *track;
    if (@available(iOS 15.0, *)) {
        track = [UNNotificationAction actionWithIdentifier:TrackOrderActionIdentifier
                                                     title:NotificationText(@"order.track", @"Button: track an order")
                                                   options:UNNotificationActionOptionForeground
                                                      icon:[UNNotificationActionIcon iconWithTemplateImageName:@"truck"]];
    } else {
        track = [UNNotificationAction actionWithIdentifier:TrackOrderActionIdentifier
                                                     title:NotificationText(@"order.track", @"Button: track an order")
                                                   options:UNNotificationActionOptionForeground];
    }
    NSMutableArray<UNNotificationAction *> *actions = [NSMutableArray arrayWithObject:track];
    [actions addObject:[UNNotificationAction actionWithIdentifier:@"CANCEL_ORDER"
                                                            title:@"Cancel Order"
                                                          options:(UNNotificationActionOptionDestructive |
                                                                   UNNotificationActionOptionAuthenticationRequired)]];
    return [UNNotificationCategory categoryWithIdentifier:OrderStatusCategoryIdentifier
                                                  actions:actions
                                        intentIdentifiers:@[]
                                                  options:UNNotificationCategoryOptionNone];
}

/// The caller's name is only known when the call log is shown, so the button says "Call back Anna".
- (UNNotificationCategory *)callLogCategoryForCaller:(NSString *)name
{
    NSMutableArray *actions = [NSMutableArray array];
    [actions addObject:[UNNotificationAction actionWithIdentifier:@"CALL_BACK"
                                                            title:[NSString stringWithFormat:@"Call back %@", name]
                                                          options:UNNotificationActionOptionForeground]];
    if (@available(iOS 16.0, *)) {
        [actions addObject:[UNNotificationAction actionWithIdentifier:@"RATE_CALL"
                                                                title:@"Rate Call"
                                                              options:UNNotificationActionOptionNone]];
    }
    return [UNNotificationCategory categoryWithIdentifier:@"CALL_LOG"
                                                  actions:actions
                                        intentIdentifiers:@[]
                                                  options:UNNotificationCategoryOptionNone];
}

@end
