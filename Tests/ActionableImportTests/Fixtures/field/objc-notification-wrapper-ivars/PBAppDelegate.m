//
//  PBAppDelegate.m
//  Pillbox
//

#import "PBAppDelegate.h"
#import "PBNotificationSpec.h"
#import "PBLegacyCategory.h"
#import "PBSettings.h"

static NSString *const PBCategoryRefill = @"com.pillbox.refill";
static NSString *const PBCategoryDose = @"com.pillbox.dose";

@implementation PBAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    center.delegate = self;
    [self registerNotificationCategoriesWithCenter:center];
    return YES;
}

- (void)registerNotificationCategoriesWithCenter:(UNUserNotificationCenter *)center
{
    // A dose is due: taken, or remind again in ten minutes.
    PBNotificationSpec *dose = [[PBNotificationSpec alloc] init];
    dose.categoryIdentifier = PBCategoryDose;
    dose.actions = @[
        [UNNotificationAction actionWithIdentifier:@"dose.taken"
                                             title:NSLocalizedString(@"Taken", @"Button: the dose was taken")
                                           options:UNNotificationActionOptionNone],
        [UNNotificationAction actionWithIdentifier:@"dose.snooze"
                                             title:NSLocalizedString(@"Snooze", @"Button: remind again in 10 minutes")
                                           options:UNNotificationActionOptionNone],
    ];
    dose.previewPlaceholder = NSLocalizedString(@"Time for your medicine", @"Shown instead of the medicine's name");
    [dose registerWithCenter:center];

    // A prescription runs low: order a refill (opens the app) or skip.
    UNNotificationAction *order = [UNNotificationAction actionWithIdentifier:@"refill.order"
                                                                       title:NSLocalizedString(@"Order Refill", @"Button: order a refill")
                                                                     options:UNNotificationActionOptionForeground];
    UNNotificationAction *skip = [UNNotificationAction actionWithIdentifier:@"refill.skip"
                                                                      title:NSLocalizedString(@"Not Now", @"Button: not now")
                                                                    options:UNNotificationActionOptionDestructive];
    PBNotificationSpec *refill = [PBNotificationSpec new];
    [refill setCategoryIdentifier:PBCategoryRefill];
    [refill setActions:@[order, skip]];
    [refill setOptions:UNNotificationCategoryOptionNone];
    [refill registerWithCenter:center];

    // The pharmacy has the order ready. Car Play shows it only when the user turned that on.
    PBLegacyCategory *pickup = [[PBLegacyCategory alloc] initWithIdentifier:@"com.pillbox.pickup"];
    [pickup setActions:@[
        [UNNotificationAction actionWithIdentifier:@"pickup.directions"
                                             title:NSLocalizedString(@"Directions", @"Button: directions to the pharmacy")
                                           options:UNNotificationActionOptionForeground],
    ]];
    [pickup setAllowsCarPlay:[PBSettings sharedSettings].carPlayEnabled];
    [pickup register];
}

@end
