import Actionable
import ActionableImport
import Testing

/// `actionable-import audit` on the Objective-C idioms of issue 61: the identifier and completion handed to a helper,
/// the completion called before a block's work, the delegate set late from an observer or a sending method, and a
/// branch that answers a whole category.
@Suite struct ObjectiveCAuditIdiomTests {
    /// An app delegate that registers category `SHIFT` with actions `START` and `END` at launch (and sets the
    /// delegate there unless `setsDelegate` is false), with `more` methods after it.
    static func app(_ more: String, setsDelegate: Bool = true) -> String {
        """
        #import <UIKit/UIKit.h>
        #import <UserNotifications/UserNotifications.h>

        @interface AppDelegate : UIResponder <UIApplicationDelegate, UNUserNotificationCenterDelegate>
        @end

        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
            \(setsDelegate ? "center.delegate = self;" : "")
            UNNotificationAction *start = [UNNotificationAction actionWithIdentifier:@"START" title:@"Start" options:UNNotificationActionOptionNone];
            UNNotificationAction *end = [UNNotificationAction actionWithIdentifier:@"END" title:@"End" options:UNNotificationActionOptionNone];
            UNNotificationCategory *shift = [UNNotificationCategory categoryWithIdentifier:@"SHIFT" actions:@[start, end] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone];
            [center setNotificationCategories:[NSSet setWithObject:shift]];
            return YES;
        }
        \(more)
        @end
        """
    }

    /// The delegate's `didReceive` around `body`.
    static func didReceive(_ body: String) -> String {
        """
        - (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler {
        \(body)
        }

        """
    }

    static func findings(_ report: AppAudit.Report) -> [String] {
        report.diagnostics.map { "\($0.code.rawValue) \($0.location.line)" }
    }

    // MARK: - Item 4: the identifier and the completion handed to a helper

