#import <UIKit/UIKit.h>

@interface BNKAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end
