import Actionable
import ActionableApp
import ActionableHummingbird
import ActionableTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import UserNotifications

/// The app's side of a tap end to end: the generated delegate and handlers, the ActionableApp runtime and a real
/// `ActionResponseEndpoint` on 127.0.0.1 (real sockets, real HTTP through URLSession). Time is a manual clock; the
/// tests move on events, never on sleeps.
@Suite struct AppSideTests {
    let clock = ManualClock()
    let events = EventLog()
    let service = TapService()

    /// The app as it is set up at launch: a responder over a forwarder to `port`, the outbox in `outbox`, the
    /// delegate installed on `center` over whatever was there.
    func app(
        port: Int, outbox: URL = temporaryDirectory(), center: UNUserNotificationCenter = UNUserNotificationCenter(),
        clock: ManualClock? = nil, events: EventLog? = nil,
        credential: CredentialProvider = CredentialProvider { _ in .bearer("valid") }
    ) -> AppCategories.NotificationDelegate {
        let forwarder = ActionForwarder(
            baseURL: URL(string: "http://127.0.0.1:\(port)")!, credential: credential,
            retry: RetryPolicy(initialBackoff: .seconds(1), maximumBackoff: .seconds(4), jitter: { $0 }))
        let responder = NotificationResponder(
            configuration: .init(forwarder: forwarder, outbox: Outbox(directory: outbox)),
            clock: tapClock(clock ?? self.clock), events: (events ?? self.events).sink)
        let delegate = AppCategories.NotificationDelegate(responder: responder)
        delegate.install(on: center)
        return delegate
    }

    /// Advances the clock past each back-off the forwarder announces, until `done` is reported. `sleepers`: the
    /// sleeps a back-off is waited with (the tap's deadline timer and the back-off itself).
    func drive(
        _ clock: ManualClock, _ events: EventLog, sleepers: Int = 2,
        until done: @escaping @Sendable (TapEvent) -> Bool
    ) async {
        var step = 1
        while case .retrying(_, let after) = await events.nth(
            step,
            where: {
                if case .retrying = $0 { return true }
                return done($0)
            })
        {
            await clock.sleepers(atLeast: sleepers)
            clock.advance(by: after)
            step += 1
        }
    }

    static func isCompletion(_ event: TapEvent) -> Bool {
        if case .completed = event { true } else { false }
    }

