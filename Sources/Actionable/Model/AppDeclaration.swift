/// What the app file (a category file whose top-level key is `app`) declares: the notification entitlements the
/// app holds and its App Clip experiences. Without an app file the app declares neither.
public struct AppDeclaration: Sendable {
    /// The entitlements the app declares.
    public let entitlements: Set<Entitlement>
    /// The App Clip experiences, in file order.
    public let experiences: [AppClipExperience]
    /// Where the `app` mapping starts; `nil` when no file declares one.
    public let location: SourceLocation?
    /// Routes URLs to ``experiences`` (the first of two identical experiences wins).
    public let matcher: ExperienceMatcher

    /// A declaration with `entitlements` and `experiences`, whose `app` mapping starts at `location`; with the
    /// defaults, the declaration of an app without an app file.
    public init(
        entitlements: Set<Entitlement> = [], experiences: [AppClipExperience] = [], location: SourceLocation? = nil
    ) {
        self.entitlements = entitlements
        self.experiences = experiences
        self.location = location
        matcher = ExperienceMatcher(experiences.map(\.url))
    }

    /// No app file: no entitlement, no experience.
    public static let none = AppDeclaration()

    /// The experience `url` routes to, with the path components after the experience's prefix.
    public func route(_ url: String) -> ExperienceMatch { matcher.match(url) }
}

/// One App Clip experience: the URL prefix it answers, and where the app file declares it.
public struct AppClipExperience: Sendable, Hashable {
    /// The experience's URL prefix, parsed and normalized.
    public let url: ExperienceURL
    /// Where the app file writes the experience's URL.
    public let location: SourceLocation

    /// An experience answering `url`, declared at `location`.
    public init(url: ExperienceURL, location: SourceLocation) {
        self.url = url
        self.location = location
    }
}
