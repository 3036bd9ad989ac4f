import ActionableYAML

/// Builds models straight from the events of one category file, with no intermediate tree, and reports what it
/// cannot decode: YAML it cannot read, wrong types, unknown, missing and repeated keys, values outside a key's
/// choices. It never stops at the first problem: a bad value is reported and replaced by its default, and the rest
/// of the file is still read. What the file means — identifiers, titles, actions, the app declaration — is judged
/// afterwards by the rules of `Rules/`, from the ``CategoryFile`` the decoder fills.
///
/// Each `read…` method consumes exactly one node, starting at the current event, and leaves the stream at the
/// event after it. A scalar's bytes belong to the stream until the next event, so strings are made only for the
/// values that are kept; keys are matched as bytes.
struct CategoryFileDecoder: ~Copyable {
    /// The file's diagnostics so far, bounded. Kept in a box so reporting does not need exclusive access to the
    /// decoder, which lets messages be built lazily from the decoder's state.
    private let box = SinkBox()
    var sink: DiagnosticSink { box.sink }

    private final class SinkBox {
        var sink = DiagnosticSink()
    }
    /// The categories that may be registered: valid identifier, actions with identifier and title.
    private(set) var categories: [NotificationCategory] = []
    /// What the rules judge: every category the file declares, invalid ones included, and the facts about the
    /// file the models do not keep.
    private(set) var decoded: CategoryFile
    /// Whether any text of the file is given per locale (the registry-wide translation check needs one).
    private(set) var hasLocalizedText = false
    /// Whether any text of the file names its localization key (the registry-wide key check needs one).
    private(set) var hasLocalizationKey = false
    /// The lines of each category and action, for suppressions that name a whole one: from its first line to the
    /// line before the next sibling (the last of a list: to the line before the list ends).
    private(set) var spans: [ClosedRange<Int>] = []

    private var stream: YAMLEventStream
    private let file: String
    private var event: YAMLEvent

    init(stream: consuming YAMLEventStream) {
        file = stream.file
        decoded = CategoryFile(path: stream.file)
        event = stream.next()
        self.stream = stream
    }

    /// Decodes the whole document.
    mutating func decode() {
        decodeDocument()
        if stream.failed {
            // A file libyaml cannot read to its end yields no models: what was built before the problem is cut
            // short, and judging it would only add noise to the one diagnostic that matters.
            box.sink.removeAll()
            categories.removeAll()
            decoded = CategoryFile(path: file)
            hasLocalizedText = false
            hasLocalizationKey = false
            spans.removeAll()
        }
        for problem in stream.finalProblems {
            report(Diagnostic(code: problem.kind.code, message: problem.message, location: problem.location))
        }
    }

    private mutating func decodeDocument() {
        if event.kind == .finished {
            if stream.isEmpty {
                decoded.emptiness = .noDocument
            }
            return
        }
        if event.kind == .scalar, event.tag == nil, event.resolvedKind == .null {
            let location = here
            advance()
            // A syntax error after an empty first document is already reported; the document is not "empty".
            guard !stream.failed else { return }
            decoded.emptiness = .emptyDocument(location)
            return
        }
        guard expectMapping(key: nil, expected: "a mapping with the key 'categories' (or 'app')") else { return }
        let mappingLocation = here
        var keys = KeyTracker<FileKey>()
        advance()
        while let key = nextKey(owner: "the file", tracker: &keys) {
            switch key {
            case .categories: readCategories()
            case .app: readApp()
            case .retiredCategories: decoded.retiredCategories = readRetired(key: key.name, kind: .category)
            }
        }
        if let emptyCategoriesList, !keys.contains(.app) {
            decoded.emptiness = .emptyCategoriesList(emptyCategoriesList)
        }
        if keys.isEmpty && !stream.failed {
            report(
                MissingKeyRule.diagnostic(
                    "categories", owner: "the file",
                    hint: "list the file's categories under it; an app file has 'app:' instead", at: mappingLocation))
        }
    }

    // MARK: - Categories and actions

    /// Where an empty `categories:` list is, reported unless the file is an app file.
    private var emptyCategoriesList: SourceLocation?