    @Test("503 twice then 200: the service's handler runs once, the handler learns 'delivered', iOS's completion once")
    func serviceStruggles() async throws {
        service.script.withLock { $0 = [503, 503] }
        try await service.application().test(.live) { client in
            let handlers = ForwardingHandlers()
            let center = UNUserNotificationCenter()
            let delegate = app(port: try #require(client.port), center: center)
            delegate.install(handlers.all)
            let system = SystemCompletion()
            center.standInDeliver(
                systemResponse(notification: "n-1", text: "On my way"), completionHandler: system.handler)
            await drive(clock, events, until: Self.isCompletion)
            await system.called()
            #expect(service.runs(of: "n-1") == 1)
            #expect(service.texts.withLock { $0["n-1"] } == "On my way")
            guard case .delivered(let answer)? = handlers.outcomes(of: "n-1").first else {
                Issue.record("expected delivered, got \(handlers.outcomes(of: "n-1"))")
                return
            }
            #expect(answer.message == "handled n-1")
            #expect(system.calls == 1)
            let keys = service.requests.withLock { $0.map { $0[.init("Idempotency-Key")!] } }
            // The notification's identifier, the action and when the notification was delivered, on every attempt.
            #expect(keys == Array(repeating: "tap:n-1:REPLY:1795253400000", count: 3))
        }
    }

    @Test("the connection drops after the service handled the tap: the retry is answered from its record, once")
    func connectionDrops() async throws {
        try await service.application().test(.live) { client in
            let proxy = try DroppingProxy(upstreamPort: try #require(client.port), drops: 1)
            defer { proxy.close() }
            let handlers = ForwardingHandlers()
            let center = UNUserNotificationCenter()
            let delegate = app(port: proxy.port, center: center)
            delegate.install(handlers.all)
            let system = SystemCompletion()
            center.standInDeliver(
                systemResponse(category: "INVITE_CATEGORY", action: "ACCEPT_IDENTIFIER", notification: "n-2"),
                completionHandler: system.handler)
            await drive(clock, events, until: Self.isCompletion)
            #expect(proxy.dropped == 1)
            #expect(service.runs(of: "n-2") == 1)
            guard case .duplicate(let answer)? = handlers.outcomes(of: "n-2").first else {
                Issue.record("expected duplicate, got \(handlers.outcomes(of: "n-2"))")
                return
            }
            #expect(answer.status == 200)
            #expect(system.calls == 1)
        }
    }

    @Test("iOS hands the same tap over twice: the service runs its handler once, the second learns 'duplicate'")
    func sameTapTwice() async throws {
        try await service.application().test(.live) { client in
            let handlers = ForwardingHandlers()
            let center = UNUserNotificationCenter()
            let delegate = app(port: try #require(client.port), center: center)
            delegate.install(handlers.all)
            for _ in 0..<2 {
                let system = SystemCompletion()
                center.standInDeliver(
                    systemResponse(notification: "n-3", text: "Yes"), completionHandler: system.handler)
                await system.called()
            }
            #expect(service.runs(of: "n-3") == 1)
            let outcomes = handlers.outcomes(of: "n-3")
            #expect(outcomes.count == 2)
            #expect(outcomes.contains { if case .delivered = $0 { true } else { false } })
            #expect(outcomes.contains { if case .duplicate = $0 { true } else { false } })
        }
    }

    @Test("the service is down, then back: the tap waits in the outbox and is delivered later, once, same key")
    func serviceDownThenBack() async throws {
        try await service.application().test(.live) { client in
            let proxy = try DroppingProxy(upstreamPort: try #require(client.port), drops: 0)
            defer { proxy.close() }
            proxy.isDown = true
            let handlers = ForwardingHandlers()
            let center = UNUserNotificationCenter()
            let outbox = temporaryDirectory()
            let delegate = app(port: proxy.port, outbox: outbox, center: center)
            delegate.install(handlers.all)
            let system = SystemCompletion()
            center.standInDeliver(systemResponse(notification: "n-4", text: "Later"), completionHandler: system.handler)
            await drive(clock, events, until: Self.isCompletion)
            guard case .queued? = handlers.outcomes(of: "n-4").first else {
                Issue.record("expected queued, got \(handlers.outcomes(of: "n-4"))")
                return
            }
            #expect(system.calls == 1)
            #expect(Outbox(directory: outbox).count == 1)
            #expect(service.runs(of: "n-4") == 0)

            proxy.isDown = false
            let outcomes = await delegate.responder.flushOutbox()
            #expect(outcomes.count == 1)
            #expect(outcomes.first?.isDefinitive == true)
            #expect(service.runs(of: "n-4") == 1)
            #expect(service.texts.withLock { $0["n-4"] } == "Later")
            #expect(Outbox(directory: outbox).count == 0)
        }
    }

    @Test("an expired token: 401, one fresh token, 200; the handler runs once")
    func expiredToken() async throws {
        service.validTokens.withLock { $0 = ["fresh"] }
        try await service.application().test(.live) { client in
            let refreshes = LockedValue(0)
            let handlers = ForwardingHandlers()
            let center = UNUserNotificationCenter()
            let delegate = app(
                port: try #require(client.port), center: center,
                credential: CredentialProvider { refresh in
                    if refresh { refreshes.withLock { $0 += 1 } }
                    return .bearer(refresh ? "fresh" : "stale")
                })
            delegate.install(handlers.all)
            let system = SystemCompletion()
            center.standInDeliver(
                systemResponse(category: "INVITE_CATEGORY", action: "DECLINE_IDENTIFIER", notification: "n-5"),
                completionHandler: system.handler)
            await system.called()
            #expect(refreshes.withLock { $0 } == 1)
            #expect(service.runs(of: "n-5") == 1)
            guard case .delivered? = handlers.outcomes(of: "n-5").first else {
                Issue.record("expected delivered, got \(handlers.outcomes(of: "n-5"))")
                return
            }
        }
    }

    @Test("the app is ended mid-send and launched again: the outbox delivers the tap, once")
    func endedMidSend() async throws {
        try await service.application().test(.live) { client in
            let proxy = try DroppingProxy(upstreamPort: try #require(client.port), drops: 1)
            defer { proxy.close() }
            let outbox = temporaryDirectory()
            // First launch: the request reaches the service, its answer never comes back, and the app is gone
            // before it retries (its clock never moves again, its tasks never run on).
            let firstEvents = EventLog()
            let first = app(port: proxy.port, outbox: outbox, clock: ManualClock(), events: firstEvents)
            first.install(ForwardingHandlers().all)
            first.userNotificationCenter(
                UNUserNotificationCenter(),
                didReceive: systemResponse(notification: "n-6", text: "Sent from the train"),
                withCompletionHandler: {})
            await firstEvents.first { if case .retrying = $0 { true } else { false } }
            #expect(service.runs(of: "n-6") == 1)
            #expect(Outbox(directory: outbox).count == 1)

            // Second launch, same outbox: installing the handlers delivers what the first left.
            let secondEvents = EventLog()
            let second = app(port: proxy.port, outbox: outbox, clock: ManualClock(), events: secondEvents)
            second.install(ForwardingHandlers().all)
            let removed = await secondEvents.first { if case .removed = $0 { true } else { false } }
            #expect(removed.description.contains("tap:n-6:REPLY"))
            #expect(removed.description.contains("duplicate"))
            #expect(service.runs(of: "n-6") == 1)
            #expect(Outbox(directory: outbox).count == 0)
        }
    }

    @Test("a handler that hangs: iOS's completion at the deadline, once, and never again")
    func hangingHandler() async throws {
        try await service.application().test(.live) { client in
            let gate = Gate()
            let handlers = ForwardingHandlers(gate: gate)
            let center = UNUserNotificationCenter()
            let delegate = app(port: try #require(client.port), center: center)
            delegate.install(handlers.all)
            let system = SystemCompletion()
            center.standInDeliver(
                systemResponse(category: "CHAT_MESSAGE", action: "MARK_AS_READ", notification: "n-7"),
                completionHandler: system.handler)
            await events.first { if case .received = $0 { true } else { false } }
            await clock.sleepers(atLeast: 1)
            clock.advance(by: .seconds(25))
            await system.called()
            gate.open()
            await events.first { if case .completionIgnored = $0 { true } else { false } }
            #expect(system.calls == 1)
            #expect(events.events.filter(Self.isCompletion).count == 1)
        }
    }

    @Test("another SDK's notification goes to the delegate installed before, and only it calls iOS's completion")
    func anotherSDK() async throws {
        final class OtherSDK: NSObject, UNUserNotificationCenterDelegate, Sendable {
            let received = LockedValue<[String]>([])
            func userNotificationCenter(
                _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                withCompletionHandler completionHandler: @escaping @Sendable () -> Void
            ) {
                received.withLock { $0.append(response.notification.request.content.categoryIdentifier) }
                completionHandler()
            }
            func userNotificationCenter(
                _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
            ) {
                completionHandler([.badge])
            }
        }
        let other = OtherSDK()
        let center = UNUserNotificationCenter()
        center.delegate = other
        let delegate = app(port: 9, center: center)
        delegate.install(ForwardingHandlers().all)
        #expect(center.delegate === delegate)
        let system = SystemCompletion()
        center.standInDeliver(
            systemResponse(category: "OTHER_SDK_CATEGORY", action: "OPEN", notification: "n-8"),
            completionHandler: system.handler)
        await system.called()
        #expect(system.calls == 1)
        #expect(other.received.withLock { $0 } == ["OTHER_SDK_CATEGORY"])
        #expect(events.events.isEmpty)

        // Foreground presentation: ours by category (the delegate's default), the other SDK's by the other SDK.
        let shown = LockedValue<[String: UNNotificationPresentationOptions]>([:])
        for (category, notification) in [("CHAT_MESSAGE", "n-9"), ("OTHER_SDK_CATEGORY", "n-10")] {
            let presented = SystemCompletion()
            center.standInPresent(systemResponse(category: category, notification: notification).notification) {
                options in
                shown.withLock { $0[category] = options }
                presented.handler()
            }
            await presented.called()
        }
        #expect(shown.withLock { $0 } == ["CHAT_MESSAGE": [.list, .banner, .sound], "OTHER_SDK_CATEGORY": [.badge]])
    }

    @Test("a tap that arrives before the handlers are installed (a launch from a tap) is delivered once they are")
    func beforeInstall() async throws {
        try await service.application().test(.live) { client in
            let handlers = ForwardingHandlers()
            let center = UNUserNotificationCenter()
            let delegate = app(port: try #require(client.port), center: center)
            let system = SystemCompletion()
            center.standInDeliver(
                systemResponse(category: "INVITE_CATEGORY", action: "ACCEPT_IDENTIFIER", notification: "n-11"),
                completionHandler: system.handler)
            await events.first { if case .held = $0 { true } else { false } }
            #expect(system.calls == 0)
            #expect(service.runs(of: "n-11") == 0)
            delegate.install(handlers.all)
            await system.called()
            #expect(service.runs(of: "n-11") == 1)
            #expect(system.calls == 1)
        }
    }
}
