/// The keys of the category file schema, in the order README documents them (the optional localization keys,
/// `…-key`, last: only the first eight keys of a table keep their value's location in the models).
package enum Schema {
    package static let fileKeys = ["categories", "app", "retired-categories"]
    package static let categoryKeys = [
        "identifier", "actions", "options", "hidden-previews-body-placeholder", "summary-format", "intent-identifiers",
        "interruption-level", "marketing", "hidden-previews-body-placeholder-key", "summary-format-key",
        "retired-actions",
    ]
    package static let retiredKeys = ["identifier", "retired", "replaced-by"]
    package static let appKeys = ["entitlements", "app-clip-experiences"]
    package static let interruptionLevels = InterruptionLevel.allCases.map(\.rawValue)
    package static let entitlements = Entitlement.allCases.map(\.rawValue)
    package static let actionKeys = [
        "identifier", "title", "activation", "destructive", "authentication-required", "text-input", "icon",
        "title-key",
    ]
    package static let textInputKeys = ["button-title", "placeholder", "button-title-key", "placeholder-key"]
    package static let iconKeys = ["system", "template"]
    package static let activationModes = ActivationMode.allCases.map(\.rawValue)
    package static let yaml11Booleans: Set<String> = ["yes", "no", "on", "off", "y", "n"]
}
