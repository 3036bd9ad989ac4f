public import Actionable

/// Writes an Android app's side of the registry, as paths below the app's source set (`app/src/main`):
///
/// - `res/values/actionable_strings.xml` and `res/values-<qualifier>/actionable_strings.xml`: every title, text
///   field button title and placeholder, in the development language and in each locale the files give;
/// - `java/<namespace path>/actionable/ActionableRegistry.kt`: the categories as Kotlin;
/// - `java/actionable/android/*.kt`: the tap side (the model, the notification builder, the receiver, the outbox,
///   the delivery and its job, the stored credential), the same for every registry;
/// - `AndroidManifest.actionable.xml`: the manifest entries the tap side needs.
///
/// The code uses the framework's API only (`android.app.Notification.Action.Builder`, no androidx), so it compiles
/// with the SDK alone and needs no dependency a team may not have.
public struct AndroidGenerator: Sendable {
    /// What the command line sets.
    public struct Options: Sendable, Hashable {
        /// The app's package (`namespace` in its Gradle file), where its `R` class is.
        public var namespace: String
        /// The app's `minSdkVersion`, written into the registry as `MIN_SDK`.
        public var minSDK: Int
        /// The locale `res/values` holds; `nil`: the string catalog's development language (the first locale of the
        /// first text given per locale, or `en`), as for iOS and the web.
        public var developmentLanguage: String?

        public init(namespace: String, minSDK: Int = AndroidGenerator.defaultMinSDK, developmentLanguage: String? = nil)
        {
            self.namespace = namespace
            self.minSDK = minSDK
            self.developmentLanguage = developmentLanguage
        }
    }

    /// Why options were refused.
    public enum OptionsError: Error, Hashable, CustomStringConvertible {
        case namespace(String, reason: String)
        case minSDK(Int)

        public var description: String {
            switch self {
            case .namespace(let namespace, let reason):
                "'\(namespace)' is not a Java package name for the app's namespace: \(reason) (e.g. com.example.app)"
            case .minSDK(let level):
                "--min-sdk \(level) is outside what the tap side supports: \(AndroidPlatform.supportedMinSDK.lowerBound) to \(AndroidPlatform.supportedMinSDK.upperBound)"
            }
        }
    }

    /// `--min-sdk` when neither it nor the configuration's `deployment-target.android.min-sdk` is given.
    public static let defaultMinSDK = 24

    public let options: Options

    /// A generator for `options`.
    /// - Throws: ``OptionsError`` when the namespace is no package name or the level is not supported.
    public init(options: Options) throws(OptionsError) {
        if let reason = Self.namespaceProblem(options.namespace) {
            throw .namespace(options.namespace, reason: reason)
        }
        guard AndroidPlatform.supportedMinSDK.contains(options.minSDK) else { throw .minSDK(options.minSDK) }
        self.options = options
    }

    /// The registry's path below the output directory.
    public var registryPath: String {
        "java/" + options.namespace.split(separator: ".").joined(separator: "/") + "/actionable/ActionableRegistry.kt"
    }

    /// The tap side's files below the output directory, in the order written.
    public static let tapSidePaths = tapSide.map { "java/actionable/android/" + $0.name }

    /// The manifest fragment's path below the output directory.
    public static let manifestPath = AndroidManifestFragment.fileName

    /// Every file for a load of `paths` (as given to the loader; they decide how the headers name the category
    /// files, see ``SourcePaths``), each named by its path below the output directory: the strings, the registry,
    /// the tap side, the manifest fragment.
    public func generate(_ result: LoadResult, paths: [String]) -> [GeneratedFile] {
        let development = StringCatalogGenerator(developmentLanguage: options.developmentLanguage).sourceLanguage(
            of: result.registry)
        let model = AndroidRegistryModel(result: result, paths: paths, developmentLocale: development)
        let registry = AndroidRegistryKotlin(model: model, namespace: options.namespace, minSDK: options.minSDK)
        var files = model.strings.files
        files.append(GeneratedFile(name: registryPath, contents: registry.source))
        for (path, file) in zip(Self.tapSidePaths, Self.tapSide) {
            files.append(GeneratedFile(name: path, contents: file.contents))
        }
        files.append(
            GeneratedFile(
                name: Self.manifestPath, contents: AndroidManifestFragment.document(persistedJobs: Self.persistsJobs)))
        return files
    }

    /// What the command line says besides the files: the locales no `res/values-*` directory can name (aapt2 reads
    /// a language, a script, a region and variants, not private-use or extension subtags), whose texts are left out.
    public func warnings(for registry: CategoryRegistry) -> [String] {
        AndroidRegistryModel.unsupportedLocales(registry).map { locale in
            "locale '\(locale)' has no Android resource qualifier (language, script, region, variants); its texts are not written"
        }
    }

    /// Whether `contents` is a strings file this generator wrote (its first comment), so the command line may
    /// replace or remove it.
    public static func isGeneratedStrings(_ contents: String) -> Bool {
        contents.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!-- " + AndroidStrings.marker + " ")
    }

    /// The name of the strings file in each `res/values*` directory.
    public static let stringsFileName = AndroidStrings.fileName

    // MARK: - The tap side

    /// The tap side's Kotlin sources, as embedded in the package (package `actionable.android`).
    static let tapSide: [(name: String, contents: String)] = [
        ("ActionableModel.kt", PackageResources.ActionableModel_kt),
        ("ActionableNotifications.kt", PackageResources.ActionableNotifications_kt),
        ("ActionableTapReceiver.kt", PackageResources.ActionableTapReceiver_kt),
        ("ActionableOutbox.kt", PackageResources.ActionableOutbox_kt),
        ("ActionableDelivery.kt", PackageResources.ActionableDelivery_kt),
        ("ActionableDeliveryJobService.kt", PackageResources.ActionableDeliveryJobService_kt),
        ("ActionableCredential.kt", PackageResources.ActionableCredential_kt),
    ].map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }

    /// Whether the tap side schedules jobs that survive a reboot, for which the manifest needs
    /// `RECEIVE_BOOT_COMPLETED`: read from the sources themselves, so the manifest follows them.
    static let persistsJobs = tapSide.contains { $0.contents.contains("setPersisted(true)") }

    // MARK: - Names

    /// Why `namespace` is no package name the generated paths and code can use, or `nil`: dot-separated segments,
    /// each an ASCII letter, then letters, digits and `_`, none a Java or Kotlin keyword.
    static func namespaceProblem(_ namespace: String) -> String? {
        let segments = namespace.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for segment in segments {
            if segment.isEmpty { return "it has an empty segment" }
            guard let first = segment.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first)
            else { return "'\(segment)' does not start with a letter" }
            let isValid = segment.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            }
            if !isValid { return "'\(segment)' has characters other than letters, digits and '_'" }
            if AndroidKotlin.javaKeywords.contains(segment) || AndroidKotlin.hardKeywords.contains(segment) {
                return "'\(segment)' is a keyword"
            }
        }
        return nil
    }
}
