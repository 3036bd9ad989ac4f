//
//  LTPushIdentifiers.m
//  Lattice
//

#import "LTPushIdentifiers.h"

NSString *const LTPushCategoryMessage    = @"ROOM_MESSAGE";
NSString *const LTPushCategoryInvite     = @"ROOM_INVITE";
NSString *const LTPushCategoryMissedCall = @"MISSED_CALL";

NSString *const LTPushActionReply    = @"reply.inline";
NSString *const LTPushActionMarkRead = @"mark-read";
NSString *const LTPushActionMute     = @"mute-room";

NSString *const LTPushUserInfoRoomIDKey  = @"room_id";
NSString *const LTPushUserInfoEventIDKey = @"event_id";
