#if Import
    import Actionable
    import SwiftParser
    import SwiftSyntax

    /// Rewrites one file for an ``AvailabilityProjection``: its `#if` conditions, `#available` checks and
    /// `@available` attributes. With `symbols`, it reads the file as the UserNotifications stand-in: each public
    /// declaration gets the availability of its row, or the stand-in's own where that is stricter
    /// (`StandInAvailabilityTests` checks that it is never looser), its bodies become `fatalError()`, and a public
    /// declaration without a row is an error.
    final class ProjectionRewriter: SyntaxVisitor {
        let projection: AvailabilityProjection
        let symbols: [String: AppleSymbol]?
        private var edits: [(start: Int, end: Int, text: String)] = []
        private var scope: [String] = []
        private var protocolDepth = 0
        /// Public stand-in declarations without a row.
        private(set) var unlisted: [String] = []
        private(set) var problems: [String] = []

        /// Members every Apple class or option set has through `NSObject`, `Hashable` or `OptionSet`.
        static let inherited: Set = ["isEqual(_:)", "hash", "description", "rawValue", "init(rawValue:)"]

        init(projection: AvailabilityProjection, symbols: [String: AppleSymbol]? = nil) {
            self.projection = projection
            self.symbols = symbols
            super.init(viewMode: .sourceAccurate)
        }

        /// `source` as the projection reads it.
        func rewrite(_ source: String) throws -> String {
            walk(Parser.parse(source: source))
            if !problems.isEmpty {
                throw AvailabilityProjection.Unsupported(description: problems.joined(separator: "\n"))
            }
            var bytes = Array(source.utf8)
            for edit in edits.sorted(by: { ($0.start, $0.end) > ($1.start, $1.end) }) {
                bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        private func replace(_ node: some SyntaxProtocol, with text: String) {
            edits.append(
                (
                    node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
                    text
                )
            )
        }

        // MARK: - The stand-in's bodies

        /// In the stand-in, every body becomes `fatalError()`: what matters is its interface, as with Apple's binary
        /// framework, and its own bodies use what the projection may take away (the compiler cannot read a module
        /// whose declarations carry custom availability domains, so the stand-in is compiled with the code it serves).
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            guard symbols != nil,
                node.parent?.is(FunctionDeclSyntax.self) == true || node.parent?.is(InitializerDeclSyntax.self) == true
                    || node.parent?.is(AccessorDeclSyntax.self) == true
                    || node.parent?.is(DeinitializerDeclSyntax.self) == true
            else { return .visitChildren }
            replace(node, with: "{ fatalError() }")
            return .skipChildren
        }

        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
            guard symbols != nil, case .getter = node.accessors else { return .visitChildren }
            replace(node, with: "{ fatalError() }")
            return .skipChildren
        }

        // MARK: - #if

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            guard let condition = node.condition else { return .visitChildren }
            let calls = CallCollector()
            calls.walk(condition)
            for call in calls.calls {
                do {
                    if let value = try projection.value(of: call) { replace(call, with: value ? "true" : "false") }
                } catch {
                    problems.append("\(error)")
                }
            }
            return .visitChildren
        }

        // MARK: - #available

        override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
            let version = projection.version(of: node.availabilityArguments)
            guard let replacement = projection.availableCondition(version) else { return .skipChildren }
            if node.availabilityKeyword.text == "#unavailable" {
                problems.append(
                    "\(node.trimmedDescription): the projection does not follow #unavailable above the floor")
            } else {
                replace(node, with: replacement)
            }
            return .skipChildren
        }

        // MARK: - Declarations

        /// A type: its own availability, then its members in its scope.
        private func enterType(
            _ name: String, _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax,
            start: some SyntaxProtocol
        ) -> SyntaxVisitorContinueKind {
            declaration(name, attributes, modifiers, start: start)
            scope.append(name)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text, node.attributes, node.modifiers, start: node)
        }
        override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text, node.attributes, node.modifiers, start: node)
        }
        override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enterType(node.name.text, node.attributes, node.modifiers, start: node)
        }
        override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            // The protocol's own availability first: only its requirements are inside it.
            let next = enterType(node.name.text, node.attributes, node.modifiers, start: node)
            protocolDepth += 1
            return next
        }
        override func visitPost(_ node: ProtocolDeclSyntax) {
            scope.removeLast()
            protocolDepth -= 1
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            declaration(nil, node.attributes, node.modifiers, start: node)
            scope.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = node.bindings.first?.pattern.trimmedDescription ?? "_"
            declaration(name, node.attributes, node.modifiers, start: node)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            declaration("\(node.name.text)(\(labels))", node.attributes, node.modifiers, start: node)
            return .visitChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            declaration("init(\(labels))", node.attributes, node.modifiers, start: node)
            return .visitChildren
        }

        /// Projects one declaration's availability. `name` is `nil` for an extension, which has no row.
        private func declaration(
            _ name: String?, _ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax,
            start: some SyntaxProtocol
        ) {
            let written = attributes.compactMap { element -> AttributeSyntax? in
                guard case .attribute(let attribute) = element,
                    attribute.attributeName.trimmedDescription == "available"
                else { return nil }
                return attribute
            }
            let isPublic =
                protocolDepth > 0 || modifiers.contains { ["public", "open"].contains($0.name.text) }
            var projected: [String]
            if let symbols, let name, isPublic {
                let qualified = (scope + [name]).joined(separator: ".")
                let declared = projection.declared(attributes)
                if let row = symbols[qualified] {
                    // Apple's row, or the stand-in's own attributes where they are stricter (a default
                    // implementation the stand-in writes with Swift concurrency).
                    var availability = row.availability(on: projection.platform)
                    if declared.unavailable {
                        availability = .unavailable
                    } else if let own = declared.introduced,
                        case .available(let introduced, let deprecated) = availability,
                        own > introduced
                    {
                        availability = .available(introduced: own, deprecated: deprecated)
                    }
                    // Only an `@objc` protocol may have unavailable requirements: Apple's optional requirement is
                    // simply not there.
                    if protocolDepth > 0, availability == .unavailable {
                        replace(start, with: "")
                        return
                    }
                    projected = projection.attributes(for: availability, message: declared.message)
                } else if name.hasPrefix("standIn") || name.hasPrefix("StandIn") || name.contains("(standIn")
                    || Self.inherited.contains(name)
                {
                    // Not Apple's (tests only: `PlatformCheckTests` checks that nothing generated names them), or
                    // what NSObject and OptionSet give every platform: as the stand-in declares them.
                    projected = projection.projectedAttributes(attributes)
                } else {
                    unlisted.append(qualified)
                    projected = declared.other
                }
            } else {
                guard !written.isEmpty else { return }
                projected = projection.projectedAttributes(attributes)
            }
            for attribute in written { replace(attribute, with: "") }
            // The stand-in is compiled with the code it serves, which may default to the main actor: Apple's module
            // is nonisolated whatever the app's default.
            if symbols != nil, scope.isEmpty { projected.append("nonisolated") }
            guard !projected.isEmpty else { return }
            edits.append(
                (
                    start.positionAfterSkippingLeadingTrivia.utf8Offset,
                    start.positionAfterSkippingLeadingTrivia.utf8Offset, projected.joined(separator: " ") + " "
                ))
        }
    }

    /// The calls of an `#if` condition: `os(watchOS)`, `canImport(UserNotifications)`.
    private final class CallCollector: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .skipChildren
        }
    }
#endif
