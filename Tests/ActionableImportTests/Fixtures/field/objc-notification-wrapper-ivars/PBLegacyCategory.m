//
//  PBLegacyCategory.m
//  Pillbox
//

#import "PBLegacyCategory.h"

@implementation PBLegacyCategory {
    NSString *_identifier;
    NSArray *_actions;
    NSArray *_intentIdentifiers;
    UNNotificationCategoryOptions _options;
}

- (instancetype)initWithIdentifier:(NSString *)identifier
{
    if ((self = [super init])) {
        _identifier = [identifier copy];
        _actions = [NSArray array];
        _intentIdentifiers = [NSArray array];
        _options = UNNotificationCategoryOptionNone;
    }
    return self;
}

- (void)setActions:(NSArray *)actions
{
    _actions = [actions copy];
}

- (void)setIntentIdentifiers:(NSArray *)intentIdentifiers
{
    _intentIdentifiers = [intentIdentifiers copy];
}

- (void)setAllowsCarPlay:(BOOL)allowsCarPlay
{
    if (allowsCarPlay) {
        _options |= UNNotificationCategoryOptionAllowInCarPlay;
    } else {
        _options &= ~UNNotificationCategoryOptionAllowInCarPlay;
    }
}

- (void)register
{
    UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:_identifier
                                                                              actions:_actions
                                                                    intentIdentifiers:_intentIdentifiers
                                                                              options:_options];
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    [center getNotificationCategoriesWithCompletionHandler:^(NSSet<UNNotificationCategory *> *categories) {
        NSMutableSet *updated = [NSMutableSet setWithObject:category];
        for (UNNotificationCategory *registered in categories) {
            if (![registered.identifier isEqualToString:category.identifier]) {
                [updated addObject:registered];
            }
        }
        [center setNotificationCategories:updated];
    }];
}

@end
