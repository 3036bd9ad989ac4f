import Actionable
import Testing

@testable import ActionableImport
@testable import ActionableImportSwift

/// Every construction and registration site is imported or listed for a human, with the reason; and the patterns
/// large apps write, one by one.
@Suite struct SiteAccountingTests {
    static func finished(_ source: String, path: String = "App.swift") -> ImportResult {
        ImportResult.finishing([SwiftImporter.importSources([ImportSource(path: path, text: source)])])
    }

    static func objectiveC(_ source: String) -> ImportResult {
        ImportResult.finishing([ObjectiveCImporter.importSources([ImportSource(path: "App.m", text: source)])])
    }

    @Test func codeTheImporterNeverRunsIsListedWithWhy() {
        let result = Self.finished(
            """
            func register() {
                #if os(iOS)
                let a = UNNotificationAction(identifier: "A", title: "A", options: [])
                #else
                let b = UNNotificationAction(identifier: "B", title: "B", options: [])
                #endif
                func nested() -> UNNotificationCategory {
                    UNNotificationCategory(identifier: "N", actions: [], intentIdentifiers: [], options: [])
                }
                UNUserNotificationCenter.current().setNotificationCategories([
                    UNNotificationCategory(identifier: "C", actions: [a], intentIdentifiers: [], options: [])
                ])
            }
            """)
        #expect(result.categories.map(\.identifier) == ["C"])
        #expect(result.sites.count == 5)
        let loose = result.looseNotes.map { "\($0.location.line): \($0.message)" }
        #expect(loose.count == 2, "\(loose)")
        #expect(loose.contains { $0.hasPrefix("5: ") && $0.contains("in `#else`") })
        #expect(loose.contains { $0.hasPrefix("8: ") && $0.contains("a function declared inside another function") })
        for site in result.sites { #expect(result.outcome(of: site) != nil) }
    }

    @Test func anEmptyResultSaysWhatItSawInsteadOfNothingNeedsAHuman() {
        let result = Self.finished(
            """
            func register(_ center: UNUserNotificationCenter, _ categories: Set<UNNotificationCategory>) {
                center.setNotificationCategories(categories)
            }
            """)
        #expect(result.categories.isEmpty)
        let summary = ImportSummary(result).text
        #expect(!summary.contains("Nothing needs a human"))
        #expect(summary.contains("App.swift:2: `center.setNotificationCategories(categories)` registers categories"))
        let yaml = ImportYAMLWriter(command: "import").write(result)
        #expect(yaml.contains("# import: `center.setNotificationCategories(categories)` registers categories"))
    }

    @Test func anActionNoCategoryHoldsIsListed() {
        let result = Self.finished(
            """
            let orphan = UNNotificationAction(identifier: "LOST", title: "Lost", options: [])
            let c = UNNotificationCategory(identifier: "C", actions: [], intentIdentifiers: [], options: [])
            """)
        #expect(result.looseNotes.count == 1)
        #expect(result.looseNotes.first?.message.contains("no imported category holds") == true)
        #expect(result.looseNotes.first?.location.line == 1)
    }

    @Test func anEnumWithSwitchSelfImportsEveryCase() {
        let result = Self.finished(
            """
            enum Kind: String, CaseIterable {
                case invite = "INVITE", chat
                var actions: [UNNotificationAction] {
                    switch self {
                    case .invite: return [UNNotificationAction(identifier: "ACCEPT", title: title, options: [.foreground])]
                    case .chat:
                        return [UNTextInputNotificationAction(
                            identifier: "REPLY", title: title, options: [], textInputButtonTitle: "Send",
                            textInputPlaceholder: "")]
                    }
                }
                var title: String {
                    switch self {
                    case .invite: "Accept"
                    case .chat: if Self.replyWord.isEmpty { "Reply" } else { Self.replyWord }
                    }
                }
                static let replyWord = "Reply"
                var options: UNNotificationCategoryOptions { self == .invite ? .customDismissAction : [] }
            }
            func register() {
                var categories = Set<UNNotificationCategory>()
                for kind in Kind.allCases {
                    categories.insert(UNNotificationCategory(
                        identifier: kind.rawValue, actions: kind.actions, intentIdentifiers: [], options: kind.options))
                }
                UNUserNotificationCenter.current().setNotificationCategories(categories)
            }
            """)
        #expect(result.categories.map(\.identifier) == ["INVITE", "chat"])
        #expect(result.categories.first?.actions.map(\.identifier) == ["ACCEPT"])
        #expect(result.categories.first?.actions.first?.foreground == true)
        #expect(result.categories.first?.options.map(\.name) == ["custom-dismiss-action"])
        #expect(result.categories.last?.actions.first?.title == .literal("Reply"))
        #expect(result.categories.last?.actions.first?.textInput?.buttonTitle == .literal("Send"))
        #expect(result.notes.isEmpty, "\(result.notes)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func mapCompactMapAndKeyPathsOverAllCases() {
        let result = Self.finished(
            """
            enum Action: String, CaseIterable {
                case like = "LIKE", hide = "HIDE", internalOnly = "INTERNAL"
                var notificationAction: UNNotificationAction? {
                    if self == .internalOnly { return nil }
                    return UNNotificationAction(identifier: rawValue, title: rawValue.capitalized, options: [])
                }
            }
            enum Category: String, CaseIterable {
                case post = "POST"
                var category: UNNotificationCategory {
                    UNNotificationCategory(
                        identifier: rawValue, actions: Action.allCases.compactMap { $0.notificationAction },
                        intentIdentifiers: [], options: [])
                }
            }
            let all = Set(Category.allCases.map(\\.category))
            """)
        #expect(result.categories.map(\.identifier) == ["POST"])
        #expect(result.categories.first?.actions.map(\.identifier) == ["LIKE", "HIDE"])
        // `rawValue.capitalized` is run-time: noted at the title, not guessed.
        #expect(result.categories.first?.actions.first?.notes.first?.key == "title")
    }

    @Test func aBuilderRunsInsideTheCompletionOfRequestAuthorization() {
        let result = Self.finished(
            """
            final class Push {
                func start() {
                    UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { granted, error in
                        guard granted else { return }
                        DispatchQueue.main.async {
                            let center = UNUserNotificationCenter.current()
                            center.getNotificationCategories { existing in
                                let mine = UNNotificationCategory(
                                    identifier: "MINE", actions: [], intentIdentifiers: [], options: [])
                                center.setNotificationCategories(existing.union([mine]))
                            }
                        }
                    }
                }
            }
            """)
        #expect(result.categories.map(\.identifier) == ["MINE"])
        #expect(result.looseNotes.isEmpty, "\(result.looseNotes)")
        #expect(result.sites.map(\.kind) == [.category, .registration])
    }

    /// A registration that also holds a category the importer could not build (a type the files do not declare, an
    /// alias in a cycle) is listed for a human: the categories it did import are not all the call registers.
    @Test func aRegistrationOfACategoryOfAnUnknownTypeIsListed() {
        let result = Self.finished(
            """
            typealias A = B
            typealias B = A

            func register() {
                let cycle = A(identifier: "cycle", actions: [], intentIdentifiers: [])
                let unknown = SDKCategory(identifier: "sdk", actions: [], intentIdentifiers: [])
                let ok = UNNotificationCategory(identifier: "ok", actions: [], intentIdentifiers: [])
                UNUserNotificationCenter.current().setNotificationCategories([cycle, unknown, ok])
            }
            """)
        #expect(result.categories.map(\.identifier) == ["ok"])
        let registration = result.sites.first { $0.kind == .registration }
        #expect(registration.map { result.outcome(of: $0) } != .imported)
        #expect(
            result.looseNotes.contains { $0.message.contains("registers categories the importer could not follow") })
    }

