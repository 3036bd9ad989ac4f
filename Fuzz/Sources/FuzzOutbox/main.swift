import ActionableApp
import Foundation

// The bytes of an outbox file, as the app reads them back at launch: anything a crash, a disk error or another
// version can leave there. Decoding either refuses with a reason or gives an entry that writes back and reads again
// as the same entry (the key, the tap and what the person typed survive the round trip), and whose request body the
// service's decoder would read. No top-level state: this file's top-level code never runs.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOutbox(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Data(bytes: start, count: count)
    let entry: Outbox.Entry
    do {
        entry = try Outbox.decode(bytes)
    } catch {
        guard case .corrupt(let reason) = error else { return 0 }
        precondition(!reason.isEmpty, "a refusal without a reason")
        return 0
    }
    let written = Outbox.encode(entry)
    let again: Outbox.Entry
    do {
        again = try Outbox.decode(written)
    } catch {
        preconditionFailure("an entry written by the outbox cannot be read back: \(error)")
    }
    precondition(again.idempotencyKey == entry.idempotencyKey, "the key changed on a round trip")
    precondition(again.tap.userText == entry.tap.userText, "the typed text changed on a round trip")
    precondition(again.tap.categoryIdentifier == entry.tap.categoryIdentifier, "the category changed")
    precondition(again.tap.notificationIdentifier == entry.tap.notificationIdentifier, "the notification changed")
    precondition(!entry.tap.jsonBody().isEmpty, "a tap without a request body")
    return 0
}
