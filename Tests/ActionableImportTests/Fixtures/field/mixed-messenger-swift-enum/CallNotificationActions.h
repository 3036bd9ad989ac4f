//
//  CallNotificationActions.h
//  Parley
//
//  Buttons of call notifications. Calling predates the Swift rewrite of messaging and stays in Objective-C.
//

#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

NS_ASSUME_NONNULL_BEGIN

FOUNDATION_EXPORT NSString *const PLYCallCategoryIncoming;
FOUNDATION_EXPORT NSString *const PLYCallCategoryMissed;

@interface CallNotificationActions : NSObject

+ (UNNotificationAction *)acceptCallAction;
+ (UNNotificationAction *)declineCallAction;
+ (UNNotificationAction *)callBackAction;
+ (UNTextInputNotificationAction *)messageCallerAction;

@end

NS_ASSUME_NONNULL_END
