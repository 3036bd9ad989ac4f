import Actionable
import Foundation

/// Writes the JSON Schema (draft-07, what yaml-language-server, VS Code and check-jsonschema read) of category
/// files and the app file: every key with a description, enums, required keys, no unknown keys.
///
/// The keys come from the loader's own tables, so a key the loader learns without documentation here fails the
/// generator's tests. The schema checks shapes; what spans keys or files (duplicates, entitlements, translations)
/// stays the validator's.
public struct JSONSchemaGenerator: Sendable {
    public init() {}

    /// The schema, pretty-printed with sorted keys and a final line break.
    /// - Throws: Foundation's serialization error (not expected).
    public func generate() throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: schema(), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    func schema() -> [String: Any] {
        [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$id": "https://actionable.invalid/schemas/actionable.schema.json",
            "title": "Actionable category file",
            "description":
                "Notification categories and their actions (UNNotificationCategory, UNNotificationAction), and the app file, as `actionable validate` reads them.",
            "type": "object",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": object(Schema.fileKeys, docs: Self.fileDocs) { key in
                switch key {
                case "categories": ["type": "array", "items": ["$ref": "#/definitions/category"]]
                case "app": ["$ref": "#/definitions/app"]
                default: ["type": "array", "items": ["$ref": "#/definitions/retired"]]
                }
            },
            "definitions": [
                "identifier": identifier,
                "text": text,
                "optionalText": optionalText,
                "localizationKey": [
                    "type": "string", "pattern": "^[^\\u0000-\\u001F\\u007F]*\\S[^\\u0000-\\u001F\\u007F]*$",
                    "description": "The key the app's strings file or catalog knows the text by.",
                ] as [String: Any],
                "category": mapping(
                    Schema.categoryKeys, docs: Self.categoryDocs, required: ["identifier"],
                    title: "A notification category (UNNotificationCategory)", value: categoryValue),
                "action": mapping(
                    Schema.actionKeys, docs: Self.actionDocs, required: ["identifier", "title"],
                    title: "An action (UNNotificationAction)", value: actionValue),
                "textInput": mapping(
                    Schema.textInputKeys, docs: Self.textInputDocs, required: [],
                    title: "The text field of a text-input action (UNTextInputNotificationAction)",
                    value: {
                        switch $0 {
                        case "button-title": ["$ref": "#/definitions/text"]
                        case "placeholder": ["$ref": "#/definitions/optionalText"]
                        default: ["$ref": "#/definitions/localizationKey"]
                        }
                    }
                ),
                "icon": icon,
                "retired": mapping(
                    Schema.retiredKeys, docs: Self.retiredDocs, required: ["identifier", "retired"],
                    title: "A retired identifier: old app versions may still use it",
                    value: { key in
                        switch key {
                        case "identifier": ["$ref": "#/definitions/identifier"]
                        // A string. Not `"type": "string"`: YAML 1.1 loaders (PyYAML, ruamel's safe loader) turn an
                        // unquoted 2026-03-01 into a date, which is still fine here (YAML 1.2 reads it as text).
                        case "retired": ["not": ["type": ["object", "array", "boolean", "null", "number"]]]
                        default: ["type": "string"]
                        }
                    }),
                "app": mapping(
                    Schema.appKeys, docs: Self.appDocs, required: [],
                    title: "The app file: entitlements and App Clip experiences", value: appValue),
            ] as [String: Any],
        ]
    }

    // MARK: - Definitions

    private var identifier: [String: Any] {
        [
            "type": "string",
            "minLength": 1,
            "maxLength": IdentifierRules.maxLength,
            // No whitespace and no control characters; the format characters are the validator's to judge.
            "pattern": "^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$",
            "not": ["pattern": "^[cC][oO][mM]\\.[aA][pP][pP][lL][eE]\\."],
            "description":
                "1 to 128 characters without whitespace or control characters, not starting with `com.apple.`.",
        ]
    }

    private var text: [String: Any] {
        let nonBlank = "\\S"
        return [
            "description":
                "One string for every language, or a map of locale (en, ja, pt-BR) to string; the first locale is the fallback.",
            "oneOf": [
                ["type": "string", "pattern": nonBlank],
                [
                    "type": "object",
                    "minProperties": 1,
                    "propertyNames": ["pattern": "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$"],
                    "additionalProperties": ["type": "string", "pattern": nonBlank],
                ] as [String: Any],
            ],
        ]
    }

    /// Placeholders and the summary format: `""` is their default in Apple's API, so they may be empty.
    private var optionalText: [String: Any] {
        [
            "description":
                "One string for every language, or a map of locale to string; may be empty (Apple's default).",
            "oneOf": [
                ["type": "string"],
                [
                    "type": "object",
                    "minProperties": 1,
                    "propertyNames": ["pattern": "^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$"],
                    "additionalProperties": ["type": "string"],
                ] as [String: Any],
            ],
        ]
    }

    private var icon: [String: Any] {
        let name: [String: Any] = ["type": "string", "pattern": "\\S"]
        return [
            "type": "object",
            "title": "An action icon (UNNotificationActionIcon, iOS 15)",
            "description": "Exactly one of `system` (an SF Symbol) and `template` (an asset catalog image).",
            "additionalProperties": false,
            "minProperties": 1,
            "maxProperties": 1,
            "properties": object(Schema.iconKeys, docs: Self.iconDocs) { _ in name },
        ]
    }

    private func categoryValue(_ key: String) -> [String: Any] {
        switch key {
        case "identifier": ["$ref": "#/definitions/identifier"]
        case "actions": ["type": "array", "items": ["$ref": "#/definitions/action"]]
        case "options":
            ["type": "array", "items": ["enum": CategoryOptions.named.map(\.name)], "uniqueItems": true]
        case "intent-identifiers": ["type": "array", "items": ["type": "string"]]
        case "interruption-level": ["enum": Schema.interruptionLevels]
        case "marketing": ["type": "boolean"]
        case "retired-actions": ["type": "array", "items": ["$ref": "#/definitions/retired"]]
        case _ where key.hasSuffix("-key"): ["$ref": "#/definitions/localizationKey"]
        default: ["$ref": "#/definitions/optionalText"]
        }
    }

    private func actionValue(_ key: String) -> [String: Any] {
        switch key {
        case "identifier": ["$ref": "#/definitions/identifier"]
        case "title": ["$ref": "#/definitions/text"]
        case "activation": ["enum": Schema.activationModes]
        case "destructive", "authentication-required": ["type": "boolean"]
        case "text-input": ["$ref": "#/definitions/textInput"]
        case "icon": ["$ref": "#/definitions/icon"]
        default: ["$ref": "#/definitions/localizationKey"]
        }
    }

    private func appValue(_ key: String) -> [String: Any] {
        switch key {
        case "entitlements": ["type": "array", "items": ["enum": Schema.entitlements], "uniqueItems": true]
        default: ["type": "array", "items": ["type": "string", "pattern": "^[hH][tT][tT][pP][sS]://"]]
        }
    }

    private func mapping(
        _ keys: [String], docs: [String: Doc], required: [String], title: String, value: (String) -> [String: Any]
    ) -> [String: Any] {
        var mapping: [String: Any] = [
            "type": "object", "title": title, "additionalProperties": false,
            "properties": object(keys, docs: docs, value: value),
        ]
        if !required.isEmpty { mapping["required"] = required }
        return mapping
    }

    private func object(_ keys: [String], docs: [String: Doc], value: (String) -> [String: Any]) -> [String: Any] {
        var properties: [String: Any] = [:]
        for key in keys {
            var property = value(key)
            let doc = docs[key] ?? Doc(markdown: "")
            property["description"] = doc.plain
            property["markdownDescription"] = doc.markdown
            properties[key] = property
        }
        return properties
    }

    // MARK: - Documentation

    /// A key's description: Markdown for editors that render it (`markdownDescription`), plain for the rest. The
    /// key it documents is the dictionary key it is stored under, not a field of its own that could disagree.
    struct Doc {
        let markdown: String
        var plain: String { markdown.replacingOccurrences(of: "`", with: "") }
    }

    /// Every documented key, by table, for the tests that check nothing is missing.
    static var allDocs: [(keys: [String], docs: [String: Doc])] {
        [
            (Schema.fileKeys, fileDocs), (Schema.categoryKeys, categoryDocs), (Schema.actionKeys, actionDocs),
            (Schema.textInputKeys, textInputDocs), (Schema.iconKeys, iconDocs), (Schema.appKeys, appDocs),
        ]
    }

    private static func docs(_ pairs: [(String, String)]) -> [String: Doc] {
        Dictionary(uniqueKeysWithValues: pairs.map { ($0.0, Doc(markdown: $0.1)) })
    }

    static let fileDocs = docs([
        ("categories", "The notification categories the app registers (`UNNotificationCategory`), in order."),
        (
            "app",
            "The app file: the notification entitlements the app holds and its App Clip experiences. One file of the registry at most."
        ),
        (
            "retired-categories",
            "Category identifiers removed on purpose: never declared again; old app versions' responses get the `retired` outcome or reach `replaced-by`."
        ),
    ])

    static let retiredDocs = docs([
        ("identifier", "**Required.** The retired identifier."),
        ("retired", "**Required.** When it was retired: a date (`2026-03-01`) or an app version (`\"4.2\"`)."),
        ("replaced-by", "The identifier whose handler receives old app versions' responses instead."),
    ])

    static let categoryDocs = docs([
        (
            "identifier",
            "**Required.** The string a push names in `aps.category`; iOS matches it exactly, case included."
        ),
        (
            "actions",
            "The buttons, in order. Banners show only the first two, the expanded notification about four. `actions: []` for a category without buttons."
        ),
        (
            "options",
            "`UNNotificationCategoryOptions`: `custom-dismiss-action` (deliver the dismiss action), `allow-in-car-play`, `hidden-previews-show-title`, `hidden-previews-show-subtitle`, `allow-announcement` (deprecated, iOS 15)."
        ),
        (
            "hidden-previews-body-placeholder",
            "`hiddenPreviewsBodyPlaceholder`: the body shown when previews are hidden, e.g. `\"%u new messages\"`."
        ),
        (
            "summary-format",
            "`categorySummaryFormat`: the summary of a group of these notifications, e.g. `\"%u more messages from %@\"`."
        ),
        (
            "intent-identifiers",
            "`intentIdentifiers`: SiriKit intents the category relates to, e.g. `INSendMessageIntent`."
        ),
        (
            "interruption-level",
            "The highest `aps.interruption-level` pushes of this category may use (default `active`). `time-sensitive` and `critical` need the entitlement in the app file."
        ),
        (
            "marketing",
            "A promotional category (default `false`): Apple forbids Time Sensitive and critical notifications for marketing."
        ),
        (
            "hidden-previews-body-placeholder-key",
            "The localization key of `hidden-previews-body-placeholder` (default `CATEGORY.hidden-previews-body-placeholder`)."
        ),
        ("summary-format-key", "The localization key of `summary-format` (default `CATEGORY.summary-format`)."),
        (
            "retired-actions",
            "Action identifiers removed on purpose: never declared again; old app versions' responses get the `retired` outcome or reach `replaced-by`."
        ),
    ])

    static let actionDocs = docs([
        (
            "identifier",
            "**Required.** Handed back in the action response (`actionIdentifier`). Unique within its category."
        ),
        ("title", "**Required.** The button's label: a string, or a map of locale to string."),
        (
            "activation",
            "`foreground` opens the app (and always requires an unlocked device); `background` (default) handles the tap without opening it."
        ),
        ("destructive", "`.destructive`: the button is shown in red (default `false`)."),
        (
            "authentication-required",
            "`.authenticationRequired`: iOS asks to unlock the device first (default `false`; foreground actions always require it)."
        ),
        (
            "text-input",
            "Makes the action a `UNTextInputNotificationAction`: the user types text that arrives with the response."
        ),
        (
            "icon",
            "`UNNotificationActionIcon` (iOS 15+): `{system: NAME}` for an SF Symbol or `{template: NAME}` for an asset catalog image."
        ),
        (
            "title-key",
            "The localization key of `title` (default `CATEGORY.ACTION.title`), e.g. an existing `PUSH_MANAGER_REPLY`."
        ),
    ])

    static let textInputDocs = docs([
        (
            "button-title",
            "`textInputButtonTitle`: the send button's title. Without it iOS shows its own (\"Send\", localized)."
        ),
        ("placeholder", "`textInputPlaceholder`: the greyed text of the empty field (may be empty)."),
        ("button-title-key", "The localization key of `button-title` (default `CATEGORY.ACTION.button-title`)."),
        ("placeholder-key", "The localization key of `placeholder` (default `CATEGORY.ACTION.placeholder`)."),
    ])

    static let iconDocs = docs([
        ("system", "An SF Symbol name (`UNNotificationActionIcon(systemImageName:)`)."),
        ("template", "An image of the app's asset catalog (`UNNotificationActionIcon(templateImageName:)`)."),
    ])

    static let appDocs = docs([
        (
            "entitlements",
            "The notification entitlements in the app's `.entitlements` file: `time-sensitive`, `critical-alerts`."
        ),
        (
            "app-clip-experiences",
            "The App Clip experience URLs (https URL prefixes) registered in App Store Connect; a `target-content-id` routes to the longest matching prefix."
        ),
    ])
}
