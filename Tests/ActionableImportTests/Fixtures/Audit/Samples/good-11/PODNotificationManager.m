#import "PODNotificationManager.h"
#import "PODRouter.h"
#import "PODDownloadQueue.h"
#import "PODUpNextList.h"

static NSString *const PODCategoryNewEpisode      = @"POD_NEW_EPISODE";
static NSString *const PODActionDownloadEpisode   = @"POD_ACTION_DOWNLOAD";
static NSString *const PODActionAddToUpNext       = @"POD_ACTION_UP_NEXT";

@implementation PODNotificationManager

+ (instancetype)sharedManager {
    static PODNotificationManager *manager;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        manager = [[PODNotificationManager alloc] init];
    });
    return manager;
}

- (void)registerEpisodeCategory {
    UNNotificationAction *download = [UNNotificationAction actionWithIdentifier:PODActionDownloadEpisode
                                                                          title:NSLocalizedString(@"Download", nil)
                                                                        options:UNNotificationActionOptionNone];
    UNNotificationAction *upNext = [UNNotificationAction actionWithIdentifier:PODActionAddToUpNext
                                                                        title:NSLocalizedString(@"Play Next", nil)
                                                                      options:UNNotificationActionOptionNone];
    UNNotificationCategory *episode = [UNNotificationCategory categoryWithIdentifier:PODCategoryNewEpisode
                                                                             actions:@[download, upNext]
                                                                   intentIdentifiers:@[]
                                                                             options:UNNotificationCategoryOptionNone];

    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
    [center getNotificationCategoriesWithCompletionHandler:^(NSSet<UNNotificationCategory *> *existing) {
        NSPredicate *others = [NSPredicate predicateWithFormat:@"identifier != %@", PODCategoryNewEpisode];
        NSSet<UNNotificationCategory *> *merged = [[existing filteredSetUsingPredicate:others] setByAddingObject:episode];
        [center setNotificationCategories:merged];
    }];
}

#pragma mark - UNUserNotificationCenterDelegate

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
       willPresentNotification:(UNNotification *)notification
         withCompletionHandler:(void (^)(UNNotificationPresentationOptions))completionHandler {
    completionHandler(UNNotificationPresentationOptionBanner | UNNotificationPresentationOptionList);
}

- (void)userNotificationCenter:(UNUserNotificationCenter *)center
didReceiveNotificationResponse:(UNNotificationResponse *)response
         withCompletionHandler:(void (^)(void))completionHandler {
    NSString *actionIdentifier = [response.actionIdentifier copy];
    NSString *episodeID = response.notification.request.content.userInfo[@"episode_id"];
    if (![episodeID isKindOfClass:[NSString class]]) {
        completionHandler();
        return;
    }

    dispatch_async(dispatch_get_main_queue(), ^{
        if ([actionIdentifier isEqualToString:PODActionDownloadEpisode]) {
            [[PODDownloadQueue sharedQueue] enqueueEpisodeWithID:episodeID allowCellular:NO];
        } else if ([actionIdentifier isEqualToString:PODActionAddToUpNext]) {
            [[PODUpNextList sharedList] insertEpisodeWithIDAtFront:episodeID];
        } else if ([actionIdentifier isEqualToString:UNNotificationDefaultActionIdentifier]) {
            [self.router showEpisodeWithID:episodeID];
        }
        completionHandler();
    });
}

@end