    private mutating func readCategories() {
        guard expectSequence(key: "categories", expected: "a list of categories") else { return }
        let location = here
        advance()
        if event.kind == .end { emptyCategoriesList = location }
        var previous: Int?
        while event.kind != .end && event.kind != .finished {
            let start = Int(event.mark.line)
            closeSpan(from: previous, before: start)
            previous = start
            readCategory()
        }
        closeSpan(from: previous, before: Int(event.mark.line))
        advance()
    }

    private mutating func readCategory() {
        guard expectMapping(key: nil, expected: "a category (a mapping with 'identifier' and 'actions')") else {
            return
        }
        let location = here
        var identifier: (value: String, isValid: Bool)?
        var sawIdentifier = false
        var actions: [NotificationAction] = []
        var ruleActions: [NotificationAction]?
        var options: CategoryOptions = []
        var placeholder: LocalizedText?
        var summary: LocalizedText?
        var intents: [String] = []
        var interruptionLevel = InterruptionLevel.active
        var marketing = false
        var placeholderKey: (value: String, location: SourceLocation)?
        var summaryKey: (value: String, location: SourceLocation)?
        var retiredActions: [RetiredIdentifier] = []
        var locations = KeySlots(baseLine: location.line)
        var keys = KeyTracker<CategoryKey>()
        advance()
        while let key = nextKey(owner: "a category", tracker: &keys) {
            locations[key.ordinal] = (Int(event.mark.line), Int(event.mark.column))
            switch key {
            case .identifier:
                sawIdentifier = true
                identifier = readIdentifier(kind: .category)
            case .actions:
                (actions, ruleActions) = readActions()
            case .options:
                options = readOptions()
            case .hiddenPreviewsBodyPlaceholder:
                placeholder = readLocalizedText(key: key.name, mayBeEmpty: true)
            case .summaryFormat:
                summary = readLocalizedText(key: key.name, mayBeEmpty: true)
            case .intentIdentifiers:
                intents = readStringList(key: key.name)
            case .interruptionLevel:
                interruptionLevel =
                    readChoice(key: key.name, of: Schema.interruptionLevels)
                    .flatMap(InterruptionLevel.init(rawValue:)) ?? .active
            case .marketing:
                marketing = readBool(key: key.name) ?? false
            case .hiddenPreviewsBodyPlaceholderKey:
                placeholderKey = readLocalizationKey(key: key.name)
            case .summaryFormatKey:
                summaryKey = readLocalizationKey(key: key.name)
            case .retiredActions:
                retiredActions = readRetired(key: key.name, kind: .action)
            }
        }
        if placeholderKey != nil {
            placeholder = keyed(
                placeholder, placeholderKey, text: CategoryKey.hiddenPreviewsBodyPlaceholder.name,
                written: keys.contains(.hiddenPreviewsBodyPlaceholder))
        }
        if summaryKey != nil {
            summary = keyed(
                summary, summaryKey, text: CategoryKey.summaryFormat.name, written: keys.contains(.summaryFormat))
        }
        if !sawIdentifier {
            report(
                MissingKeyRule.diagnostic(
                    "identifier", owner: "this category", hint: "the string a push names in aps.category",
                    at: location))
        }
        let name = identifier?.value ?? "(no identifier)"
        func category(with actions: [NotificationAction]) -> NotificationCategory {
            NotificationCategory(
                identifier: name,
                actions: actions,
                options: options,
                hiddenPreviewsBodyPlaceholder: placeholder,
                summaryFormat: summary,
                intentIdentifiers: intents,
                retiredActions: retiredActions,
                interruptionLevel: interruptionLevel,
                isMarketing: marketing,
                location: location,
                keySlots: locations
            )
        }
        // One model serves both lists unless some action cannot be registered; the rules then judge every action.
        let registered = identifier?.isValid == true ? category(with: actions) : nil
        if let registered { categories.append(registered) }
        if let registered, ruleActions == nil {
            decoded.categories.append(registered)
        } else {
            decoded.categories.append(category(with: ruleActions ?? actions))
        }
    }

    /// Scratch space for ``readActions()``.
    private var seenActions = FirstSeen()

