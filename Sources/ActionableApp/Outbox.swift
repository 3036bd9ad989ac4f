public import Foundation

/// Taps on their way to the service, on disk: written before the first attempt, removed on a definitive answer, so
/// a reply survives iOS ending the app mid-send.
///
/// One file per tap (`<created-at-ms>-<key>.json`, written atomically), read oldest first. A file that cannot be
/// read is moved to `Corrupt/` and reported, never deleted. Entries older than ``Limits/maximumAge`` are dropped
/// (and reported) rather than sent late; past ``Limits/maximumEntries`` the oldest is dropped (and reported).
public final class Outbox: Sendable {
    /// How much the outbox keeps.
    public struct Limits: Sendable, Hashable {
        /// Entries kept at most; one more drops the oldest.
        public var maximumEntries: Int
        /// Older entries are dropped, not sent: a reply a day late does more harm than good.
        public var maximumAge: Duration

        /// Unreadable files kept in `Corrupt/` at most, for a look with a debugger; older ones, and any older than
        /// ``maximumAge``, are deleted.
        public var maximumCorruptFiles: Int

        /// Creates limits of `maximumEntries` entries (at least one), entries `maximumAge` old, and
        /// `maximumCorruptFiles` files set aside.
        public init(
            maximumEntries: Int = 200, maximumAge: Duration = .seconds(24 * 3600), maximumCorruptFiles: Int = 20
        ) {
            self.maximumEntries = max(1, maximumEntries)
            self.maximumAge = maximumAge
            self.maximumCorruptFiles = max(0, maximumCorruptFiles)
        }
    }

    /// One tap waiting for its definitive answer.
    public struct Entry: Sendable, Hashable {
        /// The key every delivery of the tap carries (the tap's ``NotificationTap/idempotencyKey``); also names
        /// its file.
        public var idempotencyKey: String
        /// The tap to deliver.
        public var tap: NotificationTap
        /// When it was first written (wall-clock: entries outlive the process).
        public var createdAt: Date

        /// Creates an entry for `tap`, delivered with `idempotencyKey`, first written at `createdAt`.
        public init(idempotencyKey: String, tap: NotificationTap, createdAt: Date) {
            self.idempotencyKey = idempotencyKey
            self.tap = tap
            self.createdAt = createdAt
        }
    }

    /// What a read of the outbox found.
    public struct Contents: Sendable {
        /// Entries to deliver, oldest first.
        public var pending: [Entry] = []
        /// Entries past the age limit, removed by the read.
        public var expired: [Entry] = []
        /// Files moved to `Corrupt/`, and why.
        public var corrupt: [(name: String, reason: String)] = []
    }

    /// The directory the entries' files are in.
    public let directory: URL
    /// The size and age caps.
    public let limits: Limits
    private let lock = LockedValue(())

    /// - Parameters:
    ///   - directory: where the files go; created when missing. In an app, Application Support (or an app-group
    ///     container, `appGroupDirectory(_:)`, when an extension also sends).
    ///   - limits: size and age caps.
    public init(directory: URL, limits: Limits = Limits()) {
        self.directory = directory
        self.limits = limits
    }

