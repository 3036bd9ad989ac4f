//
//  PBNotificationSpec.m
//  Pillbox
//

#import "PBNotificationSpec.h"
#import "PBLog.h"

@implementation PBNotificationSpec

- (instancetype)init
{
    self = [super init];
    if (self) {
        _actions = @[];
        _options = UNNotificationCategoryOptionCustomDismissAction;
        _previewPlaceholder = nil;
    }
    return self;
}

- (void)setActions:(NSArray<UNNotificationAction *> *)actions
{
    _actions = [actions copy];
}

- (UNNotificationCategory *)category
{
    return [UNNotificationCategory categoryWithIdentifier:_categoryIdentifier
                                                  actions:_actions
                                        intentIdentifiers:@[]
                            hiddenPreviewsBodyPlaceholder:self.previewPlaceholder
                                                  options:_options];
}

- (void)registerWithCenter:(UNUserNotificationCenter *)center
{
    UNNotificationCategory *category = [self category];
    [center getNotificationCategoriesWithCompletionHandler:^(NSSet<UNNotificationCategory *> *existing) {
        NSMutableSet<UNNotificationCategory *> *merged = [NSMutableSet setWithCapacity:existing.count + 1];
        for (UNNotificationCategory *other in existing) {
            if (![other.identifier isEqualToString:category.identifier]) {
                [merged addObject:other];
            }
        }
        [merged addObject:category];
        PBLogDebug(@"Registering %@ (%lu categories)", category.identifier, (unsigned long)merged.count);
        [center setNotificationCategories:merged];
    }];
}

@end
