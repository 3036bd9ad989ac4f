/// The values some schema keys allow, as lists of names (for the JSON Schema and messages). The keys themselves,
/// and their names, are the ``SchemaKey`` enums.
package enum Schema {
    package static let interruptionLevels = InterruptionLevel.allCases.map(\.rawValue)
    package static let entitlements = Entitlement.allCases.map(\.rawValue)
    package static let activationModes = ActivationMode.allCases.map(\.rawValue)
    package static let yaml11Booleans: Set<String> = ["yes", "no", "on", "off", "y", "n"]
}
