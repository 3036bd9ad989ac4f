import Actionable

extension SwiftGenerator {
    /// `<namespace>+Responses.swift`: the app's side of a tap. A typed `Response` for every tap of the registry's
    /// categories, a `Handler` protocol per category with one requirement per action (so an action added to the YAML
    /// fails the app's build until it is handled), a `Handlers` value that needs one handler per category, and the
    /// `NotificationDelegate` that iOS calls, over the ActionableApp runtime (completion exactly once, forwarding,
    /// outbox).
    func responses(_ model: GeneratedModel, sources: [String]) -> String {
        var out = SwiftWriter()
        let ns = options.namespace
        let a = access
        out.lines(
            header(
                sources: sources,
                purpose:
                    "The app's side of a tap: typed responses, the handlers the app writes, the delegate iOS calls."
            ).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
        out.line()
        out.directive("#if canImport(UserNotifications) && !os(tvOS)")
        out.line(options.accessLevel == .internal ? "import ActionableApp" : "\(a)import ActionableApp")
        out.line(options.accessLevel == .internal ? "import Foundation" : "\(a)import Foundation")
        out.line(options.accessLevel == .internal ? "import UserNotifications" : "\(a)import UserNotifications")
        out.line()
        // `nonisolated`: app targets may default to the main actor (Xcode 26's new projects do), and iOS calls the
        // delegate on background threads; nothing here may inherit that isolation.
        out.block("nonisolated extension \(ns)") { out in
            rootResponse(model, &out)
            out.line()
            categoryEnum(model, &out)
            out.line()
            handlers(model, &out)
            out.line()
            tapConversion(&out)
            out.line()
            delegate(model, &out)
        }
        for category in model.categories {
            out.line()
            out.line("// MARK: - \(SwiftLiteral.comment(category.category.identifier))")
            out.line()
            categoryResponse(category, &out)
        }
        out.directive("#endif")
        return out.text
    }

    /// The cases of a category's `Response`: its actions, the tap on the notification, the dismissal if asked for.
    private struct ResponseCase {
        let name: String
        let wireIdentifier: String
        let hasText: Bool
        let summary: String
    }

    private func responseCases(_ category: GeneratedModel.Category) -> [ResponseCase] {
        var cases = category.actions.map { action in
            ResponseCase(
                name: action.caseName, wireIdentifier: SwiftLiteral.string(action.action.identifier),
                hasText: action.action.textInput != nil,
                summary:
                    "\(SwiftLiteral.comment(developmentValue(action.action.title))) (`\(SwiftLiteral.comment(action.action.identifier))`)"
                    + (action.action.textInput != nil ? ", with what the person typed." : "."))
        }
        cases.append(
            ResponseCase(
                name: "defaultAction", wireIdentifier: SwiftLiteral.string(ActionResponse.defaultActionIdentifier),
                hasText: false,
                summary: "A tap on the notification itself."))
        if category.category.options.contains(.customDismissAction) {
            cases.append(
                ResponseCase(
                    name: "dismissAction", wireIdentifier: SwiftLiteral.string(ActionResponse.dismissActionIdentifier),
                    hasText: false, summary: "The notification was dismissed (the category has custom-dismiss-action)."
                ))
        }
        return cases
    }

    /// A category's type with the namespace before it: inside `Response` and `Handlers` a bare name could be the
    /// category's case or property (`加入` is both).
    private func qualified(_ category: GeneratedModel.Category) -> String {
        "\(options.namespace).\(category.typeName)"
    }

    // MARK: - Namespace members

    private func rootResponse(_ model: GeneratedModel, _ out: inout SwiftWriter) {
        let a = access
        out.line("/// A tap on a notification of the registry, typed.")
        out.block("\(a)enum Response: Sendable, Hashable") { out in
            for category in model.categories {
                out.line("/// `\(SwiftLiteral.comment(category.category.identifier))`.")
                out.line("case \(SwiftNames.escaped(category.memberName))(\(qualified(category)).Response)")
            }
            out.line(
                "/// A tap the registry does not declare: another category, or an action its category does not declare")
            out.line("/// (retired, or added by a newer version of the category files).")
            out.line("case undeclared(category: String, action: String)")
            out.line()
            out.line("/// The typed value of `tap`.")
            out.block("\(a)init(_ tap: borrowing NotificationTap)") { out in
                if !model.categories.isEmpty {
                    out.line("switch tap.categoryIdentifier {")
                    for category in model.categories {
                        out.line("case \(SwiftLiteral.string(category.category.identifier)):")
                        out.line("    if let response = \(qualified(category)).Response(tap) {")
                        out.line("        self = .\(SwiftNames.escaped(category.memberName))(response)")
                        out.line("        return")
                        out.line("    }")
                    }
                    out.line("default:")
                    out.line("    break")
                    out.line("}")
                }
                out.line("self = .undeclared(category: tap.categoryIdentifier, action: tap.actionIdentifier)")
            }
        }
        out.line()
        // Literals, not the `identifier` constants: a `static let` is a lazy global, checked on every comparison.
        let identifiers =
            model.categories.map { SwiftLiteral.string($0.category.identifier) }
            + model.retiredCategories.map { SwiftLiteral.string($0.identifier) }
        out.line("/// Whether taps of `categoryIdentifier` are this registry's (its categories and its retired ones).")
        out.block("\(a)static func declares(category categoryIdentifier: String) -> Bool") { out in
            guard !identifiers.isEmpty else {
                out.line("false")
                return
            }
            out.line("switch categoryIdentifier {")
            for (index, identifier) in identifiers.enumerated() {
                let prefix = index == 0 ? "case " : "    "
                out.line(prefix + identifier + (index == identifiers.count - 1 ? ":" : ","))
            }
            out.line("    true")
            out.line("default:")
            out.line("    false")
            out.line("}")
        }
    }

    private func categoryEnum(_ model: GeneratedModel, _ out: inout SwiftWriter) {
        let a = access
        out.line(
            "/// The registry's categories, for choices per category (how a notification shows in the foreground).")
        out.block("\(a)enum Category: String, CaseIterable, Sendable") { out in
            for category in model.categories {
                out.line(
                    "case \(SwiftNames.escaped(category.memberName)) = \(SwiftLiteral.string(category.category.identifier))"
                )
            }
        }
    }

    private func handlers(_ model: GeneratedModel, _ out: inout SwiftWriter) {
        let a = access
        out.line("/// The app's handlers, one per category. Every category is a required argument and every action a")
        out.line("/// requirement of its category's `Handler`: a category or action added to the YAML fails the app's")
        out.line("/// build until the app handles it.")
        out.block("\(a)struct Handlers: Sendable") { out in
            for category in model.categories {
                out.line("\(a)let \(SwiftNames.escaped(category.memberName)): any \(qualified(category)).Handler")
            }
            out.line("/// Taps of the registry's categories with an action it does not declare (see")
            out.line("/// ``Response/undeclared(category:action:)``).")
            out.line("\(a)let undeclared: @Sendable (NotificationTap, TapContext) async throws -> Void")
            out.line()
            out.line(
                "/// - Parameter undeclared: forwards the tap to the service by default, whose dispatcher answers a")
            out.line("///   retired identifier or routes it to its replacement.")
            out.line("\(a)init(")
            for category in model.categories {
                out.line("    \(category.memberName): any \(qualified(category)).Handler,")
            }
            out.line(
                "    undeclared: @escaping @Sendable (NotificationTap, TapContext) async throws -> Void = { _, context in"
            )
            out.line("        _ = await context.forward()")
            out.line("    }")
            out.block(")") { out in
                for category in model.categories {
                    out.line("self.\(category.memberName) = \(SwiftNames.escaped(category.memberName))")
                }
                out.line("self.undeclared = undeclared")
            }
            out.line()
            out.line("/// Runs the handler for `tap`.")
            out.block("\(a)func route(_ tap: NotificationTap, context: TapContext) async throws") { out in
                out.line("switch Response(tap) {")
                for category in model.categories {
                    out.line("case .\(SwiftNames.escaped(category.memberName))(let response):")
                    out.line(
                        "    try await \(qualified(category)).route(response, to: \(SwiftNames.escaped(category.memberName)), context: context)"
                    )
                }
                out.line("case .undeclared:")
                out.line("    try await undeclared(tap, context)")
                out.line("}")
            }
        }
    }

    private func tapConversion(_ out: inout SwiftWriter) {
        let a = access
        out.line("/// The tap iOS describes in `response`, as the plain values the runtime and the service take.")
        out.block(
            "\(a)static func tap(from response: UNNotificationResponse, receivedAt: Date = Date()) -> NotificationTap"
        ) { out in
            out.line("let request = response.notification.request")
            out.line("return NotificationTap(")
            out.line("    categoryIdentifier: request.content.categoryIdentifier,")
            out.line("    actionIdentifier: response.actionIdentifier,")
            out.line("    notificationIdentifier: request.identifier,")
            out.line("    userText: (response as? UNTextInputNotificationResponse)?.userText,")
            out.line("    targetContentIdentifier: request.content.targetContentIdentifier,")
            out.line("    userInfoJSON: NotificationTap.userInfoJSON(from: request.content.userInfo),")
            out.line("    receivedAt: receivedAt,")
            out.line("    notificationDate: response.notification.date")
            out.line(")")
        }
    }

    private func delegate(_ model: GeneratedModel, _ out: inout SwiftWriter) {
        let a = access
        let ns = options.namespace
        out.lines([
            "/// What iOS calls when a notification is tapped or about to show: taps of the registry's categories go to",
            "/// the app's handlers through `responder` (iOS's completion handler called exactly once, at the latest at",
            "/// the responder's deadline), every other tap to the delegate that was there before (another SDK's), or",
            "/// straight back to iOS when there was none. No method swizzling: install it with ``install(on:)``.",
            "///",
            "/// Its methods are `nonisolated`: iOS may call them on any thread, and a main-actor method called off the",
            "/// main thread traps under Swift 6. Keep a strong reference (the center's `delegate` is weak).",
        ])
        out.block(
            "\(a)nonisolated final class NotificationDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable"
        ) {
            out in
            out.line("// @unchecked: `previous` is read and written under `lock`; everything else is immutable.")
            out.line("\(a)let responder: NotificationResponder")
            out.line("private let presentation: @Sendable (Category) -> UNNotificationPresentationOptions")
            out.line("private let lock = NSLock()")
            out.line("private var previous: (any UNUserNotificationCenterDelegate)?")
            out.line()
            out.lines([
                "/// - Parameters:",
                "///   - responder: runs handlers, calls iOS's completion, forwards to the service.",
                "///   - presentation: how a notification of each category shows while the app is in the foreground.",
                "///   - fallback: the delegate for every other notification, when not installed over one.",
            ])
            out.line("\(a)init(")
            out.line("    responder: NotificationResponder,")
            out.line("    presentation: @escaping @Sendable (Category) -> UNNotificationPresentationOptions = { _ in")
            out.line("        [.list, .banner, .sound]")
            out.line("    },")
            out.line("    fallback: (any UNUserNotificationCenterDelegate)? = nil")
            out.block(")") { out in
                out.line("self.responder = responder")
                out.line("self.presentation = presentation")
                out.line("self.previous = fallback")
            }
            out.line()
            out.line(
                "/// Becomes `center`'s delegate, keeping the one installed before for the notifications that are not ours."
            )
            out.block("\(a)func install(on center: UNUserNotificationCenter = .current())") { out in
                out.block("if let current = center.delegate, current !== self") { out in
                    out.line("lock.withLock { previous = current }")
                }
                out.line("center.delegate = self")
            }
            out.line()
            out.line("/// Installs the app's handlers; taps that arrived before (a launch from a tap) run now.")
            out.block("\(a)func install(_ handlers: Handlers)") { out in
                out.line("responder.install { tap, context in try await handlers.route(tap, context: context) }")
            }
            out.line()
            out.line("private var fallback: (any UNUserNotificationCenterDelegate)? { lock.withLock { previous } }")
            out.line()
            out.line("\(a)nonisolated func userNotificationCenter(")
            out.line("    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,")
            out.line("    withCompletionHandler completionHandler: @escaping @Sendable () -> Void")
            out.block(")") { out in
                out.line("let categoryIdentifier = response.notification.request.content.categoryIdentifier")
                out.block("guard \(ns).declares(category: categoryIdentifier) else") { out in
                    out.block("guard let fallback else") { out in
                        out.line("completionHandler()")
                        out.line("return")
                    }
                    out.directive("#if canImport(ObjectiveC)")
                    out.line("// An optional requirement: a delegate without it leaves the completion to us.")
                    out.line("if let forward = fallback.userNotificationCenter(_:didReceive:withCompletionHandler:) {")
                    out.line("    forward(center, response, completionHandler)")
                    out.line("} else {")
                    out.line("    completionHandler()")
                    out.line("}")
                    out.directive("#else")
                    out.line(
                        "fallback.userNotificationCenter(center, didReceive: response, withCompletionHandler: completionHandler)"
                    )
                    out.directive("#endif")
                    out.line("return")
                }
                out.line("responder.receive(\(ns).tap(from: response), completionHandler: completionHandler)")
            }
            out.line()
            out.line("\(a)nonisolated func userNotificationCenter(")
            out.line("    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,")
            out.line(
                "    withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void"
            )
            out.block(")") { out in
                out.block(
                    "if let category = Category(rawValue: notification.request.content.categoryIdentifier)"
                ) { out in
                    out.line("completionHandler(presentation(category))")
                    out.line("return")
                }
                out.block("guard let fallback else") { out in
                    out.line("// iOS's own behaviour without a delegate: not shown while the app is in the foreground.")
                    out.line("completionHandler([])")
                    out.line("return")
                }
                out.directive("#if canImport(ObjectiveC)")
                out.line("if let forward = fallback.userNotificationCenter(_:willPresent:withCompletionHandler:) {")
                out.line("    forward(center, notification, completionHandler)")
                out.line("} else {")
                out.line("    completionHandler([])")
                out.line("}")
                out.directive("#else")
                out.line(
                    "fallback.userNotificationCenter(center, willPresent: notification, withCompletionHandler: completionHandler)"
                )
                out.directive("#endif")
            }
        }
    }

    // MARK: - Per category

    private func categoryResponse(_ category: GeneratedModel.Category, _ out: inout SwiftWriter) {
        let a = access
        let cases = responseCases(category)
        let identifier = SwiftLiteral.comment(category.category.identifier)
        out.block("nonisolated extension \(options.namespace).\(category.typeName)") { out in
            out.line("/// A tap on a `\(identifier)` notification.")
            out.block("\(a)enum Response: Sendable, Hashable") { out in
                for item in cases {
                    out.line("/// \(item.summary)")
                    out.line("case \(SwiftNames.escaped(item.name))\(item.hasText ? "(text: String)" : "")")
                }
                out.line()
                out.line("/// The typed value of `tap`; `nil` for an action the category does not declare.")
                out.block("\(a)init?(_ tap: borrowing NotificationTap)") { out in
                    out.line("switch tap.actionIdentifier {")
                    for item in cases {
                        out.line("case \(item.wireIdentifier):")
                        out.line(
                            "    self = .\(SwiftNames.escaped(item.name))\(item.hasText ? "(text: tap.userText ?? \"\")" : "")"
                        )
                    }
                    out.line("default:")
                    out.line("    return nil")
                    out.line("}")
                }
            }
            out.line()
            out.line(
                "/// What the app does for each tap on a `\(identifier)` notification. A new action in the category files"
            )
            out.line("/// is a new requirement here: the app does not build until it handles it.")
            out.line("///")
            out.line("/// Mark the conforming type `@MainActor` when its handlers touch UI.")
            out.block("\(a)protocol Handler: Sendable") { out in
                for (index, item) in cases.enumerated() {
                    if index > 0 { out.line() }
                    out.line("/// \(item.summary)")
                    let text = item.hasText ? "text: String, " : ""
                    out.line("func \(SwiftNames.escaped(item.name))(\(text)context: TapContext) async throws")
                }
            }
            out.line()
            out.line("/// Calls the method of `handler` that `response` is for.")
            out.block(
                "\(a)static func route(_ response: Response, to handler: any Handler, context: TapContext) async throws"
            ) { out in
                out.line("switch response {")
                for item in cases {
                    let name = SwiftNames.escaped(item.name)
                    if item.hasText {
                        out.line("case .\(name)(let text):")
                        out.line("    try await handler.\(name)(text: text, context: context)")
                    } else {
                        out.line("case .\(name):")
                        out.line("    try await handler.\(name)(context: context)")
                    }
                }
                out.line("}")
            }
        }
    }
}
