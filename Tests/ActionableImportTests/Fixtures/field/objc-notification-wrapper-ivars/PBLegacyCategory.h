//
//  PBLegacyCategory.h
//  Pillbox
//
//  The builder from the app's first release; the pharmacy-pickup flow still uses it.
//

#import <Foundation/Foundation.h>
#import <UserNotifications/UserNotifications.h>

@interface PBLegacyCategory : NSObject

- (instancetype)initWithIdentifier:(NSString *)identifier;
- (void)setActions:(NSArray *)actions;
- (void)setIntentIdentifiers:(NSArray *)intentIdentifiers;
- (void)setAllowsCarPlay:(BOOL)allowsCarPlay;
- (void)register;

@end
