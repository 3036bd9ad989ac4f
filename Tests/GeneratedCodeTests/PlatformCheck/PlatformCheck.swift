#if Import
    import Actionable
    import ActionableCodegen
    import Foundation
    import Testing

    /// Type-checks Swift an app compiles from Actionable as each Apple platform's compiler would, on Linux: the
    /// sources and the UserNotifications stand-in go through an ``AvailabilityProjection`` for the platform and its
    /// floor, the stand-in becomes a module named `UserNotifications` again, and `swiftc` checks the sources against it
    /// with warnings as errors.
    enum PlatformCheck {
        /// The language settings an app may compile the code with.
        enum Mode: String, CaseIterable, Sendable, CustomTestStringConvertible {
            case swift6 = "Swift 6"
            case swift5 = "Swift 5"
            case mainActor = "Swift 6, MainActor by default"

            var flags: [String] {
                switch self {
                case .swift6: ["-swift-version", "6"]
                case .swift5: ["-swift-version", "5"]
                case .mainActor: ["-swift-version", "6", "-default-isolation", "MainActor"]
                }
            }

            var testDescription: String { rawValue }
        }

        /// One module to check: its files (name and text) and the oldest versions it must build for.
        struct Unit: Sendable {
            let name: String
            let files: [(name: String, text: String)]
            /// Per platform, tvOS included: the generated files are empty there, but the stand-in is not, so what
            /// names tvOS's missing API outside `!os(tvOS)` fails.
            let floor: [ApplePlatform: OSVersion]
            /// A module that imports this one, checked after it (the example app's executable).
            var client: [(name: String, text: String)] = []
        }

        /// What one check printed, and whether it passed.
        struct Outcome: Sendable {
            let passed: Bool
            let output: String
        }

        /// The stand-in's source.
        static let standIn: String = {
            let path = Generated.packageRoot.appendingPathComponent(
                "Tests/UserNotificationsStandIn/UserNotifications.swift")
            return (try? String(contentsOf: path, encoding: .utf8)) ?? ""
        }()

        /// The stand-in's rows by Swift name.
        static let symbols = Dictionary(
            UserNotificationsSymbols.all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

        /// Checks `unit` for `platform` in `mode`.
        static func check(_ unit: Unit, on platform: ApplePlatform, mode: Mode) throws -> Outcome {
            let floor = unit.floor[platform] ?? OSVersion(major: 1)
            let projection = AvailabilityProjection(
                platform: platform, floor: floor, sources: unit.files.map(\.text) + unit.client.map(\.text))
            let directory = temporaryDirectory()
            let standInRewriter = ProjectionRewriter(projection: projection, symbols: symbols)
            // tvOS has the center and notification content, but no categories, actions or responses: everything
            // generated is under `!os(tvOS)`. It is checked against an empty UserNotifications, stricter than Apple's,
            // so naming any of it there fails.
            let projectedStandIn = platform == .tvOS ? "" : try standInRewriter.rewrite(standIn)
            guard standInRewriter.unlisted.isEmpty else {
                throw AvailabilityProjection.Unsupported(
                    description: "no availability row for the stand-in's "
                        + standInRewriter.unlisted.joined(separator: ", "))
            }
            // One module: the stand-in, the files and the client, each file's import of another of them left out.
            // (The compiler cannot read back a module whose declarations carry custom availability domains.)
            let sources = directory.appendingPathComponent(unit.name)
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            var paths: [String] = []
            let standInFile = sources.appendingPathComponent("UserNotifications+Projected.swift")
            try projectedStandIn.write(to: standInFile, atomically: true, encoding: .utf8)
            paths.append(standInFile.path)
            for file in unit.files + unit.client {
                let path = sources.appendingPathComponent(file.name)
                let projected = try ProjectionRewriter(projection: projection).rewrite(file.text)
                try withoutImports(of: ["UserNotifications", unit.name], in: projected)
                    .write(to: path, atomically: true, encoding: .utf8)
                paths.append(path.path)
            }
            let arguments =
                [
                    "-typecheck", "-module-name", unit.name, "-package-name", "App", "-warnings-as-errors", "-I",
                    modules.path,
                ]
                + (unit.client.isEmpty ? ["-parse-as-library"] : []) + mode.flags + projection.compilerFlags
            let result = try swiftc(arguments + paths)
            return Outcome(passed: result.status == 0, output: relabelled(result.output, directory: sources))
        }

        /// `source` without its `import` lines of `modules` (any access level or attribute).
        static func withoutImports(of modules: Set<String>, in source: String) -> String {
            source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    modules.contains(String(words[index + 1])),
                    words[..<index].allSatisfy({ ["public", "internal", "package", "@preconcurrency"].contains($0) })
                else { return line }
                return ""
            }.joined(separator: "\n")
        }

        /// The output with the temporary directory left out of paths.
        static func relabelled(_ output: String, directory: URL) -> String {
            output.replacingOccurrences(of: directory.path + "/", with: "")
        }

        /// The modules the test binary was built with (ActionableApp).
        static var modules: URL { UnhandledActionTests.modules }

        static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
            try Compiler.swiftc(arguments)
        }
    }
#endif