    /// The actions that may be registered, and every action the file declares (for the rules).
    /// `ruleActions` is `nil` when it would equal `actions` (every action valid), which saves an array per category.
    private mutating func readActions() -> (actions: [NotificationAction], ruleActions: [NotificationAction]?) {
        guard expectSequence(key: "actions", expected: "a list of actions") else { return ([], nil) }
        advance()
        var actions: [NotificationAction] = []
        var ruleActions: [NotificationAction]?
        // Reused across categories, so checking for duplicates allocates nothing per category.
        var seen = seenActions
        seen.removeAll()
        defer { seenActions = seen }
        var previous: Int?
        defer { closeSpan(from: previous, before: Int(event.mark.line)) }
        while event.kind != .end && event.kind != .finished {
            let start = Int(event.mark.line)
            closeSpan(from: previous, before: start)
            previous = start
            let (identifier, action, ruleSubject) = readAction()
            var registered = false
            // A repeated identifier is not registered twice (`duplicate-action` reports it); a broken title does
            // not make an identifier free again.
            if let identifier, seen.insert(identifier.value, at: identifier.location) != nil {
                // The first one is kept.
            } else if let action {
                actions.append(action)
                registered = true
            }
            if let ruleSubject {
                // The lists part the first time an action is not registered; until then they are the same.
                if ruleActions == nil, !registered { ruleActions = actions }
                ruleActions?.append(ruleSubject)
            }
        }
        advance()
        return (actions, ruleActions)
    }

    /// The action if it may be registered; its valid identifier even when the rest is broken (for duplicate
    /// detection); and a model for the rules whenever it has an identifier at all.
    private mutating func readAction() -> (
        identifier: (value: String, location: SourceLocation)?, action: NotificationAction?,
        ruleSubject: NotificationAction?
    ) {
        guard expectMapping(key: nil, expected: "an action (a mapping with 'identifier' and 'title')") else {
            return (nil, nil, nil)
        }
        let location = here
        var identifier: (value: String, isValid: Bool, location: SourceLocation)?
        var title: LocalizedText?
        var activation = ActivationMode.background
        var destructive = false
        var authentication: Bool?
        var textInput: TextInput?
        var icon: ActionIcon?
        var titleKey: (value: String, location: SourceLocation)?
        var locations = KeySlots(baseLine: location.line)
        var keys = KeyTracker<ActionKey>()
        advance()
        while let key = nextKey(owner: "an action", tracker: &keys) {
            locations[key.ordinal] = (Int(event.mark.line), Int(event.mark.column))
            switch key {
            case .identifier:
                let valueLocation = here
                identifier = readIdentifier(kind: .action).map { ($0.value, $0.isValid, valueLocation) }
            case .title:
                title = readLocalizedText(key: key.name)
            case .activation:
                activation =
                    readChoice(key: key.name, of: Schema.activationModes)
                    .flatMap(ActivationMode.init(rawValue:)) ?? .background
            case .destructive:
                destructive = readBool(key: key.name) ?? false
            case .authenticationRequired:
                authentication = readBool(key: key.name)
            case .textInput:
                textInput = readTextInput()
            case .icon:
                icon = readIcon()
            case .titleKey:
                titleKey = readLocalizationKey(key: key.name)
            }
        }
        if titleKey != nil {
            title = keyed(title, titleKey, text: ActionKey.title.name, written: keys.contains(.title))
        }
        if !keys.contains(.identifier) {
            report(
                MissingKeyRule.diagnostic(
                    "identifier", owner: "this action", hint: "the string iOS hands back when the button is tapped",
                    at: location))
        }
        if !keys.contains(.title) {
            report(
                MissingKeyRule.diagnostic("title", owner: "this action", hint: "the text on the button", at: location))
        }
        guard let identifier else { return (nil, nil, nil) }
        let model = NotificationAction(
            identifier: identifier.value,
            title: title ?? LocalizedText("", location: location),
            activation: activation,
            isDestructive: destructive,
            declaredAuthenticationRequired: authentication,
            textInput: textInput,
            icon: icon,
            location: location,
            keySlots: locations
        )
        guard identifier.isValid else { return (nil, nil, model) }
        return ((identifier.value, identifier.location), title == nil ? nil : model, model)
    }

