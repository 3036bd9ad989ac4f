import Actionable
import ActionableImportSwift
import Foundation
import Testing

@testable import ActionableImport

/// The patterns of real apps' category code, one by one, and bad input: each a small source.
@Suite struct SwiftImporterPatternTests {
    static func run(_ files: [(String, String)]) -> ImportResult {
        SwiftImporter.importSources(files.map { ImportSource(path: $0.0, text: $0.1) })
    }

    static func run(_ source: String) -> ImportResult { run([("App.swift", source)]) }

    @Test func aFileThatDoesNotParseIsAnErrorAtItsPlace() {
        let result = Self.run(
            [
                ("Bad.swift", "let a = 1\nlet category = UNNotificationCategory(identifier: \"A\", actions: [\n"),
                (
                    "Good.swift",
                    "let c = UNNotificationCategory(identifier: \"B\", actions: [], intentIdentifiers: [], options: [])"
                ),
            ])
        #expect(result.categories.map(\.identifier) == ["B"])
        let problem = result.diagnostics.first
        #expect(problem?.code == .doesNotParse && problem?.severity == .error)
        #expect(problem?.location.file == "Bad.swift" && problem?.location.line == 2, "\(String(describing: problem))")
        #expect(problem?.message.contains("nothing was imported from it") == true)
    }

    @Test func aFileThatIsNotUTF8IsAnError() {
        let result = SwiftImporter.importSources([ImportSource(path: "Latin1.swift", bytes: [0x6C, 0x65, 0x74, 0xE9])])
        #expect(result.diagnostics.map(\.code) == [.doesNotParse])
        #expect(result.diagnostics.first?.location == ImportLocation(file: "Latin1.swift", line: 1, column: 1))
    }

    @Test func aCategoryBuiltEntirelyAtRunTimeIsAnErrorAtTheCall() {
        let result = Self.run(
            """
            func category(named identifier: String) -> UNNotificationCategory {
                UNNotificationCategory(identifier: identifier, actions: [], intentIdentifiers: [], options: [])
            }
            """)
        #expect(result.categories.isEmpty)
        #expect(result.diagnostics.count == 1)
        let problem = result.diagnostics.first
        #expect(problem?.code == .categoryAtRunTime && problem?.severity == .error)
        #expect(problem?.location == ImportLocation(file: "App.swift", line: 2, column: 5))
        #expect(problem?.message.contains("`identifier`") == true)
    }

