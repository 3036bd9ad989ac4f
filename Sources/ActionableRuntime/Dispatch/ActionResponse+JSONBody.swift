import Foundation

/// Why a request body is not an ``ActionResponse``: one sentence for the client that names the field at fault.
public struct ActionResponseDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence for the client, such as which field is missing or wrong, or where the body stops being JSON.
    public let message: String

    public var description: String { message }
}

extension ActionResponse {
    /// Decodes the JSON body of a request (the wire format of the "Dispatching action responses" article), as every transport does.
    ///
    /// The HTTP endpoint and the fuzz harness call this one function, so what the fuzzer exercises is exactly what a
    /// request reaches. It reads the bytes with the package's own strict JSON reader (RFC 8259, UTF-8 checked,
    /// nesting capped), not `JSONDecoder`: on Linux, Foundation's decoder and `Codable`'s generic machinery cost
    /// about 18 µs of a 150-byte body, most of what the endpoint spent per request. Unknown keys are ignored, as
    /// `Codable` would; a known key given twice is refused, so no reader of the body can take the other one.
    /// - Parameter jsonBody: the request body as received.
    /// - Throws: ``ActionResponseDecodingError`` that says which field is missing or wrong, or where the body stops
    ///   being JSON.
    public init(jsonBody: some Sequence<UInt8>) throws(ActionResponseDecodingError) {
        try self.init(jsonBody: Array(jsonBody))
    }

    /// Decodes the JSON body of a request; see ``init(jsonBody:)-(Sequence<UInt8>)``. Not generic, so a caller in
    /// another module that has the bytes in an array pays no unspecialized copy.
    public init(jsonBody: [UInt8]) throws(ActionResponseDecodingError) {
        let document: JSONNode
        do {
            document = try JSONReader.read(jsonBody)
        } catch {
            throw ActionResponseDecodingError(message: "the body is not valid JSON: \(error.description)")
        }
        guard case .object(let members) = document.value else {
            throw ActionResponseDecodingError(message: "the body must be a JSON object")
        }
        // One slot per known key, in `CodingKeys` order: no dictionary for seven names.
        var fields = Fields()
        for member in members {
            guard let key = CodingKeys(rawValue: member.key) else { continue }
            guard fields[key] == nil else {
                throw ActionResponseDecodingError(message: "field '\(key.rawValue)' appears more than once")
            }
            fields[key] = member.value
        }
        func text(_ key: CodingKeys, required: Bool) throws(ActionResponseDecodingError) -> String? {
            guard let node = fields[key] else {
                if required { throw ActionResponseDecodingError(message: "missing field '\(key.rawValue)'") }
                return nil
            }
            switch node.value {
            case .string(let value): return value
            case .null where !required: return nil
            default: throw ActionResponseDecodingError(message: "field '\(key.rawValue)' has the wrong type")
            }
        }
        let category = try text(.categoryIdentifier, required: true) ?? ""
        let action = try text(.actionIdentifier, required: true) ?? ""
        let notification = try text(.notificationIdentifier, required: true) ?? ""
        let userText = try text(.userText, required: false)
        let target = try text(.targetContentIdentifier, required: false)
        let userInfo: [String: JSONValue]
        switch fields[.userInfo]?.value {
        case nil, .null?:
            userInfo = [:]
        case .object(let members)?:
            userInfo = try Self.object(members, path: CodingKeys.userInfo.rawValue)
        default:
            throw ActionResponseDecodingError(message: "field 'user-info' has the wrong type")
        }
        let receivedAt: Date
        if let date = try text(.receivedAt, required: false) {
            // RFC 3339 / ISO 8601, with or without fractional seconds.
            guard let parsed = Self.parseDate(date) else {
                throw ActionResponseDecodingError(message: "field 'received-at': \(Self.receivedAtFormat)")
            }
            receivedAt = parsed
        } else {
            receivedAt = Date()
        }
        self.init(
            category: category, action: action, notificationIdentifier: notification, userText: userText,
            targetContentIdentifier: target, userInfo: userInfo, receivedAt: receivedAt)
    }

    /// The body's members that ``CodingKeys`` names.
    private struct Fields {
        private var category, action, notification, userText, target, userInfo, receivedAt: JSONNode?

        subscript(key: CodingKeys) -> JSONNode? {
            get {
                switch key {
                case .categoryIdentifier: category
                case .actionIdentifier: action
                case .notificationIdentifier: notification
                case .userText: userText
                case .targetContentIdentifier: target
                case .userInfo: userInfo
                case .receivedAt: receivedAt
                }
            }
            set {
                switch key {
                case .categoryIdentifier: category = newValue
                case .actionIdentifier: action = newValue
                case .notificationIdentifier: notification = newValue
                case .userText: userText = newValue
                case .targetContentIdentifier: target = newValue
                case .userInfo: userInfo = newValue
                case .receivedAt: receivedAt = newValue
                }
            }
        }
    }

    /// An object's members as JSON values; a repeated key keeps its last value, as a dictionary decoder would.
    private static func object(
        _ members: [JSONNode.Member], path: String
    ) throws(ActionResponseDecodingError) -> [String: JSONValue] {
        var object: [String: JSONValue] = [:]
        object.reserveCapacity(members.count)
        for member in members {
            object[member.key] = try value(member.value, path: path)
        }
        return object
    }

    private static func value(_ node: JSONNode, path: String) throws(ActionResponseDecodingError) -> JSONValue {
        switch node.value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .string(let text): return .string(text)
        case .number(let number):
            let value = number.double
            guard value.isFinite else {
                throw ActionResponseDecodingError(
                    message:
                        "field '\(path)' holds the number \(requestExcerpt(number.text, limit: 32)), which is out of range"
                )
            }
            return .number(value)
        case .array(let elements):
            var array: [JSONValue] = []
            array.reserveCapacity(elements.count)
            for element in elements { array.append(try value(element, path: path)) }
            return .array(array)
        case .object(let members):
            return .object(try object(members, path: path))
        }
    }
}
