//
//  TDNotificationController+SharedLists.m
//  Tidy
//
//  Notifications about lists shared with other people (added in Tidy 4).
//

#import "TDNotificationController.h"

@implementation TDNotificationController (SharedLists)

- (NSSet<UNNotificationCategory *> *)sharedListCategories
{
    return [NSSet setWithObjects:[self assignedTaskCategory], [self listInviteCategory], nil];
}

- (UNNotificationCategory *)assignedTaskCategory
{
    UNTextInputNotificationAction *comment =
        [UNTextInputNotificationAction actionWithIdentifier:@"comment"
                                                      title:NSLocalizedString(@"Comment", @"Button: comment on an assigned task")
                                                    options:UNNotificationActionOptionAuthenticationRequired
                                       textInputButtonTitle:NSLocalizedString(@"Post", @"Button: post the comment")
                                       textInputPlaceholder:NSLocalizedString(@"Add a comment…", @"Placeholder of the comment field")];

    NSMutableArray<UNNotificationAction *> *actions = [NSMutableArray array];
    [actions addObject:[self completeAction]];
    [actions addObject:comment];

    return [UNNotificationCategory categoryWithIdentifier:TDSharedAssignedCategory
                                                  actions:actions
                                        intentIdentifiers:@[]
                                                  options:(UNNotificationCategoryOptionHiddenPreviewsShowTitle |
                                                           UNNotificationCategoryOptionHiddenPreviewsShowSubtitle)];
}

- (UNNotificationCategory *)listInviteCategory
{
    UNNotificationAction *join = [UNNotificationAction actionWithIdentifier:@"invite.accept"
                                                                      title:NSLocalizedString(@"Join List", @"Button: accept a list invitation")
                                                                    options:UNNotificationActionOptionForeground];
    UNNotificationAction *decline = [UNNotificationAction actionWithIdentifier:@"invite.decline"
                                                                         title:NSLocalizedString(@"Decline", @"Button: decline a list invitation")
                                                                       options:UNNotificationActionOptionDestructive];
    return [UNNotificationCategory categoryWithIdentifier:TDSharedInviteCategory
                                                  actions:[NSArray arrayWithObjects:join, decline, nil]
                                        intentIdentifiers:@[]
                                                  options:UNNotificationCategoryOptionCustomDismissAction];
}

@end
