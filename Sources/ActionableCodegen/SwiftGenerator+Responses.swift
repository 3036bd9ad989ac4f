import Actionable

extension SwiftGenerator {
    /// `<namespace>+Responses.swift`: the app's side of a tap. A typed `Response` for every tap of the registry's
    /// categories, a `Handler` protocol per category with one requirement per action (so an action added to the YAML
    /// fails the app's build until it is handled), a `Handlers` value that needs one handler per category, and the
    /// `NotificationDelegate` that iOS calls, over the ActionableApp runtime (completion exactly once, forwarding,
    /// outbox).
    func responses(_ model: GeneratedModel, sources: [String]) -> String {
        var body: [SwiftItem] = [
            importDeclaration("ActionableApp"), importDeclaration("Foundation"), importDeclaration("UserNotifications"),
            .blank,
            // `nonisolated`: app targets may default to the main actor (Xcode 26's new projects do), and iOS calls the
            // delegate on background threads; nothing here may inherit that isolation.
            .type(
                "nonisolated extension \(options.namespace)", [],
                SwiftItem.separated([
                    rootResponse(model), categoryEnum(model), handlers(model), tapConversion(), delegate(),
                ])),
        ]
        for category in model.categories {
            body += marked(category.category.identifier) + [categoryResponse(category)]
        }
        let file = SwiftSourceFile(
            header: header(
                sources: sources,
                purpose: """
                    The app's side of a tap: typed responses, the handlers the app writes, the delegate iOS calls.
                    Builds for \(Self.describe(Self.responsesFloor)) and later (ActionableApp's); nothing on tvOS.
                    """),
            body: [.conditional("canImport(UserNotifications) && !os(tvOS)", body, else: nil)])
        return SwiftRenderer().render(file)
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
                summary: (action.action.isTitleSetAtRunTime
                    ? "The action whose title the app sets at run time"
                    : SwiftLiteral.comment(developmentValue(action.action.title)))
                    + " (`\(SwiftLiteral.comment(action.action.identifier))`)"
                    + (action.action.textInput != nil ? ", with what the person typed." : "."))
        }
        cases.append(
            ResponseCase(
                name: "defaultAction", wireIdentifier: SwiftLiteral.string(SystemActionIdentifier.defaultAction),
                hasText: false,
                summary: "A tap on the notification itself."))
        // iOS reports dismissals only of a registered category with the option.
        if category.category.reportsDismissals {
            cases.append(
                ResponseCase(
                    name: "dismissAction", wireIdentifier: SwiftLiteral.string(SystemActionIdentifier.dismissAction),
                    hasText: false, summary: "The notification was dismissed (the category has custom-dismiss-action)."
                ))
        }
        return cases
    }

    /// A category's type as `Response` and `Handlers` name it: bare when it starts with an uppercase letter, so no
    /// case, property, parameter or local there (all lowercase) can take it, else with the namespace before it
    /// (`加入` is both the category's type and its case). Bare names keep lines short enough not to break.
    private func qualified(_ category: GeneratedModel.Category) -> String {
        category.typeName.first?.isUppercase == true
            ? category.typeName : "\(options.namespace).\(category.typeName)"
    }

    // MARK: - Namespace members

    private func rootResponse(_ model: GeneratedModel) -> [SwiftItem] {
        let a = access
        var members: [SwiftItem] = model.categories.flatMap { category in
            lintExemption(forName: category.memberName) + [
                .doc(["`\(SwiftLiteral.comment(category.category.identifier))`."]),
                .code(
                    .call(
                        "case \(SwiftNames.escaped(category.memberName))", [.text("\(qualified(category)).Response")])),
            ]
        }
        var initializer: [SwiftItem] = []
        if !model.categories.isEmpty {
            let cases = model.categories.map { category in
                SwiftCase(
                    patterns: [SwiftLiteral.string(category.category.identifier)],
                    body: [
                        .block(
                            .condition(
                                .assignment(
                                    "if let response", .call("\(qualified(category)).Response", [.text("tap")]))),
                            [
                                .code(
                                    .assignment(
                                        "self",
                                        .call(".\(SwiftNames.escaped(category.memberName))", [.text("response")]))),
                                .line("return"),
                            ])
                    ])
            }
            initializer.append(.switchStatement("tap.categoryIdentifier", cases + [.default([.line("break")])]))
        }
        initializer.append(.line("self = .undeclared(category: tap.categoryIdentifier, action: tap.actionIdentifier)"))
        members += [
            .doc([
                "A tap the registry does not declare: another category, or an action its category does not declare",
                "(retired, or added by a newer version of the category files).",
            ]),
            .line("case undeclared(category: String, action: String)"),
            .blank,
            .doc(["The typed value of `tap`."]),
            .function("\(a)init", [.text("_ tap: borrowing NotificationTap")], body: initializer),
        ]
        // Literals, not the `identifier` constants: a `static let` is a lazy global, checked on every comparison.
        let identifiers =
            model.categories.map { SwiftLiteral.string($0.category.identifier) }
            + model.retiredCategories.map { SwiftLiteral.string($0.identifier) }
        let declares: [SwiftItem] =
            identifiers.isEmpty
            ? [.line("false")]
            : [
                .switchStatement(
                    "categoryIdentifier",
                    [SwiftCase(patterns: identifiers, body: [.line("true")]), .default([.line("false")])])
            ]
        return [
            .doc(["A tap on a notification of the registry, typed."]),
            .type("\(a)enum Response", ["Sendable", "Hashable"], members),
            .blank,
            .doc(["Whether taps of `categoryIdentifier` are this registry's (its categories and its retired ones)."]),
            .function(
                "\(a)static func declares", [.text("category categoryIdentifier: String")], "-> Bool", body: declares),
        ]
    }

    private func categoryEnum(_ model: GeneratedModel) -> [SwiftItem] {
        [
            .doc(["The registry's categories, for choices per category (how a notification shows in the foreground)."]),
            .type(
                "\(access)enum Category", ["String", "CaseIterable", "Sendable"],
                model.categories.flatMap { category in
                    lintExemption(forName: category.memberName) + [
                        .code(
                            .assignment(
                                "case \(SwiftNames.escaped(category.memberName))",
                                .text(SwiftLiteral.string(category.category.identifier))))
                    ]
                }),
        ]
    }

    private func handlers(_ model: GeneratedModel) -> [SwiftItem] {
        let a = access
        let closureType = "@Sendable (NotificationTap, TapContext) async throws -> Void"
        var members: [SwiftItem] = model.categories.flatMap { category in
            lintExemption(forName: category.memberName) + [
                .code(
                    .labeled(
                        "\(a)let \(SwiftNames.escaped(category.memberName))",
                        .type("any \(qualified(category)).Handler")))
            ]
        }
        let parameters: [SwiftCode] =
            model.categories.map { .labeled($0.memberName, .type("any \(qualified($0)).Handler")) } + [
                .closure(
                    "undeclared: @escaping \(closureType) = { _, context in", [.line("_ = await context.forward()")])
            ]
        let routes = model.categories.map { category in
            let name = SwiftNames.escaped(category.memberName)
            return SwiftCase(
                patterns: [".\(name)(let response)"],
                body: [
                    .code(
                        .prefixed(
                            "try await ",
                            .call(
                                "\(qualified(category)).route",
                                [.text("response"), .labeled("to", .text(name)), .labeled("context", .text("context"))]
                            )))
                ])
        }
        members += [
            .doc([
                "Taps of the registry's categories with an action it does not declare (see",
                "``Response/undeclared(category:action:)``).",
            ]),
            .code(.labeled("\(a)let undeclared", .text(closureType))),
            .blank,
            .doc([
                "- Parameter undeclared: forwards the tap to the service by default, whose dispatcher answers a",
                "  retired identifier or routes it to its replacement.",
            ]),
            .function(
                "\(a)init", parameters,
                body: model.categories.map {
                    .code(.assignment("self.\($0.memberName)", .text(SwiftNames.escaped($0.memberName))))
                } + [.line("self.undeclared = undeclared")]),
            .blank,
            .doc(["Runs the handler for `tap`."]),
            .function(
                "\(a)func route", [.text("_ tap: NotificationTap"), .text("context: TapContext")], "async throws",
                body: [
                    .switchStatement(
                        "Response(tap)",
                        routes + [
                            SwiftCase(patterns: [".undeclared"], body: [.line("try await undeclared(tap, context)")])
                        ])
                ]),
        ]
        return [
            .doc([
                "The app's handlers, one per category. Every category is a required argument and every action a",
                "requirement of its category's `Handler`: a category or action added to the YAML fails the app's",
                "build until the app handles it.",
            ]),
            .type("\(a)struct Handlers", ["Sendable"], members),
        ]
    }

    private func tapConversion() -> [SwiftItem] {
        let arguments: [SwiftCode] = [
            .labeled("categoryIdentifier", .text("request.content.categoryIdentifier")),
            .labeled("actionIdentifier", .text("response.actionIdentifier")),
            .labeled("notificationIdentifier", .text("request.identifier")),
            .labeled("userText", .text("(response as? UNTextInputNotificationResponse)?.userText")),
            .labeled("targetContentIdentifier", .text("request.content.targetContentIdentifier")),
            .labeled("userInfoJSON", .text("NotificationTap.userInfoJSON(from: request.content.userInfo)")),
            .labeled("receivedAt", .text("receivedAt")),
            .labeled("notificationDate", .text("response.notification.date")),
        ]
        return [
            .doc(["The tap iOS describes in `response`, as the plain values the runtime and the service take."]),
            .function(
                "\(access)static func tap",
                [.text("from response: UNNotificationResponse"), .text("receivedAt: Date = Date()")],
                "-> NotificationTap",
                body: [
                    .line("let request = response.notification.request"),
                    .code(.prefixed("return ", .call("NotificationTap", arguments, vertical: true))),
                ]),
        ]
    }

    /// A delegate method's parameters: the center, what iOS hands over, and the completion handler.
    private func delegateParameters(_ argument: String, completion: String) -> [SwiftCode] {
        [
            .text("_ center: UNUserNotificationCenter"), .text(argument),
            .text("withCompletionHandler completionHandler: @escaping @Sendable \(completion)"),
        ]
    }

    /// Hands a notification that is not ours to the delegate that was there before: through the optional
    /// requirement where Objective-C has them (a delegate may not implement it), directly elsewhere.
    private func forwardToFallback(
        _ label: String, _ argument: String, otherwise: String, note: [SwiftItem] = []
    ) -> SwiftItem {
        .conditional(
            "canImport(ObjectiveC)",
            note + [
                .ifElse(
                    "let forward = fallback.userNotificationCenter(_:\(label):withCompletionHandler:)",
                    [.line("forward(center, \(argument), completionHandler)")], else: [.line(otherwise)])
            ],
            else: [
                .code(
                    .call(
                        "fallback.userNotificationCenter",
                        [
                            .text("center"), .labeled(label, .text(argument)),
                            .labeled("withCompletionHandler", .text("completionHandler")),
                        ]))
            ])
    }

    private func delegate() -> [SwiftItem] {
        let a = access
        let forwardResponse = forwardToFallback(
            "didReceive", "response", otherwise: "completionHandler()",
            note: [.comment("An optional requirement: a delegate without it leaves the completion to us.")])
        let members: [SwiftItem] = [
            .comment("@unchecked: `previous` is read and written under `lock`; everything else is immutable."),
            .line("\(a)let responder: NotificationResponder"),
            .line("private let presentation: @Sendable (Category) -> UNNotificationPresentationOptions"),
            .line("private let lock = NSLock()"),
            .line("private var previous: (any UNUserNotificationCenterDelegate)?"),
            .blank,
            .doc([
                "- Parameters:",
                "  - responder: runs handlers, calls iOS's completion, forwards to the service.",
                "  - presentation: how a notification of each category shows while the app is in the foreground.",
                "  - fallback: the delegate for every other notification, when not installed over one.",
            ]),
            .function(
                "\(a)init",
                [
                    .text("responder: NotificationResponder"),
                    .closure(
                        "presentation: @escaping @Sendable (Category) -> UNNotificationPresentationOptions = { _ in",
                        [.line("[.list, .banner, .sound]")]),
                    .text("fallback: (any UNUserNotificationCenterDelegate)? = nil"),
                ],
                body: [
                    .line("self.responder = responder"), .line("self.presentation = presentation"),
                    .line("self.previous = fallback"),
                ]),
            .blank,
            .doc([
                "Becomes `center`'s delegate, keeping the one installed before for the notifications that are not ours."
            ]),
            .function(
                "\(a)func install", [.text("on center: UNUserNotificationCenter = .current()")],
                body: [
                    .block(
                        .plain("if let current = center.delegate, current !== self"),
                        [.line("lock.withLock { previous = current }")]),
                    .line("center.delegate = self"),
                ]),
            .blank,
            .doc(["Installs the app's handlers; taps that arrived before (a launch from a tap) run now."]),
            .function(
                "\(a)func install", [.text("_ handlers: Handlers")],
                body: [.line("responder.install { tap, context in try await handlers.route(tap, context: context) }")]),
            .blank,
            .line("private var fallback: (any UNUserNotificationCenterDelegate)? { lock.withLock { previous } }"),
            .blank,
            .function(
                "\(a)nonisolated func userNotificationCenter",
                delegateParameters("didReceive response: UNNotificationResponse", completion: "() -> Void"),
                body: [
                    .line("let categoryIdentifier = response.notification.request.content.categoryIdentifier"),
                    .block(
                        .plain("guard \(options.namespace).declares(category: categoryIdentifier) else"),
                        [
                            .block(.plain("guard let fallback else"), [.line("completionHandler()"), .line("return")]),
                            forwardResponse,
                            .line("return"),
                        ]),
                    .code(
                        .call(
                            "responder.receive",
                            [
                                .text("\(options.namespace).tap(from: response)"),
                                .labeled("completionHandler", .text("completionHandler")),
                            ])),
                ]),
            .blank,
            .function(
                "\(a)nonisolated func userNotificationCenter",
                delegateParameters(
                    "willPresent notification: UNNotification",
                    completion: "(UNNotificationPresentationOptions) -> Void"),
                body: [
                    .block(
                        .plain("if let category = Category(rawValue: notification.request.content.categoryIdentifier)"),
                        [.line("completionHandler(presentation(category))"), .line("return")]),
                    .block(
                        .plain("guard let fallback else"),
                        [
                            .comment(
                                "iOS's own behaviour without a delegate: not shown while the app is in the foreground."),
                            .line("completionHandler([])"), .line("return"),
                        ]),
                    forwardToFallback("willPresent", "notification", otherwise: "completionHandler([])"),
                ]),
        ]
        return [
            .doc([
                "What iOS calls when a notification is tapped or about to show: taps of the registry's categories go to",
                "the app's handlers through `responder` (iOS's completion handler called exactly once, at the latest at",
                "the responder's deadline), every other tap to the delegate that was there before (another SDK's), or",
                "straight back to iOS when there was none. No method swizzling: install it with ``install(on:)``.",
                "",
                "Its methods are `nonisolated`: iOS may call them on any thread, and a main-actor method called off the",
                "main thread traps under Swift 6. Keep a strong reference (the center's `delegate` is weak).",
            ]),
            .type(
                "\(a)nonisolated final class NotificationDelegate",
                ["NSObject", "UNUserNotificationCenterDelegate", "@unchecked Sendable"], members),
        ]
    }

    // MARK: - Per category

    private func categoryResponse(_ category: GeneratedModel.Category) -> SwiftItem {
        let a = access
        let cases = responseCases(category)
        let identifier = SwiftLiteral.comment(category.category.identifier)
        let initializer = SwiftCase.default([.line("return nil")])
        let assignments = cases.map { item in
            SwiftCase(
                patterns: [item.wireIdentifier],
                body: [
                    .code(
                        .assignment(
                            "self",
                            item.hasText
                                ? .call(
                                    ".\(SwiftNames.escaped(item.name))",
                                    [.labeled("text", .text("tap.userText ?? \"\""))])
                                : .text(".\(SwiftNames.escaped(item.name))")))
                ])
        }
        let responseMembers: [SwiftItem] =
            cases.flatMap { item in
                lintExemption(forName: item.name) + [
                    .doc([item.summary]),
                    .code(
                        item.hasText
                            ? .call("case \(SwiftNames.escaped(item.name))", [.text("text: String")])
                            : .text("case \(SwiftNames.escaped(item.name))")),
                ]
            } + [
                .blank,
                .doc(["The typed value of `tap`; `nil` for an action the category does not declare."]),
                .function(
                    "\(a)init?", [.text("_ tap: borrowing NotificationTap")],
                    body: [.switchStatement("tap.actionIdentifier", assignments + [initializer])]),
            ]
        let requirements = SwiftItem.separated(
            cases.map { item in
                lintExemption(forName: item.name) + [
                    .doc([item.summary]),
                    .code(
                        .suffixed(
                            .call(
                                "func \(SwiftNames.escaped(item.name))",
                                (item.hasText ? [.text("text: String")] : []) + [.text("context: TapContext")]),
                            " async throws")),
                ]
            })
        let calls = cases.map { item in
            let name = SwiftNames.escaped(item.name)
            return SwiftCase(
                patterns: [item.hasText ? ".\(name)(let text)" : ".\(name)"],
                body: [
                    .code(
                        .prefixed(
                            "try await ",
                            .call(
                                "handler.\(name)",
                                (item.hasText ? [.labeled("text", .text("text"))] : [])
                                    + [.labeled("context", .text("context"))])))
                ])
        }
        return .type(
            "nonisolated extension \(options.namespace).\(category.typeName)", [],
            [
                .doc(["A tap on a `\(identifier)` notification."]),
                .type("\(a)enum Response", ["Sendable", "Hashable"], responseMembers),
                .blank,
                .doc([
                    "What the app does for each tap on a `\(identifier)` notification. A new action in the category files",
                    "is a new requirement here: the app does not build until it handles it.",
                    "",
                    "Mark the conforming type `@MainActor` when its handlers touch UI.",
                ]),
                .type("\(a)protocol Handler", ["Sendable"], requirements),
                .blank,
                .doc(["Calls the method of `handler` that `response` is for."]),
                .function(
                    "\(a)static func route",
                    [.text("_ response: Response"), .text("to handler: any Handler"), .text("context: TapContext")],
                    "async throws", body: [.switchStatement("response", calls)]),
            ])
    }
}
