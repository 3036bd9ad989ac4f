#if HTTP && Postgres
    import Actionable
    import Logging
    import Synchronization

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// `serve`'s log handler: the line swift-log's `StreamLogHandler.standardError` writes (`<time> <level> <label>:
    /// <key=value, sorted> [<source>] <message>`, the time in local time to the second), made for a server that logs
    /// a line per request. `StreamLogHandler` formats its metadata again on every change (the endpoint's handler
    /// context adds four keys per request, Hummingbird one) and the time on every line; this one keeps metadata as a
    /// dictionary until a line is written, formats the time once a second, and writes each line with one `write(2)`
    /// to standard error, unbuffered as before, so nothing waits in memory when the process stops.
    struct LineLogHandler: LogHandler {
        let label: String
        var logLevel: Logger.Level = .info
        var metadataProvider: Logger.MetadataProvider?
        var metadata: Logger.Metadata = [:]

        init(label: String, metadataProvider: Logger.MetadataProvider? = LoggingSystem.metadataProvider) {
            self.label = label
            self.metadataProvider = metadataProvider
        }

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            // What StreamLogHandler merges, in its order: the handler's, the provider's, the statement's, the error.
            var merged = metadata
            if let provided = metadataProvider?.get(), !provided.isEmpty {
                merged.merge(provided, uniquingKeysWith: { _, provided in provided })
            }
            if let explicit = event.metadata, !explicit.isEmpty {
                merged.merge(explicit, uniquingKeysWith: { _, explicit in explicit })
            }
            if let error = event.error {
                merged["error.message"] = "\(error)"
                merged["error.type"] = "\(String(reflecting: type(of: error)))"
            }
            var line = LocalTimestamp.shared.current()
            line.reserveCapacity(256)
            line += " "
            line += event.level.rawValue
            if !label.isEmpty {
                line += " "
                line += label
            }
            line += ":"
            for (key, value) in merged.sorted(by: { $0.key < $1.key }) {
                line += " "
                line += key
                line += "="
                line += value.description
            }
            line += " ["
            line += event.source
            line += "] "
            line += event.message.description
            line += "\n"
            // One `write(2)` for the whole line (more only when the kernel takes part of it), so lines from several
            // threads do not interleave; a failed write is ignored, as StreamLogHandler ignores it.
            writeAll(line, to: STDERR_FILENO)
        }
    }

    /// The local time as `StreamLogHandler` writes it (`strftime`'s `%Y-%m-%dT%H:%M:%S%z`), formatted once a second.
    final class LocalTimestamp: Sendable {
        static let shared = LocalTimestamp()

        private let cache = Mutex<(second: Int, text: String)>((-1, ""))

        func current() -> String {
            let now = time(nil)
            if let cached = cache.withLock({ $0.second == now ? $0.text : nil }) { return cached }
            let text = Self.format(now)
            cache.withLock { $0 = (now, text) }
            return text
        }

        private static func format(_ seconds: time_t) -> String {
            var seconds = seconds
            var local = tm()
            guard localtime_r(&seconds, &local) != nil else { return "<unknown>" }
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
                let count = strftime(buffer.baseAddress!, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &local)
                return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: count), as: UTF8.self)
            }
        }
    }
#endif
