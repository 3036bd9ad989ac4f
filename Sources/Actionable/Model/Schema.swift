/// The schema's key tables as lists of names (for the JSON Schema and messages), and the values some keys allow.
/// The keys themselves are the ``SchemaKey`` enums.
package enum Schema {
    package static let fileKeys = FileKey.names
    package static let categoryKeys = CategoryKey.names
    package static let retiredKeys = RetiredKey.names
    package static let appKeys = AppKey.names
    package static let actionKeys = ActionKey.names
    package static let textInputKeys = TextInputKey.names
    package static let iconKeys = IconKey.names
    package static let interruptionLevels = InterruptionLevel.allCases.map(\.rawValue)
    package static let entitlements = Entitlement.allCases.map(\.rawValue)
    package static let activationModes = ActivationMode.allCases.map(\.rawValue)
    package static let yaml11Booleans: Set<String> = ["yes", "no", "on", "off", "y", "n"]
}
