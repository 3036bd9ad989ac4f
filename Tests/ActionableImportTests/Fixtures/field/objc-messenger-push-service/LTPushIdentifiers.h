//
//  LTPushIdentifiers.h
//  Lattice
//
//  Identifiers the push gateway puts in aps.category, and the action identifiers the
//  app sends back to the homeserver. Don't rename: the gateway's templates use them.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

extern NSString *const LTPushCategoryMessage;
extern NSString *const LTPushCategoryInvite;
extern NSString *const LTPushCategoryMissedCall;

extern NSString *const LTPushActionReply;
extern NSString *const LTPushActionMarkRead;
extern NSString *const LTPushActionMute;

#pragma mark - Room invitations

#define LT_ACTION_JOIN      @"room.invite.join"
#define LT_ACTION_REJECT    @"room.invite.reject"
#define LT_ACTION_CALL_BACK @"call.back"

/// userInfo keys of a message push.
extern NSString *const LTPushUserInfoRoomIDKey;
extern NSString *const LTPushUserInfoEventIDKey;

NS_ASSUME_NONNULL_END