    private mutating func readTextInput() -> TextInput? {
        guard
            expectMapping(key: "text-input", expected: "a mapping with 'button-title' and 'placeholder', both optional")
        else {
            return nil
        }
        let location = here
        var buttonTitle: LocalizedText?
        var placeholder: LocalizedText?
        var buttonTitleKey: (value: String, location: SourceLocation)?
        var placeholderKey: (value: String, location: SourceLocation)?
        var keys = KeyTracker<TextInputKey>()
        advance()
        while let key = nextKey(owner: "'text-input'", tracker: &keys) {
            switch key {
            case .buttonTitle: buttonTitle = readLocalizedText(key: key.name)
            case .placeholder: placeholder = readLocalizedText(key: key.name, mayBeEmpty: true)
            case .buttonTitleKey: buttonTitleKey = readLocalizationKey(key: key.name)
            case .placeholderKey: placeholderKey = readLocalizationKey(key: key.name)
            }
        }
        if buttonTitleKey != nil {
            buttonTitle = keyed(
                buttonTitle, buttonTitleKey, text: TextInputKey.buttonTitle.name, written: keys.contains(.buttonTitle))
        }
        if placeholderKey != nil {
            placeholder = keyed(
                placeholder, placeholderKey, text: TextInputKey.placeholder.name, written: keys.contains(.placeholder))
        }
        // Without a button title iOS shows its own ("Send", localized), as UNTextInputNotificationAction's
        // inherited initializer does; a written but empty one is reported where it is read.
        if keys.contains(.buttonTitle), buttonTitle == nil { return nil }
        return TextInput(buttonTitle: buttonTitle, placeholder: placeholder, location: location)
    }

    private mutating func readIcon() -> ActionIcon? {
        guard expectMapping(key: "icon", expected: "a mapping '{system: NAME}' or '{template: NAME}'") else {
            return nil
        }
        let location = here
        var icon: ActionIcon?
        var first: String?
        var keys = KeyTracker<IconKey>()
        advance()
        while let key = nextKey(owner: "'icon'", tracker: &keys) {
            let name = key.name
            if let first {
                report(InvalidValueRule.iconBothKinds(first: first, at: keys.lastKeyLocation(in: file)))
                skipNode()
                continue
            }
            first = name
            let valueLocation = here
            guard let value = readString(key: name) else { continue }
            if value.isBlank {
                report(InvalidValueRule.emptyIconName(name, at: valueLocation))
                continue
            }
            switch key {
            case .system: icon = .system(value)
            case .template: icon = .template(value)
            }
        }
        if first == nil {
            report(
                MissingKeyRule.diagnostic(
                    "system", owner: "'icon'", hint: "or 'template': an SF Symbol name or an asset catalog image name",
                    at: location))
        }
        return icon
    }

    private mutating func readOptions() -> CategoryOptions {
        guard expectSequence(key: "options", expected: "a list of category options") else { return [] }
        advance()
        var options: CategoryOptions = []
        while event.kind != .end && event.kind != .finished {
            let location = here
            guard let name = readString(key: "options") else { continue }
            guard let option = CategoryOptions.named.first(where: { $0.name == name })?.option else {
                report(InvalidValueRule.unknownOption(name, options: CategoryOptions.named.map(\.name), at: location))
                continue
            }
            decoded.options.append((option, location))
            options.insert(option)
        }
        advance()
        return options
    }

    /// Records the span of the list element that started on line `start`, now that the next one (or the list's
    /// end) is on line `next`.
    private mutating func closeSpan(from start: Int?, before next: Int) {
        guard let start else { return }
        spans.append(start...max(start, next - 1))
    }

    // MARK: - Retired identifiers

