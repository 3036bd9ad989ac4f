/// Base64url without padding (RFC 4648 section 5), the encoding of every key, secret and token in Web Push. In the
/// registry module, beside the subscription reader (``WebPushSubscriptionKeys``), so the fuzz harness of the bytes a
/// browser sends reaches it without the sender's network stack.
public enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, character) in alphabet.enumerated() { table[Int(character)] = UInt8(index) }
        // Browsers and libraries sometimes hand over standard base64; it means the same bytes.
        table[Int(UInt8(ascii: "+"))] = 62
        table[Int(UInt8(ascii: "/"))] = 63
        return table
    }()

    /// `bytes` as base64url, no padding.
    public static func encode(_ bytes: some Sequence<UInt8>) -> String {
        let input = Array(bytes)
        var output: [UInt8] = []
        output.reserveCapacity((input.count * 4 + 2) / 3)
        var index = 0
        while index + 3 <= input.count {
            let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8 | UInt32(input[index + 2])
            output.append(alphabet[Int(chunk >> 18 & 63)])
            output.append(alphabet[Int(chunk >> 12 & 63)])
            output.append(alphabet[Int(chunk >> 6 & 63)])
            output.append(alphabet[Int(chunk & 63)])
            index += 3
        }
        let rest = input.count - index
        if rest == 1 {
            let chunk = UInt32(input[index]) << 16
            output.append(alphabet[Int(chunk >> 18 & 63)])
            output.append(alphabet[Int(chunk >> 12 & 63)])
        } else if rest == 2 {
            let chunk = UInt32(input[index]) << 16 | UInt32(input[index + 1]) << 8
            output.append(alphabet[Int(chunk >> 18 & 63)])
            output.append(alphabet[Int(chunk >> 12 & 63)])
            output.append(alphabet[Int(chunk >> 6 & 63)])
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes of base64url (or standard base64) text, with or without `=` padding; `nil` when it holds
    /// anything else or has an impossible length.
    public static func decode(_ text: String) -> [UInt8]? {
        var sextets: [UInt8] = []
        sextets.reserveCapacity(text.utf8.count)
        var padding = 0
        for character in text.utf8 {
            if character == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            guard padding == 0 else { return nil }
            let value = values[Int(character)]
            guard value != 0xFF else { return nil }
            sextets.append(value)
        }
        guard sextets.count % 4 != 1, padding <= 2 else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(sextets.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        for sextet in sextets {
            accumulator = accumulator << 6 | UInt32(sextet)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return output
    }

    /// Whether `text` is non-empty base64url without padding: what RFC 8030 asks of a `Topic`.
    public static func isBase64URL(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy {
                $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "/") && values[Int($0)] != 0xFF
            }
    }
}
