#if Import
    import Actionable
    import Foundation
    import Testing

    /// The check fails where Xcode fails: each defect the generated code or the example app once had, planted in
    /// code the check otherwise passes, fails on the platform that lacks what it names, with the compiler's error,
    /// and still passes on one that has it.
    @Suite struct PlantedDefectTests {
        struct Defect: Sendable, CustomTestStringConvertible {
            let name: String
            /// A file added to the registries' UserNotifications files (as the old generator wrote it).
            let code: String
            let failsOn: ApplePlatform
            let passesOn: ApplePlatform
            /// What the compiler's error says.
            let error: String
            var testDescription: String { name }
        }

        static func category(_ body: String) -> String {
            """
            #if canImport(UserNotifications) && !os(tvOS)
                import Foundation
                import UserNotifications

                enum Planted {
                    static var category: UNNotificationCategory {
            \(body)
                    }
                }
            #endif

            """
        }

        static let defects = [
            Defect(
                name: "the initializer with both texts, with nils, on watchOS",
                code: category(
                    """
                                UNNotificationCategory(
                                    identifier: "ORDER_STATUS", actions: [], intentIdentifiers: [],
                                    hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, options: []
                                )
                    """), failsOn: .watchOS, passesOn: .iOS, error: "is unavailable"),
            Defect(
                name: "hidden-previews-show-title inside the watchOS branch",
                code: category(
                    """
                                #if os(watchOS)
                                    return UNNotificationCategory(
                                        identifier: "CHAT", actions: [], intentIdentifiers: [],
                                        options: [.hiddenPreviewsShowTitle]
                                    )
                                #else
                                    return UNNotificationCategory(
                                        identifier: "CHAT", actions: [], intentIdentifiers: [],
                                        hiddenPreviewsBodyPlaceholder: "", categorySummaryFormat: "",
                                        options: [.hiddenPreviewsShowTitle]
                                    )
                                #endif
                    """), failsOn: .watchOS, passesOn: .macOS, error: "'hiddenPreviewsShowTitle' is unavailable"),
            Defect(
                name: "allow-in-car-play unguarded on macOS",
                code: category(
                    """
                                UNNotificationCategory(
                                    identifier: "ORDER_STATUS", actions: [], intentIdentifiers: [],
                                    options: [.allowInCarPlay]
                                )
                    """), failsOn: .macOS, passesOn: .watchOS, error: "'allowInCarPlay' is unavailable"),
            Defect(
                name: "an action icon without its #available",
                code: category(
                    """
                                UNNotificationCategory(
                                    identifier: "CHAT",
                                    actions: [
                                        UNNotificationAction(
                                            identifier: "OPEN", title: "Open", options: [],
                                            icon: UNNotificationActionIcon(systemImageName: "map"))
                                    ],
                                    intentIdentifiers: [], options: []
                                )
                    """), failsOn: .iOS, passesOn: .visionOS, error: "is only available in iOS_15_0"),
            Defect(
                name: "register(in:) async without its @available, at iOS 12",
                code: """
                    #if canImport(UserNotifications) && !os(tvOS)
                        import UserNotifications

                        enum PlantedRegistration {
                            static func register(in center: UNUserNotificationCenter = .current()) async {
                                let registered = await center.notificationCategories()
                                center.setNotificationCategories(registered)
                            }
                        }
                    #endif

                    """, failsOn: .iOS, passesOn: .visionOS, error: "is only available in iOS_13_0"),
            Defect(
                name: "a stand-in-only initializer Apple does not have",
                code: """
                    #if canImport(UserNotifications)
                        import UserNotifications

                        let plantedCenter = UNUserNotificationCenter()
                    #endif

                    """, failsOn: .macOS, passesOn: .macOS, error: "'init()' is unavailable"),
        ]

        @Test("a planted defect fails the check on its platform", arguments: defects)
        func plantedDefectFails(_ defect: Defect) throws {
            var unit = try PlatformCheckTests.categories()
            unit = PlatformCheck.Unit(
                name: unit.name, files: unit.files + [("Planted.swift", defect.code)], floor: unit.floor)
            let failing = try PlatformCheck.check(unit, on: defect.failsOn, mode: .swift6)
            #expect(!failing.passed, "\(defect.name) passed on \(defect.failsOn)")
            #expect(failing.output.contains(defect.error), "\(failing.output)")
            #expect(failing.output.contains("Planted.swift"), "\(failing.output)")
        }

        @Test(
            "the planted code builds where the platform has what it names",
            arguments: defects.filter { $0.failsOn != $0.passesOn })
        func plantedCodeBuildsElsewhere(_ defect: Defect) throws {
            var unit = try PlatformCheckTests.categories()
            unit = PlatformCheck.Unit(
                name: unit.name, files: unit.files + [("Planted.swift", defect.code)], floor: unit.floor)
            let passing = try PlatformCheck.check(unit, on: defect.passesOn, mode: .swift6)
            #expect(passing.passed, "\(defect.name) on \(defect.passesOn):\n\(passing.output)")
        }

        @Test("the example app's old guard, without !os(tvOS), fails on tvOS only")
        func exampleWithoutTVOSGuardFails() async throws {
            let name = "AppHandlers.swift"
            let source = try String(
                contentsOf: PlatformCheckTests.example.appendingPathComponent("AppNotifications/\(name)"),
                encoding: .utf8)
            let planted = source.replacingOccurrences(
                of: "#if canImport(UserNotifications) && !os(tvOS)", with: "#if canImport(UserNotifications)")
            #expect(planted != source)
            let unit = try await PlatformCheckTests.exampleApp(sources: [name: planted])
            let tvOS = try PlatformCheck.check(unit, on: .tvOS, mode: .swift6)
            #expect(!tvOS.passed)
            #expect(tvOS.output.contains("AppHandlers.swift"), "\(tvOS.output)")
            let iOS = try PlatformCheck.check(unit, on: .iOS, mode: .swift6)
            #expect(iOS.passed, "\(iOS.output)")
        }
    }
#endif
