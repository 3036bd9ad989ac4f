import Foundation

/// Why a request body is not an ``ActionResponse``: one sentence for the client that names the field at fault.
public struct ActionResponseDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String

    public var description: String { message }
}

extension ActionResponse {
    /// Decodes the JSON body of a request (the wire format README describes), as every transport does.
    ///
    /// The HTTP endpoint and the fuzz harness call this one function, so what the fuzzer exercises is exactly what a
    /// request reaches.
    /// - Parameter jsonBody: the request body as received.
    /// - Throws: ``ActionResponseDecodingError`` that says which field is missing or wrong, or that the body is not
    ///   JSON.
    public init(jsonBody: some Sequence<UInt8>) throws(ActionResponseDecodingError) {
        do {
            self = try Self.decoder.decode(ActionResponse.self, from: jsonBody as? Data ?? Data(jsonBody))
        } catch {
            throw ActionResponseDecodingError(message: Self.describe(error))
        }
    }

    /// Made once: `JSONDecoder` is thread-safe, and making one per body was a measurable part of a request's cost.
    private static let decoder = JSONDecoder()

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _):
            return "missing field '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return field.isEmpty ? "the body must be a JSON object" : "field '\(field)' has the wrong type"
        case DecodingError.dataCorrupted(let context):
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return field.isEmpty ? "the body is not valid JSON" : "field '\(field)': \(context.debugDescription)"
        default:
            return "the body is not a valid action response"
        }
    }
}
