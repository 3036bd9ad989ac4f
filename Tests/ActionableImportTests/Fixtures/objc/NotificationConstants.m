//
//  NotificationConstants.m
//  Invitations
//

#import "NotificationConstants.h"

NSString *const OrderStatusCategoryIdentifier = @"ORDER_STATUS";
NSString * const TrackOrderActionIdentifier = @"TRACK_" @"ORDER";
