/// The kind of push a payload is sent as (the `apns-push-type` header), which sets APNs' size limit and what the
/// payload may hold. Apple requires the header to match the payload's contents; a mismatched push may be delayed
/// or dropped ("Sending notification requests to APNs").
public enum PushType: String, Sendable, Hashable, CaseIterable, Codable {
    /// A visible notification: alert, sound or badge. Limit 4096 bytes.
    case alert
    /// A background update (`content-available: 1` only), sent with `apns-priority: 5`. Limit 4096 bytes.
    case background
    /// A VoIP call (PushKit), to the topic `<bundle ID>.voip`. Limit 5120 bytes.
    case voip
    /// An ActivityKit update that starts, updates or ends a Live Activity (`aps.event`), to the topic
    /// `<bundle ID>.push-type.liveactivity`. Limit 4096 bytes.
    case liveactivity

    /// The largest payload APNs accepts, in bytes of UTF-8 as sent.
    public var maxPayloadSize: Int {
        switch self {
        case .alert, .background, .liveactivity: 4096
        case .voip: 5120
        }
    }

    /// The suffix APNs requires of `apns-topic` for this push type (after the app's bundle ID), if any.
    public var topicSuffix: String? {
        switch self {
        case .alert, .background: nil
        case .voip: ".voip"
        case .liveactivity: ".push-type.liveactivity"
        }
    }
}
