/* Copyright Pulse Messaging and Contributors */

#import "PLSPushCategories.h"
#import "PLSLogger.h"

// Titles live in PulsePush.strings inside the SDK's bundle; the app may override them in its own copy.
static NSString *PLSLocalized(NSString *key, NSString *fallback) {
    return [[NSBundle bundleForClass:[PLSPushCategories class]] localizedStringForKey:key value:fallback table:@"PulsePush"];
}

static UNNotificationAction *PLSAction(NSString *identifier, NSString *titleKey, NSString *fallback,
                                       UNNotificationActionOptions options) {
    return [UNNotificationAction actionWithIdentifier:identifier title:PLSLocalized(titleKey, fallback) options:options];
}

static UNNotificationCategory *PLSCategory(NSString *identifier, NSArray<UNNotificationAction *> *actions) {
    return [UNNotificationCategory categoryWithIdentifier:identifier
                                                  actions:actions
                                        intentIdentifiers:@[]
                                                  options:UNNotificationCategoryOptionNone];
}

@implementation PLSPushCategories

+ (NSSet<UNNotificationCategory *> *)defaultCategoriesRequireAuth:(BOOL)requireAuth
{
    UNNotificationActionOptions background = requireAuth ? UNNotificationActionOptionAuthenticationRequired
                                                         : UNNotificationActionOptionNone;

    UNNotificationAction *yes = PLSAction(@"pls_yes", @"pls_yes_title", @"Yes", UNNotificationActionOptionForeground);
    UNNotificationAction *no = PLSAction(@"pls_no", @"pls_no_title", @"No", background);
    UNNotificationAction *accept = PLSAction(@"pls_accept", @"pls_accept_title", @"Accept", UNNotificationActionOptionForeground);
    UNNotificationAction *decline = PLSAction(@"pls_decline", @"pls_decline_title", @"Decline",
                                              background | UNNotificationActionOptionDestructive);

    UNTextInputNotificationAction *reply =
        [UNTextInputNotificationAction actionWithIdentifier:@"pls_reply"
                                                      title:PLSLocalized(@"pls_reply_title", @"Reply")
                                                    options:background
                                       textInputButtonTitle:PLSLocalized(@"pls_reply_send", @"Send")
                                       textInputPlaceholder:PLSLocalized(@"pls_reply_placeholder", @"Write a reply")];

    PLSLogDebug(@"Creating default categories (requireAuth: %d)", requireAuth);
    return [NSSet setWithObjects:
            PLSCategory(@"pls_yes_no", @[yes, no]),
            PLSCategory(@"pls_accept_decline", @[accept, decline]),
            PLSCategory(@"pls_shop_now", @[PLSAction(@"pls_shop_now", @"pls_shop_now_title", @"Shop Now",
                                                     UNNotificationActionOptionForeground)]),
            PLSCategory(@"pls_remind_me_later", @[PLSAction(@"pls_remind", @"pls_remind_title", @"Remind Me Later",
                                                            background)]),
            PLSCategory(@"pls_reply", @[reply]),
            nil];
}

+ (UNNotificationActionOptions)optionsForButton:(NSDictionary *)button
{
    UNNotificationActionOptions options = UNNotificationActionOptionNone;
    NSArray<NSString *> *flags = button[@"options"];
    if ([flags containsObject:@"foreground"]) {
        options |= UNNotificationActionOptionForeground;
    }
    if ([flags containsObject:@"destructive"]) {
        options |= UNNotificationActionOptionDestructive;
    }
    if ([flags containsObject:@"auth"]) {
        options |= UNNotificationActionOptionAuthenticationRequired;
    }
    return options;
}

@end
