import Actionable

// libFuzzer calls this with every input it tries: a push subscription's JSON, as a site's server receives it from a
// browser (so from anyone) before it stores it and encrypts pushes for it. No top-level state: under -sanitize=fuzzer
// this file's top-level code never runs.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebPushSubscription(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    do {
        let keys = try WebPushSubscriptionKeys(json: bytes)
        precondition(keys.p256dh.count == 65 && keys.p256dh.first == 0x04, "a key of the wrong form was accepted")
        precondition(keys.auth.count == 16, "an auth secret of the wrong length was accepted")
        let scheme = keys.endpoint.scheme?.lowercased()
        precondition(scheme == "https" || scheme == "http", "an endpoint of another scheme was accepted")
        // What was read writes back as the same subscription.
        let again = try WebPushSubscriptionKeys(
            endpoint: keys.endpoint.absoluteString, p256dh: Base64URL.encode(keys.p256dh),
            auth: Base64URL.encode(keys.auth))
        precondition(again == keys, "a subscription does not read back from its own parts")
    } catch {
        precondition(!error.description.isEmpty, "a refusal without a reason")
    }
    // Base64url of any text: what decodes encodes back to text of the same length.
    let text = String(decoding: bytes, as: UTF8.self)
    if let decoded = Base64URL.decode(text) {
        precondition(Base64URL.decode(Base64URL.encode(decoded)) == decoded, "base64url does not round-trip")
    }
    return 0
}
