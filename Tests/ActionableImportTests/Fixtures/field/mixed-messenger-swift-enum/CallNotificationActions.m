//
//  CallNotificationActions.m
//  Parley
//

#import "CallNotificationActions.h"

NSString *const PLYCallCategoryIncoming = @"CALL_INCOMING";
NSString *const PLYCallCategoryMissed   = @"CALL_MISSED";

static NSString *const PLYCallActionAccept   = @"ACCEPT_CALL";
static NSString *const PLYCallActionDecline  = @"IGNORE_CALL";
static NSString *const PLYCallActionCallBack = @"CALL_BACK";
static NSString *const PLYCallActionMessage  = @"MESSAGE_CALLER";

@implementation CallNotificationActions

+ (UNNotificationAction *)acceptCallAction
{
    NSString *title = NSLocalizedString(@"push.notification.action.accept_call", @"Button: answer an incoming call");
    if (@available(iOS 15.0, *)) {
        return [UNNotificationAction actionWithIdentifier:PLYCallActionAccept
                                                    title:title
                                                  options:UNNotificationActionOptionForeground
                                                     icon:[UNNotificationActionIcon iconWithSystemImageName:@"phone.fill"]];
    }
    return [UNNotificationAction actionWithIdentifier:PLYCallActionAccept
                                                title:title
                                              options:UNNotificationActionOptionForeground];
}

+ (UNNotificationAction *)declineCallAction
{
    return [UNNotificationAction actionWithIdentifier:PLYCallActionDecline
                                                title:NSLocalizedString(@"push.notification.action.ignore_call", @"Button: ignore an incoming call")
                                              options:UNNotificationActionOptionDestructive];
}

+ (UNNotificationAction *)callBackAction
{
    return [UNNotificationAction actionWithIdentifier:PLYCallActionCallBack
                                                title:NSLocalizedString(@"push.notification.action.call_back", @"Button: call back after a missed call")
                                              options:UNNotificationActionOptionForeground];
}

+ (UNTextInputNotificationAction *)messageCallerAction
{
    return [UNTextInputNotificationAction actionWithIdentifier:PLYCallActionMessage
                                                         title:NSLocalizedString(@"push.notification.action.message", @"Button: write to someone whose call was missed")
                                                       options:UNNotificationActionOptionAuthenticationRequired
                                          textInputButtonTitle:NSLocalizedString(@"push.notification.action.send", @"Button: send a message")
                                          textInputPlaceholder:@""];
}

@end
