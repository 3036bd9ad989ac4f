//
//  PushNotificationService+Actions.m
//  Lattice
//
//  The buttons of message, invitation and call notifications. Their titles live in
//  Lattice.strings next to the other room strings.
//

#import "PushNotificationService+Actions.h"
#import "LTPushIdentifiers.h"

#import <Intents/Intents.h>
#import <UserNotifications/UserNotifications.h>

@implementation PushNotificationService (Actions)

- (UNNotificationAction *)markAsReadAction
{
    return [UNNotificationAction actionWithIdentifier:LTPushActionMarkRead
                                                title:NSLocalizedStringFromTable(@"push_action_mark_read", @"Lattice", @"Button: mark the room as read")
                                              options:UNNotificationActionOptionNone];
}

- (UNNotificationAction *)muteRoomAction
{
    NSString *title = NSLocalizedStringFromTable(@"push_action_mute", @"Lattice", @"Button: mute the room for 8 hours");
    if (@available(iOS 15.0, *))
    {
        return [UNNotificationAction actionWithIdentifier:LTPushActionMute
                                                    title:title
                                                  options:UNNotificationActionOptionDestructive
                                                     icon:[UNNotificationActionIcon iconWithSystemImageName:@"bell.slash"]];
    }
    return [UNNotificationAction actionWithIdentifier:LTPushActionMute
                                                title:title
                                              options:UNNotificationActionOptionDestructive];
}

- (UNNotificationAction *)joinRoomAction
{
    UNNotificationActionOptions options = UNNotificationActionOptionForeground;
    if (@available(iOS 15.0, *))
    {
        return [UNNotificationAction actionWithIdentifier:LT_ACTION_JOIN
                                                    title:NSLocalizedStringFromTable(@"push_action_join", @"Lattice", nil)
                                                  options:options
                                                     icon:[UNNotificationActionIcon iconWithTemplateImageName:@"room_join"]];
    }
    return [UNNotificationAction actionWithIdentifier:LT_ACTION_JOIN
                                                title:NSLocalizedStringFromTable(@"push_action_join", @"Lattice", nil)
                                              options:options];
}

- (UNNotificationAction *)rejectInviteAction
{
    return [UNNotificationAction actionWithIdentifier:LT_ACTION_REJECT
                                                title:NSLocalizedStringFromTable(@"push_action_reject", @"Lattice", nil)
                                              options:(UNNotificationActionOptionDestructive |
                                                       UNNotificationActionOptionAuthenticationRequired)];
}

#pragma mark - Calls

- (UNNotificationCategory *)missedCallCategory
{
    UNNotificationAction *callBack = [UNNotificationAction actionWithIdentifier:LT_ACTION_CALL_BACK
                                                                          title:NSLocalizedStringFromTable(@"push_action_call_back", @"Lattice", nil)
                                                                        options:UNNotificationActionOptionForeground];
    return [UNNotificationCategory categoryWithIdentifier:LTPushCategoryMissedCall
                                                  actions:@[callBack]
                                        intentIdentifiers:@[INStartCallIntentIdentifier]
                                                  options:UNNotificationCategoryOptionAllowInCarPlay];
}

@end