    @Test func objectiveCSitesAreAccountedForToo() {
        let result = Self.objectiveC(
            """
            @implementation Push
            - (UNNotificationAction *)replyAction {
                return [UNNotificationAction actionWithIdentifier:@"REPLY" title:@"Reply" options:0];
            }
            - (UNNotificationAction *)unusedAction {
                return [UNNotificationAction actionWithIdentifier:@"UNUSED" title:@"Unused" options:0];
            }
            - (void)registerCategories:(NSSet *)fromServer {
                UNNotificationCategory *chat = [UNNotificationCategory categoryWithIdentifier:@"CHAT"
                    actions:@[[self replyAction]] intentIdentifiers:@[] options:0];
                [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:chat]];
                [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:fromServer];
            }
            @end
            """)
        #expect(result.categories.map(\.identifier) == ["CHAT"])
        #expect(result.categories.first?.actions.map(\.identifier) == ["REPLY"])
        #expect(result.sites.count == 5)
        let loose = result.looseNotes.map { "\($0.location.line): \($0.message)" }
        #expect(loose.count == 2, "\(loose)")
        #expect(loose.contains { $0.hasPrefix("6: ") && $0.contains("no imported category holds") })
        #expect(loose.contains { $0.hasPrefix("12: ") && $0.contains("registers categories the importer could not") })
    }
}

/// Generated or hostile code ends, says that the importer stopped, and lists what it did not reach.
@Suite struct ImporterBudgetTests {
    static let cases = (0..<64).map { "c\($0)" }.joined(separator: ", ")

    @Test func aThousandCategoriesStopTheImport() {
        let result = ImportResult.finishing([
            SwiftImporter.importSources([
                ImportSource(
                    path: "Generated.swift",
                    text: """
                        enum E: String, CaseIterable { case \(Self.cases) }
                        func build() {
                            var all: [UNNotificationCategory] = []
                            for a in E.allCases { for b in E.allCases {
                                all.append(UNNotificationCategory(
                                    identifier: a.rawValue + b.rawValue, actions: [], intentIdentifiers: [], options: []))
                            } }
                            UNUserNotificationCenter.current().setNotificationCategories(Set(all))
                        }
                        """)
            ])
        ])
        #expect(result.categories.count == 1_000)
        #expect(result.diagnostics.map(\.code) == [.budgetExhausted])
        #expect(result.looseNotes.map(\.location.line) == [8])
        #expect(
            result.looseNotes.first?.message.contains("before it stopped (2,000,000 steps, 10 s, or 1,000 categories)")
                == true)
    }

    @Test func runningOutOfStepsListsWhatWasNotReached() {
        let result = ImportResult.finishing([
            SwiftImporter.importSources(
                [
                    ImportSource(
                        path: "Loops.swift",
                        text: """
                            enum E: String, CaseIterable { case \(Self.cases) }
                            func build() {
                                var names: [String] = []
                                for a in E.allCases { for b in E.allCases { for c in E.allCases {
                                    names.append(a.rawValue + b.rawValue + c.rawValue)
                                } } }
                                let last = UNNotificationCategory(identifier: "LAST", actions: [], intentIdentifiers: [], options: [])
                                UNUserNotificationCenter.current().setNotificationCategories([last])
                            }
                            """)
                ], steps: 20_000)
        ])
        #expect(result.categories.isEmpty)
        #expect(result.diagnostics.map(\.code) == [.budgetExhausted])
        #expect(result.looseNotes.map(\.location.line) == [7, 8])
    }
}
