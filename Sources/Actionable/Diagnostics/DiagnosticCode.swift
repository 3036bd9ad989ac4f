/// The stable identifier of each kind of finding. The raw value is what reports print and what CI filters on;
/// it never changes once released.
public enum DiagnosticCode: String, Sendable, Hashable, CaseIterable, Codable {
    // Reading the file.
    /// `yaml-syntax`: libyaml cannot parse the file; the message and position are libyaml's.
    case yamlSyntax = "yaml-syntax"
    /// `not-utf8`: a category file or payload is not valid UTF-8 (a UTF-16 file included).
    case notUTF8 = "not-utf8"
    /// `file-too-large`: the file is larger than the loader's limit (8 MiB by default) and was not read.
    case fileTooLarge = "file-too-large"
    /// `nesting-too-deep`: mappings and lists nest deeper than 64 levels, so reading stopped.
    case nestingTooDeep = "nesting-too-deep"
    /// `multiple-documents`: the file holds more than one YAML document (a `---` line); only the first is read.
    case multipleDocuments = "multiple-documents"
    /// `alias-not-allowed`: the file uses a YAML anchor, alias or merge key (`<<`), which category files do not
    /// allow.
    case aliasNotAllowed = "alias-not-allowed"
    /// `unsupported-tag`: a value carries an explicit YAML tag (`!!str`, `!custom`); category files use none.
    case unsupportedTag = "unsupported-tag"
    /// `empty-file`: a category file holds no YAML document, or an empty one; or a payload is empty.
    case emptyFile = "empty-file"
    /// `too-many-problems`: a file has more than 500 problems; the rest are counted, not listed, at their highest
    /// severity.
    case tooManyProblems = "too-many-problems"
    // The schema.
    /// `missing-key`: a required key (`categories`, `identifier`, `title`, …, or a payload's `aps`) is missing.
    case missingKey = "missing-key"
    /// `unknown-key`: a key the schema does not know; the message suggests a close known key, or where a key from
    /// another format belongs.
    case unknownKey = "unknown-key"
    /// `type-mismatch`: a value has the wrong type, in a category file or a payload; only plain `true` and `false`
    /// are booleans.
    case typeMismatch = "type-mismatch"
    /// `invalid-value`: a value of the right type that is not one of the allowed values (an unknown activation,
    /// option, interruption level, locale or icon; an out-of-range payload value).
    case invalidValue = "invalid-value"
    /// `duplicate-key`: the same key twice in one mapping or JSON object, reported at the second.
    case duplicateKey = "duplicate-key"
    // Identifiers and titles.
    /// `invalid-identifier`: a category or action identifier is empty, too long, or holds whitespace or control
    /// characters.
    case invalidIdentifier = "invalid-identifier"
    /// `reserved-identifier`: an identifier starts with `com.apple.`, which iOS reserves.
    case reservedIdentifier = "reserved-identifier"
    /// `empty-title`: an action's `title` or a text input's `button-title` is empty or only whitespace.
    case emptyTitle = "empty-title"
    /// `duplicate-category`: two categories share an identifier, in one file or across files.
    case duplicateCategory = "duplicate-category"
    /// `duplicate-action`: two actions of one category share an identifier.
    case duplicateAction = "duplicate-action"
    /// `localization-key-conflict`: one localization key names two texts that differ, so an app can show only one.
    case localizationKeyConflict = "localization-key-conflict"
    // What iOS does with it.
    /// `ignored-setting`: a setting iOS ignores, such as `authentication-required: false` on a foreground action,
    /// what a `registered: false` category declares, or a `title` beside `title-at-run-time: true`.
    case ignoredSetting = "ignored-setting"
    /// `too-many-actions`: a category has more than 10 actions; iOS never shows the rest.
    case tooManyActions = "too-many-actions"
    /// `long-title`: an action title over 32 characters, or a send-button title over 16, that iOS truncates.
    case longTitle = "long-title"
    /// `no-actions`: a category has no `actions` key, so its notifications show no buttons (`actions: []` says that
    /// is deliberate).
    case noActions = "no-actions"
    /// `missing-translation`: a localized text lacks a locale that other texts of the registry provide.
    case missingTranslation = "missing-translation"
    /// `deprecated-option`: an option or payload key iOS 15 and later no longer honour (`allow-announcement`,
    /// `summary-arg`), or a legacy alert key (`action-loc-key`, `action`).
    case deprecatedOption = "deprecated-option"
    // Interruption levels and the app file.
    /// `marketing-interruption`: a `marketing` category allows the `time-sensitive` or `critical` interruption
    /// level, which Apple forbids.
    case marketingInterruption = "marketing-interruption"
    /// `missing-entitlement`: an interruption level or critical sound needs an entitlement the app file does not
    /// declare.
    case missingEntitlement = "missing-entitlement"
    /// `duplicate-app`: more than one file declares `app`; the first in path order is used.
    case duplicateApp = "duplicate-app"
    /// `invalid-url`: an App Clip experience URL is not an https URL prefix with a host.
    case invalidURL = "invalid-url"
    /// `ambiguous-experience`: two App Clip experiences are the same URL prefix once normalized.
    case ambiguousExperience = "ambiguous-experience"
    /// `overlapping-experience`: an App Clip experience contains more specific ones, and the longest matching
    /// prefix wins.
    case overlappingExperience = "overlapping-experience"
    // Push payloads.
    /// `json-syntax`: a payload is not valid JSON (RFC 8259); the position says where reading stopped.
    case jsonSyntax = "json-syntax"
    /// `unknown-category`: a payload's `aps.category` names no registered category, so iOS shows no buttons.
    case unknownCategory = "unknown-category"
    /// `payload-too-large`: a payload exceeds APNs' size limit (4096 bytes, 5120 for VoIP, counted in UTF-8).
    case payloadTooLarge = "payload-too-large"
    /// `unknown-aps-key`: a key inside `aps` (or `aps.alert`, `aps.sound`) that Apple does not define, so the
    /// system ignores it.
    case unknownAPSKey = "unknown-aps-key"
    /// `content-available-conflict`: a payload sets `content-available: 1` together with `alert`, `badge` or
    /// `sound`.
    case contentAvailableConflict = "content-available-conflict"
    /// `interruption-level-too-high`: a payload's `aps.interruption-level` is above the `interruption-level`
    /// its category declares.
    case interruptionLevelTooHigh = "interruption-level-too-high"
    /// `unknown-experience`: a payload's `aps.target-content-id` matches no App Clip experience of the app file.
    case unknownExperience = "unknown-experience"
    /// `push-type-mismatch`: a payload is not the push its `apns-push-type` says (`--push-type`, or its headers
    /// file).
    case pushTypeMismatch = "push-type-mismatch"
    /// `live-activity-payload`: a Live Activity push (`aps.event`, `aps.content-state`) that ActivityKit ignores
    /// or misreads.
    case liveActivityPayload = "live-activity-payload"
    /// `empty-alert`: an alert push with nothing to show: an `alert` without text, or no `alert`, `badge` or
    /// `sound`.
    case emptyAlert = "empty-alert"
    /// `invalid-header`: a payload's headers file (`invite.headers` beside `invite.json`) holds a header APNs
    /// rejects.
    case invalidHeader = "invalid-header"
    // Risks and ambiguities.
    /// `unauthenticated-sensitive-action`: a background action that approves, pays, unlocks or signs in runs
    /// without unlocking the device.
    case unauthenticatedSensitiveAction = "unauthenticated-sensitive-action"
    /// `ambiguous-boolean`: a plain `yes`, `no`, `on`, `off`, `y` or `n` (any case) where a text or identifier
    /// is expected, which YAML 1.1 tools read as a boolean.
    case ambiguousBoolean = "ambiguous-boolean"
    // Configuration and suppressions.
    /// `invalid-configuration`: `.actionable.yml` is malformed or names an unknown rule or severity.
    case invalidConfiguration = "invalid-configuration"
    /// `invalid-suppression`: an `actionable:disable` comment names an unknown rule or gives no reason.
    case invalidSuppression = "invalid-suppression"
    /// `unused-suppression`: an `actionable:disable` comment silenced nothing.
    case unusedSuppression = "unused-suppression"
    // Retired identifiers and changes between two registries (`actionable diff`).
    /// `retired-reused`: a retired category or action identifier is declared again.
    case retiredReused = "retired-reused"
    /// `category-removed`: `actionable diff` finds a category removed (breaking), or retired (a note).
    case categoryRemoved = "category-removed"
    /// `action-removed`: `actionable diff` finds an action removed from a category that remains (breaking), or
    /// retired (a note).
    case actionRemoved = "action-removed"
    /// `text-input-removed`: `actionable diff` finds that an action lost its text input (breaking).
    case textInputRemoved = "text-input-removed"
    /// `text-input-added`: `actionable diff` finds that an action gained a text input, which old app versions
    /// send without text.
    case textInputAdded = "text-input-added"
    /// `authentication-removed`: `actionable diff` finds that an action no longer asks to unlock the device.
    case authenticationRemoved = "authentication-removed"
    /// `activation-changed`: `actionable diff` finds that an action switched between foreground and background.
    case activationChanged = "activation-changed"
    /// `destructive-changed`: `actionable diff` finds that an action became destructive or stopped being
    /// destructive.
    case destructiveChanged = "destructive-changed"
    /// `custom-dismiss-removed`: `actionable diff` finds that a category dropped `custom-dismiss-action`, so
    /// dismissals stop arriving (breaking).
    case customDismissRemoved = "custom-dismiss-removed"
    /// `actions-reordered`: `actionable diff` finds that a category's first two actions, the ones banners show,
    /// changed.
    case actionsReordered = "actions-reordered"
    /// `title-changed`: `actionable diff` finds that an action's title changed.
    case titleChanged = "title-changed"
    /// `interruption-level-raised`: `actionable diff` finds that a category's `interruption-level` went up.
    case interruptionLevelRaised = "interruption-level-raised"
    /// `category-unregistered`: `actionable diff` finds that a registered category became `registered: false`,
    /// so its notifications lose their buttons (breaking).
    case categoryUnregistered = "category-unregistered"
    // SiriKit intents and OS versions.
    /// `unknown-intent`: an `intent-identifiers` value is neither a SiriKit intent (`INSendMessageIntent`, …) nor
    /// a custom intent's class name.
    case unknownIntent = "unknown-intent"
    /// `redundant-availability`: an `available-from` version is at or below the deployment target, so the
    /// condition is always true.
    case redundantAvailability = "redundant-availability"
    /// `ignored-on-platform`: a category option or text has no effect on a platform the deployment target names.
    case ignoredOnPlatform = "ignored-on-platform"
    // The app's notification code (`actionable-import audit`).
    /// `unregistered-action-handled`: the app's delegate handles an action identifier that no registered
    /// category has, so that branch never runs.
    case unregisteredActionHandled = "unregistered-action-handled"
    /// `registered-action-unhandled`: the app's delegates compare the action identifier, but none against this
    /// registered action.
    case registeredActionUnhandled = "registered-action-unhandled"
    /// `categories-replaced`: a `setNotificationCategories` call in the app registers only some of its
    /// categories, and replaces the others.
    case categoriesReplaced = "categories-replaced"
    /// `dismiss-as-action`: in the app's code, swiping the notification away runs the same code as an action or
    /// a tap.
    case dismissAsAction = "dismiss-as-action"
    /// `completion-before-work`: the app's delegate tells iOS it is done while the action's work still runs in
    /// an unstructured `Task`.
    case completionBeforeWork = "completion-before-work"
    /// `duplicate-after-merge`: the app adds a category to the registered set without first removing the one
    /// with the same identifier.
    case duplicateAfterMerge = "duplicate-after-merge"
    /// `main-actor-delegate`: a `@MainActor` notification delegate method, which iOS may call on a background
    /// thread; under Swift 6 it traps.
    case mainActorDelegate = "main-actor-delegate"
    /// `completion-not-called`: a path through the app's delegate method ends without calling the completion
    /// handler.
    case completionNotCalled = "completion-not-called"
    /// `completion-called-twice`: a path through the app's delegate method calls the completion handler a
    /// second time.
    case completionCalledTwice = "completion-called-twice"
    /// `delegate-set-late`: the app sets the notification center's delegate in a permission callback, after
    /// launch and only when permission is granted.
    case delegateSetLate = "delegate-set-late"
    // FCM messages to the Android app.
    /// `fcm-invalid-message`: an FCM HTTP v1 message that is not `{"message": {...}}` with one target, or an
    /// actionable one without the data fields the Android app reads.
    case fcmInvalidMessage = "fcm-invalid-message"
    /// `fcm-data-not-string`: a value of an FCM message's `data` that is not a string, which FCM refuses.
    case fcmDataNotString = "fcm-data-not-string"
    /// `fcm-data-too-large`: an FCM message's `data` is over 4,096 bytes.
    case fcmDataTooLarge = "fcm-data-too-large"
    /// `fcm-reserved-key`: a key of an FCM message's `data` that FCM reserves (`from`, `notification`,
    /// `message_type`, a `google` or `gcm` prefix).
    case fcmReservedKey = "fcm-reserved-key"
    /// `fcm-notification-message`: an actionable FCM message with a `notification` block, which Android shows
    /// itself, without the category's actions, when the app is in the background.
    case fcmNotificationMessage = "fcm-notification-message"
    /// `fcm-normal-priority`: an actionable FCM message not sent with `android.priority` `high`.
    case fcmNormalPriority = "fcm-normal-priority"
    /// `fcm-invalid-android-option`: an FCM message's `android.ttl`, `android.collapse_key` or `android.priority`
    /// that FCM refuses.
    case fcmInvalidAndroidOption = "fcm-invalid-android-option"

    /// The severity findings of this kind have unless configured otherwise: the rule's (see ``RuleCatalog``).
    public var severity: Severity { RuleCatalog.description(of: self)?.severity ?? .error }

    /// One sentence on what the code means: the rule's summary.
    public var summary: String { RuleCatalog.description(of: self)?.summary ?? "" }
}
