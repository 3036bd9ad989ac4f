import Actionable
import ActionableImport
import Testing

/// The Swift idioms of issue 61 that `actionable-import audit` decides as the compiler would: a method named as
/// getNotificationCategories' completion handler, a delegate branch on the category identifier, and a delegate
/// assigned late in a method that sends a notification or that only an observer reaches.
@Suite struct SwiftAuditIdiomTests {
    /// `code line:column` of each finding.
    static func findings(_ report: AppAudit.Report) -> [String] {
        report.diagnostics.map { "\($0.code.rawValue) \($0.location.line):\($0.location.column)" }
    }

    static func audit(_ text: String, file: String = "App.swift") -> AppAudit.Report {
        AuditCommandTests.audit([file: text])
    }

    // MARK: - A method reference as the completion handler

    /// A registrar whose `refresh()` hands `reference` to getNotificationCategories, and whose `merge(_:)` copies the
    /// registered set, changes it with `change` (line 12) and registers it.
    static func registrar(_ reference: String, change: String = "all.insert(category)") -> String {
        """
        import UserNotifications

        final class Registrar {
            let center = UNUserNotificationCenter.current()
            let category = UNNotificationCategory(identifier: "episode", actions: [], intentIdentifiers: [], options: [])
            func refresh() {
                center.getNotificationCategories(completionHandler: \(reference))
            }
            private func merge(_ existing: Set<UNNotificationCategory>) {
                var all = existing
                // what follows changes the copy
                \(change)
                center.setNotificationCategories(all)
            }
        }
        """
    }

    @Test(
        "a method named as the completion handler is read as the closure: merge(_:), merge, self.merge",
        arguments: ["merge(_:)", "merge", "self.merge", "self.merge(_:)"])
    func methodReference(reference: String) {
        let report = Self.audit(Self.registrar(reference))
        #expect(Self.findings(report) == ["duplicate-after-merge 12:9"])
    }

