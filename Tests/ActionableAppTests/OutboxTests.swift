import ActionableApp
import Foundation
import Testing

@Suite struct OutboxTests {
    let directory = temporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_795_253_400)

    func entry(_ notification: String, at date: Date) -> Outbox.Entry {
        let tap = sampleTap(notification: notification, at: date)
        return Outbox.Entry(idempotencyKey: tap.idempotencyKey, tap: tap, createdAt: date)
    }

    @Test("entries come back oldest first, whole, text included, and leave by key")
    func roundTrip() throws {
        let outbox = Outbox(directory: directory)
        let later = entry("n-2", at: now.addingTimeInterval(5))
        let earlier = entry("n-1", at: now)
        try outbox.add(later)
        try outbox.add(earlier)
        let contents = outbox.read(now: now.addingTimeInterval(10))
        #expect(contents.pending.map(\.idempotencyKey) == ["tap:n-1:REPLY", "tap:n-2:REPLY"])
        #expect(contents.pending.first?.tap == earlier.tap)
        #expect(contents.pending.first?.tap.userText == "On my way")
        outbox.remove(key: "tap:n-1:REPLY")
        #expect(outbox.read(now: now).pending.map(\.idempotencyKey) == ["tap:n-2:REPLY"])
    }

    @Test("a survivor of the process: a second outbox on the same directory reads what the first wrote")
    func survivesTheProcess() throws {
        try Outbox(directory: directory).add(entry("n-1", at: now))
        #expect(Outbox(directory: directory).read(now: now).pending.count == 1)
    }

    @Test("the same tap added twice is one entry, dated by its first attempt")
    func addIsIdempotent() throws {
        let outbox = Outbox(directory: directory)
        try outbox.add(entry("n-1", at: now))
        try outbox.add(entry("n-1", at: now.addingTimeInterval(60)))
        let pending = outbox.read(now: now).pending
        #expect(pending.count == 1)
        #expect(pending.first?.createdAt == now)
    }

    @Test("entries past the age limit are dropped and returned, not sent")
    func expiry() throws {
        let outbox = Outbox(directory: directory, limits: .init(maximumAge: .seconds(3600)))
        try outbox.add(entry("old", at: now))
        try outbox.add(entry("new", at: now.addingTimeInterval(3000)))
        let contents = outbox.read(now: now.addingTimeInterval(3601))
        #expect(contents.expired.map(\.tap.notificationIdentifier) == ["old"])
        #expect(contents.pending.map(\.tap.notificationIdentifier) == ["new"])
        #expect(outbox.count == 1)
    }

    @Test("past the size cap the oldest entry is dropped and returned")
    func sizeCap() throws {
        let outbox = Outbox(directory: directory, limits: .init(maximumEntries: 2))
        #expect(try outbox.add(entry("a", at: now)).isEmpty)
        #expect(try outbox.add(entry("b", at: now.addingTimeInterval(1))).isEmpty)
        let dropped = try outbox.add(entry("c", at: now.addingTimeInterval(2)))
        #expect(dropped.map(\.tap.notificationIdentifier) == ["a"])
        #expect(outbox.read(now: now).pending.map(\.tap.notificationIdentifier) == ["b", "c"])
    }

    @Test(
        "a corrupt file is set aside in Corrupt/ and reported, the rest still read",
        arguments: [
            "not json at all", #"{"version":2}"#, #"{"version":1,"key":"k","created-at-ms":1,"tap":{"action":1}}"#,
            "\u{FF}\u{FE}",
            // A date no tap has (year 0, minute 301): read as a date, it did not write back the same (the fuzzer).
            #"{"version":1,"key":"k","created-at-ms":1,"tap":{"action":"A","category":"C","notification-id":"n","#
                + #""received-at":"0-1-1T09:301:0Z"}}"#,
            #"{"version":1,"key":"k","created-at-ms":1,"tap":{"action":"A","category":"C","notification-id":"n","#
                + #""received-at":"1500-06-01T00:00:00Z"}}"#,
        ])
    func corruptFile(contents: String) throws {
        let outbox = Outbox(directory: directory)
        try outbox.add(entry("good", at: now))
        let bad = directory.appendingPathComponent("000000000000001-bad.json")
        try Data(contents.utf8).write(to: bad)
        let read = outbox.read(now: now)
        #expect(read.pending.map(\.tap.notificationIdentifier) == ["good"])
        #expect(read.corrupt.map(\.name) == ["000000000000001-bad.json"])
        #expect(!FileManager.default.fileExists(atPath: bad.path))
        let kept = directory.appendingPathComponent("Corrupt/000000000000001-bad.json")
        #expect(try Data(contentsOf: kept) == Data(contents.utf8))
    }

    @Test("keys with bytes unsafe in file names round-trip")
    func unsafeKeys() throws {
        let outbox = Outbox(directory: directory)
        var unsafe = entry("x", at: now)
        unsafe.idempotencyKey = "tap:a/b c:é%"
        try outbox.add(unsafe)
        #expect(outbox.read(now: now).pending.map(\.idempotencyKey) == ["tap:a/b c:é%"])
        outbox.remove(key: "tap:a/b c:é%")
        #expect(outbox.count == 0)
    }

    func permissions(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test("entries are the owner's alone: the directory 0700, each file 0600, an older 0755 directory tightened")
    func ownerOnly() throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let outbox = Outbox(directory: directory)
        try outbox.add(entry("typed", at: now))
        #expect(try permissions(directory) == 0o700)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(files.count == 1)
        for file in files { #expect(try permissions(directory.appendingPathComponent(file)) == 0o600) }
    }

    @Test("Corrupt/ keeps at most maximumCorruptFiles files, the newest, and none older than maximumAge")
    func corruptIsPurged() throws {
        let outbox = Outbox(directory: directory, limits: .init(maximumAge: .seconds(3600), maximumCorruptFiles: 2))
        try outbox.add(entry("good", at: now))
        let corrupt = directory.appendingPathComponent("Corrupt")
        for index in 1...4 {
            let bad = directory.appendingPathComponent("00000000000000\(index)-bad.json")
            try Data("garbage".utf8).write(to: bad)
            // Each a second newer than the last (a move keeps the date): the newest are the last ones.
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(Double(index))], ofItemAtPath: bad.path)
            _ = outbox.read(now: now)
        }
        _ = outbox.read(now: now)
        let kept = try FileManager.default.contentsOfDirectory(atPath: corrupt.path).sorted()
        #expect(kept == ["000000000000003-bad.json", "000000000000004-bad.json"])
        #expect(try permissions(corrupt) == 0o700)
        // A day later, nothing set aside is kept.
        _ = outbox.read(now: Date().addingTimeInterval(2 * 3600))
        #expect(try FileManager.default.contentsOfDirectory(atPath: corrupt.path).isEmpty)
    }
    /// The inputs that once broke `FuzzOutbox` (`Fuzz/Regressions/FuzzOutbox/`), replayed as the harness does: refused
    /// with a reason, or an entry that writes back and reads again as the same entry.
    @Test(arguments: Self.fuzzRegressions)
    func fuzzRegression(path: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let entry: Outbox.Entry
        do {
            entry = try Outbox.decode(bytes)
        } catch {
            guard case .corrupt(let reason) = error else { return }
            #expect(!reason.isEmpty)
            return
        }
        let again = try Outbox.decode(Outbox.encode(entry))
        #expect(again.idempotencyKey == entry.idempotencyKey)
        #expect(again.tap.userText == entry.tap.userText)
        #expect(again.tap.categoryIdentifier == entry.tap.categoryIdentifier)
        #expect(again.tap.notificationIdentifier == entry.tap.notificationIdentifier)
    }

    static var fuzzRegressions: [String] {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/FuzzOutbox")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0).path }
    }
}
