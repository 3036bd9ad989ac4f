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
            "properties": object(docs: Self.doc) { (key: FileKey) in
                switch key {
                case .categories: ["type": "array", "items": ["$ref": "#/definitions/category"]]
                case .app: ["$ref": "#/definitions/app"]
                case .retiredCategories: ["type": "array", "items": ["$ref": "#/definitions/retired"]]
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
                    docs: Self.doc, required: [CategoryKey.identifier],
                    title: "A notification category (UNNotificationCategory)", value: categoryValue),
                "action": action,
                "textInput": mapping(
                    docs: Self.doc, required: [TextInputKey](),
                    title: "The text field of a text-input action (UNTextInputNotificationAction)",
                    value: {
                        switch $0 {
                        case .buttonTitle: ["$ref": "#/definitions/text"]
                        case .placeholder: ["$ref": "#/definitions/optionalText"]
                        case .buttonTitleKey, .placeholderKey: ["$ref": "#/definitions/localizationKey"]
                        }
                    }
                ),
                "icon": icon,
                "android": mapping(
                    docs: Self.doc, required: [AndroidActionKey](),
                    title: "The action on Android (Notification.Action): a drawable icon and a semantic action",
                    value: { (key: AndroidActionKey) -> [String: Any] in
                        switch key {
                        case .icon: ["type": "string", "pattern": "^[a-z][a-z0-9_]*$"]
                        case .semanticAction: ["enum": AndroidSemanticAction.names]
                        }
                    }),
                "availableFrom": availableFrom,
                "optionItem": mapping(
                    docs: Self.doc, required: [OptionKey.option],
                    title: "A category option that applies only from an OS version on",
                    value: {
                        switch $0 {
                        case .option: ["enum": CategoryOptions.named.map(\.name)]
                        case .availableFrom: ["$ref": "#/definitions/availableFrom"]
                        }
                    }),
                "retired": mapping(
                    docs: Self.doc, required: [RetiredKey.identifier, .retired],
                    title: "A retired identifier: old app versions may still use it",
                    value: { key in
                        switch key {
                        case .identifier: ["$ref": "#/definitions/identifier"]
                        // A string. Not `"type": "string"`: YAML 1.1 loaders (PyYAML, ruamel's safe loader) turn an
                        // unquoted 2026-03-01 into a date, which is still fine here (YAML 1.2 reads it as text).
                        case .retired: ["not": ["type": ["object", "array", "boolean", "null", "number"]]]
                        case .replacedBy: ["type": "string"]
                        }
                    }),
                "app": mapping(
                    docs: Self.doc, required: [AppKey](),
                    title: "The app file: entitlements and App Clip experiences", value: appValue),
            ] as [String: Any],
        ]
    }

    // MARK: - Definitions

    /// An action needs a `title`, unless the app sets it at run time (`title-at-run-time: true`, and then no title).
    private var action: [String: Any] {
        var action = mapping(
            docs: Self.doc, required: [ActionKey.identifier], title: "An action (UNNotificationAction)",
            value: actionValue)
        action["oneOf"] = [
            ["required": [ActionKey.title.name]],
            [
                "required": [ActionKey.titleAtRunTime.name],
                "properties": [ActionKey.titleAtRunTime.name: ["const": true]],
                "not": ["required": [ActionKey.title.name]],
            ] as [String: Any],
        ]
        return action
    }

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
            "properties": object(docs: Self.doc) { (_: IconKey) in name },
        ]
    }

    /// `available-from`: platform to version, a number or a string (`15`, `15.0`, `"13.2"`).
    private var availableFrom: [String: Any] {
        let version: [String: Any] = [
            "oneOf": [
                ["type": "string", "pattern": "^[1-9][0-9]{0,2}(\\.[0-9]{1,3}){0,2}$"],
                ["type": "number"],
            ]
        ]
        return [
            "type": "object",
            "title": "The first OS versions with it (`if #available`)",
            "description": "A version per platform, e.g. {ios: \"15.0\"}; a platform not written has no condition.",
            "additionalProperties": false,
            "minProperties": 1,
            "properties": object(docs: Self.doc) { (_: PlatformKey) in version },
        ]
    }

    private func categoryValue(_ key: CategoryKey) -> [String: Any] {
        switch key {
        case .identifier: ["$ref": "#/definitions/identifier"]
        case .actions: ["type": "array", "items": ["$ref": "#/definitions/action"]]
        case .options:
            [
                "type": "array",
                "items": [
                    "oneOf": [["enum": CategoryOptions.named.map(\.name)], ["$ref": "#/definitions/optionItem"]]
                ],
                "uniqueItems": true,
            ]
        case .intentIdentifiers: ["type": "array", "items": ["type": "string"]]
        case .interruptionLevel: ["enum": Schema.interruptionLevels]
        case .marketing, .registered: ["type": "boolean"]
        case .retiredActions: ["type": "array", "items": ["$ref": "#/definitions/retired"]]
        case .hiddenPreviewsBodyPlaceholderKey, .summaryFormatKey: ["$ref": "#/definitions/localizationKey"]
        case .hiddenPreviewsBodyPlaceholder, .summaryFormat: ["$ref": "#/definitions/optionalText"]
        }
    }

    private func actionValue(_ key: ActionKey) -> [String: Any] {
        switch key {
        case .identifier: ["$ref": "#/definitions/identifier"]
        case .title: ["$ref": "#/definitions/text"]
        case .activation: ["enum": Schema.activationModes]
        case .destructive, .authenticationRequired, .titleAtRunTime: ["type": "boolean"]
        case .textInput: ["$ref": "#/definitions/textInput"]
        case .icon: ["$ref": "#/definitions/icon"]
        case .titleKey: ["$ref": "#/definitions/localizationKey"]
        case .availableFrom: ["$ref": "#/definitions/availableFrom"]
        case .android: ["$ref": "#/definitions/android"]
        }
    }

    private func appValue(_ key: AppKey) -> [String: Any] {
        switch key {
        case .entitlements: ["type": "array", "items": ["enum": Schema.entitlements], "uniqueItems": true]
        case .appClipExperiences:
            ["type": "array", "items": ["type": "string", "pattern": "^[hH][tT][tT][pP][sS]://"]]
        }
    }

    private func mapping<Key: SchemaKey>(
        docs: (Key) -> Doc, required: [Key], title: String, value: (Key) -> [String: Any]
    ) -> [String: Any] {
        var mapping: [String: Any] = [
            "type": "object", "title": title, "additionalProperties": false,
            "properties": object(docs: docs, value: value),
        ]
        if !required.isEmpty { mapping["required"] = required.map(\.name) }
        return mapping
    }

    /// One property per key of the table: a key added to a ``SchemaKey`` enum is a compiler error in its `doc`
    /// and `value` switches until it is documented and typed here.
    private func object<Key: SchemaKey>(docs: (Key) -> Doc, value: (Key) -> [String: Any]) -> [String: Any] {
        var properties: [String: Any] = [:]
        for key in Key.allCases {
            var property = value(key)
            let doc = docs(key)
            property["description"] = doc.plain
            property["markdownDescription"] = doc.markdown
            properties[key.name] = property
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

    /// Every documented key, by table, for the tests that check each is documented.
    static var allDocs: [(keys: [String], docs: [String: Doc])] {
        func table<Key: SchemaKey>(_ doc: (Key) -> Doc) -> (keys: [String], docs: [String: Doc]) {
            (Key.names, Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0.name, doc($0)) }))
        }
        return [
            table(doc as (FileKey) -> Doc), table(doc as (CategoryKey) -> Doc), table(doc as (ActionKey) -> Doc),
            table(doc as (TextInputKey) -> Doc), table(doc as (IconKey) -> Doc), table(doc as (AppKey) -> Doc),
            table(doc as (OptionKey) -> Doc), table(doc as (PlatformKey) -> Doc),
            table(doc as (AndroidActionKey) -> Doc),
        ]
    }

    static func doc(_ key: FileKey) -> Doc {
        switch key {
        case .categories:
            Doc(markdown: "The notification categories the app registers (`UNNotificationCategory`), in order.")
        case .app:
            Doc(
                markdown:
                    "The app file: the notification entitlements the app holds and its App Clip experiences. One file of the registry at most."
            )
        case .retiredCategories:
            Doc(
                markdown:
                    "Category identifiers removed on purpose: never declared again; old app versions' responses get the `retired` outcome or reach `replaced-by`."
            )
        }
    }

    static func doc(_ key: RetiredKey) -> Doc {
        switch key {
        case .identifier: Doc(markdown: "**Required.** The retired identifier.")
        case .retired:
            Doc(markdown: "**Required.** When it was retired: a date (`2026-03-01`) or an app version (`\"4.2\"`).")
        case .replacedBy: Doc(markdown: "The identifier whose handler receives old app versions' responses instead.")
        }
    }

    static func doc(_ key: CategoryKey) -> Doc {
        switch key {
        case .identifier:
            Doc(
                markdown:
                    "**Required.** The string a push names in `aps.category`; iOS matches it exactly, case included.")
        case .actions:
            Doc(
                markdown:
                    "The buttons, in order. iOS shows up to ten, and only the first two where space is limited (a banner). `actions: []` for a category without buttons."
            )
        case .options:
            Doc(
                markdown:
                    "`UNNotificationCategoryOptions`: `custom-dismiss-action` (deliver the dismiss action), `allow-in-car-play`, `hidden-previews-show-title`, `hidden-previews-show-subtitle`, `allow-announcement` (deprecated, iOS 15). An item `{option: NAME, available-from: {ios: \"15.0\"}}` applies only from that version on."
            )
        case .hiddenPreviewsBodyPlaceholder:
            Doc(
                markdown:
                    "`hiddenPreviewsBodyPlaceholder`: the body shown when previews are hidden, e.g. `\"%u new messages\"`."
            )
        case .summaryFormat:
            Doc(
                markdown:
                    "`categorySummaryFormat`: the summary of a group of these notifications, e.g. `\"%u more messages from %@\"`."
            )
        case .intentIdentifiers:
            Doc(markdown: "`intentIdentifiers`: SiriKit intents the category relates to, e.g. `INSendMessageIntent`.")
        case .interruptionLevel:
            Doc(
                markdown:
                    "The highest `aps.interruption-level` pushes of this category may use (default `active`). `time-sensitive` and `critical` need the entitlement in the app file."
            )
        case .marketing:
            Doc(
                markdown:
                    "A promotional category (default `false`): Apple forbids Time Sensitive and critical notifications for marketing."
            )
        case .hiddenPreviewsBodyPlaceholderKey:
            Doc(
                markdown:
                    "The localization key of `hidden-previews-body-placeholder` (default `CATEGORY.hidden-previews-body-placeholder`)."
            )
        case .summaryFormatKey:
            Doc(markdown: "The localization key of `summary-format` (default `CATEGORY.summary-format`).")
        case .retiredActions:
            Doc(
                markdown:
                    "Action identifiers removed on purpose: never declared again; old app versions' responses get the `retired` outcome or reach `replaced-by`."
            )
        case .registered:
            Doc(
                markdown:
                    "`false`: the app does not register the category; an app extension (a Notification Service Extension) or the server sets it on notifications. iOS shows them without buttons, but taps still arrive with its identifier (default `true`)."
            )
        }
    }

    static func doc(_ key: ActionKey) -> Doc {
        switch key {
        case .identifier:
            Doc(
                markdown:
                    "**Required.** Handed back in the action response (`actionIdentifier`). Unique within its category."
            )
        case .title:
            Doc(
                markdown:
                    "**Required** unless `title-at-run-time: true`. The button's label: a string, or a map of locale to string."
            )
        case .activation:
            Doc(
                markdown:
                    "`foreground` opens the app (and always requires an unlocked device); `background` (default) handles the tap without opening it."
            )
        case .destructive: Doc(markdown: "`.destructive`: the button is shown in red (default `false`).")
        case .authenticationRequired:
            Doc(
                markdown:
                    "`.authenticationRequired`: iOS asks to unlock the device first (default `false`; foreground actions always require it)."
            )
        case .textInput:
            Doc(
                markdown:
                    "Makes the action a `UNTextInputNotificationAction`: the user types text that arrives with the response."
            )
        case .icon:
            Doc(
                markdown:
                    "`UNNotificationActionIcon` (iOS 15+): `{system: NAME}` for an SF Symbol or `{template: NAME}` for an asset catalog image."
            )
        case .titleKey:
            Doc(
                markdown:
                    "The localization key of `title` (default `CATEGORY.ACTION.title`), e.g. an existing `PUSH_MANAGER_REPLY`."
            )
        case .availableFrom:
            Doc(
                markdown:
                    "The first OS version per platform with this action, e.g. `{ios: \"15.0\"}`: the generated Swift adds it under `if #available`. Warned (`redundant-availability`) at or below the configuration's `deployment-target`."
            )
        case .titleAtRunTime:
            Doc(
                markdown:
                    "`true`: the app gives the title when it registers the category (\"Call back Anna\"), so the file has no `title` and the generated `register` takes it as an argument (default `false`)."
            )
        case .android:
            Doc(
                markdown:
                    "The action on Android (`actionable generate android`): `{icon: ic_reply, semantic-action: reply}`, a drawable for its icon and a `Notification.Action` semantic action."
            )
        }
    }

    static func doc(_ key: AndroidActionKey) -> Doc {
        switch key {
        case .icon:
            Doc(
                markdown:
                    "The name of a drawable resource of the app (`R.drawable.NAME`: `[a-z][a-z0-9_]*`), shown as the action's icon on Android. An SF Symbol `icon` has no Android equivalent: without this, Android shows none."
            )
        case .semanticAction:
            Doc(
                markdown:
                    "`Notification.Action.Builder.setSemanticAction` (API 28; not set below): what the button does, for Wear OS, Android Auto and assistants. One of \(AndroidSemanticAction.names.map { "`\($0)`" }.joined(separator: ", "))."
            )
        }
    }

    static func doc(_ key: OptionKey) -> Doc {
        switch key {
        case .option: Doc(markdown: "**Required.** The option's name, e.g. `hidden-previews-show-title`.")
        case .availableFrom:
            Doc(
                markdown:
                    "The first OS version per platform the option applies on, e.g. `{ios: \"15.0\"}`: the generated Swift inserts it under `if #available`."
            )
        }
    }

    static func doc(_ key: PlatformKey) -> Doc {
        Doc(markdown: "The first \(key.swiftName) version, `MAJOR[.MINOR[.PATCH]]`: `15`, `15.0` or `\"13.2\"`.")
    }

    static func doc(_ key: TextInputKey) -> Doc {
        switch key {
        case .buttonTitle:
            Doc(
                markdown:
                    "`textInputButtonTitle`: the send button's title. Without it iOS shows its own (\"Send\", localized)."
            )
        case .placeholder: Doc(markdown: "`textInputPlaceholder`: the greyed text of the empty field (may be empty).")
        case .buttonTitleKey:
            Doc(markdown: "The localization key of `button-title` (default `CATEGORY.ACTION.button-title`).")
        case .placeholderKey:
            Doc(markdown: "The localization key of `placeholder` (default `CATEGORY.ACTION.placeholder`).")
        }
    }

    static func doc(_ key: IconKey) -> Doc {
        switch key {
        case .system: Doc(markdown: "An SF Symbol name (`UNNotificationActionIcon(systemImageName:)`).")
        case .template:
            Doc(markdown: "An image of the app's asset catalog (`UNNotificationActionIcon(templateImageName:)`).")
        }
    }

    static func doc(_ key: AppKey) -> Doc {
        switch key {
        case .entitlements:
            Doc(
                markdown:
                    "The notification entitlements in the app's `.entitlements` file: `time-sensitive`, `critical-alerts`."
            )
        case .appClipExperiences:
            Doc(
                markdown:
                    "The App Clip experience URLs (https URL prefixes) registered in App Store Connect; a `target-content-id` routes to the longest matching prefix."
            )
        }
    }
}
