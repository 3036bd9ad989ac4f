import Actionable
import ActionableApp
import ActionableCodegen
import Foundation
import Testing
import UserNotifications

/// Issue 24, item 11, in the generated Swift: a `registered: false` category is left out of the registered set but
/// keeps its typed responses, and titles set at run time are arguments of `all(_:)` and `register(_:in:)`.
@Suite struct RunTimeTitleTests {
    static let titles = RunTimeCategories.RunTimeTitles(
        callLog: .init(callBack: "Call back Anna"), missedCalls: .init(callAll: "Call all 3", textAll: "Text all 3"))

    @Test("the unregistered category is not registered; the others are, with the titles the app gave")
    func registersWithRunTimeTitles() async throws {
        let registry = try await Generated.runTime.load().validRegistry()
        let all = RunTimeCategories.all(Self.titles)
        #expect(all.map(\.identifier) == ["CALL_LOG", "MISSED_CALLS"])
        for registered in all {
            let category = try #require(registry.category(registered.identifier))
            #expect(registered.actions.map(\.identifier) == category.actions.map(\.identifier))
        }
        #expect(all.first?.actions.map(\.title) == ["Call back Anna", "Dismiss"])
        #expect(all.first?.actions.first?.options == [.foreground])
        // TEXT_ALL is appended under `if #available(iOS 16, *)`, true off iOS.
        #expect(all.last?.actions.map(\.title) == ["Call all 3", "Text all 3"])
        // Its identifier and typed responses are still there.
        #expect(RunTimeCategories.categoryIdentifiers == ["CALL_LOG", "MISSED_CALLS", "ENRICHED_MESSAGE"])
        #expect(RunTimeCategories.EnrichedMessage.identifier == "ENRICHED_MESSAGE")
    }

    @Test("register(_:in:) keeps a category an extension registered under the unregistered category's identifier")
    func registerLeavesTheExtensionsCategory() async {
        let center = UNUserNotificationCenter()
        let byExtension = UNNotificationCategory(
            identifier: RunTimeCategories.EnrichedMessage.identifier, actions: [], intentIdentifiers: [],
            options: [])
        center.setNotificationCategories([byExtension])
        await RunTimeCategories.register(Self.titles, in: center)
        let registered = await center.notificationCategories()
        #expect(Set(registered.map(\.identifier)) == ["CALL_LOG", "MISSED_CALLS", "ENRICHED_MESSAGE"])
        #expect(registered.contains(byExtension))
    }

    @Test("a tap on a notification of the unregistered category is typed, and routed to its handler")
    func unregisteredTapRoutes() async throws {
        let tap = NotificationTap(
            categoryIdentifier: "ENRICHED_MESSAGE", actionIdentifier: "com.apple.UNNotificationDefaultActionIdentifier",
            notificationIdentifier: "n-1", receivedAt: Date(timeIntervalSince1970: 0))
        #expect(RunTimeCategories.Response(tap) == .enrichedMessage(.defaultAction))
        #expect(RunTimeCategories.declares(category: "ENRICHED_MESSAGE"))
        // iOS reports no dismissal of a category it does not know: no case for one.
        let dismissal = NotificationTap(
            categoryIdentifier: "ENRICHED_MESSAGE", actionIdentifier: "com.apple.UNNotificationDismissActionIdentifier",
            notificationIdentifier: "n-2", receivedAt: Date(timeIntervalSince1970: 0))
        #expect(
            RunTimeCategories.Response(dismissal)
                == .undeclared(
                    category: "ENRICHED_MESSAGE", action: "com.apple.UNNotificationDismissActionIdentifier"))
        let callBack = NotificationTap(
            categoryIdentifier: "CALL_LOG", actionIdentifier: "CALL_BACK", notificationIdentifier: "n-3",
            receivedAt: Date(timeIntervalSince1970: 0))
        #expect(RunTimeCategories.Response(callBack) == .callLog(.callBack))
    }

    /// Type-checks `RunTimeCategories`' generated files with `snippet`, as an app target would compile them.
    static func typecheck(_ snippet: String) async throws -> (status: Int32, output: String) {
        let result = try await Generated.runTime.load()
        let generator = try SwiftGenerator(options: Generated.runTime.options)
        let directory = temporaryDirectory()
        for file in generator.generate(result, paths: Generated.runTime.absolutePaths) {
            _ = try file.write(to: directory.path)
        }
        try ("import UserNotifications\n\nfunc launch() async {\n" + snippet + "\n}\n").write(
            to: directory.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let sources = try FileManager.default.contentsOfDirectory(atPath: directory.path).map {
            directory.path + "/" + $0
        }
        return try UnhandledActionTests.swiftc(
            [
                "-typecheck", "-swift-version", "6", "-module-name", "RunTimeApp", "-parse-as-library",
                "-I", UnhandledActionTests.modules.path,
            ] + sources.sorted())
    }

    @Test("every run-time title is a required argument: registering without one does not compile")
    func aMissingTitleDoesNotCompile() async throws {
        let complete = try await Self.typecheck(
            """
            await RunTimeCategories.register(.init(callLog: .init(callBack: "Call back Anna"), missedCalls: .init(callAll: "Call all", textAll: "Text all")))
            """)
        #expect(complete.status == 0, "\(complete.output)")
        let withoutTitles = try await Self.typecheck("await RunTimeCategories.register()")
        #expect(withoutTitles.status != 0)
        #expect(withoutTitles.output.contains("error: missing argument"), "\(withoutTitles.output)")
        let missingOne = try await Self.typecheck(
            "await RunTimeCategories.register(.init(callLog: .init(callBack: \"Call back Anna\")))")
        #expect(missingOne.status != 0)
        #expect(missingOne.output.contains("missedCalls"), "\(missingOne.output)")
    }
}
