import Actionable
public import ArgumentParser
import Foundation

extension PushType: ExpressibleByArgument {}
extension InterruptionLevel: ExpressibleByArgument {}
extension PayloadService: ExpressibleByArgument {}

extension ActionableCommand {
    /// `actionable payload check|build`: push payloads against the same registry the app registers.
    struct Payload: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check APNs payloads or FCM messages against the category files, or build valid APNs payloads.",
            subcommands: [Check.self, Build.self]
        )
    }
}

extension ActionableCommand.Payload {
    /// `actionable payload check [FILE ...]`.
    struct Check: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check APNs payload files or FCM HTTP v1 messages (JSON) against the registry and the app file.",
            discussion: """
                Reads standard input when no file is given (or for '-'). A payload file's headers file \
                (invite.headers beside invite.json) says how it is sent; files ending in .headers are read \
                only as such. With --service fcm the files are FCM HTTP v1 messages to the Android app \
                ({"message": {...}}): a data message naming a registered category, every value a string, at \
                most 4,096 bytes of data, no reserved key, high priority. Exit status as for validate: 0 when no \
                payload has an error; 1 when one has (or a warning, with --strict) or the category files have \
                errors; 64 usage; 66 missing file or category directory; 74 unreadable file.
                """
        )

        @Argument(help: "Payload files; standard input when none is given.")
        var files: [String] = []

        @Option(help: "Category files or directories the app registers (with its app file).")
        var categories: [String] = ["Categories"]

        @Option(
            help: """
                How a payload without a headers file is sent (apns-push-type): alert, background, voip, liveactivity. \
                A payload file's headers file (invite.headers beside invite.json) names its own.
                """)
        var pushType: PushType = .alert

        @Option(help: "Who the payloads are for: apns, or fcm (FCM HTTP v1 messages to the Android app).")
        var service: PayloadService = .apns

        @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
        var format: ReportFormat = .text

        @Flag(help: "Fail on warnings too.")
        var strict = false

        @OptionGroup var config: ConfigurationOptions

        func validate() throws {
            if files.count(where: { $0 == "-" }) > 1 {
                throw ValidationError("'-' (standard input) may be given once")
            }
        }

        func run() async throws {
            var output = StandardOutput()
            let status = await Self.check(
                files: files, categories: categories, pushType: pushType, service: service, format: format,
                strict: strict,
                configFile: config.file, output: &output,
                standardInput: { StandardInput.readAll(limit: PayloadChecker.maxParsedSize) })
            if status != .success { throw status }
        }

        /// Checks `files` (standard input, read by `standardInput`, when empty), writes the report to `output` and
        /// returns the exit status.
        static func check(
            files: [String],
            categories: [String],
            pushType: PushType,
            service: PayloadService = .apns,
            format: ReportFormat,
            strict: Bool,
            configFile: String? = nil,
            output: inout some TextOutputStream,
            standardInput: () -> StandardInput.Contents
        ) async -> ExitCode {
            var standardError = StandardError()
            let loaded: LoadResult
            let settings: Configuration
            do {
                let problems: [Diagnostic]
                (settings, problems) = try ConfigurationOptions.resolve(
                    file: configFile, searchingFrom: categories.first
                ).get()
                loaded = try await CategoryLoader(options: .init(configuration: settings)).load(paths: categories)
                    .adding(problems)
            } catch {
                print("error: \(error)", to: &standardError)
                return error.exitCode
            }
            let checker = PayloadChecker(
                registry: loaded.registry, app: loaded.app, deploymentTarget: settings.deploymentTarget)
            let fcm = FCMPayloadChecker(registry: loaded.registry)
            // The category files' own errors make every verdict doubtful, so they are part of the report.
            var diagnostics = loaded.diagnostics.filter { $0.severity == .error }
            // The report is written once every payload is checked: a missing or unreadable file ends the run
            // with its exit status before any report, as with validate.
            // A headers file is checked with its payload, so `payload check Pushes/*` does not read it as JSON.
            let payloads = files.filter { !$0.hasSuffix(".headers") }
            let inputs = files.isEmpty ? ["-"] : payloads
            for file in inputs {
                if file == "-" {
                    let input = standardInput()
                    if service == .fcm {
                        diagnostics +=
                            input.size > PayloadChecker.maxParsedSize
                            ? fcm.checkSize(input.size, file: "<stdin>") : fcm.check(input.bytes, file: "<stdin>")
                    } else if input.size > PayloadChecker.maxParsedSize {
                        diagnostics += checker.checkSize(input.size, file: "<stdin>", pushType: pushType)
                    } else {
                        diagnostics += checker.check(input.bytes, file: "<stdin>", pushType: pushType)
                    }
                    continue
                }
                do {
                    diagnostics +=
                        service == .fcm
                        ? try fcm.check(file: file) : try checker.check(file: file, pushType: pushType)
                } catch {
                    print("error: \(error)", to: &standardError)
                    return error.exitCode
                }
            }
            diagnostics = settings.apply(to: diagnostics)
            let errors = diagnostics.count { $0.severity == .error }
            let warnings = diagnostics.count { $0.severity == .warning }
            let summary = ReportSummary(
                files: inputs.count, categories: loaded.registry.categories.count,
                actions: loaded.registry.actionCount, errors: errors, warnings: warnings, payloads: inputs.count)
            format.reporter.write(DiagnosticReport(diagnostics: diagnostics, summary: summary), to: &output)
            return errors > 0 || (strict && warnings > 0) ? .failure : .success
        }
    }
}