    @Test(
        "the corrected method reference is silent: remove the old one of the identifier, then insert; or filter, union")
    func methodReferenceCorrected() {
        let removeThenInsert = Self.registrar(
            "merge(_:)",
            change: "all = all.filter { $0.identifier != category.identifier }; all.insert(category)")
        #expect(Self.audit(removeThenInsert).diagnostics.isEmpty)
        let filterThenUnion = Self.registrar(
            "merge(_:)", change: "all = all.filter { $0.identifier != category.identifier }.union([category])")
        #expect(Self.audit(filterThenUnion).diagnostics.isEmpty)
        // A union without the filter is the same merge as insert.
        #expect(
            Self.findings(Self.audit(Self.registrar("merge", change: "all.formUnion([category])"))) == [
                "duplicate-after-merge 12:9"
            ])
    }

    @Test("a method reference the files do not declare, or declare twice, is listed as not followed")
    func methodReferenceNotFollowed() {
        let away = Self.audit(
            Self.registrar("CategoryStore.shared.merge(_:)").replacingOccurrences(
                of: "merge(_ existing", with: "keep(_ existing"))
        #expect(away.diagnostics.isEmpty)
        #expect(
            away.skipped.map(\.message).contains { $0.contains("which is no function declared in the given files") })
        let twice = Self.audit(
            Self.registrar("merge").replacingOccurrences(
                of: "    private func merge(",
                with: "    func merge(_ other: [String]) {}\n    private func merge("))
        #expect(twice.diagnostics.isEmpty)
        #expect(twice.skipped.map(\.message).contains { $0.contains("more than one function of that name") })
    }

    // MARK: - A branch on the category identifier

    /// Two categories: "CLOSE" (actions "review", "call") and "PAY" ("pay", "later"); a delegate with `body`.
    static func bank(_ body: String) -> String {
        """
        import UserNotifications

        let CLOSE = "CLOSE"
        enum Category: String { case close = "CLOSE", pay = "PAY" }

        func register() {
            let review = UNNotificationAction(identifier: "review", title: "Review", options: [.foreground])
            let call = UNNotificationAction(identifier: "call", title: "Call", options: [.foreground])
            let pay = UNNotificationAction(identifier: "pay", title: "Pay", options: [.foreground])
            let later = UNNotificationAction(identifier: "later", title: "Later", options: [])
            UNUserNotificationCenter.current().setNotificationCategories([
                UNNotificationCategory(identifier: CLOSE, actions: [review, call], intentIdentifiers: [], options: []),
                UNNotificationCategory(identifier: "PAY", actions: [pay, later], intentIdentifiers: [], options: []),
            ])
        }

        final class D: NSObject, UNUserNotificationCenterDelegate {
            func userNotificationCenter(_ c: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
        \(body)
                completionHandler()
            }
        }
        """
    }

    static let payBranch = """
                switch response.actionIdentifier {
                case "pay": Payments.pay()
                case "later": Payments.remind()
                default: break
                }
        """

    @Test(
        "a branch that answers its whole category handles each of its actions",
        arguments: [
            // `==` on the category, then the other category's actions.
            """
                    if response.notification.request.content.categoryIdentifier == CLOSE {
                        Router.showClosing()
                        completionHandler()
                        return
                    }
            \(payBranch)
            """,
            // A switch on the category, with a case that tests the action identifier.
            """
                    switch response.notification.request.content.categoryIdentifier {
                    case CLOSE:
                        Router.showClosing()
                    case "PAY":
                \(payBranch)
                    default:
                        break
                    }
            """,
            // Through a name bound to the content, and an enum's raw value.
            """
                    let content = response.notification.request.content
                    switch Category(rawValue: content.categoryIdentifier) {
                    case .close?:
                        Router.showClosing()
                    default:
                \(payBranch)
                    }
            """,
            // A name bound to the category identifier, `||` with another category.
            """
                    let category = response.notification.request.content.categoryIdentifier
                    if category == CLOSE || category == "PAY" {
                        Router.showInbox()
                    }
            """,
            // A guard on the category: the rest of the body answers it.
            """
                    guard response.notification.request.content.categoryIdentifier == CLOSE else {
                \(payBranch)
                        completionHandler()
                        return
                    }
                    Router.showClosing()
            """,
            // A guard that the category is not CLOSE: its else answers CLOSE (held-out: a shop's promotions).
            """
                    let category = response.notification.request.content.categoryIdentifier
                    guard category != CLOSE else {
                        Router.showClosing()
                        completionHandler()
                        return
                    }
            \(payBranch)
            """,
            // `if category != CLOSE { … } else { … }`: the else answers CLOSE.
            """
                    if response.notification.request.content.categoryIdentifier != CLOSE {
                \(payBranch)
                    } else {
                        Router.showClosing()
                    }
            """,
        ])
    func wholeCategory(body: String) {
        let report = Self.audit(Self.bank(body))
        #expect(report.diagnostics.isEmpty)
        #expect(report.skipped.isEmpty)
    }

    @Test("a category branch that tests the action identifier handles only the actions it compares")
    func categoryBranchTestsActions() {
        let forgets = Self.bank(
            """
                    if response.notification.request.content.categoryIdentifier == CLOSE {
                        if response.actionIdentifier == "review" {
                            Router.showClosing()
                        }
                        completionHandler()
                        return
                    }
            \(Self.payBranch)
            """)
        #expect(Self.findings(Self.audit(forgets)) == ["registered-action-unhandled 8:16"])
        // Inside a branch on an action: only that action of the category.
        let nested = Self.bank(
            """
                    if response.actionIdentifier == "review" {
                        if response.notification.request.content.categoryIdentifier == CLOSE {
                            Router.showClosing()
                        }
                    }
            \(Self.payBranch)
            """)
        #expect(Self.findings(Self.audit(nested)) == ["registered-action-unhandled 8:16"])
        // A branch that does nothing for its category answers none of its actions.
        let idle = Self.bank(
            """
                    if response.notification.request.content.categoryIdentifier == CLOSE {
                        completionHandler()
                        return
                    }
            \(Self.payBranch)
            """)
        #expect(
            Self.findings(Self.audit(idle)) == ["registered-action-unhandled 7:18", "registered-action-unhandled 8:16"])
        // A guard excluding CLOSE whose else only completes: still none of its actions; and `!=` joined by `||`
        // (true for every category) answers nothing.
        let idleGuard = Self.bank(
            """
                    guard response.notification.request.content.categoryIdentifier != CLOSE else {
                        completionHandler()
                        return
                    }
            \(Self.payBranch)
            """)
        #expect(
            Self.findings(Self.audit(idleGuard)) == [
                "registered-action-unhandled 7:18", "registered-action-unhandled 8:16",
            ])
        let eitherNot = Self.bank(
            """
                    let category = response.notification.request.content.categoryIdentifier
                    guard category != CLOSE || category != "PAY" else {
                        Router.showClosing()
                        completionHandler()
                        return
                    }
            \(Self.payBranch)
            """)
        #expect(
            Self.findings(Self.audit(eitherNot)) == [
                "registered-action-unhandled 7:18", "registered-action-unhandled 8:16",
            ])
    }

    @Test("the action identifier read through the response cast to a text-input response is the response's")
    func textInputResponseCast() {
        let body = """
                    if let reply = response as? UNTextInputNotificationResponse, reply.actionIdentifier == "review" {
                        Router.reply(reply.userText)
                    }
                    guard let text = response as? UNTextInputNotificationResponse else {
                    completionHandler()
                    return
                }
                    switch text.actionIdentifier {
                    case "call": Router.call()
                    default: break
                    }
            \(Self.payBranch)
            """
        let report = Self.audit(Self.bank(body))
        #expect(report.diagnostics.isEmpty, "\(Self.findings(report))")
        #expect(report.skipped.isEmpty, "\(report.skipped.map(\.message))")
    }

    @Test("a branch on a category computed at run time leaves the delegate out, listed as not followed")
    func categoryAtRunTime() {
        let report = Self.audit(
            Self.bank(
                """
                        if response.notification.request.content.categoryIdentifier == Remote.config.closeCategory {
                            Router.showClosing()
                        }
                \(Self.payBranch)
                """))
        #expect(report.diagnostics.isEmpty)
        #expect(
            report.skipped.map(\.message).contains { $0.contains("a branch on the category identifier compared with") })
    }

    // MARK: - A delegate set late, outside launch

    /// An app delegate around `members`, with a launch method whose body is `launch`.
    static func app(_ members: String, launch: String = "", appKit: Bool = false) -> String {
        let header =
            appKit
            ? """
            import AppKit
            import UserNotifications

            final class AppDelegate: NSObject, NSApplicationDelegate, UNUserNotificationCenterDelegate {
                func applicationDidFinishLaunching(_ notification: Notification) {
            """
            : """
            import UIKit
            import UserNotifications

            final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            """
        return header + "\n" + launch + (appKit ? "" : "\n        return true") + "\n    }\n" + members + "\n}\n"
    }

    /// `center.delegate = self` (line 11 of ``app(_:launch:appKit:)`` with a one-line launch) in `schedule()`, which
    /// adds a request.
    static let sending = """
            private func schedule() {
                let center = UNUserNotificationCenter.current()
                center.delegate = self
                let content = UNMutableNotificationContent()
                center.add(UNNotificationRequest(identifier: "r", content: content, trigger: nil))
            }
        """

    @Test(
        "a method that sends a notification, reached only from an observer or a permission callback, sets it late",
        arguments: [
            "NotificationCenter.default.addObserver(forName: .orderPlaced, object: nil, queue: .main) { _ in self.schedule() }",
            "token = NotificationCenter.default.publisher(for: .orderPlaced).sink { _ in self.schedule() }",
            "UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in self.schedule() }",
            "NotificationCenter.default.addObserver(self, selector: #selector(orderPlaced(_:)), name: .orderPlaced, object: nil)",
        ])
    func sendingLate(launch: String) {
        // The selector's target, only where a #selector names it (elsewhere it would be a caller the files hide).
        let target =
            launch.contains("#selector")
            ? "\n    @objc private func orderPlaced(_ note: Notification) { schedule() }" : ""
        let report = Self.audit(Self.app(Self.sending + target, launch: "        " + launch))
        #expect(Self.findings(report) == ["delegate-set-late 11:9"])
        #expect(
            report.diagnostics.first?.message.contains("in schedule(), which sends a notification and runs only")
                == true)
    }

    @Test("a method only an observer's selector reaches sets it late, even when the notification has its name")
    func observerOnly() {
        let report = Self.audit(
            Self.app(
                """
                    @objc func sessionDidStart(_ note: Notification) { configure() }
                    private func configure() {
                        UNUserNotificationCenter.current().delegate = self
                    }
                """,
                launch:
                    "        NotificationCenter.default.addObserver(self, selector: #selector(sessionDidStart(_:)), name: .sessionDidStart, object: nil)"
            ))
        #expect(Self.findings(report) == ["delegate-set-late 11:9"])
        #expect(
            report.diagnostics.first?.message.contains("when the observer of `.sessionDidStart` is notified") == true)
    }

    @Test("a Mac app's distributed-notification observer: late, with AppKit's launch methods in the message")
    func distributedObserver() {
        let report = Self.audit(
            Self.app(
                """
                    private func themeChanged() {
                        UNUserNotificationCenter.current().delegate = self
                    }
                """,
                launch: """
                            DistributedNotificationCenter.default().addObserver(forName: .init("AppleInterfaceThemeChangedNotification"), object: nil, queue: .main) { _ in
                                self.themeChanged()
                            }
                    """, appKit: true))
        #expect(Self.findings(report) == ["delegate-set-late 11:9"])
        #expect(report.diagnostics.first?.message.contains("applicationDidFinishLaunching(_:)") == true)
    }

    @Test("an assignment that also runs during launch is silent: called from launch too, or another one there")
    func alsoDuringLaunch() {
        let observer =
            "        NotificationCenter.default.addObserver(forName: .orderPlaced, object: nil, queue: .main) { _ in self.schedule() }"
        let both = Self.audit(Self.app(Self.sending, launch: observer + "\n        schedule()"))
        #expect(both.diagnostics.isEmpty)
        #expect(both.skipped.isEmpty)
        let another = Self.audit(
            Self.app(Self.sending, launch: observer + "\n        UNUserNotificationCenter.current().delegate = self"))
        #expect(another.diagnostics.isEmpty)
    }

    @Test(
        "callers the files do not show: not judged, listed as not followed",
        arguments: [
            // Nothing in the files calls it.
            ("func schedule()", "", "no code in the given files calls schedule()"),
            // Public: code not in the files may call it.
            (
                "public func schedule()",
                "NotificationCenter.default.addObserver(forName: .a, object: nil, queue: nil) { _ in self.schedule() }",
                "is public"
            ),
            // A storyboard's button.
            ("@IBAction func remind(_ sender: Any) { schedule() }\n    private func schedule()", "", "is an @IBAction"),
        ])
    func unknownCallers(declaration: String, launch: String, reason: String) {
        let members = Self.sending.replacingOccurrences(of: "private func schedule()", with: declaration)
        let report = Self.audit(Self.app(members, launch: "        " + launch))
        #expect(report.diagnostics.isEmpty)
        #expect(report.skipped.map(\.message).contains { $0.contains(reason) && $0.contains("check by hand") })
    }

    @Test("no sign of lateness: a method that sends nothing, called from code the audit does not follow, is silent")
    func noSignOfLateness() {
        let report = Self.audit(
            Self.app(
                """
                    func configure() {
                        UNUserNotificationCenter.current().delegate = self
                    }
                """))
        #expect(report.diagnostics.isEmpty)
        #expect(report.skipped.isEmpty)
        // A `@Published` value's sink runs as it subscribes, during launch here: no observer.
        let published = Self.audit(
            Self.app(
                Self.sending, launch: "        token = settings.$enabled.sink { _ in self.schedule() }"))
        #expect(published.diagnostics.isEmpty)
    }

    // MARK: - An observer of a notification launch posts

    @Test(
        "an observer of the launch notification registered before launch ends runs during launch, as Objective-C's",
        arguments: [
            "NotificationCenter.default.addObserver(forName: UIApplication.didFinishLaunchingNotification, object: nil, queue: .main) { _ in self.schedule() }",
            "token = NotificationCenter.default.publisher(for: UIApplication.didFinishLaunchingNotification).sink { _ in self.schedule() }",
            "NotificationCenter.default.addObserver(self, selector: #selector(launched(_:)), name: .UIApplicationDidFinishLaunching, object: nil)",
            "NotificationCenter.default.addObserver(forName: Notification.Name(\"UIApplicationDidFinishLaunchingNotification\"), object: nil, queue: nil) { _ in self.schedule() }",
        ])
    func launchNotificationObserver(registration: String) {
        // The selector's target, only where a #selector names it (elsewhere it would be a caller the files hide).
        let target =
            registration.contains("#selector")
            ? "\n    @objc private func launched(_ note: Notification) { schedule() }" : ""
        let early = "    override init() {\n        super.init()\n        \(registration)\n    }\n"
        let report = Self.audit(Self.app(early + Self.sending + target))
        #expect(report.diagnostics.isEmpty)
        #expect(report.skipped.isEmpty)
        // Registered after launch, it is as late as the callback it is registered in.
        let late = Self.audit(
            Self.app(
                "    func applicationDidBecomeActive(_ application: UIApplication) {\n        \(registration)\n    }\n"
                    + Self.sending + target))
        #expect(Self.findings(late).count == 1)
        #expect(late.diagnostics.first?.message.contains("applicationDidBecomeActive(_:)") == true)
    }

    @Test("an App's initializer and a Mac app's willFinishLaunching observe the launch notifications in time")
    func launchNotificationInAppAndMac() {
        let app = Self.audit(
            """
            import SwiftUI
            import UserNotifications

            @main
            struct ShopApp: App {
                init() {
                    NotificationCenter.default.addObserver(
                        forName: UIApplication.didFinishLaunchingNotification, object: nil, queue: .main
                    ) { _ in
                        UNUserNotificationCenter.current().delegate = NotificationRouter.shared
                    }
                }
                var body: some Scene { WindowGroup { Text("Shop") } }
            }
            """)
        #expect(app.diagnostics.isEmpty)
        let mac = Self.audit(
            Self.app(
                """
                    func applicationWillFinishLaunching(_ notification: Notification) {
                        NotificationCenter.default.addObserver(self, selector: #selector(launched(_:)), name: NSApplication.didFinishLaunchingNotification, object: nil)
                    }
                    @objc private func launched(_ note: Notification) {
                        UNUserNotificationCenter.current().delegate = self
                    }
                """, appKit: true))
        #expect(mac.diagnostics.isEmpty)
        #expect(mac.skipped.isEmpty)
        // Any other notification's observer is still late.
        let other = Self.audit(
            Self.app(
                """
                    func applicationWillFinishLaunching(_ notification: Notification) {
                        NotificationCenter.default.addObserver(self, selector: #selector(launched(_:)), name: NSApplication.didBecomeActiveNotification, object: nil)
                    }
                    @objc private func launched(_ note: Notification) {
                        UNUserNotificationCenter.current().delegate = self
                    }
                """, appKit: true))
        #expect(Self.findings(other).count == 1)
    }

    @Test("a delegate of 3,000 guards on the category: every category is answered")
    func manyCategoryGuards() {
        let count = 1_000
        let categories = (0..<count).map {
            "UNNotificationCategory(identifier: \"C\($0)\", actions: [UNNotificationAction(identifier: \"A\($0)\", title: \"a\")], intentIdentifiers: [])"
        }
        // `guard category == C else` runs the rest of the body for C (before: the rest was rebuilt and read again at
        // each guard, 88 s for 1,000 in a debug build); `guard category != C else` answers C in its else.
        let equal = (0..<count).map {
            "        guard category == \"C\($0)\" else { work(); completionHandler(); return }"
        }
        let excluded = (0..<(2 * count)).map {
            "        guard category != \"X\($0)\" else { work(); completionHandler(); return }"
        }
        let source = """
            import UserNotifications

            final class Handler: NSObject, UNUserNotificationCenterDelegate {
                func register() {
                    UNUserNotificationCenter.current().setNotificationCategories([\(categories.joined(separator: ", "))])
                }
                func work() {}
                func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void) {
                    let category = response.notification.request.content.categoryIdentifier
            \(excluded.joined(separator: "\n"))
            \(equal.joined(separator: "\n"))
                    work()
                    completionHandler()
                }
            }
            """
        let report = Self.audit(source)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.prefix(3))")
    }
}