    @Test func aFactoryCalledWithLiteralsImportsEachCategory() {
        let result = Self.run(
            """
            func category(named identifier: String, title: String) -> UNNotificationCategory {
                let action = UNNotificationAction(identifier: "OPEN", title: title, options: [.foreground])
                return UNNotificationCategory(identifier: identifier, actions: [action], intentIdentifiers: [], options: [])
            }
            let all = [category(named: "NEWS", title: "Read"), category(named: "SPORTS", title: "Watch")]
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.categories.map(\.identifier) == ["NEWS", "SPORTS"])
        #expect(result.categories.map { $0.actions.first?.title?.value } == ["Read", "Watch"])
    }

    @Test func anIdentifierDefinedTwiceAcrossFilesIsAnError() {
        let make =
            #"let c = UNNotificationCategory(identifier: "DUP", actions: [], intentIdentifiers: [], options: [])"#
        // The Swift reader finds both; joining them (as the command does) reports the second.
        #expect(Self.run([("One.swift", make), ("Two.swift", "\n" + make)]).categories.count == 2)
        let result = ImportResult.finishing([Self.run([("One.swift", make), ("Two.swift", "\n" + make)])])
        #expect(result.categories.count == 1)
        #expect(result.categories.first?.location.file == "One.swift")
        let problem = result.diagnostics.first
        #expect(problem?.code == .duplicateIdentifier && problem?.severity == .error)
        #expect(problem?.location == ImportLocation(file: "Two.swift", line: 2, column: 9))
        #expect(problem?.message.contains("One.swift:1:9") == true)
    }

    @Test func localizedStringsKeepKeyTableValueAndComment() {
        let result = Self.run(
            """
            let a = UNNotificationAction(identifier: "A", title: String(localized: "Accept"), options: [])
            let b = UNNotificationAction(
                identifier: "B", title: String(localized: "decline", defaultValue: "Decline", table: "Push", comment: "No"),
                options: [])
            let c = UNNotificationAction(
                identifier: "C", title: Bundle.main.localizedString(forKey: "later", value: "Later", table: nil), options: [])
            let category = UNNotificationCategory(identifier: "X", actions: [a, b, c], intentIdentifiers: [], options: [])
            """)
        let titles = result.categories.first?.actions.map(\.title)
        #expect(titles?[0] == ImportedText(value: "Accept", key: "Accept"))
        #expect(titles?[1] == ImportedText(value: "Decline", key: "decline", table: "Push", comment: "No"))
        #expect(titles?[2] == ImportedText(value: "Later", key: "later"))
    }

    @Test func whatOnlyTheRunTimeKnowsIsNotedWhereItBelongs() {
        let result = Self.run(
            """
            struct Settings { var showArchive = false }
            func register(settings: Settings, ids: [String]) {
                var actions = [UNNotificationAction(identifier: "READ", title: "Read", options: [])]
                if settings.showArchive {
                    actions.append(UNNotificationAction(identifier: "ARCHIVE", title: "Archive", options: []))
                }
                let options: UNNotificationCategoryOptions = settings.showArchive ? [.customDismissAction] : []
                let category = UNNotificationCategory(
                    identifier: "MAIL", actions: actions, intentIdentifiers: [], options: options)
                var more: [UNNotificationAction] = []
                for id in ids { more.append(UNNotificationAction(identifier: id, title: "X", options: [])) }
                let other = UNNotificationCategory(identifier: "MORE", actions: more, intentIdentifiers: [], options: [])
            }
            """)
        #expect(result.categories.map(\.identifier) == ["MAIL", "MORE"])
        let mail = result.categories[0]
        #expect(mail.actions.map(\.identifier) == ["READ"])
        #expect(mail.notes.map(\.key) == ["actions", "options"])
        #expect(mail.notes[0].message.contains("`actions` changes when `settings.showArchive`"))
        #expect(mail.notes[0].location.line == 4)
        #expect(mail.notes[1].message.contains("settings.showArchive ? [.customDismissAction] : []"))
        #expect(result.categories[1].notes.first?.message.contains("computed at run time") == true)
        #expect(result.categories[1].notes.first?.location.line == 11)
    }

    @Test func anActionWithARunTimeIdentifierIsLeftOutWithAWarning() {
        let result = Self.run(
            """
            func register(id: String) {
                let category = UNNotificationCategory(
                    identifier: "C", actions: [UNNotificationAction(identifier: id, title: "T", options: [])],
                    intentIdentifiers: [], options: [])
            }
            """)
        #expect(result.categories.first?.actions.isEmpty == true)
        #expect(result.diagnostics.map(\.code) == [.actionAtRunTime])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.location == ImportLocation(file: "App.swift", line: 3, column: 36))
        #expect(result.categories.first?.notes.first?.key == "actions")
    }

    @Test func availabilityOptionBitsEnumCasesAndHelpers() {
        let result = Self.run(
            """
            enum ID: String { case accept, decline = "DECLINE" }
            extension String { var localized: String { NSLocalizedString(self, tableName: "Push", comment: "") } }
            func build() {
                var actions: [UNNotificationAction] = []
                actions.append(
                    UNNotificationAction(
                        identifier: ID.accept.rawValue, title: "yes.title".localized,
                        options: UNNotificationActionOptions(rawValue: 5)))
                if #available(iOS 15, macOS 12.0, tvOS 15, *) {
                    actions.append(UNNotificationAction(identifier: ID.decline.rawValue, title: "No", options: []))
                }
                let c = UNNotificationCategory(identifier: "Q", actions: actions, intentIdentifiers: [], options: [])
            }
            """)
        let actions = result.categories.first?.actions ?? []
        #expect(actions.map(\.identifier) == ["accept", "DECLINE"])
        #expect(actions.first?.title == ImportedText(key: "yes.title", table: "Push"))
        #expect(actions.first?.foreground == true && actions.first?.authenticationRequired == true)
        #expect(actions.first?.destructive == false)
        #expect(
            actions.last?.availableFrom == [
                ImportedAvailability(platform: "ios", version: "15"),
                ImportedAvailability(platform: "macos", version: "12.0"),
            ])
    }

    /// Hostile input ends, with what it can say: recursion through the app's own functions, deep nesting.
    @Test func recursionEnds() {
        let recursive = Self.run(
            """
            func a() -> String { b() }
            func b() -> String { a() }
            let c = UNNotificationCategory(
                identifier: "R", actions: [UNNotificationAction(identifier: "X", title: a(), options: [])],
                intentIdentifiers: [], options: [])
            """)
        #expect(recursive.categories.first?.actions.first?.titleAtRunTime == true)
    }

    @Test func deepNestingEnds() {
        let deep = String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000)
        let nested = Self.run(
            "// [[[[[[[[[[[[[[ \"\nlet c = UNNotificationCategory(identifier: \"D\", actions: \(deep), options: [])")
        #expect(nested.categories.isEmpty)
        #expect(nested.diagnostics.map(\.code) == [.doesNotParse])
        #expect(nested.diagnostics.first?.location == ImportLocation(file: "App.swift", line: 2, column: 70))
        // Twelve levels, in a string and a comment too, are read.
        let twelve = String(repeating: "[", count: 12) + String(repeating: "]", count: 12)
        let fine = Self.run("let s = \"\(twelve)\" /* \(twelve) */ // \(twelve)\nlet x = \(twelve)")
        #expect(fine.diagnostics.isEmpty)
    }

    @Test func insertAtAnIndexKeepsTheOrderAndOtherMutationsAreNoted() {
        let result = Self.run(
            """
            func build() {
                var actions = [UNNotificationAction(identifier: "B", title: "B", options: [])]
                actions.insert(UNNotificationAction(identifier: "A", title: "A", options: []), at: 0)
                actions.append(UNNotificationAction(identifier: "C", title: "C", options: []))
                actions.removeLast()
                let c = UNNotificationCategory(identifier: "Q", actions: actions, intentIdentifiers: [], options: [])
            }
            """)
        let category = result.categories.first
        #expect(category?.actions.map(\.identifier) == ["A", "B", "C"])
        #expect(category?.notes.map(\.key) == ["actions"])
        #expect(category?.notes.first?.message.contains("`actions.removeLast()` changes `actions`") == true)
        #expect(category?.notes.first?.location.line == 5)
    }
    // MARK: - Types from context (issue 51)

    /// `.name` resolves against the type Swift knows from context: Apple's parameter, a declared type, a function's
    /// return type, a collection's element; statics of an extension of Apple's type, and of its superclass.
    @Test func implicitMembersAreTheStaticsOfTheContextType() {
        let result = Self.run(
            """
            extension UNNotificationAction {
                static let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
                static var later: UNNotificationAction { .init(identifier: "LATER", title: "Later", options: []) }
            }
            extension UNNotificationCategory {
                static let a = UNNotificationCategory(identifier: "A", actions: [.open, .later], intentIdentifiers: [])
                static func b() -> UNNotificationCategory {
                    .init(identifier: "B", actions: [.later], intentIdentifiers: [], options: .customDismissAction)
                }
            }
            func extra() -> [UNNotificationCategory] { [.b()] }
            func register(center: UNUserNotificationCenter) {
                var all = Set<UNNotificationCategory>()
                all.insert(.a)
                all.formUnion(extra())
                let typed: UNNotificationCategory = .init(identifier: "C", actions: [], intentIdentifiers: [])
                center.setNotificationCategories(all.union([typed]))
            }
            """)
        #expect(result.categories.map(\.identifier) == ["A", "B", "C"])
        #expect(result.categories.first?.actions.map(\.identifier) == ["OPEN", "LATER"])
        #expect(result.categories.first?.actions.first?.foreground == true)
        #expect(result.categories.dropFirst().first?.options.map(\.name) == ["custom-dismiss-action"])
        #expect(result.sites.filter { $0.kind == .registration }.map(\.registeredCategories) == [["A", "B", "C"]])
    }

    /// A member the files do not declare is not guessed: the category says which one, and is not written as having
    /// no actions on purpose.
    @Test func anUnknownImplicitMemberIsNotedNotGuessed() throws {
        let result = Self.run(
            """
            let c = UNNotificationCategory(identifier: "A", actions: [.fromAnotherModule], intentIdentifiers: [])
            """)
        let category = try #require(result.categories.first)
        #expect(category.actions.isEmpty && !category.actionsFollowed)
        #expect(category.notes.map(\.message).contains { $0.contains("`.fromAnotherModule` is not a static of") })
        let yaml = ImportYAMLWriter(command: "test").write(result)
        #expect(yaml.contains("    actions:\n") && !yaml.contains("actions: []"))
    }

    /// The app's initializers of Apple's types are chosen by labels, then by the types of the arguments, and run; the
    /// category is at the call, where a reviewer reads it.
    @Test func theAppsInitializersAreChosenByLabelsThenTypes() throws {
        let result = Self.run(
            """
            enum Kind: String { case order = "ORDER", chat = "CHAT" }
            enum Button: String { case track, reply }
            extension UNNotificationCategory {
                convenience init(_ kind: Kind, buttons: [Button]) {
                    self.init(identifier: kind.rawValue, actions: buttons.map { UNNotificationAction($0) }, intentIdentifiers: [], options: [])
                }
                convenience init(_ raw: String, buttons: [Button]) {
                    self.init(identifier: "RAW_" + raw, actions: [], intentIdentifiers: [], options: [])
                }
            }
            extension UNNotificationAction {
                convenience init(_ button: Button) {
                    switch button {
                    case .reply: self.init(identifier: button.rawValue, title: "Reply", options: [])
                    default: self.init(identifier: button.rawValue, title: "Track", options: .foreground)
                    }
                }
            }
            let all: [UNNotificationCategory] = [
                UNNotificationCategory(.order, buttons: [.track, .reply]),
                UNNotificationCategory("PROMO", buttons: []),
                UNNotificationCategory(identifier: "PLAIN", actions: [], intentIdentifiers: [], options: []),
            ]
            """)
        #expect(result.categories.map(\.identifier) == ["ORDER", "RAW_PROMO", "PLAIN"])
        let order = try #require(result.categories.first)
        #expect(order.actions.map(\.identifier) == ["track", "reply"])
        #expect(order.actions.map(\.foreground) == [true, false])
        #expect(order.location == ImportLocation(file: "App.swift", line: 20, column: 5))
        #expect(order.actions.first?.location == ImportLocation(file: "App.swift", line: 5, column: 69))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// Two of the app's initializers that fit a call equally well: the importer does not pick one, and says so.
    @Test func anAmbiguousInitializerIsReportedNotPicked() {
        let result = Self.run(
            """
            extension UNNotificationCategory {
                convenience init(named name: String) {
                    self.init(identifier: name, actions: [], intentIdentifiers: [], options: [])
                }
                convenience init(named name: String, flag: Bool = false) {
                    self.init(identifier: "X_" + name, actions: [], intentIdentifiers: [], options: [])
                }
            }
            let c = UNNotificationCategory(named: "A")
            """)
        #expect(result.categories.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "App.swift:9:9: error: more than one initializer of UNNotificationCategory fits this call"
                    + " (init(named:), init(named:flag:)), and the importer does not choose between them: it is left out;"
                    + " write it in YAML by hand [category-at-run-time]"
            ])
        // The call is accounted for: reached, with its error, not "never ran".
        #expect(result.sites.filter { $0.kind == .category }.map(\.state) == [.reached])
    }

    /// An app's enum of buttons and its initializer with Apple's labels taking `[AppAction]` (issue 61's regression):
    /// one case has an associated value, so the enum is no plain `String` enum.
    static let appActionInitializer = """
        import UserNotifications
        enum AppAction {
            case accept, decline
            case custom(identifier: String)
            var identifier: String {
                switch self {
                case .accept: return "accept"
                case .decline: return "decline"
                case .custom(let identifier): return identifier
                }
            }
            var action: UNNotificationAction {
                switch self {
                case .decline: return UNNotificationAction(identifier: identifier, title: "Decline", options: [.destructive])
                default: return UNNotificationAction(identifier: identifier, title: "Accept", options: [])
                }
            }
        }
        extension UNNotificationCategory {
            convenience init(
                identifier: String, actions: [AppAction], intentIdentifiers: [String],
                options: UNNotificationCategoryOptions = []
            ) {
                self.init(identifier: identifier, actions: actions.map(\\.action), intentIdentifiers: intentIdentifiers, options: options)
            }
        }

        """

    /// Swift takes the app's initializer when `actions` cannot be a `[UNNotificationAction]`: an array of the enum's
    /// cases, or a local whose type says `[AppAction]`, even empty; the body runs and maps each case's `action`.
    @Test func theAppsInitializerWithApplesLabelsIsChosenWhenOnlyItFits() throws {
        let result = Self.run(
            Self.appActionInitializer + """
                func register(flag: Bool) {
                    let literal = UNNotificationCategory(identifier: "LITERAL", actions: [.accept, .decline], intentIdentifiers: [])
                    let none = [AppAction]()
                    let empty = UNNotificationCategory(identifier: "EMPTY", actions: none, intentIdentifiers: [], options: [.customDismissAction])
                    var some = [AppAction]()
                    some.append(.accept)
                    if flag { some.append(.decline) }
                    let built = UNNotificationCategory(identifier: "BUILT", actions: some, intentIdentifiers: [])
                    let typed: [AppAction] = []
                    let declared = UNNotificationCategory(identifier: "DECLARED", actions: typed, intentIdentifiers: [])
                    UNUserNotificationCenter.current().setNotificationCategories([literal, empty, built, declared])
                }
                """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.categories.map(\.identifier) == ["LITERAL", "EMPTY", "BUILT", "DECLARED"])
        let literal = try #require(result.categories.first)
        #expect(literal.actions.map(\.identifier) == ["accept", "decline"])
        #expect(literal.actions.map(\.destructive) == [false, true])
        #expect(result.categories[1].actions.isEmpty && result.categories[1].actionsFollowed)
        #expect(result.categories[1].options.map(\.name) == ["custom-dismiss-action"])
        // What a branch on a setting appends is noted on the category the app's initializer builds from the local.
        let built = result.categories[2]
        #expect(built.actions.map(\.identifier) == ["accept"])
        #expect(built.notes.contains { $0.message.contains("`some` changes when `flag`") }, "\(built.notes)")
    }

    /// Apple's initializer when the argument is a `[UNNotificationAction]`: a local typed so (even empty), or a static
    /// that an extension of `UNNotificationAction` declares and the app's enum does not.
    @Test func applesInitializerIsChosenWhenOnlyItFits() throws {
        let result = Self.run(
            Self.appActionInitializer + """
                extension UNNotificationAction {
                    static let viewResults = UNNotificationAction(identifier: "results", title: "View", options: [.foreground])
                }
                func register() {
                    let buttons: [UNNotificationAction] = []
                    let typed = UNNotificationCategory(identifier: "TYPED", actions: buttons, intentIdentifiers: [])
                    let statics = UNNotificationCategory(identifier: "STATIC", actions: [.viewResults], intentIdentifiers: [])
                    let mapped = UNNotificationCategory(identifier: "MAPPED", actions: [AppAction]().map(\\.action), intentIdentifiers: [])
                    UNUserNotificationCenter.current().setNotificationCategories([typed, statics, mapped])
                }
                """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.categories.map(\.identifier) == ["TYPED", "STATIC", "MAPPED"])
        #expect(result.categories[1].actions.map(\.identifier) == ["results"])
    }

    /// Arguments that fit both Apple's initializer and the app's: Swift reports the call ambiguous, and so does the
    /// importer. `[]` is either array; `.accept` is both the enum's case and a static of an extension of
    /// `UNNotificationAction`.
    @Test func aCallThatFitsBothInitializersIsStillAmbiguous() {
        let result = Self.run(
            Self.appActionInitializer + """
                extension UNNotificationAction {
                    static let accept = UNNotificationAction(identifier: "accept", title: "Accept", options: [])
                }
                let empty = UNNotificationCategory(identifier: "EMPTY", actions: [], intentIdentifiers: [])
                let both = UNNotificationCategory(identifier: "BOTH", actions: [.accept], intentIdentifiers: [])
                """)
        #expect(result.categories.isEmpty)
        let message =
            "error: more than one initializer of UNNotificationCategory fits this call"
            + " (init(identifier:actions:intentIdentifiers:options:), Apple's init), and the importer does not choose"
            + " between them: it is left out; write it in YAML by hand [category-at-run-time]"
        #expect(
            result.diagnostics.map(\.description) == ["App.swift:30:13: " + message, "App.swift:31:12: " + message])
    }

    /// A case of a `String` enum is a value of the enum, not of its raw type: of the app's two initializers that
    /// differ in that parameter's type, only the enum's fits.
    @Test func anEnumCaseIsNoValueOfItsRawType() {
        let result = Self.run(
            """
            enum Kind: String { case order = "ORDER" }
            extension UNNotificationCategory {
                convenience init(_ kind: Kind, actions: [UNNotificationAction]) {
                    self.init(identifier: kind.rawValue, actions: actions, intentIdentifiers: [], options: [])
                }
                convenience init(_ raw: String, actions: [UNNotificationAction]) {
                    self.init(identifier: "RAW_" + raw, actions: actions, intentIdentifiers: [], options: [])
                }
            }
            let kind = Kind.order
            let all = [UNNotificationCategory(Kind.order, actions: []), UNNotificationCategory(kind, actions: [])]
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.categories.map(\.identifier) == ["ORDER", "ORDER"])
    }

    /// `NSString.localizedUserNotificationString(forKey:arguments:)` is a key, like `NSLocalizedString`'s.
    @Test func localizedUserNotificationStringIsAKey() throws {
        let result = Self.run(
            """
            let a = UNNotificationAction(
                identifier: "RETRY", title: NSString.localizedUserNotificationString(forKey: "retry", arguments: nil),
                options: [])
            let b = UNNotificationAction(
                identifier: "OPEN", title: NSString.localizedUserNotificationString(forKey: "open.%@", arguments: [name]),
                options: [])
            let c = UNNotificationCategory(identifier: "C", actions: [a, b], intentIdentifiers: [], options: [])
            """)
        let actions = try #require(result.categories.first?.actions)
        #expect(actions.first?.title == ImportedText(key: "retry"))
        #expect(actions.last?.title == nil)
    }
    /// An `=` with a space on one side and a control character before it (found by the auditor's fuzzer): swift-syntax's
    /// diagnostics generator traps on it, so the importer describes it itself; the file is an error, not a crash.
    @Test func anEqualSignBetweenASpaceAndAControlCharacterIsAParseError() throws {
        let input = try #require(
            FileManager.default.contents(
                atPath: SwiftImporterTests.packageRoot.appendingPathComponent(
                    "Fuzz/Regressions/FuzzAuditor/equal-between-a-space-and-a-control-character"
                ).path))
        let result = SwiftImporter.importSources([ImportSource(path: "Fuzz.swift", bytes: Array(input.dropFirst()))])
        #expect(
            result.diagnostics.map(\.description) == [
                "Fuzz.swift:1:8: error: the file does not parse as Swift ('=' must have consistent whitespace on both"
                    + " sides); nothing was imported from it: fix it, or leave it out [does-not-parse]"
            ])
    }
    /// A factory of Apple's type run on its own (its parameter unknown) and called with a literal: the category is
    /// the call's, with what the literal decides, not the lone run's with a note.
    @Test func aFactoryCalledWithALiteralWinsOverItsLoneRun() throws {
        let result = Self.run(
            """
            extension UNNotificationAction {
                static func join(requiresUnlock: Bool) -> UNNotificationAction {
                    UNNotificationAction(
                        identifier: "JOIN", title: "Join",
                        options: requiresUnlock ? [.foreground, .authenticationRequired] : [.foreground])
                }
            }
            extension UNNotificationCategory {
                static func invite(requiresUnlock: Bool) -> UNNotificationCategory {
                    UNNotificationCategory(
                        identifier: "INVITE", actions: [.join(requiresUnlock: requiresUnlock)], intentIdentifiers: [])
                }
            }
            func register(center: UNUserNotificationCenter) {
                center.setNotificationCategories([.invite(requiresUnlock: true)])
            }
            """)
        #expect(result.categories.count == 1)
        let action = try #require(result.categories.first?.actions.first)
        #expect(action.foreground && action.authenticationRequired)
        #expect(action.notes.isEmpty, "\(action.notes)")
    }

    /// Held-out shapes of the app's initializer (issue 61): a case with associated values built in the call
    /// (`.call(number:)`, `.snooze(minutes: 15)`), read back by `switch self` with `case .snooze(let minutes)`
    /// and interpolated into the identifier; `base + [.x]`; a function returning `[Kind]`; a local typed by a
    /// type alias; a generic initializer constrained to a protocol; `[Kind.a, .b].map(\.action)` into Apple's.
    @Test func associatedValuesAliasesAndGenericsChooseAndRunTheAppsInitializer() throws {
        let result = Self.run(
            """
            protocol ActionConvertible { var action: UNNotificationAction { get } }
            enum Reminder: ActionConvertible {
                case done
                case snooze(minutes: Int)
                case call(number: String)
                var action: UNNotificationAction {
                    switch self {
                    case .done: return UNNotificationAction(identifier: "done", title: "Done", options: [])
                    case .snooze(let minutes):
                        return UNNotificationAction(identifier: "snooze.\\(minutes)", title: "Snooze \\(minutes) min", options: [])
                    case let .call(number):
                        return UNNotificationAction(identifier: number.isEmpty ? "call" : "call.direct", title: "Call", options: [.foreground])
                    }
                }
            }
            typealias Reminders = [Reminder]
            extension UNNotificationCategory {
                convenience init(identifier: String, actions: [Reminder], intentIdentifiers: [String] = []) {
                    self.init(identifier: identifier, actions: actions.map(\\.action), intentIdentifiers: intentIdentifiers, options: [])
                }
                convenience init<A: ActionConvertible>(identifier: String, buttons: [A], options: UNNotificationCategoryOptions = []) {
                    self.init(identifier: identifier, actions: buttons.map(\\.action), intentIdentifiers: [], options: options)
                }
            }
            func quick() -> [Reminder] { [.done, .snooze(minutes: 10)] }
            func register() {
                let base: [Reminder] = [.done]
                let plus = UNNotificationCategory(identifier: "PLUS", actions: base + [.snooze(minutes: 15)])
                let made = UNNotificationCategory(identifier: "MADE", actions: quick(), intentIdentifiers: [])
                var list: [Reminder] = [.done]
                list.append(.call(number: ""))
                let appended = UNNotificationCategory(identifier: "APPENDED", actions: list)
                let aliased: Reminders = [.snooze(minutes: 5)]
                let alias = UNNotificationCategory(identifier: "ALIAS", actions: aliased, intentIdentifiers: [])
                let generic = UNNotificationCategory(identifier: "GENERIC", buttons: [Reminder.done, .call(number: "1")])
                let apple = UNNotificationCategory(identifier: "APPLE", actions: [Reminder.done, .snooze(minutes: 1)].map(\\.action), intentIdentifiers: [], options: [])
                UNUserNotificationCenter.current().setNotificationCategories([plus, made, appended, alias, generic, apple])
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let actions = Dictionary(
            uniqueKeysWithValues: result.categories.map { ($0.identifier, $0.actions.map(\.identifier)) })
        #expect(
            actions == [
                "PLUS": ["done", "snooze.15"], "MADE": ["done", "snooze.10"], "APPENDED": ["done", "call"],
                "ALIAS": ["snooze.5"], "GENERIC": ["done", "call.direct"], "APPLE": ["done", "snooze.1"],
            ])
        #expect(result.categories.allSatisfy { $0.notes.isEmpty }, "\(result.categories.map(\.notes))")
    }

    /// A case pattern whose associated value the importer does not know (the case was named without it) binds a
    /// run-time value: what depends on it is noted, never guessed; a case of another name never matches.
    @Test func anUnknownAssociatedValueIsRunTime() throws {
        let result = Self.run(
            """
            enum Kind {
                case open
                case custom(id: String)
                var action: UNNotificationAction {
                    switch self {
                    case .custom(let id): return UNNotificationAction(identifier: id, title: "Custom", options: [])
                    case .open: return UNNotificationAction(identifier: "open", title: "Open", options: [])
                    }
                }
            }
            func register(serverID: String) {
                let c = UNNotificationCategory(identifier: "C", actions: [Kind.open.action, Kind.custom(id: serverID).action], intentIdentifiers: [], options: [])
                UNUserNotificationCenter.current().setNotificationCategories([c])
            }
            """)
        let category = try #require(result.categories.first)
        #expect(category.actions.map(\.identifier) == ["open"])
        #expect(result.diagnostics.contains { $0.message.contains("built at run time") }, "\(result.diagnostics)")
    }

    /// Hostile input stays within the budgets: a string that doubles itself, interpolations of a huge literal (before:
    /// a 256 MB identifier, 1.3 GB of memory), type aliases in a cycle, a chain of 10,000 aliases, a long
    /// `[Kind.a, .b, …]`. What cannot be followed is noted; the rest imports.
    @Test func hostileStringsAliasesAndArraysStayWithinTheBudgets() throws {
        let big = String(repeating: "x", count: 40_000)
        let aliases = (0..<10_000).map { "typealias T\($0 + 1) = T\($0)" }.joined(separator: "\n")
        let kinds = (["Kind.a"] + (1..<20_000).map { $0.isMultiple(of: 2) ? ".a" : ".b" }).joined(separator: ", ")
        let result = Self.run(
            """
            typealias A = B
            typealias B = A
            typealias T0 = UNNotificationCategory
            \(aliases)
            let big = "\(big)"
            enum Kind: String { case a, b }
            func register() {
                var s = "a"
                for _ in 0..<200 { s = "\\(s)\\(s)" }
                let huge = "\\(big)\\(big)"
                let joined = big + big
                let cycle = A(identifier: "cycle", actions: [], intentIdentifiers: [])
                let chained = T10000(identifier: "chained", actions: [], intentIdentifiers: [])
                for kind in [\(kinds)] { print(kind) }
                let ok = UNNotificationCategory(identifier: "ok", actions: [], intentIdentifiers: [])
                let doubled = UNNotificationCategory(identifier: s, actions: [], intentIdentifiers: [])
                let interpolated = UNNotificationCategory(identifier: huge, actions: [], intentIdentifiers: [])
                let added = UNNotificationCategory(identifier: joined, actions: [], intentIdentifiers: [])
                UNUserNotificationCenter.current().setNotificationCategories([ok, doubled, interpolated, added, cycle, chained])
            }
            """)
        #expect(result.categories.map(\.identifier).contains("ok"))
        #expect(result.categories.allSatisfy { $0.identifier.utf8.count <= 65_536 })
        #expect(result.diagnostics.filter { $0.code == .categoryAtRunTime }.count >= 3, "\(result.diagnostics)")
    }
}
