/// One category file as the rules judge it: every model the decoder built, invalid ones included, and the
/// located facts the models do not keep. The decoder fills it and reports only what it cannot decode; the
/// ``FileRule`` and ``CategoryRule`` types of `Rules/` read it and report the rest.
struct CategoryFile {
    /// How a file can declare nothing.
    enum Emptiness {
        /// No YAML document at all (nothing, or only comments).
        case noDocument
        /// A document that is empty (`~`, or a document marker alone).
        case emptyDocument(SourceLocation)
    }

    /// One identifier written as a string.
    struct WrittenIdentifier {
        enum Kind: String {
            case category, action
        }
        let kind: Kind
        let value: String
        let location: SourceLocation
    }

    /// A text that must not be blank but is: a title, a button title, or one locale's translation of them.
    struct BlankText {
        let key: String
        let locale: String?
        let location: SourceLocation
    }

    /// An App Clip experience that is not a URL iOS can match.
    struct RejectedExperience {
        let text: String
        let problem: String
        let location: SourceLocation
    }

    /// One version of an `available-from`, where it is written.
    struct WrittenVersion {
        let platform: PlatformKey
        let version: OSVersion
        let location: SourceLocation
    }

    /// The `available-from` of an action or an option.
    struct WrittenAvailability {
        /// What it makes conditional, as messages name it: `action 'SNOOZE'`, `option 'allow-in-car-play'`.
        let subject: String
        let versions: [WrittenVersion]
    }

    let path: String
    /// One model per category the file declares, invalid ones included (with their identifier as written, or
    /// `(no identifier)`, and every action that has an identifier), so a first error hides no warning.
    var categories: [NotificationCategory] = []
    /// The file's `retired-categories`.
    var retiredCategories: [RetiredIdentifier] = []
    /// The file's `app` declaration, if it has one.
    var app: AppDeclaration?
    /// The identifiers written as strings — of categories, actions, retired entries — that ``IdentifierRules``
    /// does not let the decoder register, in file order; `invalid-identifier` and `reserved-identifier` say why.
    /// (Every identifier is in the models too; keeping only these spares a list as long as the file.)
    var unregistrableIdentifiers: [WrittenIdentifier] = []
    /// Texts that may not be blank and are; the decoder treats them as not written.
    var blankTexts: [BlankText] = []
    /// Each item of each category's `options`, where it is written.
    var options: [(option: CategoryOptions, location: SourceLocation)] = []
    /// Each `available-from` of the file's actions and options, in file order.
    var availabilities: [WrittenAvailability] = []
    /// Each item of each category's `intent-identifiers`, where it is written.
    var intentIdentifiers: [(value: String, location: SourceLocation)] = []
    /// Experiences of the app file that were dropped because their URL cannot be matched.
    var rejectedExperiences: [RejectedExperience] = []
    /// Why the file declares nothing, if it does not.
    var emptiness: Emptiness?
    /// The app's deployment target, from the configuration (not the file): advice that depends on the oldest
    /// supported OS version (`deprecated-option`, `redundant-availability`) is judged against it.
    var deploymentTarget = PlatformVersions()
    /// Whether the configuration's `deployment-target` names `web`: `ignored-on-platform` then says what browsers drop.
    var targetsWeb = false
    /// The Android app's `minSdkVersion` when the configuration's `deployment-target` names `android`: `ignored-on-platform`
    /// then says what Android drops; `nil` when Android is not targeted.
    var androidMinSDK: Int?

    init(path: String) {
        self.path = path
    }
}

/// A rule that judges one whole category file after it is decoded (its identifiers, texts, app declaration).
protocol FileRule: Rule {
    static func check(_ file: CategoryFile, into diagnostics: inout [Diagnostic])
}
