/// What a team changed about validation in `.actionable.yml`: rules turned off or given another severity, and paths
/// left out.
///
/// ```yaml
/// # .actionable.yml
/// rules:
///   no-actions: off            # off | note | warning | error
///   long-title: error
/// excluded:
///   - Categories/Legacy        # a directory: everything under it
///   - "**/*.generated.yaml"    # globs: *, ?, ** (any number of directories)
/// deployment-target:           # the oldest OS versions the app supports
///   ios: "13.2"
///   android: {min-sdk: 24}     # the Android app's minSdkVersion (24...36)
/// ```
///
/// A configuration is data: whoever validates applies it (an excluded file is not validated, a finding of a rule
/// turned off is not reported), so every command that validates treats the same file the same way. The
/// `invalid-configuration` and `invalid-suppression` rules cannot be turned off or lowered, so a broken configuration
/// or suppression is never silent.
public struct Configuration: Sendable, Hashable {
    /// The name the file is looked up by, in the validated path's directory and every directory above it.
    public static let fileName = ".actionable.yml"

    /// The rules whose findings always stay errors: they report problems in the configuration and suppressions,
    /// and silencing them would hide exactly the mistakes that make other findings disappear.
    public static let protectedRules: Set<DiagnosticCode> = [.invalidConfiguration, .invalidSuppression]

    /// The severities `rules:` accepts, in the order messages list them; `off` turns a rule off.
    public static let severityNames = ["off", "note", "warning", "error"]

    /// The path of the configuration file, `nil` for the default configuration.
    public var file: String?
    /// The directory `excluded` patterns are relative to: the configuration file's directory, or the current
    /// directory (`.`) for the default.
    public var directory: String
    /// The rules given another severity than their default.
    public var severities: [DiagnosticCode: Severity]
    /// The rules turned off.
    public var disabled: Set<DiagnosticCode>
    /// The paths and globs never validated.
    public var excluded: [PathPattern]
    /// The oldest OS version the app supports on each platform it declares (`deployment-target`); empty when the
    /// file declares none. Rules judge advice that depends on it: a deprecated option is removed only when every
    /// supported version ignores it, an `available-from` at or below it is always true.
    public var deploymentTarget: PlatformVersions
    /// Whether the registry's notifications are also shown in browsers (`deployment-target: {web: true}`), through the
    /// JavaScript `actionable generate web` writes. Then `ignored-on-platform` says what the web drops: browsers have
    /// no lock-screen authentication, no standard text input, at most two actions, no SF Symbols and none of Apple's
    /// category options.
    public var targetsWeb: Bool
    /// The Android app's `minSdkVersion` when the registry's notifications are also shown on Android
    /// (`deployment-target: {android: {min-sdk: 24}}`), through the Kotlin `actionable generate android` writes; `nil`
    /// when Android is not targeted. Then `ignored-on-platform` says what Android drops: actions past three, Apple's
    /// category options, SF Symbols without a drawable, and `authentication-required` below API 31.
    public var androidMinSDK: Int?

    /// The default: every rule at its own severity, nothing excluded.
    public init() {
        file = nil
        directory = "."
        severities = [:]
        disabled = []
        excluded = []
        deploymentTarget = PlatformVersions()
        targetsWeb = false
        androidMinSDK = nil
    }

    /// The severity findings of `code` are reported with, or `nil` when the rule is off.
    ///
    /// The protected rules (``protectedRules``) always keep `default`, whatever the fields say: a configuration
    /// built in code cannot silence them either.
    public func severity(for code: DiagnosticCode, default defaultSeverity: Severity) -> Severity? {
        if Self.protectedRules.contains(code) { return defaultSeverity }
        if disabled.contains(code) { return nil }
        return severities[code] ?? defaultSeverity
    }

    /// Whether `path` (as the user gave it: relative to the current directory, or absolute) is excluded.
    ///
    /// Both the path and the patterns' ``directory`` are made absolute and standardized lexically (`.` and `..`
    /// resolved, symbolic links not), so `Categories/../Legacy/a.yaml` and `./Legacy/a.yaml` are the same path,
    /// and the file need not exist.
    public func isExcluded(_ path: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        var currentDirectory = PathName.CurrentDirectory()
        let components = PathName.standardized(path, current: &currentDirectory)
        let base = PathName.standardized(directory, current: &currentDirectory)
        return excluded.contains { $0.matches(components: components, base: base) }
    }
}
