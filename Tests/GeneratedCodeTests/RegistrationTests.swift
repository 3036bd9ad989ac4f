import Actionable
import Testing
import UserNotifications

/// The generated code, compiled in Swift 6 mode against the UserNotifications stand-in, registers exactly what the
/// YAML declares.
@Suite struct RegistrationTests {
    @Test func theAppCategoriesRegisterExactlyTheYAMLOfCategories() async throws {
        let registry = try await Generated.app.load().validRegistry()
        try await expectRegistration(
            AppCategories.all, register: AppCategories.register(in:), of: registry, language: nil)
        #expect(AppCategories.categoryIdentifiers == registry.categories.map(\.identifier))
    }

    @Test func everyKeyOfTheSchemaReachesApplesAPI() async throws {
        let registry = try await Generated.everything.load().validRegistry()
        try await expectRegistration(
            EverythingCategories.all, register: EverythingCategories.register(in:), of: registry, language: nil)
        #expect(EverythingCategories.categoryIdentifiers == registry.categories.map(\.identifier))
    }

    @Test func identifiersThatAreNotSwiftNamesStillRegisterUnchanged() async throws {
        let registry = try await Generated.names.load().validRegistry()
        try await expectRegistration(
            NameCategories.all, register: NameCategories.register(in:), of: registry, language: "en")
        #expect(NameCategories.categoryIdentifiers == registry.categories.map(\.identifier))
    }

    @Test func registeringKeepsOtherSDKsCategoriesAndReplacesOurs() async throws {
        let center = UNUserNotificationCenter()
        let foreign = UNNotificationCategory(
            identifier: "OTHER_SDK_CATEGORY", actions: [], intentIdentifiers: [], options: [])
        let stale = UNNotificationCategory(
            identifier: AppCategories.ChatMessage.identifier,
            actions: [UNNotificationAction(identifier: "OLD", title: "Old")], intentIdentifiers: [], options: [])
        center.setNotificationCategories([foreign, stale])

        await AppCategories.register(in: center)

        let registered = await center.notificationCategories()
        #expect(registered.count == AppCategories.categoryIdentifiers.count + 1)
        #expect(registered.contains(foreign))
        #expect(!registered.contains(stale))
        let chat = registered.first { $0.identifier == AppCategories.ChatMessage.identifier }
        #expect(chat?.actions.map(\.identifier) == AppCategories.ChatMessage.Action.allCases.map(\.rawValue))
        #expect(center.standInSetNotificationCategoriesCallCount == 2)
    }

    @Test func registeringTwiceChangesNothing() async throws {
        let center = UNUserNotificationCenter()
        await EverythingCategories.register(in: center)
        let first = await center.notificationCategories()
        await EverythingCategories.register(in: center)
        #expect(await center.notificationCategories() == first)
        #expect(first == Set(EverythingCategories.all))
    }

    @Test func typedIdentifiersCarryTheRawIdentifiers() {
        #expect(
            NameCategories.SignalAppNotificationsCategoryMessage.identifier
                == "Signal.AppNotifications.Category.message")
        #expect(
            NameCategories.SignalAppNotificationsCategoryMessage.Action.signalAppNotificationsActionMarkAsRead.rawValue
                == "Signal.AppNotifications.Action.markAsRead")
        #expect(NameCategories.加入.Action.承認.rawValue == "承認")
        #expect(NameCategories.加入.Action._1st.rawValue == "1ST")
        #expect(NameCategories.InviteCategory.identifier == "invite_category")
        #expect(NameCategories.InviteCategory_2.identifier == "INVITE_CATEGORY")
        #expect(NameCategories.InviteCategory.Action.accept.rawValue == "ACCEPT")
        #expect(NameCategories.InviteCategory.Action.accept_2.rawValue == "accept")
        #expect(NameCategories.InviteCategory.Action.default.rawValue == "default")
        #expect(NameCategories.InviteCategory.Action.rawValue_.rawValue == "rawValue")
        #expect(NameCategories.InviteCategory_2.Action.self_.rawValue == "self")
        #expect(NameCategories.String_.identifier == "String")
        #expect(NameCategories.String_.Action.allCases.map(\.rawValue) == ["🎉"])
        #expect(NameCategories.ComExampleAppType.Action.urlSessionOpen.rawValue == "URLSession-open")
        #expect(EverythingCategories.Announced.Action.acknowledge.rawValue == "ACKNOWLEDGE")
    }

    @Test func textsThatNeedEscapingArriveIntact() throws {
        let category = NameCategories.SignalAppNotificationsCategoryMessage.category
        #expect(category.actions.map(\.title) == ["Mark as \"Read\"", "Reply to %@ \\ now"])
        let reply = try #require(category.actions.last as? UNTextInputNotificationAction)
        #expect(reply.textInputButtonTitle == "Send 🚀")
        #expect(reply.textInputPlaceholder == "Line one\nline two")
    }

    private func expectRegistration(
        _ all: [UNNotificationCategory], register: (UNUserNotificationCenter) async -> Void,
        of registry: CategoryRegistry, language: String?
    ) async throws {
        #expect(all.map(\.identifier) == registry.categories.map(\.identifier))
        for (registered, declared) in zip(all, registry.categories) {
            RegistrationComparison.expectEqual(registered, declared, developmentLanguage: language)
        }
        let center = UNUserNotificationCenter()
        await register(center)
        let set = await center.notificationCategories()
        #expect(set == Set(all))
        #expect(center.standInSetNotificationCategoriesCallCount == 1)
    }
}
