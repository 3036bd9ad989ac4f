//
//  RCNotificationActions.m
//  Roadcar
//

#import "RCNotifications.h"

@implementation RCNotificationActions

+ (UNNotificationAction *)extendRentalAction
{
    NSString *title = RCLocalizedString(@"push.extend.title", @"Extend Rental", @"");
    if (@available(iOS 15.0, *)) {
        return [UNNotificationAction actionWithIdentifier:RCNotificationActionExtend
                                                    title:title
                                                  options:UNNotificationActionOptionForeground
                                                     icon:[UNNotificationActionIcon iconWithSystemImageName:@"calendar.badge.plus"]];
    }
    return [UNNotificationAction actionWithIdentifier:RCNotificationActionExtend
                                                title:title
                                              options:UNNotificationActionOptionForeground];
}

+ (UNNotificationAction *)returnInstructionsAction
{
    return [UNNotificationAction actionWithIdentifier:RCNotificationActionReturnInstructions
                                                title:RCLocalizedString(@"push.return_instructions.title", @"How to Return", @"")
                                              options:UNNotificationActionOptionNone];
}

+ (UNTextInputNotificationAction *)reportDamageAction
{
    return [UNTextInputNotificationAction actionWithIdentifier:RCNotificationActionReportDamage
                                                         title:RCLocalizedString(@"push.report_damage.title", @"Report Damage", @"")
                                                       options:UNNotificationActionOptionAuthenticationRequired
                                          textInputButtonTitle:RCLocalizedString(@"push.report_damage.send", @"Send", @"")
                                          textInputPlaceholder:RCLocalizedString(@"push.report_damage.placeholder",
                                                                                 @"Describe the damage", @"")];
}

@end
