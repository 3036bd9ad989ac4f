/// The kind of push a payload is sent as (the `apns-push-type` header), which sets APNs' size limit and what the
/// payload may hold.
public enum PushType: String, Sendable, Hashable, CaseIterable, Codable {
    /// A visible notification: alert, sound or badge. Limit 4096 bytes.
    case alert
    /// A background update (`content-available: 1` only). Limit 4096 bytes.
    case background
    /// A VoIP call (PushKit). Limit 5120 bytes.
    case voip

    /// The largest payload APNs accepts, in bytes of UTF-8 as sent.
    public var maxPayloadSize: Int {
        switch self {
        case .alert, .background: 4096
        case .voip: 5120
        }
    }
}