    /// A list of `{identifier, retired, replaced-by}`; entries without an identifier or a date are reported and
    /// dropped, and an identifier retired twice is reported at the second.
    private mutating func readRetired(key: String, kind: CategoryFile.WrittenIdentifier.Kind) -> [RetiredIdentifier] {
        guard expectSequence(key: key, expected: "a list of {identifier, retired, replaced-by}") else { return [] }
        advance()
        var result: [RetiredIdentifier] = []
        var seen = FirstSeen()
        while event.kind != .end && event.kind != .finished {
            guard
                expectMapping(
                    key: nil,
                    expected: "a retired identifier ({identifier: OLD, retired: 2026-03-01, replaced-by: NEW})")
            else { continue }
            let location = here
            var identifier: (value: String, location: SourceLocation)?
            var retired: String?
            var replacement: String?
            var keys = KeyTracker<RetiredKey>()
            advance()
            while let retiredKey = nextKey(owner: "a retired identifier", tracker: &keys) {
                switch retiredKey {
                case .identifier:
                    let valueLocation = here
                    identifier = readIdentifier(kind: kind).map { ($0.value, valueLocation) }
                case .retired: retired = readString(key: retiredKey.name)
                case .replacedBy: replacement = readString(key: retiredKey.name)
                }
            }
            if !keys.contains(.identifier) {
                report(
                    MissingKeyRule.diagnostic(
                        "identifier", owner: "this retired \(kind.rawValue)",
                        hint: "the identifier old app versions still use",
                        at: location))
            }
            if !keys.contains(.retired) {
                report(
                    MissingKeyRule.diagnostic(
                        "retired", owner: "this retired \(kind.rawValue)",
                        hint: "when it was retired: a date such as 2026-03-01, or an app version such as \"4.2\"",
                        at: location))
            }
            guard let identifier, let retired else { continue }
            if let first = seen.insert(identifier.value, at: identifier.location) {
                report(
                    DuplicateKeyRule.diagnostic(
                        identifier.value, owner: "'\(key)'", first: first, at: identifier.location))
                continue
            }
            result.append(
                RetiredIdentifier(
                    identifier: identifier.value, retired: retired, replacement: replacement,
                    location: identifier.location))
        }
        advance()
        return result
    }

    // MARK: - The app file

    private mutating func readApp() {
        guard expectMapping(key: "app", expected: "a mapping with 'entitlements' and 'app-clip-experiences'") else {
            return
        }
        let location = here
        var entitlements = Set<Entitlement>()
        var experiences: [AppClipExperience] = []
        var keys = KeyTracker<AppKey>()
        advance()
        while let key = nextKey(owner: "'app'", tracker: &keys) {
            switch key {
            case .entitlements:
                guard expectSequence(key: key.name, expected: "a list of entitlements") else { continue }
                advance()
                while event.kind != .end && event.kind != .finished {
                    if let name = readChoice(key: key.name, of: Schema.entitlements),
                        let entitlement = Entitlement(rawValue: name)
                    {
                        entitlements.insert(entitlement)
                    }
                }
                advance()
            case .appClipExperiences:
                experiences = readExperiences()
            }
        }
        decoded.app = AppDeclaration(entitlements: entitlements, experiences: experiences, location: location)
    }

    /// The experiences whose URL can be matched; the others are kept for `invalid-url`.
    private mutating func readExperiences() -> [AppClipExperience] {
        guard expectSequence(key: "app-clip-experiences", expected: "a list of https URLs") else { return [] }
        advance()
        var experiences: [AppClipExperience] = []
        while event.kind != .end && event.kind != .finished {
            let location = here
            guard
                let text = readString(key: "app-clip-experiences", subject: "an App Clip experience", allowEmpty: true)
            else { continue }
            do {
                let url = try ExperienceURL(parsing: text)
                experiences.append(AppClipExperience(url: url, location: location))
            } catch {
                decoded.rejectedExperiences.append(.init(text: text, problem: "\(error)", location: location))
            }
        }
        advance()
        return experiences
    }

    // MARK: - Values

    /// The identifier as written and whether it may be registered (`invalid-identifier` and
    /// `reserved-identifier` say why not); `nil` when the value is not a string at all.
    private mutating func readIdentifier(kind: CategoryFile.WrittenIdentifier.Kind) -> (value: String, isValid: Bool)? {
        let location = here
        guard let value = readString(key: "identifier", allowEmpty: true) else { return nil }
        decoded.identifiers.append(.init(kind: kind, value: value, location: location))
        return (value, IdentifierRules.problem(with: value) == nil && !IdentifierRules.isReserved(value))
    }

