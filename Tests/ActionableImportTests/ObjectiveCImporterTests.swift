import Actionable
import ActionableTesting
import Foundation
import Testing

@testable import ActionableImport

@Suite struct ObjectiveCImporterTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let referenceFiles = ["NotificationConstants.h", "NotificationConstants.m", "AppDelegate+Notifications.m"]
    static let appDelegate = "Fixtures/objc/AppDelegate+Notifications.m"

    /// A fixture with its path relative to this folder, so that locations and the golden file are the same on every
    /// machine.
    static func fixture(_ name: String) throws -> ImportSource {
        let path = "Fixtures/objc/\(name)"
        return ImportSource(path: path, bytes: Array(try Data(contentsOf: here.appendingPathComponent(path))))
    }

    static func reference() throws -> ImportResult {
        ObjectiveCImporter.importSources(try referenceFiles.map(fixture))
    }

    static func at(_ line: Int, _ column: Int, _ file: String = appDelegate) -> ImportLocation {
        ImportLocation(file: file, line: line, column: column)
    }

    static func category(_ identifier: String, in result: ImportResult) throws -> ImportedCategory {
        try #require(result.categories.first { $0.identifier == identifier }, "no \(identifier) in \(result)")
    }

    /// An action as expected, compared without its notes (checked on their own).
    static func expectAction(_ actual: ImportedAction?, _ expected: ImportedAction) {
        var actual = actual
        actual?.notes = []
        #expect(actual == expected)
    }

    // MARK: - The reference set

    @Test func findsTheReferenceCategoriesInSourceOrder() throws {
        let result = try Self.reference()
        #expect(result.categories.map(\.identifier) == ["INVITE_CATEGORY", "CHAT_MESSAGE", "ORDER_STATUS", "CALL_LOG"])
        #expect(result.files == Self.referenceFiles.map { "Fixtures/objc/\($0)" })
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func inviteCategory() throws {
        let invite = try Self.category("INVITE_CATEGORY", in: try Self.reference())
        #expect(invite.location == Self.at(62, 12))
        #expect(
            invite.options == [
                .init("custom-dismiss-action"),
                .init("hidden-previews-show-title", availableFrom: [.init(platform: "ios", version: "15.0")]),
            ])
        #expect(invite.intentIdentifiers.isEmpty)
        #expect(invite.hiddenPreviewsBodyPlaceholder == .literal("%u invitations"))
        #expect(
            invite.summaryFormat
                == ImportedText(
                    value: "%u more invitations", key: "invite.summary", comment: "Summary of grouped invitations"))
        #expect(invite.registered)
        #expect(invite.actions.count == 2)
        Self.expectAction(
            invite.actions.first,
            ImportedAction(
                identifier: "ACCEPT",
                title: ImportedText(value: "Accept", key: "invite.accept", comment: "Button: accept an invitation"),
                icon: .system("checkmark.circle"), location: Self.at(39, 18)))
        Self.expectAction(
            invite.actions.last,
            ImportedAction(
                identifier: "DECLINE",
                title: ImportedText(key: "invite.decline", comment: "Button: decline an invitation"),
                destructive: true, icon: .system("xmark.circle"), location: Self.at(43, 19)))
        // Only the key is in the source: the note that says so is added once `--strings` had its chance.
        #expect(invite.actions.last?.notes.isEmpty == true)
        let finished = ImportResult.finishing([try Self.reference()])
        let note = try #require(finished.categories.first?.actions.last?.notes.first)
        #expect(note.key == "title")
        #expect(note.location == Self.at(43, 19))
        #expect(note.message.contains("only the localization key 'invite.decline'"))
        #expect(invite.notes.isEmpty && invite.actions.first?.notes.isEmpty == true)
    }

    @Test func chatMessageCategory() throws {
        let chat = try Self.category("CHAT_MESSAGE", in: try Self.reference())
        #expect(chat.location == Self.at(83, 12))
        #expect(chat.intentIdentifiers == ["INSendMessageIntent"])
        #expect(chat.options == [.init("hidden-previews-show-title")])
        #expect(chat.hiddenPreviewsBodyPlaceholder == nil && chat.summaryFormat == nil)
        #expect(chat.actions.count == 2)
        Self.expectAction(
            chat.actions.first,
            ImportedAction(
                identifier: "REPLY", title: .literal("Reply"), authenticationRequired: true,
                textInput: .init(buttonTitle: .literal("Send"), placeholder: .literal("Type a message")),
                location: Self.at(75, 9)))
        Self.expectAction(
            chat.actions.last,
            ImportedAction(identifier: "MARK_READ", title: .literal("Mark as Read"), location: Self.at(80, 38)))
        #expect(chat.notes.isEmpty && chat.actions.allSatisfy(\.notes.isEmpty))
    }

    @Test func orderStatusCategoryFromConstantsAndAProjectMacro() throws {
        let order = try Self.category("ORDER_STATUS", in: try Self.reference())
        #expect(order.location == Self.at(107, 12))
        #expect(order.options.isEmpty && order.intentIdentifiers.isEmpty)
        #expect(order.actions.count == 2)
        Self.expectAction(
            order.actions.first,
            ImportedAction(
                identifier: "TRACK_ORDER",
                title: ImportedText(key: "order.track", table: "Notifications", comment: "Button: track an order"),
                foreground: true, icon: .template("truck"), location: Self.at(93, 17)))
        Self.expectAction(
            order.actions.last,
            ImportedAction(
                identifier: "CANCEL_ORDER", title: .literal("Cancel Order"), destructive: true,
                authenticationRequired: true, location: Self.at(103, 24)))
        #expect(order.actions.first?.notes.isEmpty == true)
    }

    @Test func callLogCategoryWithARunTimeTitleAndAnActionFromIOS16() throws {
        let calls = try Self.category("CALL_LOG", in: try Self.reference())
        #expect(calls.location == Self.at(125, 12))
        #expect(calls.actions.count == 2)
        Self.expectAction(
            calls.actions.first,
            ImportedAction(identifier: "CALL_BACK", title: nil, foreground: true, location: Self.at(117, 24)))
        Self.expectAction(
            calls.actions.last,
            ImportedAction(
                identifier: "RATE_CALL", title: .literal("Rate Call"),
                availableFrom: [.init(platform: "ios", version: "16.0")], location: Self.at(121, 28)))
        let note = try #require(calls.actions.first?.notes.first)
        #expect(calls.actions.first?.notes.count == 1)
        #expect(note.key == "title")
        #expect(note.location == Self.at(118, 67))
        #expect(
            note.message.hasPrefix(
                "the title is computed at run time: `[NSString stringWithFormat:@\"Call back %@\", name]`"))
        #expect(calls.actions.last?.notes.isEmpty == true)
    }

    // MARK: - What the importer cannot know

    @Test func aCategoryIdentifierFromAParameterIsAnErrorAtTheCall() throws {
        let result = ObjectiveCImporter.importSources([try Self.fixture("broken/CategoryFactory.m")])
        #expect(result.categories.isEmpty)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.severity == .error && diagnostic.code == .categoryAtRunTime)
        #expect(diagnostic.location == Self.at(8, 12, "Fixtures/objc/broken/CategoryFactory.m"))
        #expect(diagnostic.message.contains("`identifier`, a parameter of `-categoryNamed:`"), "\(diagnostic)")
    }

    @Test func anUnterminatedStringMakesTheFileContributeNothing() throws {
        let files = try (Self.referenceFiles + ["broken/Unterminated.m"]).map(Self.fixture)
        let result = ObjectiveCImporter.importSources(files)
        #expect(result.categories.count == 4)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.severity == .error && diagnostic.code == .doesNotParse)
        #expect(diagnostic.location == Self.at(4, 42, "Fixtures/objc/broken/Unterminated.m"))
        #expect(diagnostic.message.contains("string literal"))
        #expect(result.files.last == "Fixtures/objc/broken/Unterminated.m")
    }

    static func importing(_ text: String, path: String = "App.m") -> ImportResult {
        ObjectiveCImporter.importSources([ImportSource(path: path, text: text)])
    }

    @Test func optionsAndIdentifiersTheSourceDecidesAtRunTime() throws {
        let result = Self.importing(
            """
            - (UNNotificationCategory *)category {
                UNNotificationActionOptions opts = self.foreground ? UNNotificationActionOptionForeground | UNNotificationActionOptionDestructive : UNNotificationActionOptionDestructive;
                UNNotificationAction *a = [UNNotificationAction actionWithIdentifier:@"A" title:@"A" options:opts];
                UNNotificationAction *b = [UNNotificationAction actionWithIdentifier:self.nextIdentifier title:@"B" options:0];
                UNNotificationCategoryOptions catOpts = UNNotificationCategoryOptionAllowInCarPlay;
                if (self.settings.announce) { catOpts |= UNNotificationCategoryOptionAllowAnnouncement; }
                return [UNNotificationCategory categoryWithIdentifier:@"C" actions:@[a, b] intentIdentifiers:@[kIntent] options:catOpts];
            }
            """)
        let category = try Self.category("C", in: result)
        #expect(category.actions.map(\.identifier) == ["A"])
        let a = try #require(category.actions.first)
        #expect(a.destructive && !a.foreground)
        #expect(a.notes.map(\.key) == ["activation"])
        #expect(a.notes.first?.message.contains("`self.foreground ?") == true)
        #expect(category.options == [.init("allow-in-car-play")])
        #expect(category.notes.compactMap(\.key).sorted() == ["actions", "intent-identifiers", "options"])
        #expect(
            category.notes.first { $0.key == "options" }?.message.contains(
                "UNNotificationCategoryOptionAllowAnnouncement` is set only when `self.settings.announce`") == true)
        #expect(result.diagnostics.map(\.code) == [.actionAtRunTime])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.location == ImportLocation(file: "App.m", line: 4, column: 31))
    }

    @Test func localizationForms() throws {
        let result = Self.importing(
            """
            #define L(key) NSLocalizedString(key, nil)
            #define kTable @"Push"
            void Register(void) {
                NSArray *actions = [@[
                    [UNNotificationAction actionWithIdentifier:@"ONE" title:L(@"one") options:UNNotificationActionOptionNone],
                    [UNNotificationAction actionWithIdentifier:@"TWO" title:[[NSBundle mainBundle] localizedStringForKey:@"two" value:@"Two" table:kTable] options:UNNotificationActionOptionNone],
                    [UNNotificationAction actionWithIdentifier:@"THREE" title:NSLocalizedStringFromTableInBundle(@"three", @"T", bundle, @"") options:UNNotificationActionOptionNone],
                    [UNNotificationAction actionWithIdentifier:@"FOUR" title:@"Fo" "ur" options:UNNotificationActionOptionNone],
                ] mutableCopy];
                UNNotificationCategory *c = [UNNotificationCategory categoryWithIdentifier:@"LOC" actions:[NSArray arrayWithArray:actions] intentIdentifiers:[NSSet setWithObjects:INStartCallIntentIdentifier, @"Custom", nil] options:UNNotificationCategoryOptionNone];
            }
            """)
        let category = try Self.category("LOC", in: result)
        #expect(
            category.actions.map(\.title) == [
                ImportedText(key: "one"), ImportedText(value: "Two", key: "two", table: "Push"),
                ImportedText(key: "three", table: "T"), .literal("Four"),
            ])
        #expect(category.intentIdentifiers == ["INStartCallIntent", "Custom"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func helperMethodsAndFunctionsAreFollowedWithTheirArguments() throws {
        let result = Self.importing(
            """
            static UNNotificationAction *MakeAction(NSString *identifier, NSString *title) {
                return [UNNotificationAction actionWithIdentifier:identifier title:title options:UNNotificationActionOptionForeground];
            }
            @implementation Factory
            - (UNNotificationAction *)snoozeAction {
                if (@available(iOS 15.0, *)) {
                    return [UNNotificationAction actionWithIdentifier:@"SNOOZE" title:@"Snooze" options:0 icon:[UNNotificationActionIcon iconWithSystemImageName:@"zzz"]];
                }
                return [UNNotificationAction actionWithIdentifier:@"SNOOZE" title:@"Snooze" options:0];
            }
            - (UNNotificationCategory *)categoryNamed:(NSString *)identifier actions:(NSArray *)actions {
                return [UNNotificationCategory categoryWithIdentifier:identifier actions:actions intentIdentifiers:@[] options:0];
            }
            - (void)register {
                [center setNotificationCategories:[NSSet setWithObjects:
                    [self categoryNamed:@"ALARM" actions:@[[self snoozeAction], MakeAction(@"OPEN", @"Open")]],
                    [self categoryNamed:@"TIMER" actions:@[]], nil]];
            }
            @end
            """)
        #expect(result.categories.map(\.identifier) == ["ALARM", "TIMER"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let alarm = try Self.category("ALARM", in: result)
        Self.expectAction(
            alarm.actions.first,
            ImportedAction(
                identifier: "SNOOZE", title: .literal("Snooze"), icon: .system("zzz"),
                location: ImportLocation(file: "App.m", line: 7, column: 16)))
        Self.expectAction(
            alarm.actions.last,
            ImportedAction(
                identifier: "OPEN", title: .literal("Open"), foreground: true,
                location: ImportLocation(file: "App.m", line: 2, column: 12)))
    }

    @Test func whatOnlyOlderSystemsGetIsNoted() throws {
        let result = Self.importing(
            """
            void Register(void) {
                NSMutableArray *actions = [NSMutableArray array];
                [actions addObject:[UNNotificationAction actionWithIdentifier:@"B" title:@"B" options:0]];
                if (@available(iOS 15.0, *)) {
                } else {
                    [actions addObject:[UNNotificationAction actionWithIdentifier:@"LEGACY" title:@"Old" options:0]];
                }
                [actions insertObject:[UNNotificationAction actionWithIdentifier:@"A" title:@"A" options:0] atIndex:0];
                [UNNotificationCategory categoryWithIdentifier:@"C" actions:actions intentIdentifiers:@[] options:0];
            }
            """)
        let category = try Self.category("C", in: result)
        #expect(category.actions.map(\.identifier) == ["A", "B", "LEGACY"])
        #expect(category.actions.map(\.notes.count) == [0, 0, 1])
        #expect(
            category.actions.last?.notes.first?.message.hasPrefix(
                "the action is added only before ios 15.0 (the `else` of `@available`)") == true)
    }

    @Test func aCategoryBuiltInBothBranchesOfAvailableIsOne() throws {
        let result = Self.importing(
            """
            void Register(void) {
                UNNotificationCategory *c;
                if (@available(iOS 12.0, *)) {
                    c = [UNNotificationCategory categoryWithIdentifier:@"C" actions:@[] intentIdentifiers:@[] hiddenPreviewsBodyPlaceholder:@"%u new" categorySummaryFormat:@"%u more" options:0];
                } else {
                    c = [UNNotificationCategory categoryWithIdentifier:@"C" actions:@[] intentIdentifiers:@[] options:0];
                }
            }
            """)
        #expect(result.categories.count == 1)
        #expect(result.categories.first?.summaryFormat == .literal("%u more"))
        #expect(result.categories.first?.notes.isEmpty == true)
        #expect(result.diagnostics.isEmpty)
    }

    // MARK: - Objects that keep the values

    /// A wrapper class whose setters keep the values in ivars and whose `-registerWithCenter:` builds the category.
    static let wrapper = """
        @interface Spec : NSObject
        @property (nonatomic, copy) NSString *categoryIdentifier;
        @property (nonatomic, copy) NSArray *actions;
        @property (nonatomic) UNNotificationCategoryOptions options;
        @end

        @implementation Spec {
            NSString *_placeholder;
        }
        - (instancetype)init {
            self = [super init];
            if (self) {
                _actions = @[];
            }
            return self;
        }
        - (void)setPlaceholder:(NSString *)placeholder {
            _placeholder = [placeholder copy];
        }
        - (void)setActions:(NSArray *)actions {
            _actions = [actions copy];
        }
        - (void)registerWithCenter:(UNUserNotificationCenter *)center {
            UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:self.categoryIdentifier
                actions:_actions intentIdentifiers:@[] hiddenPreviewsBodyPlaceholder:_placeholder options:_options];
            [center setNotificationCategories:[NSSet setWithObject:category]];
        }
        @end

        """

    static func registering(_ body: String) -> ImportResult {
        importing(
            wrapper + """
                @implementation AppDelegate
                - (void)registerCategories {
                    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
                \(body)
                }
                @end
                """)
    }

    @Test func anObjectsPropertiesAndSettersAreFollowedIntoItsMethods() throws {
        let result = Self.registering(
            """
                Spec *spec = [[Spec alloc] init];
                spec.categoryIdentifier = @"DOSE";
                spec.actions = @[[UNNotificationAction actionWithIdentifier:@"TAKEN" title:@"Taken" options:0]];
                [spec setOptions:UNNotificationCategoryOptionCustomDismissAction];
                [spec setPlaceholder:@"Medicine"];
                [spec registerWithCenter:center];
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let dose = try Self.category("DOSE", in: result)
        #expect(dose.actions.map(\.identifier) == ["TAKEN"])
        #expect(dose.options == [.init("custom-dismiss-action")])
        #expect(dose.hiddenPreviewsBodyPlaceholder == .literal("Medicine"))
        #expect(dose.notes.isEmpty, "\(dose.notes)")
        #expect(dose.location == ImportLocation(file: "App.m", line: 24, column: 40))
        let registration = try #require(result.sites.first { $0.kind == .registration })
        #expect(registration.state == .registered(followed: true))
    }

    @Test func twoObjectsOfOneClassKeepTheirOwnValues() throws {
        let result = Self.registering(
            """
                Spec *dose = [Spec new];
                dose.categoryIdentifier = @"DOSE";
                [dose setActions:@[[UNNotificationAction actionWithIdentifier:@"TAKEN" title:@"Taken" options:0]]];
                dose.options = UNNotificationCategoryOptionCustomDismissAction;
                [dose setPlaceholder:@"Medicine"];
                Spec *refill = [[Spec alloc] init];
                [refill setCategoryIdentifier:@"REFILL"];
                refill.options = 0;
                [refill setPlaceholder:nil];
                [refill registerWithCenter:center];
                [dose registerWithCenter:center];
            """)
        // One call site builds both, in the order the objects register.
        #expect(result.categories.map(\.identifier) == ["REFILL", "DOSE"])
        let dose = try Self.category("DOSE", in: result)
        let refill = try Self.category("REFILL", in: result)
        #expect(dose.actions.map(\.identifier) == ["TAKEN"])
        #expect(dose.options == [.init("custom-dismiss-action")])
        #expect(dose.hiddenPreviewsBodyPlaceholder == .literal("Medicine"))
        // The second object starts from its own `init`: no action, option or placeholder of the first.
        #expect(refill.actions.isEmpty && refill.actionsFollowed)
        #expect(refill.options.isEmpty)
        #expect(refill.hiddenPreviewsBodyPlaceholder == nil)
        #expect(refill.notes.isEmpty, "\(refill.notes)")
    }

    @Test func stateSetUnderARunTimeConditionIsNotFollowed() throws {
        let result = Self.registering(
            """
                Spec *spec = [[Spec alloc] init];
                if ([Settings shared].pharmacyEnabled) {
                    spec.categoryIdentifier = @"PICKUP";
                }
                spec.options = 0;
                if (self.carPlay) {
                    [spec setOptions:UNNotificationCategoryOptionAllowInCarPlay];
                }
                [spec setPlaceholder:@"Medicine"];
                [spec registerWithCenter:center];
            """)
        #expect(result.categories.isEmpty)
        #expect(result.diagnostics.map(\.code) == [.categoryAtRunTime])
        let message = try #require(result.diagnostics.first?.message)
        #expect(message.contains("the category identifier `self.categoryIdentifier` cannot be followed"), "\(message)")
        #expect(message.contains("it is set only when `[Settings shared].pharmacyEnabled`"), "\(message)")
        #expect(result.diagnostics.first?.location == ImportLocation(file: "App.m", line: 24, column: 40))
    }

    @Test func anOptionSetByASetterCalledUnderAConditionIsNoted() throws {
        let result = Self.registering(
            """
                Spec *spec = [[Spec alloc] init];
                spec.categoryIdentifier = @"PICKUP";
                spec.options = 0;
                if (self.carPlay) {
                    [spec setOptions:UNNotificationCategoryOptionAllowInCarPlay];
                }
                [spec setPlaceholder:@"Medicine"];
                [spec registerWithCenter:center];
            """)
        let pickup = try Self.category("PICKUP", in: result)
        #expect(pickup.options.isEmpty)
        let note = try #require(pickup.notes.first { $0.key == "options" })
        #expect(
            note.message.contains("`_options` (in the `Spec` made at App.m:32, it is set only when `self.carPlay`)"))
    }

    @Test func anIvarReadBeforeAnythingSetsItIsReportedNotTakenForNil() throws {
        let result = Self.registering(
            """
                Spec *spec = [[Spec alloc] init];
                spec.categoryIdentifier = @"DOSE";
                [spec registerWithCenter:center];
                Spec *other = [[Spec alloc] init];
                [other registerWithCenter:center];
            """)
        let dose = try Self.category("DOSE", in: result)
        #expect(dose.options.isEmpty)
        #expect(dose.hiddenPreviewsBodyPlaceholder == nil)
        #expect(dose.notes.compactMap(\.key).sorted() == ["hidden-previews-body-placeholder", "options"])
        #expect(
            dose.notes.allSatisfy {
                $0.message.contains("it is read before the files set it, and the importer does not assume that")
            })
        // The other object has no identifier: an error, which says why.
        #expect(result.categories.count == 1)
        #expect(result.diagnostics.map(\.code) == [.categoryAtRunTime])
        #expect(result.diagnostics.first?.message.contains("in the `Spec` made at App.m:35, it is read before") == true)
    }

    @Test func anObjectHandedToCodeTheFilesDoNotShowIsNoLongerFollowed() throws {
        let result = Self.registering(
            """
                Spec *spec = [[Spec alloc] init];
                spec.categoryIdentifier = @"DOSE";
                [spec setPlaceholder:@"Medicine"];
                spec.options = 0;
                [[RemoteConfig shared] applyOverridesTo:spec];
                [spec registerWithCenter:center];
            """)
        #expect(result.categories.isEmpty)
        #expect(
            result.diagnostics.first?.message.contains(
                "the object is passed to `[[RemoteConfig shared] applyOverridesTo:spec]`, which the importer does not"
                    + " follow") == true)
    }

    // MARK: - The YAML

    @Test func writtenYAMLLoadsWithoutErrors() throws {
        let yaml = ImportYAMLWriter(command: "actionable-import objc Fixtures/objc").write(try Self.reference())
        let loaded = CategoryLoader().load(yaml: yaml, file: "imported.yaml")
        #expect(loaded.errorCount == 0, "\(loaded.diagnostics)\n\(yaml)")
        #expect(
            loaded.registry.categories.map(\.identifier) == [
                "INVITE_CATEGORY", "CHAT_MESSAGE", "ORDER_STATUS", "CALL_LOG",
            ])
    }

    @Test("Golden/objc.yaml is what the importer writes (UPDATE_GOLDEN=1 rewrites it)")
    func golden() throws {
        let yaml = ImportYAMLWriter(command: "actionable-import swift Fixtures/objc").write(
            ImportResult.finishing([try Self.reference()]))
        let url = Self.here.appendingPathComponent("Golden/objc.yaml")
        if GoldenFiles.updating { try Data(yaml.utf8).write(to: url) }
        #expect(try Data(contentsOf: url) == Data(yaml.utf8))
    }

    // MARK: - Held-out objects (issue 61 review)

    @Test func aClassFactoryACustomGetterAndASingletonAreFollowed() throws {
        let result = Self.importing(
            """
            @interface Spec : NSObject
            @property (nonatomic, copy, getter=categoryID) NSString *identifier;
            @property (nonatomic, copy) NSArray *actions;
            + (instancetype)specWithIdentifier:(NSString *)identifier;
            @end
            @implementation Spec
            @synthesize identifier = _identifierString;
            + (instancetype)specWithIdentifier:(NSString *)identifier {
                Spec *spec = [[self alloc] init];
                spec.identifier = identifier;
                spec.actions = @[];
                return spec;
            }
            + (instancetype)sharedSpec {
                static Spec *shared = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    shared = [[self alloc] init];
                });
                return shared;
            }
            @end
            @implementation Spec (Registration)
            - (void)registerWithCenter:(UNUserNotificationCenter *)center {
                UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:self.categoryID
                    actions:self.actions intentIdentifiers:@[] options:UNNotificationCategoryOptionNone];
                [center setNotificationCategories:[NSSet setWithObject:category]];
            }
            @end
            @implementation AppDelegate
            - (void)registerCategories {
                UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
                Spec *spec = [Spec specWithIdentifier:@"CLASS_STARTING"];
                spec.actions = @[[UNNotificationAction actionWithIdentifier:@"CHECK_IN" title:@"Check In" options:0]];
                [spec registerWithCenter:center];
                [Spec sharedSpec].identifier = @"SHARED";
                [Spec sharedSpec].actions = @[];
                [[Spec sharedSpec] registerWithCenter:center];
            }
            @end
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(Set(result.categories.map(\.identifier)) == ["CLASS_STARTING", "SHARED"])
        let starting = try Self.category("CLASS_STARTING", in: result)
        #expect(starting.actions.map(\.identifier) == ["CHECK_IN"])
        // The singleton is one object: what one call of +sharedSpec sets, the next one's object holds.
        let shared = try Self.category("SHARED", in: result)
        #expect(shared.actions.isEmpty && shared.actionsFollowed)
    }

    @Test func anActionAddedToAnIvarUnderTheCallersConditionIsNoted() throws {
        let result = Self.importing(
            """
            @interface Category : NSObject
            @property (nonatomic, copy) NSString *identifier;
            @property (nonatomic, strong) NSMutableArray *actionList;
            @end
            @implementation Category
            - (instancetype)init {
                if ((self = [super init])) {
                    _actionList = [NSMutableArray array];
                }
                return self;
            }
            - (void)addAction:(UNNotificationAction *)action {
                [self.actionList addObject:action];
            }
            - (void)reset {
                [_actionList removeAllObjects];
            }
            - (void)registerNow {
                UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:self.identifier
                    actions:self.actionList intentIdentifiers:@[] options:UNNotificationCategoryOptionNone];
                [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:category]];
            }
            @end
            @implementation AppDelegate
            - (void)registerCategories {
                Category *episode = [Category new];
                episode.identifier = @"EPISODE";
                [episode addAction:[UNNotificationAction actionWithIdentifier:@"PLAY" title:@"Play" options:0]];
                if ([[NSUserDefaults standardUserDefaults] boolForKey:@"downloads"]) {
                    [episode addAction:[UNNotificationAction actionWithIdentifier:@"DOWNLOAD" title:@"Download" options:0]];
                }
                [episode registerNow];
                Category *other = [Category new];
                other.identifier = @"OTHER";
                [other addAction:[UNNotificationAction actionWithIdentifier:@"OPEN" title:@"Open" options:0]];
                if (self.compact) {
                    [other reset];
                }
                [other registerNow];
            }
            @end
            """)
        let episode = try Self.category("EPISODE", in: result)
        #expect(episode.actions.map(\.identifier) == ["PLAY", "DOWNLOAD"])
        #expect(episode.actions.first?.notes.isEmpty == true)
        let note = try #require(episode.actions.last?.notes.first)
        #expect(note.message.contains("boolForKey:@\"downloads\""), "\(note.message)")
        // Emptied only on some runs: not followed, never an empty list as if it always were.
        #expect(!result.categories.contains { $0.identifier == "OTHER" && $0.actionsFollowed && $0.actions.isEmpty })
    }

    @Test func objectsThatReferToThemselvesStayWithinTheBudgets() {
        let ivars = (0..<10_000).map { "    NSString *_v\($0);" }.joined(separator: "\n")
        let result = Self.importing(
            """
            @interface Node : NSObject {
            \(ivars)
            }
            @property (nonatomic, strong) Node *next;
            @property (nonatomic, copy) NSString *identifier;
            @end
            @implementation Node
            - (instancetype)init {
                self = [self init];
                if (self) { _next = self; }
                return self;
            }
            - (void)setIdentifier:(NSString *)identifier {
                self.identifier = identifier;
            }
            - (NSString *)identifier {
                return self.next.next.identifier;
            }
            + (instancetype)node {
                return [[self node] init];
            }
            + (instancetype)shared {
                static Node *node;
                node = [Node shared];
                return node;
            }
            - (void)registerIt {
                self.next.next.next = self.next;
                [self registerIt];
                UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:self.next.identifier
                    actions:@[] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone];
                [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:category]];
            }
            @end
            @implementation AppDelegate
            - (void)go {
                Node *node = [[Node alloc] init];
                node.identifier = @"LOOP";
                Node *other = [Node node];
                other.next = node;
                node.next = other;
                [[Node shared] registerIt];
                [node registerIt];
                for (int i = 0; i < 100000; i++) { node = [[Node alloc] init]; node.next = node; }
            }
            @end
            """)
        // Nothing is guessed: the identifier read through the cycle is not known.
        #expect(result.categories.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.code == .categoryAtRunTime }, "\(result.diagnostics)")
    }

    // MARK: - Review of issue 61: object state read and written where it really is

    /// A class whose `-registerCategory` builds and registers a category from its `identifier`, and `body` in an
    /// `AppDelegate` method.
    static func specRegistering(_ body: String, more: String = "") -> ImportResult {
        importing(
            """
            @interface Spec : NSObject
            @property (nonatomic, copy) NSString *identifier;
            @end
            @implementation Spec
            - (void)registerCategory {
                UNNotificationAction *open = [UNNotificationAction actionWithIdentifier:@"OPEN" title:@"Open" options:0];
                UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:self.identifier
                    actions:@[open] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone];
                [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:category]];
            }
            \(more)
            @end
            @implementation AppDelegate
            - (void)configure {
                UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
            \(body)
            }
            @end
            """)
    }

    @Test func aBlocksWriteToAnObjectMadeOutsideItIsNotFollowed() throws {
        // The block runs later, or never: the identifier is neither "A" nor "B" for certain.
        let later = Self.specRegistering(
            """
                Spec *spec = [[Spec alloc] init];
                spec.identifier = @"A";
                [center getNotificationSettingsWithCompletionHandler:^(UNNotificationSettings *settings) {
                    spec.identifier = @"B";
                }];
                [spec registerCategory];
            """)
        #expect(later.categories.isEmpty, "\(later.categories.map(\.identifier))")
        #expect(later.diagnostics.map(\.code) == [.categoryAtRunTime])
        #expect(later.diagnostics.first?.message.contains("it is set in a block, which may run later") == true)
        // An object made, set and registered inside the permission block is followed there.
        let inside = Self.specRegistering(
            """
                [center requestAuthorizationWithOptions:UNAuthorizationOptionAlert completionHandler:^(BOOL granted, NSError *error) {
                    Spec *spec = [[Spec alloc] init];
                    spec.identifier = @"GRANTED";
                    [spec registerCategory];
                }];
            """)
        #expect(inside.categories.map(\.identifier) == ["GRANTED"])
        #expect(inside.diagnostics.isEmpty, "\(inside.diagnostics)")
        // dispatch_once runs its block now, once.
        let once = Self.specRegistering(
            """
                Spec *spec = [[Spec alloc] init];
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    spec.identifier = @"ONCE";
                });
                [spec registerCategory];
            """)
        #expect(once.categories.map(\.identifier) == ["ONCE"])
    }

    @Test func aMethodThatReadsObjectStateIsRunAgainAtEachCall() throws {
        let result = Self.specRegistering(
            """
                [Spec shared].identifier = @"FIRST";
                NSString *first = [Spec currentID];
                [Spec shared].identifier = @"SECOND";
                NSString *second = [Spec currentID];
                UNNotificationCategory *a = [UNNotificationCategory categoryWithIdentifier:first actions:@[]
                    intentIdentifiers:@[] options:UNNotificationCategoryOptionNone];
                UNNotificationCategory *b = [UNNotificationCategory categoryWithIdentifier:second actions:@[]
                    intentIdentifiers:@[] options:UNNotificationCategoryOptionNone];
                [center setNotificationCategories:[NSSet setWithObjects:a, b, nil]];
            """,
            more: """
                + (instancetype)shared {
                    static Spec *instance;
                    static dispatch_once_t once;
                    dispatch_once(&once, ^{ instance = [[self alloc] init]; });
                    return instance;
                }
                + (NSString *)currentID {
                    return [Spec shared].identifier;
                }
                """)
        #expect(Set(result.categories.map(\.identifier)) == ["FIRST", "SECOND"])
        // Only -registerCategory, which nothing calls here, builds a category the importer cannot name.
        #expect(result.diagnostics.allSatisfy { $0.location.line == 7 }, "\(result.diagnostics)")
    }

    @Test func aStaticThatIsNotReturnedMakesNoSingleton() throws {
        let result = Self.specRegistering(
            """
                Spec *a = [Spec spec];
                a.identifier = @"A";
                Spec *b = [Spec spec];
                b.identifier = @"B";
                [a registerCategory];
                [b registerCategory];
            """,
            more: """
                + (instancetype)spec {
                    static NSUInteger count;
                    count++;
                    return [[self alloc] init];
                }
                """)
        #expect(Set(result.categories.map(\.identifier)) == ["A", "B"])
    }

    @Test func anIvarRenamedBySynthesizeIsTheOneRead() throws {
        let result = Self.importing(
            """
            @interface Spec : NSObject
            @property (nonatomic, copy) NSString *identifier;
            @end
            @implementation Spec
            @synthesize identifier;
            - (void)registerCategory {
                UNNotificationCategory *category = [UNNotificationCategory categoryWithIdentifier:identifier
                    actions:@[] intentIdentifiers:@[] options:UNNotificationCategoryOptionNone];
                [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:category]];
            }
            @end
            @implementation AppDelegate
            - (void)configure {
                Spec *spec = [[Spec alloc] init];
                spec.identifier = @"PLAIN";
                [spec registerCategory];
            }
            @end
            """)
        #expect(result.categories.map(\.identifier) == ["PLAIN"])
    }

    @Test func anObjectRegisteredAsAnObserverOrDelegateIsStillFollowed() throws {
        let result = Self.specRegistering(
            """
                Spec *spec = [[Spec alloc] init];
                [spec registerCategory];
            """,
            more: """
                - (instancetype)init {
                    self = [super init];
                    if (self) {
                        _identifier = @"PLAN";
                        [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(changed:) name:@"Changed" object:nil];
                        [[UNUserNotificationCenter currentNotificationCenter] setDelegate:self];
                    }
                    return self;
                }
                - (void)dealloc {
                    [[NSNotificationCenter defaultCenter] removeObserver:self];
                }
                """)
        #expect(result.categories.map(\.identifier) == ["PLAN"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }
}
