import Actionable
public import Logging

/// A log handler that keeps every entry, so tests can assert what a dispatcher logged.
///
/// ```swift
/// let recorder = LogRecorder()
/// let logger = recorder.logger()
/// ```
public final class LogRecorder: Sendable {
    /// One logged message.
    public struct Entry: Sendable {
        /// The level it was logged at.
        public let level: Logger.Level
        /// The message.
        public let message: String
        /// The logger's metadata and the message's own (the message's wins), values as their descriptions.
        public let metadata: [String: String]
    }

    private let storage = LockedValue<[Entry]>([])

    /// Creates a recorder with no entries.
    public init() {}

    /// Every entry so far, oldest first.
    public var entries: [Entry] { storage.withLock { $0 } }

    /// A logger that writes to this recorder, at `level` and above.
    public func logger(label: String = "actionable.test", level: Logger.Level = .trace) -> Logger {
        var logger = Logger(label: label) { _ in Handler(recorder: self) }
        logger.logLevel = level
        return logger
    }

    func append(_ entry: Entry) {
        storage.withLock { $0.append(entry) }
    }

    struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            var merged = metadata
            if let extra = event.metadata { merged.merge(extra) { _, new in new } }
            recorder.append(
                Entry(
                    level: event.level,
                    message: event.message.description,
                    metadata: merged.mapValues { $0.description }
                ))
        }
    }
}