    /// A string, or one string per locale. A blank text is an error unless `mayBeEmpty` (placeholders and the
    /// summary format, whose default in Apple's API is the empty string); an empty text that may be empty is
    /// `nil` for the text field's placeholder (an empty field looks the same) and kept as written otherwise.
    private mutating func readLocalizedText(key: String, mayBeEmpty: Bool = false) -> LocalizedText? {
        let location = here
        guard event.kind == .mappingStart else {
            guard let text = readString(key: key, allowEmpty: true, expected: "a string or a map of locale to string")
            else {
                return nil
            }
            if text.isBlank {
                if mayBeEmpty { return key == "placeholder" ? nil : LocalizedText("", location: location) }
                decoded.blankTexts.append(.init(key: key, locale: nil, location: location))
                return nil
            }
            return LocalizedText(text, location: location)
        }
        checkTag()
        hasLocalizedText = true
        advance()
        var translations: [LocalizedText.Translation] = []
        var seen = FirstSeen()
        var entries = 0
        while event.kind != .end && event.kind != .finished {
            entries += 1
            let localeLocation = here
            guard let locale = readString(key: key, subject: "a locale of '\(key)'") else {
                skipNode()
                continue
            }
            if let first = seen.insert(locale.lowercased(), at: localeLocation) {
                report(DuplicateKeyRule.locale(locale, in: key, first: first, at: localeLocation))
                skipNode()
                continue
            }
            guard Self.isLocaleIdentifier(locale) else {
                report(InvalidValueRule.notALocale(locale, key: key, at: localeLocation))
                skipNode()
                continue
            }
            if event.kind == .alias {
                skipNode()
                continue
            }
            let valueLocation = here
            guard let text = readString(key: key, subject: "'\(key)' for \(locale.forMessage)", allowEmpty: true) else {
                continue
            }
            if text.isBlank, !mayBeEmpty {
                decoded.blankTexts.append(.init(key: key, locale: locale, location: valueLocation))
                continue
            }
            translations.append(.init(locale: locale, value: text, location: valueLocation))
        }
        advance()
        if entries == 0 {
            if mayBeEmpty { return key == "placeholder" ? nil : LocalizedText("", location: location) }
            decoded.blankTexts.append(.init(key: key, locale: nil, location: location))
        }
        return LocalizedText(translations: translations, location: location)
    }

