//
//  RCNotifications.h
//  Roadcar
//
//  Created by the Mobile Platform team on 03/14/18.
//  Copyright © 2018 Roadcar Rentals. All rights reserved.
//

#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

NS_ASSUME_NONNULL_BEGIN

/// Every user-facing string of the app goes through this, so that the copy team can
/// ship English text before a key is translated.
#define RCLocalizedString(key, value, comment) \
    NSLocalizedStringWithDefaultValue(key, nil, [NSBundle mainBundle], value, comment)

#pragma mark - Categories (sent by the reservation service in aps.category)

extern NSString * const RCNotificationCategoryPickup;
extern NSString * const RCNotificationCategoryActiveRental;
extern NSString * const RCNotificationCategoryReturnDue;
extern NSString * const RCNotificationCategoryAfterHours;

#pragma mark - Actions

extern NSString * const RCNotificationActionDirections;
extern NSString * const RCNotificationActionCallBranch;
extern NSString * const RCNotificationActionFuelStations;
extern NSString * const RCNotificationActionExtend;
extern NSString * const RCNotificationActionReturnInstructions;
extern NSString * const RCNotificationActionReportDamage;
extern NSString * const RCNotificationActionSkipCounter;

/// Actions shared by several categories.
@interface RCNotificationActions : NSObject
+ (UNNotificationAction *)extendRentalAction;
+ (UNNotificationAction *)returnInstructionsAction;
+ (UNTextInputNotificationAction *)reportDamageAction;
@end

@interface UNNotificationCategory (Rental)
+ (NSSet<UNNotificationCategory *> *)rc_allCategories;
+ (nullable UNNotificationCategory *)rc_categoryForIdentifier:(NSString *)identifier;
@end

NS_ASSUME_NONNULL_END
