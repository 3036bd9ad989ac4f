//
//  UNNotificationCategory+Rental.m
//  Roadcar
//
//  Created by the Mobile Platform team on 03/14/18.
//  Copyright © 2018 Roadcar Rentals. All rights reserved.
//

#import "RCNotifications.h"
#import "RCReservationStore.h"
#import "RCFeatureFlags.h"
#import "NSArray+Functional.h"

@implementation UNNotificationCategory (Rental)

+ (instancetype)rc_pickupCategory
{
    NSMutableArray<UNNotificationAction *> *actions = [NSMutableArray array];
    [actions addObject:[self rc_callBranchAction]];
    [actions addObject:[self rc_directionsAction]];
    if ([RCFeatureFlags isEnabled:RCFeatureSkipTheCounter]) {
        [actions addObject:[self rc_skipCounterAction]];
    }

    return [UNNotificationCategory categoryWithIdentifier:RCNotificationCategoryPickup
                                                  actions:actions
                                        intentIdentifiers:@[]
                                                  options:UNNotificationCategoryOptionCustomDismissAction];
}

+ (instancetype)rc_activeRentalCategory
{
    UNNotificationAction *fuelStations = [self rc_fuelStationsAction];
    UNNotificationAction *extend      = [RCNotificationActions extendRentalAction];

    return [UNNotificationCategory categoryWithIdentifier:RCNotificationCategoryActiveRental
                                                  actions:@[fuelStations, extend]
                                        intentIdentifiers:@[]
                                                  options:UNNotificationCategoryOptionNone];
}

+ (instancetype)rc_returnDueCategory
{
    NSArray<UNNotificationAction *> *actions = @[[RCNotificationActions extendRentalAction],
                                                 [self rc_directionsAction]];
    return [UNNotificationCategory categoryWithIdentifier:RCNotificationCategoryReturnDue
                                                  actions:actions
                                        intentIdentifiers:@[]
                            hiddenPreviewsBodyPlaceholder:RCLocalizedString(@"push.return_due.hidden_preview",
                                                                            @"Rental reminder", @"")
                                                  options:UNNotificationCategoryOptionAllowInCarPlay];
}

+ (instancetype)rc_afterHoursCategory
{
    return [UNNotificationCategory categoryWithIdentifier:RCNotificationCategoryAfterHours
                                                  actions:@[[RCNotificationActions returnInstructionsAction],
                                                            [RCNotificationActions reportDamageAction]]
                                        intentIdentifiers:@[]
                                                  options:UNNotificationCategoryOptionNone];
}

+ (NSSet<UNNotificationCategory *> *)rc_allCategories
{
    return [NSSet setWithArray:@[
        [self rc_pickupCategory],
        [self rc_activeRentalCategory],
        [self rc_returnDueCategory],
        [self rc_afterHoursCategory],
    ]];
}

//
// Helpers
//

+ (UNNotificationAction *)rc_directionsAction
{
    return [UNNotificationAction actionWithIdentifier:RCNotificationActionDirections
                                                title:RCLocalizedString(@"push.directions.title", @"Get Directions", @"")
                                              options:UNNotificationActionOptionForeground];
}

+ (UNNotificationAction *)rc_fuelStationsAction
{
    return [UNNotificationAction actionWithIdentifier:RCNotificationActionFuelStations
                                                title:RCLocalizedString(@"push.fuel_stations.title", @"Fuel Stations", @"")
                                              options:UNNotificationActionOptionForeground];
}

/// "Call Downtown Seattle": the branch of the user's next pickup, known only once a reservation is loaded.
+ (UNNotificationAction *)rc_callBranchAction
{
    NSString *branchName = [RCReservationStore sharedStore].upcomingReservation.pickupBranch.name ?: @"";
    NSString *format = RCLocalizedString(@"push.call_branch.title", @"Call %@", @"%@ is the branch name");
    return [UNNotificationAction actionWithIdentifier:RCNotificationActionCallBranch
                                                title:[NSString stringWithFormat:format, branchName]
                                              options:UNNotificationActionOptionForeground];
}

+ (UNNotificationAction *)rc_skipCounterAction
{
    return [UNNotificationAction actionWithIdentifier:RCNotificationActionSkipCounter
                                                title:RCLocalizedString(@"push.skip_counter.title", @"Skip the Counter", @"")
                                              options:(UNNotificationActionOptionForeground |
                                                       UNNotificationActionOptionAuthenticationRequired)];
}

#pragma mark - Lookup

+ (nullable UNNotificationCategory *)rc_categoryForIdentifier:(NSString *)identifier
{
    return [[self rc_allCategories].allObjects rc_find:^BOOL(UNNotificationCategory *category) {
        return [category.identifier isEqualToString:identifier];
    }];
}

@end