    @Test("the identifier handed to a helper is compared there: its identifiers are the delegate's")
    func identifierHandedToHelper() {
        let helper = """
            - (void)handle:(NSString *)action completion:(void (^)(void))completion {
                if ([action isEqualToString:@"START"]) {
                    [[Clock shared] startWithCompletion:^{ completion(); }];
                } else if ([action isEqualToString:@"STOP"]) {
                    completion();
                }
            }
            """
        let report = AuditCommandTests.audit([
            "AppDelegate.m": Self.app(
                Self.didReceive("    [self handle:response.actionIdentifier completion:completionHandler];") + helper)
        ])
        #expect(
            Self.findings(report) == [
                "registered-action-unhandled 12", "completion-not-called 21", "unregistered-action-handled 23",
            ])
        #expect(report.skipped.isEmpty)
        // Through a local, with a final else that does work: the helper may handle the rest there.
        let withElse = """
            - (void)handle:(NSString *)action completion:(void (^)(void))completion {
                if ([action isEqualToString:@"START"]) {
                    [[Clock shared] startWithCompletion:^{ completion(); }];
                } else if ([action isEqualToString:@"STOP"]) {
                    completion();
                } else {
                    [[Clock shared] reset];
                    completion();
                }
            }
            """
        let fallback = AuditCommandTests.audit([
            "AppDelegate.m": Self.app(
                Self.didReceive(
                    """
                        NSString *action = response.actionIdentifier;
                        [self handle:action completion:completionHandler];
                    """) + withElse)
        ])
        #expect(Self.findings(fallback) == ["unregistered-action-handled 24"])
    }

    @Test("the identifier handed to a method not in the files: not followed, not judged")
    func identifierHandedAway() {
        let report = AuditCommandTests.audit([
            "AppDelegate.m": Self.app(
                Self.didReceive(
                    "    [[Router shared] routeAction:response.actionIdentifier];\n    completionHandler();"))
        ])
        #expect(report.diagnostics.isEmpty)
        #expect(
            report.skipped.map(\.message).contains { $0.contains("-routeAction:, which is not in the given files") })
    }

    // MARK: - Item 5: the completion called before the block's work

    @Test("completion-before-work after a block that runs later; silent for a block run now or one that calls it")
    func completionBeforeBlockWork() {
        func audit(_ body: String, more: String = "") -> [String] {
            Self.findings(AuditCommandTests.audit(["AppDelegate.m": Self.app(Self.didReceive(body) + more)]))
                .filter { $0.hasPrefix("completion-") }
        }
        #expect(
            audit(
                """
                    dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
                        [[Clock shared] sync];
                    });
                    completionHandler();
                """) == ["completion-before-work 21"])
        #expect(
            audit(
                """
                    if ([response.actionIdentifier isEqualToString:@"START"]) {
                        [[UIApplication sharedApplication] openURL:[NSURL URLWithString:@"shifts://now"] options:@{} completionHandler:^(BOOL opened) {
                            [[Clock shared] start];
                        }];
                    }
                    completionHandler();
                """) == ["completion-before-work 23"])
        // The fix: the completion handler called at the end of the block, on each of its paths.
        #expect(
            audit(
                """
                    [[Clock shared] syncWithCompletion:^(BOOL ok) {
                        if (ok) {
                            [[Clock shared] start];
                        } else {
                            [[Clock shared] retryLater];
                        }
                        completionHandler();
                    }];
                """) == [])
        // A block run before the message returns.
        #expect(
            audit(
                """
                    [@[@"a", @"b"] enumerateObjectsUsingBlock:^(NSString *name, NSUInteger index, BOOL *stop) {
                        [[Clock shared] mark:name];
                    }];
                    completionHandler();
                """) == [])
        // An app method of the files that calls its completion block before returning: not asynchronous.
        #expect(
            audit(
                """
                    [self saveWithCompletion:^{
                        [[Clock shared] start];
                    }];
                    completionHandler();
                """,
                more:
                    "- (void)saveWithCompletion:(void (^)(void))completion {\n    [[Store shared] save];\n    completion();\n}\n"
            ) == [])
        // A block that calls the completion handler on one path only.
        #expect(
            audit(
                """
                    [[Clock shared] syncWithCompletion:^(BOOL ok) {
                        if (ok) {
                            completionHandler();
                        }
                    }];
                """) == ["completion-not-called 19"])
    }

    // MARK: - Item 6: the delegate set late

    @Test("delegate-set-late from an observer's block or selector, a permission block, a sending method")
    func delegateSetLate() {
        func audit(_ more: String, appKit: Bool = false) -> AppAudit.Report {
            let text = Self.app(more, setsDelegate: false)
            return AuditCommandTests.audit([
                "AppDelegate.m": appKit
                    ? text.replacingOccurrences(of: "UIApplicationDelegate", with: "NSApplicationDelegate") : text
            ])
        }
        let usingBlock = audit(
            """
            - (void)listen {
                [[NSNotificationCenter defaultCenter] addObserverForName:@"SessionDidStart" object:nil queue:nil usingBlock:^(NSNotification *note) {
                    [UNUserNotificationCenter currentNotificationCenter].delegate = self;
                }];
            }
            """)
        #expect(Self.findings(usingBlock) == ["delegate-set-late 19"])
        #expect(usingBlock.diagnostics.first?.message.contains("an observer of SessionDidStart") == true)
        let distributed = audit(
            """
            - (void)awakeFromNib {
                [[NSDistributedNotificationCenter defaultCenter] addObserver:self selector:@selector(themeChanged:) name:@"AppleInterfaceThemeChangedNotification" object:nil];
            }
            - (void)themeChanged:(NSNotification *)note {
                [[UNUserNotificationCenter currentNotificationCenter] setDelegate:self];
            }
            """, appKit: true)
        #expect(Self.findings(distributed) == ["delegate-set-late 21"])
        #expect(distributed.diagnostics.first?.message.contains("applicationWillFinishLaunching:") == true)
        // An observer of the launch notification runs during launch.
        let launch = audit(
            """
            - (instancetype)init {
                self = [super init];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(launched:) name:UIApplicationDidFinishLaunchingNotification object:nil];
                return self;
            }
            - (void)launched:(NSNotification *)note {
                [UNUserNotificationCenter currentNotificationCenter].delegate = self;
            }
            """)
        #expect(launch.diagnostics.isEmpty)
        // A method the permission block calls.
        let permission = audit(
            """
            - (void)askLater {
                [[UNUserNotificationCenter currentNotificationCenter] requestAuthorizationWithOptions:UNAuthorizationOptionAlert completionHandler:^(BOOL granted, NSError *error) {
                    [self configure];
                }];
            }
            - (void)configure {
                [UNUserNotificationCenter currentNotificationCenter].delegate = self;
            }
            """)
        #expect(Self.findings(permission) == ["delegate-set-late 23"])
        // A sending method whose callers the files do not show: not followed.
        let sending = """
            - (void)remind:(UNNotificationRequest *)request {
                UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
                center.delegate = self;
                [center addNotificationRequest:request withCompletionHandler:nil];
            }
            """
        let unknown = audit(sending)
        #expect(unknown.diagnostics.isEmpty)
        #expect(unknown.skipped.map(\.message).contains { $0.contains("no caller of -remind: in the given files") })
        // Called from a button's action: late.
        let tapped = audit(sending + "\n- (IBAction)remindTapped:(id)sender {\n    [self remind:nil];\n}\n")
        #expect(Self.findings(tapped) == ["delegate-set-late 19"])
        // Also set during launch: in time.
        let both = AuditCommandTests.audit([
            "AppDelegate.m": Self.app(sending + "\n- (IBAction)remindTapped:(id)sender {\n    [self remind:nil];\n}\n")
        ])
        #expect(both.diagnostics.isEmpty)
    }

    // MARK: - Item 7: a branch that answers a whole category

    @Test("a branch on the category identifier with no action test handles every action of the category")
    func wholeCategory() {
        func audit(_ body: String) -> [String] {
            Self.findings(AuditCommandTests.audit(["AppDelegate.m": Self.app(Self.didReceive(body))]))
        }
        #expect(
            audit(
                """
                    UNNotificationContent *content = response.notification.request.content;
                    NSString *category = content.categoryIdentifier;
                    if ([category isEqualToString:@"SHIFT"]) {
                        [[Clock shared] openShift];
                    }
                    completionHandler();
                """) == [])
        // With a test of the action inside, the branch answers only what it tests.
        #expect(
            audit(
                """
                    if ([response.notification.request.content.categoryIdentifier isEqualToString:@"SHIFT"] && [response.actionIdentifier isEqualToString:@"START"]) {
                        [[Clock shared] openShift];
                    }
                    completionHandler();
                """) == ["registered-action-unhandled 12"])
        let computed = AuditCommandTests.audit([
            "AppDelegate.m": Self.app(
                Self.didReceive(
                    """
                        if ([response.notification.request.content.categoryIdentifier isEqualToString:[Clock shared].category]) {
                            [[Clock shared] openShift];
                        }
                        completionHandler();
                    """))
        ])
        #expect(computed.diagnostics.isEmpty)
        #expect(computed.skipped.map(\.message).contains { $0.contains("category identifier with a value computed") })
    }

    // MARK: - Held-out idioms (issue 61 review)

    @Test("held-out: a nil check of the completion, a Core Data background task, UIKit animations, a default-tap test")
    func heldOutIdioms() {
        func audit(_ body: String, more: String = "") -> [String] {
            Self.findings(AuditCommandTests.audit(["AppDelegate.m": Self.app(Self.didReceive(body) + more)]))
        }
        // `if (completion) completion();` in a helper: the handler iOS passes is never nil, so that is one call; the
        // identifier the helper does not list still drops it.
        let helper = """
            - (void)handle:(NSString *)action completion:(dispatch_block_t)completion {
                if ([action isEqualToString:@"START"]) {
                    [[Clock shared] startWithCompletion:^{
                        if (completion) {
                            completion();
                        }
                    }];
                    return;
                }
            }
            """
        #expect(
            audit("    [self handle:response.actionIdentifier completion:completionHandler];", more: helper)
                == ["registered-action-unhandled 12", "completion-not-called 21"])
        let fixed = """
            - (void)handle:(NSString *)action completion:(dispatch_block_t)completion {
                if ([action isEqualToString:@"START"]) {
                    [[Clock shared] start];
                } else if ([action isEqualToString:@"END"]) {
                    [[Clock shared] stop];
                }
                if (!completion) {
                    return;
                }
                completion();
            }
            """
        #expect(audit("    [self handle:response.actionIdentifier completion:completionHandler];", more: fixed) == [])
        // NSPersistentContainer's background task runs later.
        #expect(
            audit(
                """
                    if ([response.actionIdentifier isEqualToString:@"START"] || [response.actionIdentifier isEqualToString:@"END"]) {
                        [self.container performBackgroundTask:^(NSManagedObjectContext *context) {
                            [context save:nil];
                        }];
                        completionHandler();
                    }
                """) == ["completion-not-called 18", "completion-before-work 22"])
        // A UIKit animation's or presentation's completion block runs on screen: nothing iOS waits for.
        #expect(
            audit(
                """
                    if ([response.actionIdentifier isEqualToString:@"START"] || [response.actionIdentifier isEqualToString:@"END"]) {
                        [UIView animateWithDuration:0.25 animations:^{ self.banner.alpha = 1; } completion:^(BOOL finished) {
                            [self.banner setNeedsLayout];
                        }];
                        [self.window.rootViewController presentViewController:self.shiftController animated:YES completion:^{
                            [self.shiftController reload];
                        }];
                    }
                    completionHandler();
                """) == [])
        // A test of the default tap inside a branch on the category picks no button: the branch answers them all.
        #expect(
            audit(
                """
                    if ([response.notification.request.content.categoryIdentifier isEqualToString:@"SHIFT"]) {
                        if ([response.actionIdentifier isEqualToString:UNNotificationDefaultActionIdentifier]) {
                            [[Clock shared] showShift];
                        }
                        [[Clock shared] openShift];
                    }
                    completionHandler();
                """) == [])
    }

    // MARK: - Review of issue 61: what broke the walks

    @Test("a @selector(postNotificationName:object:) literal is no post: no crash, the observer is late")
    func selectorLiteralOfPost() {
        let report = AuditCommandTests.audit([
            "AppDelegate.m": Self.app(
                """
                - (void)listen {
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(planChanged:) name:kPlanChanged object:nil];
                }
                - (void)other {
                    SEL posting = @selector(postNotificationName:object:);
                    (void)posting;
                }
                - (void)planChanged:(NSNotification *)note {
                    [UNUserNotificationCenter currentNotificationCenter].delegate = self;
                }
                """, setsDelegate: false)
        ])
        #expect(Self.findings(report) == ["delegate-set-late 25"])
    }

    @Test("an observer's block that reaches a method posting its own notification ends")
    func observerPostingItsNotification() {
        let report = AuditCommandTests.audit([
            "AppDelegate.m": Self.app(
                """
                - (void)watch {
                    [[NSNotificationCenter defaultCenter] addObserverForName:@"N" object:nil queue:nil usingBlock:^(NSNotification *note) {
                        [UNUserNotificationCenter currentNotificationCenter].delegate = self;
                        [self ping];
                    }];
                }
                - (void)ping {
                    [[NSNotificationCenter defaultCenter] addObserverForName:@"N" object:nil queue:nil usingBlock:^(NSNotification *note) {
                        [self ping];
                    }];
                    [[NSNotificationCenter defaultCenter] postNotificationName:@"N" object:nil];
                }
                """, setsDelegate: false)
        ])
        #expect(Self.findings(report) == ["delegate-set-late 19"])
    }

    @Test("the caller walk: each method once per depth, 2,000 methods in all, then not followed")
    func callerWalkBudget() {
        // Five levels of 40 methods, each calling every method of the level below: 40^4 paths, 200 methods.
        var more = "- (void)configure {\n    [UNUserNotificationCenter currentNotificationCenter].delegate = self;\n}\n"
        more += "- (IBAction)tapped:(id)sender {\n    [self level2m0];\n}\n"
        for level in 0..<5 {
            for number in 0..<40 {
                let calls =
                    level == 0
                    ? "    [self configure];\n" : (0..<40).map { "    [self level\(level - 1)m\($0)];\n" }.joined()
                more += "- (void)level\(level)m\(number) {\n\(calls)}\n"
            }
        }
        let report: AppAudit.Report? = AuditCommandTests.audit(["AppDelegate.m": Self.app(more, setsDelegate: false)])
        // A user action, and callers more than four calls deep: not followed.
        #expect(report?.diagnostics.isEmpty == true)
        #expect(report?.skipped.contains { $0.message.contains("more than 4 calls deep") } == true)
        // A user action and 2,100 callers, none called: past 2,000 methods the rest are not followed.
        var wide = "- (void)configure {\n    [UNUserNotificationCenter currentNotificationCenter].delegate = self;\n}\n"
        wide += "- (IBAction)tapped:(id)sender {\n    [self configure];\n}\n"
        for number in 0..<2_100 { wide += "- (void)caller\(number) {\n    [self configure];\n}\n" }
        let crowded = AuditCommandTests.audit(["AppDelegate.m": Self.app(wide, setsDelegate: false)])
        #expect(crowded.diagnostics.isEmpty)
        #expect(crowded.skipped.contains { $0.message.contains("its callers are too many to follow") })
    }

    @Test("nested nil tests of the completion are followed once each; statements nested too deep are not followed")
    func nestedCompletionTests() {
        let nested =
            String(repeating: "    if (completionHandler) {\n", count: 40) + "    completionHandler();\n"
            + String(repeating: "    }\n", count: 40)
        let report: AppAudit.Report? = AuditCommandTests.audit(["AppDelegate.m": Self.app(Self.didReceive(nested))])
        #expect(report.map(Self.findings) == ["registered-action-unhandled 11", "registered-action-unhandled 12"])
        let chain = String(repeating: "if (completionHandler) ", count: 20_000) + "completionHandler();"
        let deep = AuditCommandTests.audit(["AppDelegate.m": Self.app(Self.didReceive(chain))])
        #expect(deep.skipped.contains { $0.message.contains("statements nested more than 200 deep") })
    }

    @Test("a branch on the category that only calls the completion answers none of its actions")
    func categoryBranchThatDoesNothing() {
        func audit(_ body: String) -> [String] {
            Self.findings(AuditCommandTests.audit(["AppDelegate.m": Self.app(Self.didReceive(body))]))
        }
        #expect(
            audit(
                """
                    if ([response.notification.request.content.categoryIdentifier isEqualToString:@"SHIFT"]) {
                        NSLog(@"shift");
                        completionHandler();
                        return;
                    }
                    completionHandler();
                """) == ["registered-action-unhandled 11", "registered-action-unhandled 12"])
        #expect(
            audit(
                """
                    if ([response.notification.request.content.categoryIdentifier isEqualToString:@"SHIFT"]) {
                        [self.clock openShift];
                        completionHandler();
                        return;
                    }
                    completionHandler();
                """) == [])
    }

    @Test("a success block and a failure block of one message that each call the completion are alternatives")
    func successAndFailureBlocks() {
        func audit(_ body: String) -> [String] {
            Self.findings(AuditCommandTests.audit(["AppDelegate.m": Self.app(Self.didReceive(body))]))
        }
        let call = """
                if ([response.actionIdentifier isEqualToString:@"START"] || [response.actionIdentifier isEqualToString:@"END"]) {
                    [self.api startShiftWithSuccess:^(id result) {
                        if (result) {
                            [self.store save:result];
                        }
                        completionHandler();
                    } failure:^(NSError *error) {
                        if (error) {
                            NSLog(@"%@", error);
                        }
                        completionHandler();
                    }];
                    return;
                }
                completionHandler();
            """
        #expect(audit(call) == [])
        // Two messages, each with a block that calls it: twice.
        #expect(
            audit(
                """
                    [self.api startShiftWithSuccess:^(id result) {
                        completionHandler();
                    }];
                    [self.api endShiftWithSuccess:^(id result) {
                        completionHandler();
                    }];
                """) == [
                    "registered-action-unhandled 11", "registered-action-unhandled 12", "completion-called-twice 22",
                ])
    }
}
