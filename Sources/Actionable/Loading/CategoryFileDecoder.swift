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
    var categories: [NotificationCategory] = []
    /// What the rules judge: every category the file declares, invalid ones included, and the facts about the
    /// file the models do not keep.
    var decoded: CategoryFile
    /// Whether any text of the file is given per locale (the registry-wide translation check needs one).
    var hasLocalizedText = false
    /// Whether any text of the file names its localization key (the registry-wide key check needs one).
    var hasLocalizationKey = false
    /// The lines of each category and action, for suppressions that name a whole one: from its first line to the
    /// line before the next sibling (the last of a list: to the line before the list ends).
    var spans: [ClosedRange<Int>] = []

    var stream: YAMLEventStream
    /// The file's path, one reference every location the decoder makes shares.
    let file: SourceLocation.FilePath
    var event: YAMLEvent
    /// The file's repeated texts, stored once.
    var strings = StringInterner()

    init(stream: consuming YAMLEventStream) {
        file = SourceLocation.FilePath(stream.file)
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
            decoded = CategoryFile(path: file.path)
            hasLocalizedText = false
            hasLocalizationKey = false
            spans.removeAll()
        }
        for problem in stream.finalProblems {
            report(Diagnostic(code: problem.kind.code, message: problem.message, location: problem.location))
        }
    }

    mutating func decodeDocument() {
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
        if keys.isEmpty && !stream.failed {
            report(
                MissingKeyRule.diagnostic(
                    "categories", owner: "the file",
                    hint: "list the file's categories under it; an app file has 'app:' instead", at: mappingLocation))
        }
    }

    // MARK: - Categories and actions

    mutating func readCategories() {
        guard expectSequence(key: "categories", expected: "a list of categories") else { return }
        advance()
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

    mutating func readCategory() {
        guard expectMapping(key: nil, expected: "a category (a mapping with 'identifier' and 'actions')") else {
            return
        }
        let location = here
        var identifier: (value: String, isValid: Bool)?
        var sawIdentifier = false
        var actions: [NotificationAction] = []
        var ruleActions: [NotificationAction]?
        var options: CategoryOptions = []
        var optionsAvailableFrom: [CategoryOptions: PlatformVersions] = [:]
        var placeholder: LocalizedText?
        var summary: LocalizedText?
        var intents: [String] = []
        var interruptionLevel = InterruptionLevel.active
        var marketing = false
        var isRegistered = true
        var placeholderKey: (value: String, location: SourceLocation)?
        var summaryKey: (value: String, location: SourceLocation)?
        var retiredActions: [RetiredIdentifier] = []
        var locations = KeySlots()
        var keys = KeyTracker<CategoryKey>()
        advance()
        while let key = nextKey(owner: "a category", tracker: &keys) {
            locations.set(
                key.ordinal, line: Int(event.mark.line), column: Int(event.mark.column), baseLine: location.line)
            switch key {
            case .identifier:
                sawIdentifier = true
                identifier = readIdentifier(kind: .category)
            case .actions:
                (actions, ruleActions) = readActions()
            case .options:
                (options, optionsAvailableFrom) = readOptions()
            case .hiddenPreviewsBodyPlaceholder:
                placeholder = readLocalizedText(key: key.name, mayBeEmpty: true)
            case .summaryFormat:
                summary = readLocalizedText(key: key.name, mayBeEmpty: true)
            case .intentIdentifiers:
                let written = readStringList(key: key.name)
                decoded.intentIdentifiers += written
                intents = written.map(\.value)
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
            case .registered:
                isRegistered = readBool(key: key.name) ?? true
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
                optionsAvailableFrom: optionsAvailableFrom,
                isRegistered: isRegistered,
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
    var seenActions = FirstSeen()

    /// The actions that may be registered, and every action the file declares (for the rules).
    /// `ruleActions` is `nil` when it would equal `actions` (every action valid), which saves an array per category.
    mutating func readActions() -> (actions: [NotificationAction], ruleActions: [NotificationAction]?) {
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
    mutating func readAction() -> (
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
        var availableFrom: [CategoryFile.WrittenVersion]?
        var titleAtRunTime = false
        var android: AndroidActionSettings?
        var locations = KeySlots()
        var keys = KeyTracker<ActionKey>()
        advance()
        while let key = nextKey(owner: "an action", tracker: &keys) {
            locations.set(
                key.ordinal, line: Int(event.mark.line), column: Int(event.mark.column), baseLine: location.line)
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
            case .availableFrom:
                availableFrom = readAvailableFrom()
            case .titleAtRunTime:
                titleAtRunTime = readBool(key: key.name) ?? false
            case .android:
                android = readAndroid()
            }
        }
        if let availableFrom {
            let name = identifier?.value ?? "(no identifier)"
            decoded.availabilities.append(.init(subject: "action '\(name.forMessage)'", versions: availableFrom))
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
        if !keys.contains(.title), !titleAtRunTime {
            report(
                MissingKeyRule.diagnostic("title", owner: "this action", hint: "the text on the button", at: location))
        }
        guard let identifier else { return (nil, nil, nil) }
        let model = NotificationAction(
            identifier: identifier.value,
            title: titleAtRunTime
                ? LocalizedText("", location: location) : title ?? LocalizedText("", location: location),
            activation: activation,
            isDestructive: destructive,
            declaredAuthenticationRequired: authentication,
            textInput: textInput,
            icon: icon,
            availableFrom: availableFrom.map(PlatformVersions.init),
            android: android,
            // A title written beside it is never shown (`ignored-setting` says so), so the model keeps none.
            isTitleSetAtRunTime: titleAtRunTime,
            location: location,
            keySlots: locations
        )
        guard identifier.isValid else { return (nil, nil, model) }
        return ((identifier.value, identifier.location), title == nil && !titleAtRunTime ? nil : model, model)
    }

    mutating func readTextInput() -> TextInput? {
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

    mutating func readIcon() -> ActionIcon? {
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

    /// An action's `android`: a drawable name and a semantic action, both optional; `nil` when neither is valid.
    mutating func readAndroid() -> AndroidActionSettings? {
        guard
            expectMapping(
                key: "android", expected: "a mapping with 'icon' (a drawable name) and 'semantic-action', both optional"
            )
        else {
            return nil
        }
        var icon: String?
        var semanticAction: AndroidSemanticAction?
        var keys = KeyTracker<AndroidActionKey>()
        advance()
        while let key = nextKey(owner: "'android'", tracker: &keys) {
            switch key {
            case .icon:
                let location = here
                guard let name = readString(key: "android.icon") else { continue }
                guard AndroidActionSettings.isDrawableName(name) else {
                    report(InvalidValueRule.notADrawable(name, at: location))
                    continue
                }
                icon = name
            case .semanticAction:
                semanticAction =
                    readChoice(key: "android.semantic-action", of: AndroidSemanticAction.names)
                    .flatMap(AndroidSemanticAction.init(rawValue:))
            }
        }
        guard icon != nil || semanticAction != nil else { return nil }
        return AndroidActionSettings(icon: icon, semanticAction: semanticAction)
    }

    /// The options, and the versions the ones written with `available-from` first apply on.
    mutating func readOptions() -> (CategoryOptions, [CategoryOptions: PlatformVersions]) {
        guard expectSequence(key: "options", expected: "a list of category options") else { return ([], [:]) }
        advance()
        var options: CategoryOptions = []
        var availableFrom: [CategoryOptions: PlatformVersions] = [:]
        while event.kind != .end && event.kind != .finished {
            if event.kind == .mappingStart {
                guard let item = readOptionMapping() else { continue }
                decoded.options.append((item.option, item.location))
                options.insert(item.option)
                if let versions = item.availableFrom {
                    availableFrom[item.option] = PlatformVersions(versions)
                    decoded.availabilities.append(.init(subject: "option '\(item.name)'", versions: versions))
                }
                continue
            }
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
        return (options, availableFrom)
    }

    /// Records the span of the list element that started on line `start`, now that the next one (or the list's
    /// end) is on line `next`.
    mutating func closeSpan(from start: Int?, before next: Int) {
        guard let start else { return }
        spans.append(start...max(start, next - 1))
    }

    // MARK: - Stream

    /// The current event's location.
    var here: SourceLocation { event.mark.location(in: file) }

    @inline(__always)
    mutating func advance() {
        event = stream.next()
    }

    /// Consumes the current node, however deep (the stream bounds the depth).
    mutating func skipNode() {
        event = stream.skip(from: event)
    }

    func report(_ diagnostic: @autoclosure () -> Diagnostic) {
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