extension ActionableCommand.Payload {
    /// `actionable payload build --category ID --title … --body …`.
    struct Build: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print a valid APNs payload for a registered category (compact JSON, as sent).",
            discussion: """
                Refuses (exit 1, problems on standard error) to print a payload `payload check` would reject: an \
                unregistered category, a level above the category's, a missing entitlement, a payload over the size \
                limit. Custom data: --data key=JSON, e.g. --data 'invite-id=42' --data 'room="B 1.04"'.
                """
        )

        @Option(help: "Category files or directories the app registers (with its app file).")
        var categories: [String] = ["Categories"]

        @Option(help: "aps.category: a registered category identifier.")
        var category: String?

        @Option(help: "aps.alert.title.") var title: String?
        @Option(help: "aps.alert.subtitle.") var subtitle: String?
        @Option(help: "aps.alert.body.") var body: String?
        @Option(help: "aps.badge (0 removes the badge).") var badge: Int?
        @Option(help: "aps.sound: a sound file name, or 'default'.") var sound: String?
        @Flag(help: "Make the sound critical (needs the critical-alerts entitlement).") var critical = false
        @Option(help: "Volume of a critical sound, 0 to 1.") var volume: Double = 1
        @Option(name: .customLong("thread-id"), help: "aps.thread-id.") var threadID: String?
        @Option(name: .customLong("target-content-id"), help: "aps.target-content-id (an App Clip experience URL).")
        var targetContentID: String?
        @Option(help: "aps.interruption-level: passive, active, time-sensitive, critical.")
        var interruptionLevel: InterruptionLevel?
        @Option(help: "aps.relevance-score, 0 to 1.") var relevanceScore: Double?
        @Flag(help: "aps.mutable-content: 1.") var mutableContent = false
        @Option(help: "How the payload is sent: alert, background (adds content-available), voip.")
        var pushType: PushType = .alert
        @Option(name: .customLong("data"), help: "Custom data beside aps, as key=JSON (repeatable).")
        var data: [String] = []

        func validate() throws {
            if pushType == .liveactivity {
                throw ValidationError(
                    "payload build writes notifications (alert, background, voip); write a Live Activity payload by hand and check it with 'payload check --push-type liveactivity'"
                )
            }
            for entry in data {
                _ = try Self.customValue(entry)
            }
            if critical && sound == nil {
                throw ValidationError("--critical makes the sound critical; name it with --sound, e.g. --sound default")
            }
            if volume != 1 && !critical {
                throw ValidationError("--volume applies to a critical sound only; add --critical (and --sound)")
            }
        }

        func run() async throws {
            var output = StandardOutput()
            var standardError = StandardError()
            let status = await build(output: &output, errors: &standardError)
            if status != .success { throw status }
        }

        func build(output: inout some TextOutputStream, errors: inout some TextOutputStream) async -> ExitCode {
            let loaded: LoadResult
            do {
                loaded = try await CategoryLoader().load(paths: categories)
            } catch {
                print("error: \(error)", to: &errors)
                return error.exitCode
            }
            var builder = PayloadBuilder(category: category, registry: loaded.registry, app: loaded.app)
            builder.title = title
            builder.subtitle = subtitle
            builder.body = body
            builder.badge = badge
            if let sound { builder.sound = critical ? .critical(name: sound, volume: volume) : .named(sound) }
            builder.threadIdentifier = threadID
            builder.targetContentIdentifier = targetContentID
            builder.interruptionLevel = interruptionLevel
            builder.relevanceScore = relevanceScore
            builder.mutableContent = mutableContent
            builder.pushType = pushType
            for entry in data {
                guard let (key, value) = try? Self.customValue(entry) else { continue }
                builder.customData[key] = value
            }
            do {
                output.write(try builder.buildString() + "\n")
                return .success
            } catch {
                print("error: \(error)", to: &errors)
                return .failure
            }
        }

        /// `key=JSON` as a key and a value.
        static func customValue(_ entry: String) throws(ValidationError) -> (String, JSONValue) {
            guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex else {
                throw ValidationError("--data expects key=JSON, e.g. invite-id=42 or room='\"B 1.04\"'; got '\(entry)'")
            }
            let key = String(entry[..<equals])
            let text = entry[entry.index(after: equals)...]
            guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
                throw ValidationError(
                    "--data \(key): '\(text)' is not JSON; quote text as JSON strings, e.g. \(key)='\"\(text)\"'")
            }
            // Numbers travel as Double: a whole number beyond 2^53 (a 64-bit identifier) would silently change.
            if case .number(let number) = value, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }),
                abs(number) > 9_007_199_254_740_992 || String(format: "%.0f", number) != String(text)
            {
                throw ValidationError(
                    "--data \(key): \(text) is too large to keep exactly as a JSON number; pass it as a string: \(key)='\"\(text)\"'"
                )
            }
            return (key, value)
        }
    }
}

/// Standard input, read whole up to a limit and counted beyond it.
enum StandardInput {
    struct Contents {
        /// The bytes read, at most `limit + 1`.
        var bytes: [UInt8]
        /// The total size, including bytes past the limit that were counted and dropped.
        var size: Int
    }

    static func readAll(limit: Int) -> Contents {
        var bytes: [UInt8] = []
        var size = 0
        while true {
            let chunk = FileHandle.standardInput.availableData
            if chunk.isEmpty { break }
            size += chunk.count
            if bytes.count <= limit { bytes.append(contentsOf: chunk.prefix(limit + 1 - bytes.count)) }
        }
        return Contents(bytes: bytes, size: size)
    }
}
