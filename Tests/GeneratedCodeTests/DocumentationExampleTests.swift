import ActionableRuntime
import Foundation
import Logging
import Testing
import UserNotifications

/// The articles' examples of the generated Swift, compiled and run against the generator's output for the fixtures.
/// Each article names the namespace `AppNotifications`; here it is the fixture's, under that name.
/// `DocumentationCodeTests` checks that the articles show these regions verbatim.
@Suite struct DocumentationExampleTests {
    /// A contact, as the app that shows a call log has one.
    struct Contact { let name: String }

    @Test("the run-time titles example registers the title the app gives")
    func runTimeTitles() async throws {
        typealias AppNotifications = ImportedCategories
        let contact = Contact(name: "Anna")
        // A center of its own: the shared `.current()` one is README's app example's.
        let center = UNUserNotificationCenter()
        // doc:run-time-titles-example:begin
        let titles = AppNotifications.RunTimeTitles(callLog: .init(callBack: "Call back \(contact.name)"))
        await AppNotifications.register(titles, in: center)  // in the app: UNUserNotificationCenter.current()
        // doc:run-time-titles-example:end
        let registered = await center.notificationCategories()
        let callLog = try #require(registered.first { $0.identifier == "CALL_LOG" })
        #expect(callLog.actions.first?.title == "Call back Anna")
    }

    @Test("the typed registration example routes a reply by its generated name")
    func typedRegistration() async throws {
        typealias AppNotifications = EverythingCategories
        let registry = try await Generated.everything.load().validRegistry()
        var builder = ActionDispatcher.Builder(registry: registry, logger: Logger(label: "test"))
        // doc:typed-registration-example:begin
        builder.on(AppNotifications.Everything.Action.reply) { response in
            HandlerResult(message: "sent: \(response.userText ?? "")")
        }
        builder.fallback(for: AppNotifications.Everything.Action.self, .async { _ in .handled })
        // doc:typed-registration-example:end
        let dispatcher = try builder.build()
        let outcome = await dispatcher.dispatch(
            ActionResponse(
                category: AppNotifications.Everything.identifier,
                action: AppNotifications.Everything.Action.reply.rawValue,
                notificationIdentifier: "n-1", userText: "On my way"))
        guard case .completed(let result) = outcome else {
            Issue.record("not completed: \(outcome)")
            return
        }
        #expect(result.message == "sent: On my way")
    }
}
