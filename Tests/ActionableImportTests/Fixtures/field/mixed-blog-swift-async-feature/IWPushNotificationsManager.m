//
//  IWPushNotificationsManager.m
//  Inkwell
//
//  Copyright (c) 2016 Inkwell Publishing. All rights reserved.
//

#import "IWPushNotificationsManager.h"
#import "IWAccountService.h"
#import "IWAnalytics.h"
#import "IWLogging.h"

IWNoteCategory const IWNoteCategoryComment           = @"note.comment";
IWNoteCategory const IWNoteCategoryCommentModeration = @"note.comment.moderation";
IWNoteCategory const IWNoteCategoryLoginApproval     = @"note.login-approval";

IWNoteAction const IWNoteActionReply        = @"note.reply";
IWNoteAction const IWNoteActionLike         = @"note.like";
IWNoteAction const IWNoteActionApprove      = @"note.approve";
IWNoteAction const IWNoteActionTrash        = @"note.trash";
IWNoteAction const IWNoteActionApproveLogin = @"note.login.approve";
IWNoteAction const IWNoteActionDenyLogin    = @"note.login.deny";

#define IWText(key, value, comment) NSLocalizedStringWithDefaultValue(key, nil, [NSBundle mainBundle], value, comment)

@implementation IWNoteActions

+ (UNTextInputNotificationAction *)replyActionForDisplayName:(nullable NSString *)displayName
{
    // "Reply as Jane" tells people with several sites which account answers.
    NSString *title = displayName.length > 0
        ? [NSString stringWithFormat:IWText(@"notes.action.reply-as", @"Reply as %@", @"%@ is the account's display name"), displayName]
        : IWText(@"notes.action.reply", @"Reply", @"Button: reply to a comment");
    return [UNTextInputNotificationAction actionWithIdentifier:IWNoteActionReply
                                                         title:title
                                                       options:UNNotificationActionOptionNone
                                          textInputButtonTitle:IWText(@"notes.action.reply.send", @"Reply", @"Button: send the reply")
                                          textInputPlaceholder:IWText(@"notes.action.reply.placeholder", @"Write a reply…", @"")];
}

+ (UNNotificationAction *)likeAction
{
    return [UNNotificationAction actionWithIdentifier:IWNoteActionLike
                                                title:IWText(@"notes.action.like", @"Like", @"Button: like a comment")
                                              options:UNNotificationActionOptionNone];
}

+ (UNNotificationAction *)approveAction
{
    return [UNNotificationAction actionWithIdentifier:IWNoteActionApprove
                                                title:IWText(@"notes.action.approve", @"Approve", @"Button: approve a pending comment")
                                              options:UNNotificationActionOptionNone];
}

+ (UNNotificationAction *)trashAction
{
    return [UNNotificationAction actionWithIdentifier:IWNoteActionTrash
                                                title:IWText(@"notes.action.trash", @"Trash", @"Button: move a comment to the trash")
                                              options:(UNNotificationActionOptionDestructive |
                                                       UNNotificationActionOptionAuthenticationRequired)];
}

+ (UNNotificationAction *)approveLoginAction
{
    return [UNNotificationAction actionWithIdentifier:IWNoteActionApproveLogin
                                                title:IWText(@"notes.action.login.approve", @"Approve", @"Button: approve a sign-in")
                                              options:UNNotificationActionOptionAuthenticationRequired];
}

+ (UNNotificationAction *)denyLoginAction
{
    return [UNNotificationAction actionWithIdentifier:IWNoteActionDenyLogin
                                                title:IWText(@"notes.action.login.deny", @"Deny", @"Button: deny a sign-in")
                                              options:UNNotificationActionOptionDestructive];
}

@end

@implementation IWPushNotificationsManager

+ (IWPushNotificationsManager *)sharedManager
{
    static IWPushNotificationsManager *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        shared = [[self alloc] init];
    });
    return shared;
}

- (void)registerNotificationCategories
{
    NSString *displayName = [IWAccountService defaultAccount].displayName;
    UNTextInputNotificationAction *reply = [IWNoteActions replyActionForDisplayName:displayName];

    UNNotificationCategory *comment =
        [UNNotificationCategory categoryWithIdentifier:IWNoteCategoryComment
                                               actions:@[reply, [IWNoteActions likeAction]]
                                     intentIdentifiers:@[]
                                               options:UNNotificationCategoryOptionNone];
    UNNotificationCategory *moderation =
        [UNNotificationCategory categoryWithIdentifier:IWNoteCategoryCommentModeration
                                               actions:@[[IWNoteActions approveAction], reply, [IWNoteActions trashAction]]
                                     intentIdentifiers:@[]
                                               options:UNNotificationCategoryOptionCustomDismissAction];
    UNNotificationCategory *login =
        [UNNotificationCategory categoryWithIdentifier:IWNoteCategoryLoginApproval
                                               actions:@[[IWNoteActions approveLoginAction], [IWNoteActions denyLoginAction]]
                                     intentIdentifiers:@[]
                                               options:UNNotificationCategoryOptionNone];

    IWLogInfo(@"Registering note categories");
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObjects:comment, moderation, login, nil]];
}

- (BOOL)handleNotificationResponse:(UNNotificationResponse *)response
{
    [IWAnalytics track:IWStatPushNotificationActionTapped withProperties:@{@"action": response.actionIdentifier}];
    return [response.notification.request.content.categoryIdentifier hasPrefix:@"note."];
}

@end
