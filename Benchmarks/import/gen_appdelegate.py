#!/usr/bin/env python3
"""Writes one large, realistic AppDelegate.swift for the importer's timing benchmark (Benchmarks/import/run.sh).

Large apps keep their notification setup inside an app delegate of 100-150 KB: hundreds of unrelated methods (deep
links, analytics, appearance, background fetch, migrations), and somewhere in the middle a categories enum with
`switch self`, `allCases.map`, `#available` branches and registration inside `requestAuthorization`'s completion.
This script writes such a file of about --kilobytes KB (default 150), deterministic for a --seed, and prints its size
and the number of categories and actions it registers on standard error.

    python3 Benchmarks/import/gen_appdelegate.py --kilobytes 150 --out /tmp/AppDelegate.swift

With --delegate the file is also the notification center's delegate, as `actionable-import audit` reads one: launch
observes a session notification with a `#selector` method that assigns the delegate (a late delegate the audit
follows through every method's calls), and `userNotificationCenter(_:didReceive:withCompletionHandler:)` switches over
the action enum with a branch per action and a category branch.
"""
import argparse
import random
import sys

NOUNS = ["Feed", "Profile", "Inbox", "Cart", "Order", "Ride", "Booking", "Story", "Comment", "Playlist", "Workout",
         "Invoice", "Ticket", "Reminder", "Album", "Thread", "Session", "Draft", "Upload", "Badge"]
VERBS = ["refresh", "sync", "migrate", "prefetch", "track", "restore", "invalidate", "warm", "observe", "purge"]


def noise_method(rng, index):
    noun = rng.choice(NOUNS)
    verb = rng.choice(VERBS)
    lines = [
        f"    /// {verb.capitalize()}s the {noun.lower()} state after launch or when the app comes back ({index}).",
        f"    private func {verb}{noun}State{index}(reason: String, retries: Int = 3) {{",
        f"        let started = Date()",
        f"        guard retries > 0 else {{",
        f"            logger.error(\"{verb} {noun.lower()} gave up: \\(reason)\")",
        f"            return",
        f"        }}",
        f"        let request = {noun}Request(kind: .{verb}, identifier: \"{noun.lower()}-{index}\", limit: {rng.randint(5, 200)})",
        f"        apiClient.send(request) {{ [weak self] result in",
        f"            guard let self else {{ return }}",
        f"            switch result {{",
        f"            case .success(let payload):",
        f"                self.cache.store(payload, forKey: \"{noun.lower()}.{index}\")",
        f"                self.analytics.track(\"{verb}_{noun.lower()}_succeeded\", properties: [\"ms\": Date().timeIntervalSince(started) * 1000])",
        f"            case .failure(let error) where (error as NSError).code == NSURLErrorNotConnectedToInternet:",
        f"                self.pendingWork.append({{ self.{verb}{noun}State{index}(reason: reason, retries: retries - 1) }})",
        f"            case .failure(let error):",
        f"                self.logger.warning(\"{verb} {noun.lower()} failed: \\(error.localizedDescription)\")",
        f"            }}",
        f"        }}",
        f"        if #available(iOS 16.0, *) {{",
        f"            backgroundScheduler.schedule(identifier: \"com.example.{noun.lower()}.{verb}\", after: .seconds({rng.randint(30, 900)}))",
        f"        }}",
        f"    }}",
        "",
    ]
    return "\n".join(lines)