    #if canImport(Darwin)
        /// `Actionable/Outbox` in the app group's shared container, for an app and its extensions.
        public static func appGroupDirectory(_ groupIdentifier: String) -> URL? {
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier)?
                .appendingPathComponent("Actionable/Outbox", isDirectory: true)
        }
    #endif

    /// Writes `entry` (replacing one with the same key), dropping the oldest entries past the size cap.
    ///
    /// Entries hold what people typed and the notification's user info, so the directory is the owner's alone (0700)
    /// and each file too (0600); on Apple platforms files are written with the data protection class
    /// `completeUntilFirstUserAuthentication`: encrypted until the device is first unlocked after a restart, and still
    /// writable by a background action while it is locked (`complete` would make such a tap fail to be kept).
    /// - Returns: the entries dropped to make room.
    /// - Throws: when the file cannot be written.
    @discardableResult
    public func add(_ entry: Entry) throws -> [Entry] {
        try lock.withLock { _ in
            try Self.makeOwnerOnlyDirectory(directory)
            let existing = try fileNames()
            for name in existing where Self.key(ofFileNamed: name) == entry.idempotencyKey {
                // Already there (a retry of the same tap): keep the first, so its age stays the first attempt's.
                _ = name
                return []
            }
            let data = Self.encode(entry)
            let file = directory.appendingPathComponent(Self.fileName(for: entry))
            try data.write(to: file, options: Self.writingOptions)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
            var dropped: [Entry] = []
            let overflow = existing.count + 1 - limits.maximumEntries
            if overflow > 0 {
                for name in existing.prefix(overflow) {
                    if let old = try? Self.read(directory.appendingPathComponent(name)) { dropped.append(old) }
                    try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
                }
            }
            return dropped
        }
    }

    /// Removes the entry with `key`, if there is one.
    public func remove(key: String) {
        lock.withLock { _ in
            guard let names = try? fileNames() else { return }
            for name in names where Self.key(ofFileNamed: name) == key {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }

    /// The entries to deliver, oldest first; expired entries are removed and returned apart, unreadable files moved
    /// to `Corrupt/`.
    public func read(now: Date) -> Contents {
        lock.withLock { _ in
            var contents = Contents()
            guard let names = try? fileNames() else { return contents }
            for name in names {
                let url = directory.appendingPathComponent(name)
                do {
                    let entry = try Self.read(url)
                    if now.timeIntervalSince(entry.createdAt) > limits.maximumAge.seconds {
                        try? FileManager.default.removeItem(at: url)
                        contents.expired.append(entry)
                    } else {
                        contents.pending.append(entry)
                    }
                } catch {
                    setAside(name)
                    contents.corrupt.append((name, error.reason))
                }
            }
            purgeCorrupt(now: now)
            return contents
        }
    }

    /// The number of entries waiting (corrupt files aside).
    public var count: Int { lock.withLock { _ in (try? fileNames().count) ?? 0 } }

    // MARK: - Files

    private func fileNames() throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
            .sorted()
    }

    /// `.atomic`, and on Apple platforms the data protection class `completeUntilFirstUserAuthentication`.
    private static var writingOptions: Data.WritingOptions {
        #if canImport(Darwin) && !os(macOS)
            [.atomic, .completeFileProtectionUntilFirstUserAuthentication]
        #else
            [.atomic]
        #endif
    }

    /// Creates `url` readable by the owner only, or makes an existing one so (an outbox made by an earlier version
    /// was 0755).
    static func makeOwnerOnlyDirectory(_ url: URL) throws {
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: url.path)
    }

    /// The directory unreadable files are moved to.
    private var corruptDirectory: URL { directory.appendingPathComponent("Corrupt", isDirectory: true) }

    /// Deletes set-aside files past ``Limits/maximumCorruptFiles`` (oldest first) and older than
    /// ``Limits/maximumAge``: they hold what people typed too, and nothing reads them again.
    private func purgeCorrupt(now: Date) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: corruptDirectory.path) else { return }
        var files: [(url: URL, modified: Date)] = names.map { name in
            let url = corruptDirectory.appendingPathComponent(name)
            let modified = (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
            return (url, modified)
        }
        files.sort { $0.modified > $1.modified }
        for (index, file) in files.enumerated()
        where index >= limits.maximumCorruptFiles || now.timeIntervalSince(file.modified) > limits.maximumAge.seconds {
            try? manager.removeItem(at: file.url)
        }
    }

    private func setAside(_ name: String) {
        let corrupt = corruptDirectory
        try? Self.makeOwnerOnlyDirectory(corrupt)
        var target = corrupt.appendingPathComponent(name)
        var suffix = 1
        while FileManager.default.fileExists(atPath: target.path) {
            target = corrupt.appendingPathComponent("\(suffix)-\(name)")
            suffix += 1
        }
        try? FileManager.default.moveItem(at: directory.appendingPathComponent(name), to: target)
    }

    /// `<created-at-ms, 15 digits>-<key with unsafe bytes escaped>.json`: names sort oldest first.
    static func fileName(for entry: Entry) -> String {
        let millis = max(0, Int64((entry.createdAt.timeIntervalSince1970 * 1000).rounded(.down)))
        let digits = String(millis)
        return String(repeating: "0", count: max(0, 15 - digits.count)) + digits + "-" + escape(entry.idempotencyKey)
            + ".json"
    }

    static func key(ofFileNamed name: String) -> String? {
        guard let dash = name.firstIndex(of: "-"), name.hasSuffix(".json") else { return nil }
        return unescape(String(name[name.index(after: dash)..<name.index(name.endIndex, offsetBy: -5)]))
    }

    private static func escape(_ key: String) -> String {
        var out = ""
        for byte in key.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "_" || scalar == "."
            {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    private static func unescape(_ name: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(name.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = iterator.next(), let low = iterator.next(),
                    let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        // Not `String(validating:as:)`, which needs iOS 18: decoding repairs bad UTF-8, so bytes that do not come
        // back unchanged were not UTF-8.
        let key = String(decoding: bytes, as: UTF8.self)
        return key.utf8.elementsEqual(bytes) ? key : nil
    }

    private static func read(_ url: URL) throws(OutboxError) -> Entry {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .corrupt("unreadable: \(error.localizedDescription)")
        }
        return try decode(data)
    }

    /// The bytes of an outbox file: `{"version":1,"key":…,"created-at-ms":…,"tap":<the request body>}`.
    /// The request body goes in as it will be sent, not parsed and written again: the file is written on every
    /// forwarded tap.
    public static func encode(_ entry: Entry) -> Data {
        var out = Array(#"{"created-at-ms":"#.utf8)
        out += String(Int64((entry.createdAt.timeIntervalSince1970 * 1000).rounded(.down))).utf8
        out += #","key":"#.utf8
        JSONText.appendString(entry.idempotencyKey, to: &out)
        out += #","tap":"#.utf8
        out += entry.tap.jsonBody()
        out += #","version":1}"#.utf8
        return Data(out)
    }

    /// An entry read back from the bytes of an outbox file, which may be anything: a file cut short by a crash,
    /// another version's, a disk error.
    /// - Throws: ``OutboxError/corrupt(_:)`` saying what is wrong.
    public static func decode(_ data: Data) throws(OutboxError) -> Entry {
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .corrupt("not a JSON object")
        }
        guard object["version"] as? Int == 1 else { throw .corrupt("unknown version") }
        guard let key = object["key"] as? String, !key.isEmpty else { throw .corrupt("no key") }
        guard let millis = object["created-at-ms"] as? Int64 ?? (object["created-at-ms"] as? Int).map(Int64.init)
        else { throw .corrupt("no creation time") }
        guard let tapObject = object["tap"] as? [String: Any],
            let tapData = try? JSONSerialization.data(withJSONObject: tapObject)
        else { throw .corrupt("no tap") }
        let tap = try NotificationTap(jsonBody: tapData)
        return Entry(
            idempotencyKey: key, tap: tap, createdAt: Date(timeIntervalSince1970: Double(millis) / 1000))
    }
}

/// Why an outbox file could not be read.
public enum OutboxError: Error, Sendable, Hashable {
    /// The file is not an outbox entry; the string says what is missing or wrong.
    case corrupt(String)

    var reason: String {
        switch self {
        case .corrupt(let reason): reason
        }
    }
}

extension Error {
    fileprivate var reason: String { (self as? OutboxError)?.reason ?? "\(self)" }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
