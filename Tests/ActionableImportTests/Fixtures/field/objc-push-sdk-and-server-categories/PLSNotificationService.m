/* Copyright Pulse Messaging and Contributors */

#import "PLSNotificationService.h"
#import "PLSPushCategories.h"
#import "PLSLogger.h"

@implementation PLSNotificationService

/**
 * Called from the app's notification service extension. A campaign may carry its own buttons: they become a
 * category named after the campaign, added to the registered ones before the notification is shown.
 */
+ (void)handleContent:(UNMutableNotificationContent *)content completion:(void (^)(UNNotificationContent *))completion
{
    NSDictionary *pulse = content.userInfo[@"pulse"];
    NSArray<NSDictionary *> *buttons = pulse[@"buttons"];
    if (![buttons isKindOfClass:[NSArray class]] || buttons.count == 0) {
        completion(content);
        return;
    }

    NSMutableArray<UNNotificationAction *> *actions = [NSMutableArray array];
    for (NSDictionary *button in buttons) {
        [actions addObject:[UNNotificationAction actionWithIdentifier:button[@"id"]
                                                                title:button[@"title"]
                                                              options:[PLSPushCategories optionsForButton:button]]];
    }

    NSString *identifier = [NSString stringWithFormat:@"pls_campaign_%@", pulse[@"campaign_id"]];
    UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:identifier
                                                                              actions:actions
                                                                    intentIdentifiers:@[]
                                                                              options:UNNotificationCategoryOptionNone];

    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    [center getNotificationCategoriesWithCompletionHandler:^(NSSet<UNNotificationCategory *> *categories) {
        NSSet *merged = [(categories ?: [NSSet set]) setByAddingObject:category];
        [center setNotificationCategories:merged];
        content.categoryIdentifier = identifier;
        PLSLogDebug(@"Registered campaign category %@", identifier);
        completion(content);
    }];
}

@end
