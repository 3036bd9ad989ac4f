#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface CRRAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong, nullable) UIWindow *window;
@end

NS_ASSUME_NONNULL_END
