//
//  PBNotificationSpec.h
//  Pillbox
//

#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

NS_ASSUME_NONNULL_BEGIN

/// One notification category the app registers: set it up, then register it with the center.
@interface PBNotificationSpec : NSObject

@property (nonatomic, copy) NSString *categoryIdentifier;
@property (nonatomic, copy) NSArray<UNNotificationAction *> *actions;
@property (nonatomic, assign) UNNotificationCategoryOptions options;
@property (nonatomic, copy, nullable) NSString *previewPlaceholder;

- (UNNotificationCategory *)category;

/// Adds the category to the ones already registered (an older category with the same identifier is replaced).
- (void)registerWithCenter:(UNUserNotificationCenter *)center;

@end

NS_ASSUME_NONNULL_END
