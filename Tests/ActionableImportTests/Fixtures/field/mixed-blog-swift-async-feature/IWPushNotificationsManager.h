//
//  IWPushNotificationsManager.h
//  Inkwell
//
//  Copyright (c) 2016 Inkwell Publishing. All rights reserved.
//

#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

NS_ASSUME_NONNULL_BEGIN

typedef NSString *IWNoteCategory NS_TYPED_EXTENSIBLE_ENUM;
extern IWNoteCategory const IWNoteCategoryComment;
extern IWNoteCategory const IWNoteCategoryCommentModeration;
extern IWNoteCategory const IWNoteCategoryLoginApproval;

typedef NSString *IWNoteAction NS_TYPED_EXTENSIBLE_ENUM;
extern IWNoteAction const IWNoteActionReply;
extern IWNoteAction const IWNoteActionLike;
extern IWNoteAction const IWNoteActionApprove;
extern IWNoteAction const IWNoteActionTrash;
extern IWNoteAction const IWNoteActionApproveLogin;
extern IWNoteAction const IWNoteActionDenyLogin;

/// The buttons of notes (comments, likes, login requests) pushed by the Inkwell API.
@interface IWNoteActions : NSObject
+ (UNTextInputNotificationAction *)replyActionForDisplayName:(nullable NSString *)displayName;
+ (UNNotificationAction *)likeAction;
+ (UNNotificationAction *)approveAction;
+ (UNNotificationAction *)trashAction;
+ (UNNotificationAction *)approveLoginAction;
+ (UNNotificationAction *)denyLoginAction;
@end

@interface IWPushNotificationsManager : NSObject

@property (class, nonatomic, readonly) IWPushNotificationsManager *sharedManager NS_SWIFT_NAME(shared);

/// Sets the note categories. Call it before any Swift feature adds its own: it replaces the whole set.
- (void)registerNotificationCategories;
- (BOOL)handleNotificationResponse:(UNNotificationResponse *)response;

@end

NS_ASSUME_NONNULL_END
