//
//  RCNotificationIdentifiers.m
//  Roadcar
//

#import "RCNotifications.h"

// categories
NSString * const RCNotificationCategoryPickup       = @"rental.pickup";
NSString * const RCNotificationCategoryActiveRental = @"rental.active";
NSString * const RCNotificationCategoryReturnDue    = @"rental.return_due";
NSString * const RCNotificationCategoryAfterHours   = @"rental.after_hours";

// actions
NSString * const RCNotificationActionDirections         = @"directions";
NSString * const RCNotificationActionCallBranch         = @"call_branch";
NSString * const RCNotificationActionFuelStations        = @"fuel_stations";
NSString * const RCNotificationActionExtend             = @"extend";
NSString * const RCNotificationActionReturnInstructions = @"return_instructions";
NSString * const RCNotificationActionReportDamage       = @"report_damage";
NSString * const RCNotificationActionSkipCounter        = @"skip_counter";