    /// The value of a `…-key` key: the key the app's strings know a text by. Any single-line text will do
    /// (real apps use `PUSH_MANAGER_REPLY` and `Reply` alike), but not a blank one.
    private mutating func readLocalizationKey(key: String) -> (value: String, location: SourceLocation)? {
        let location = here
        guard let value = readString(key: key, allowEmpty: true) else { return nil }
        if value.isBlank || value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            report(InvalidValueRule.badLocalizationKey(key, isBlank: value.isBlank, at: location))
            return nil
        }
        hasLocalizationKey = true
        return (value, location)
    }

    /// `text` with the localization key written beside it. A key for a text that is not written is an error: it
    /// names nothing.
    private mutating func keyed(
        _ text: LocalizedText?, _ key: (value: String, location: SourceLocation)?, text name: String, written: Bool
    ) -> LocalizedText? {
        guard let key else { return text }
        guard written else {
            report(MissingKeyRule.keyWithoutText(name, at: key.location))
            return text
        }
        return text?.withLocalizationKey(key.value)
    }

    /// `[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*`: a language code and optional script, region or variant subtags.
    static func isLocaleIdentifier(_ value: String) -> Bool {
        let parts = value.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    private mutating func readStringList(key: String) -> [String] {
        guard expectSequence(key: key, expected: "a list of strings") else { return [] }
        advance()
        var values: [String] = []
        while event.kind != .end && event.kind != .finished {
            if let value = readString(key: key) { values.append(value) }
        }
        advance()
        return values
    }

    /// One of `allowed`, or `nil` after reporting why not.
    private mutating func readChoice(key: String, of allowed: [String]) -> String? {
        checkTag()
        guard event.kind == .scalar, event.resolvedKind == .string else {
            typeMismatch(key: key, expected: "one of \(allowed.joined(separator: ", "))")
            return nil
        }
        let value = event.string
        let location = here
        advance()
        guard allowed.contains(value) else {
            report(InvalidValueRule.notOneOf(value, key: key, allowed: allowed, at: location))
            return nil
        }
        return value
    }

    /// `true` or `false`, written plain and in lowercase; anything else is reported with a hint.
    private mutating func readBool(key: String) -> Bool? {
        checkTag()
        guard event.kind == .scalar else {
            typeMismatch(key: key, expected: "true or false")
            return nil
        }
        if event.style == .plain, event.scalarEquals("true") {
            advance()
            return true
        }
        if event.style == .plain, event.scalarEquals("false") {
            advance()
            return false
        }
        report(
            TypeMismatchRule.notBoolean(
                key: key, value: event.string, quoted: event.style.isQuoted, kind: event.resolvedKind, at: here))
        advance()
        return nil
    }

    /// A string scalar. Plain scalars that YAML reads as something else (`3`, `true`, `~`) are reported with a
    /// hint to quote them; an empty plain value becomes `""` when `allowEmpty` is set, for the caller to judge.
    /// `subject` names the value in messages (default: the key); it is built only for a message.
    private mutating func readString(
        key: String,
        subject makeSubject: @autoclosure () -> String? = nil,
        allowEmpty: Bool = false,
        expected: String = "a string"
    ) -> String? {
        checkTag()
        guard event.kind == .scalar else {
            typeMismatch(key: key, subject: makeSubject(), expected: expected)
            return nil
        }
        let kind = event.resolvedKind
        func subject() -> String { makeSubject() ?? "'\(key)'" }
        switch kind {
        case .string:
            let value = event.string
            if event.style == .plain, event.bytes.count <= 3, Schema.yaml11Booleans.contains(value.lowercased()) {
                report(AmbiguousBooleanRule.diagnostic(value, subject: subject(), at: here))
            }
            advance()
            return value
        case .null where allowEmpty:
            advance()
            return ""
        case .null:
            report(TypeMismatchRule.emptyValue(subject: subject(), expected: expected, at: here))
        case .bool, .integer, .float:
            report(
                TypeMismatchRule.quoteIt(
                    subject: subject(), expected: expected, kind: "\(kind)", value: event.string, at: here))
        }
        advance()
        return nil
    }

    /// Checks that the current node is a mapping; otherwise reports it, consumes it and returns `false`.
    private mutating func expectMapping(key: String?, expected: String) -> Bool {
        checkTag()
        if event.kind == .mappingStart { return true }
        typeMismatch(key: key, expected: expected)
        return false
    }

    /// Checks that the current node is a list; otherwise reports it, consumes it and returns `false`.
    private mutating func expectSequence(key: String, expected: String) -> Bool {
        checkTag()
        if event.kind == .sequenceStart { return true }
        typeMismatch(key: key, expected: expected)
        return false
    }

    /// Reports the current node as the wrong type and consumes it.
    private mutating func typeMismatch(key: String?, subject: String? = nil, expected: String) {
        defer { skipNode() }
        switch event.kind {
        case .alias, .finished, .end:
            return  // An alias is already reported as alias-not-allowed; the others end the node.
        default:
            break
        }
        let found = event.foundDescription(quote: \.forMessage)
        report(
            TypeMismatchRule.diagnostic(
                subject: subject ?? key.map { "'\($0)'" }, expected: expected, found: found, at: here))
    }

    private mutating func checkTag() {
        guard let tag = event.tagAsWritten else { return }
        report(UnsupportedTagRule.diagnostic(tag: tag, onScalar: event.kind == .scalar, at: here))
    }

    // MARK: - Mappings

    /// Tracks which known keys of one mapping were seen, and where, without allocating (a schema table has at
    /// most sixteen keys); unknown keys, rare, go to a ``FirstSeen``.
    struct KeyTracker<Key: SchemaKey> {
        private var seen: UInt32 = 0
        private var marks:
            (
                YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark,
                YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark, YAMLMark
            ) = (
                .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero,
                .zero, .zero, .zero, .zero, .zero, .zero, .zero, .zero
            )
        fileprivate var unknown = FirstSeen()
        fileprivate var lastKey = YAMLMark.zero

        func contains(_ key: Key) -> Bool { seen & (1 << key.ordinal) != 0 }

        /// Whether no known key was seen.
        var isEmpty: Bool { seen == 0 }

        func mark(of key: Key) -> YAMLMark {
            withUnsafeBytes(of: marks) {
                $0.load(fromByteOffset: key.ordinal * MemoryLayout<YAMLMark>.stride, as: YAMLMark.self)
            }
        }

        mutating func insert(_ key: Key, at mark: YAMLMark) {
            let index = key.ordinal
            precondition(index < 16, "schema tables have at most sixteen keys")
            seen |= 1 << index
            withUnsafeMutableBytes(of: &marks) {
                $0.storeBytes(of: mark, toByteOffset: index * MemoryLayout<YAMLMark>.stride, as: YAMLMark.self)
            }
        }

        func lastKeyLocation(in file: String) -> SourceLocation { lastKey.location(in: file) }
    }

    /// Advances to the next known key of the mapping being read and returns it, with the
    /// stream at the key's value; returns `nil` after consuming the mapping's end. On the way it reports keys that
    /// are not strings, unknown keys (with a suggestion) and repeated keys (at the second; the first wins), and
    /// skips their values.
    private mutating func nextKey<Key: SchemaKey>(owner: String, tracker: inout KeyTracker<Key>) -> Key? {
        while true {
            switch event.kind {
            case .end:
                advance()
                return nil
            case .finished:
                return nil
            case .alias:
                skipNode()
                skipNode()
                continue
            case .mappingStart, .sequenceStart:
                report(TypeMismatchRule.collectionKey(owner: owner, isMapping: event.kind == .mappingStart, at: here))
                skipNode()
                skipNode()
                continue
            case .scalar:
                break
            }
            checkTag()
            let mark = event.mark
            tracker.lastKey = mark
            if event.style == .plain, event.scalarEquals("<<") {
                // Reported by the stream as alias-not-allowed.
                advance()
                skipNode()
                continue
            }
            if let index = Key.names.firstIndex(where: { keyMatches($0) }) {
                let key = Key.allCases[index]
                advance()
                if tracker.contains(key) {
                    duplicateKey(key.name, first: tracker.mark(of: key), at: mark, owner: owner)
                    skipNode()
                    continue
                }
                tracker.insert(key, at: mark)
                if event.kind == .alias {
                    skipNode()
                    continue
                }
                return key
            }
            let key = event.string
            advance()
            if let first = tracker.unknown.insert(key, at: mark.location(in: file)) {
                duplicateKey(
                    key, first: YAMLMark(line: Int32(first.line), column: Int32(first.column)), at: mark, owner: owner)
            } else {
                report(UnknownKeyRule.diagnostic(key, owner: owner, known: Key.names, at: mark.location(in: file)))
            }
            skipNode()
        }
    }

    @inline(__always)
    private func keyMatches(_ key: String) -> Bool {
        guard key.utf8.count == event.bytes.count else { return false }
        var key = key
        return key.withUTF8 { $0.elementsEqual(event.bytes) }
    }

    private mutating func duplicateKey(_ key: String, first: YAMLMark, at mark: YAMLMark, owner: String) {
        report(
            DuplicateKeyRule.diagnostic(
                key, owner: owner, first: first.location(in: file), at: mark.location(in: file)))
    }

    // MARK: - Stream

    /// The current event's location.
    private var here: SourceLocation { event.mark.location(in: file) }

    @inline(__always)
    private mutating func advance() {
        event = stream.next()
    }

    /// Consumes the current node, however deep (the stream bounds the depth).
    private mutating func skipNode() {
        event = stream.skip(from: event)
    }

    private func report(_ diagnostic: @autoclosure () -> Diagnostic) {
        box.sink.report(diagnostic())
    }
}

extension YAMLProblem.Kind {
    var code: DiagnosticCode {
        switch self {
        case .syntax: .yamlSyntax
        case .notUTF8: .notUTF8
        case .nestingTooDeep: .nestingTooDeep
        case .multipleDocuments: .multipleDocuments
        case .aliasNotAllowed: .aliasNotAllowed
        }
    }
}

extension String {
    /// Whether the string is empty or only whitespace; ASCII text is judged without Unicode tables.
    var isBlank: Bool {
        for byte in utf8 {
            if byte > 0x20 && byte < 0x7F { return false }
            if byte >= 0x80 { return unicodeScalars.allSatisfy(\.properties.isWhitespace) }
            if byte != 0x20 && !(0x09...0x0D).contains(byte) { return false }
        }
        return true
    }

}