def notification_code(rng, categories, actions_per_category):
    cases = [f"{rng.choice(NOUNS).lower()}{i}" for i in range(categories)]
    action_cases = [f"action{i}" for i in range(categories * actions_per_category)]
    out = ["    // MARK: - Notifications", "",
           "    enum NotificationCategory: String, CaseIterable {"]
    out += [f"        case {c} = \"{c.upper()}_CATEGORY\"" for c in cases]
    out += ["", "        var actions: [NotificationAction] {", "            switch self {"]
    for i, c in enumerate(cases):
        chosen = action_cases[i * actions_per_category:(i + 1) * actions_per_category]
        out.append(f"            case .{c}: return [{', '.join('.' + a for a in chosen)}]")
    out += ["            }", "        }", "",
            "        var options: UNNotificationCategoryOptions {", "            switch self {"]
    for i, c in enumerate(cases):
        out.append(f"            case .{c}: return {'[.customDismissAction]' if i % 3 == 0 else '[]'}")
    out += ["            }", "        }", "",
            "        var category: UNNotificationCategory {",
            "            UNNotificationCategory(identifier: rawValue, actions: actions.map(\\.action),",
            "                                   intentIdentifiers: [], options: options)",
            "        }", "    }", "",
            "    enum NotificationAction: String, CaseIterable {"]
    out += [f"        case {a} = \"{a.upper()}\"" for a in action_cases]
    out += ["", "        var title: String {", "            switch self {"]
    for a in action_cases:
        out.append(f"            case .{a}: return NSLocalizedString(\"notification.{a}\", value: \"{a.capitalize()} now\", comment: \"A button\")")
    out += ["            }", "        }", "",
            "        var options: UNNotificationActionOptions {", "            switch self {"]
    for i, a in enumerate(action_cases):
        out.append(f"            case .{a}: return {['[]', '[.foreground]', '[.destructive, .authenticationRequired]'][i % 3]}")
    out += ["            }", "        }", "",
            "        var action: UNNotificationAction {",
            "            if #available(iOS 15.0, *) {",
            "                return UNNotificationAction(identifier: rawValue, title: title, options: options,",
            "                                            icon: UNNotificationActionIcon(systemImageName: \"bell\"))",
            "            }",
            "            return UNNotificationAction(identifier: rawValue, title: title, options: options)",
            "        }", "    }", "",
            "    func registerForNotifications() {",
            "        let center = UNUserNotificationCenter.current()",
            "        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in",
            "            if let error { self.logger.error(\"authorization failed: \\(error)\") }",
            "            DispatchQueue.main.async {",
            "                center.setNotificationCategories(Set(NotificationCategory.allCases.map(\\.category)))",
            "                if granted { UIApplication.shared.registerForRemoteNotifications() }",
            "            }",
            "        }",
            "    }", ""]
    return "\n".join(out), len(cases), len(action_cases)


def delegate_code(categories_enum_first_case):
    """Launch, a late delegate assigned by an observer's #selector method, and the didReceive delegate method."""
    return "\n".join([
        "    // MARK: - Launch and the notification delegate", "",
        "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions:"
        " [UIApplication.LaunchOptionsKey: Any]?) -> Bool {",
        "        NotificationCenter.default.addObserver(",
        "            self, selector: #selector(sessionDidStart(_:)), name: .sessionDidStart, object: nil)",
        "        registerForNotifications()",
        "        return true",
        "    }", "",
        "    @objc private func sessionDidStart(_ note: Notification) {",
        "        UNUserNotificationCenter.current().delegate = self",
        "    }", "",
        "    func userNotificationCenter(",
        "        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,",
        "        withCompletionHandler completionHandler: @escaping () -> Void",
        "    ) {",
        "        if response.notification.request.content.categoryIdentifier"
        f" == NotificationCategory.{categories_enum_first_case}.rawValue {{",
        "            analytics.track(\"opened_first_category\", properties: [:])",
        "            completionHandler()",
        "            return",
        "        }",
        "        guard let action = NotificationAction(rawValue: response.actionIdentifier) else {",
        "            completionHandler()",
        "            return",
        "        }",
        "        analytics.track(\"notification_action\", properties: [\"action\": action.rawValue])",
        "        completionHandler()",
        "    }", "",
    ])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kilobytes", type=int, default=150)
    parser.add_argument("--categories", type=int, default=12)
    parser.add_argument("--actions-per-category", type=int, default=3)
    parser.add_argument("--seed", type=int, default=20261127)
    parser.add_argument("--out", required=True)
    parser.add_argument("--delegate", action="store_true", help="also the notification center's delegate (the audit's input)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    notifications, categories, actions = notification_code(rng, args.categories, args.actions_per_category)
    if args.delegate:
        first = notifications.split("        case ", 1)[1].split(" ", 1)[0]
        notifications += "\n" + delegate_code(first)
    head = ["import UIKit", "import UserNotifications", "import os", "",
            "@main", "final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {",
            "    var window: UIWindow?",
            "    private let logger = Logger(subsystem: \"com.example.app\", category: \"AppDelegate\")",
            "    private var pendingWork: [() -> Void] = []", ""]
    body = []
    size = len("\n".join(head)) + len(notifications)
    index = 0
    target = args.kilobytes * 1024
    while size < target:
        method = noise_method(rng, index)
        body.append(method)
        size += len(method) + 1
        index += 1
        if index == 60:
            body.append(notifications)
    text = "\n".join(head + body) + "\n}\n"
    if args.delegate:
        text += "\nextension Notification.Name {\n    static let sessionDidStart = Notification.Name(\"SessionDidStart\")\n}\n"
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{args.out}: {len(text.encode())} bytes, {index} other methods, {categories} categories, {actions} actions",
          file=sys.stderr)


if __name__ == "__main__":
    main()
