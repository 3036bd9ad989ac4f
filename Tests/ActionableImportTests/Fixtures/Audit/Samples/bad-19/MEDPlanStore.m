#import "MEDPlanStore.h"
#import "MEDPlan.h"

NSNotificationName const MEDPlanDidChangeNotification = @"MEDPlanDidChangeNotification";

@implementation MEDPlanStore

+ (instancetype)sharedStore {
    static MEDPlanStore *store;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        store = [[MEDPlanStore alloc] init];
    });
    return store;
}

- (void)savePlan:(MEDPlan *)plan {
    self.currentPlan = plan;
    [self.database writePlan:plan];
    [[NSNotificationCenter defaultCenter] postNotificationName:MEDPlanDidChangeNotification object:plan];
}

- (void)recordDoseTaken:(NSString *)doseID atDate:(NSDate *)date {
    [self.database insertIntakeForDose:doseID date:date];
}

- (void)snoozeDose:(NSString *)doseID minutes:(NSInteger)minutes {
    [self.database postponeDose:doseID byMinutes:minutes];
}

@end
