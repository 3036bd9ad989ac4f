#if Import
    import Actionable
    import Foundation
    import SwiftParser
    import SwiftSyntax
    import Testing

    /// The stand-in is never more permissive than Apple's SDK: each row of ``UserNotificationsSymbols`` names a
    /// declaration of the stand-in, and the stand-in's own `@available` attributes (its enclosing types' included)
    /// are at least as strict on every platform.
    @Suite struct StandInAvailabilityTests {
        /// Deliberate divergences, each documented in the stand-in's header: tests need a center of their own. The
        /// platform check's projection follows Apple's row (unavailable) instead.
        static let divergences: Set = ["UNUserNotificationCenter.init()"]

        /// Every place the stand-in is looser than a row: `name on platform: stand-in says …, Apple …`.
        static func loosenesses(in source: String) -> [String] {
            let declarations = StandInDeclarations()
            declarations.walk(Parser.parse(source: source))
            var found: [String] = []
            for row in UserNotificationsSymbols.all where !divergences.contains(row.name) {
                guard let chain = declarations.attributes[row.name] else {
                    found.append("\(row.name): not declared by the stand-in")
                    continue
                }
                for platform in ApplePlatform.allCases {
                    let projection = AvailabilityProjection(
                        platform: platform, floor: OSVersion(major: 1), domainVersions: [])
                    let declared = chain.map(projection.declared)
                    let unavailable = declared.contains { $0.unavailable }
                    let introduced = declared.compactMap(\.introduced).max()
                    let deprecated = declared.contains { $0.deprecated }
                    let apple = row.availability(on: platform)
                    let standIn =
                        unavailable ? "unavailable" : introduced.map { "from \($0)" } ?? "available from any version"
                    switch apple {
                    case .unavailable where !unavailable:
                        found.append("\(row.name) on \(platform): the stand-in is \(standIn), Apple's is unavailable")
                    case .available(let version, let deprecation) where !unavailable:
                        if (introduced ?? OSVersion(major: 0)) < version {
                            found.append(
                                "\(row.name) on \(platform): the stand-in is \(standIn), Apple's from \(version)")
                        }
                        if deprecation != nil, !deprecated {
                            found.append("\(row.name) on \(platform): Apple's is deprecated, the stand-in's is not")
                        }
                    default:
                        break
                    }
                }
            }
            return found
        }

        @Test("the stand-in declares every row, never more available than Apple's header")
        func standInIsNeverLooser() {
            #expect(Self.loosenesses(in: PlatformCheck.standIn) == [])
        }

        @Test("a stand-in that declares tvOS's missing property available is caught")
        func plantedLoosenessIsCaught() throws {
            let planted = PlatformCheck.standIn.replacingOccurrences(
                of: "    @available(tvOS, unavailable)\n    open var categoryIdentifier: String {",
                with: "    open var categoryIdentifier: String {")
            #expect(planted != PlatformCheck.standIn)
            #expect(
                Self.loosenesses(in: planted) == [
                    "UNNotificationContent.categoryIdentifier on tvOS: the stand-in is from 10, Apple's is unavailable"
                ])
        }

        @Test("every row cites the header it comes from")
        func everyRowCitesItsSource() {
            for row in UserNotificationsSymbols.all {
                #expect(row.source.contains("phracker/MacOSX-SDKs@"), "\(row.name)")
                #expect(row.source.contains(".h:"), "\(row.name) has no line")
            }
        }
    }

    /// The `@available` attributes of each public declaration of the stand-in, its enclosing types' first.
    final class StandInDeclarations: SyntaxVisitor {
        var attributes: [String: [AttributeListSyntax]] = [:]
        private var scope: [(name: String, attributes: AttributeListSyntax)] = []

        init() { super.init(viewMode: .sourceAccurate) }

        private func record(_ name: String, _ own: AttributeListSyntax) {
            attributes[(scope.map(\.name) + [name]).joined(separator: ".")] = scope.map(\.attributes) + [own]
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, node.attributes)
            scope.append((node.name.text, node.attributes))
            return .visitChildren
        }
        override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, node.attributes)
            scope.append((node.name.text, node.attributes))
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.name.text, node.attributes)
            scope.append((node.name.text, node.attributes))
            return .visitChildren
        }
        override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // Members of an extension: recorded under the extended type, with the extension's own attributes.
            scope.append((node.extendedType.trimmedDescription, node.attributes))
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            record(node.bindings.first?.pattern.trimmedDescription ?? "_", node.attributes)
            return .skipChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            // A protocol's requirement and its extension's default share a name: the requirement is kept.
            let name = "\(node.name.text)(\(labels))"
            if attributes[(scope.map(\.name) + [name]).joined(separator: ".")] == nil { record(name, node.attributes) }
            return .skipChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            record("init(\(labels))", node.attributes)
            return .skipChildren
        }
    }
#endif
