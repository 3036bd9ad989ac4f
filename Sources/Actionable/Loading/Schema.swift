/// The keys of the category file schema, in the order README documents them.
enum Schema {
    static let fileKeys = ["categories", "app"]
    static let categoryKeys = [
        "identifier", "actions", "options", "hidden-previews-body-placeholder", "summary-format", "intent-identifiers",
        "interruption-level", "marketing",
    ]
    static let appKeys = ["entitlements", "app-clip-experiences"]
    static let interruptionLevels = InterruptionLevel.allCases.map(\.rawValue)
    static let entitlements = Entitlement.allCases.map(\.rawValue)
    static let actionKeys = [
        "identifier", "title", "activation", "destructive", "authentication-required", "text-input", "icon",
    ]
    static let textInputKeys = ["button-title", "placeholder"]
    static let iconKeys = ["system", "template"]
    static let activationModes = ActivationMode.allCases.map(\.rawValue)
    static let yaml11Booleans: Set<String> = ["yes", "no", "on", "off", "y", "n"]
}
