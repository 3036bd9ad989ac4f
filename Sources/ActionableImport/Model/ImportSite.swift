/// A place in the app's source that builds or registers notification categories, found by reading the file, whether
/// or not the importer's interpreter ran it: every `UNNotificationCategory`, `UNNotificationAction` and
/// `UNTextInputNotificationAction` construction and every `setNotificationCategories` call. The output accounts for
/// each one: imported, or listed under "Needs a human" with its place and the reason
/// (``ImportResult/accountingForSites()``).
public struct ImportSite: Sendable, Hashable {
    /// What a site builds or does; the raw value is the type or method the source names.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A `UNNotificationCategory` construction.
        case category = "UNNotificationCategory"
        /// A `UNNotificationAction` construction.
        case action = "UNNotificationAction"
        /// A `UNTextInputNotificationAction` construction.
        case textInputAction = "UNTextInputNotificationAction"
        /// A `setNotificationCategories` call.
        case registration = "setNotificationCategories"
    }

    /// What the reader's interpreter made of the site.
    public enum State: Sendable, Hashable {
        /// Never run, and why (`an #else branch`, `a nested function`).
        case notReached(String)
        /// Run at least once.
        case reached
        /// A registration run at least once; `followed` when some run gave it a category the importer built.
        case registered(followed: Bool)
    }

    /// What the site builds or does.
    public var kind: Kind
    /// Where the site is in the source.
    public var location: ImportLocation
    /// The source of the call on one line, shortened.
    public var excerpt: String
    /// What the reader's interpreter made of the site.
    public var state: State
    /// For an action merged into another of the same identifier (the icon-less initializer in the `else` of an
    /// `#available`), the site of the one the output holds.
    public var mergedInto: ImportLocation?
    /// For an action site, the identifier it built, when it built one: the same action built on another branch (the
    /// icon-less send in the `else` of `@available`) is the action of that identifier the output holds.
    public var builtIdentifier: String?
    /// For an action added only under a condition the importer cannot decide, that condition.
    public var condition: String?
    /// For a registration the importer ran, the identifiers of the categories it registers; `nil` when it was not run
    /// or registers something the importer did not build (what `actionable-import audit` compares).
    public var registeredCategories: Set<String>?

    /// A site of `kind` at `location`, with its shortened source, what the interpreter made of it, and, for an action
    /// merged into another, the site of the one the output holds.
    public init(
        _ kind: Kind, at location: ImportLocation, excerpt: String, state: State, mergedInto: ImportLocation? = nil
    ) {
        self.kind = kind
        self.location = location
        self.excerpt = excerpt
        self.state = state
        self.mergedInto = mergedInto
    }
}

/// What became of a site in the output.
public enum ImportSiteOutcome: Sendable, Hashable {
    /// A category or action the output holds, or a registration of categories it holds.
    case imported
    /// Listed for a person, with the reason: a note or diagnostic at the site's line.
    case needsHuman(String)
}

extension ImportResult {
    /// What became of `site`: imported when the output holds what it builds (by file and line), else the note or
    /// diagnostic about it.
    public func outcome(of site: ImportSite) -> ImportSiteOutcome? {
        func here(_ location: ImportLocation) -> Bool {
            location.file == site.location.file && location.line == site.location.line
        }
        switch site.kind {
        case .category:
            if categories.contains(where: { here($0.location) }) { return .imported }
        case .action, .textInputAction:
            if categories.contains(where: { $0.actions.contains { here($0.location) } }) { return .imported }
            if let kept = site.mergedInto,
                categories.contains(where: { $0.actions.contains { $0.location == kept } })
            {
                return .imported
            }
            if let identifier = site.builtIdentifier,
                categories.contains(where: { $0.actions.contains { $0.identifier == identifier } })
            {
                return .imported
            }
        case .registration:
            if case .registered(followed: true) = site.state { return .imported }
        }
        if let note = notes.first(where: { here($0.location) }) { return .needsHuman(note.message) }
        if let diagnostic = diagnostics.first(where: { here($0.location) && $0.severity != .note }) {
            return .needsHuman(diagnostic.message)
        }
        return nil
    }

    /// The result with a note for every site nothing in the output accounts for, saying why: code the interpreter
    /// never ran, an action no imported category holds, a registration of categories it could not follow.
    public func accountingForSites() -> ImportResult {
        var result = self
        for site in sites where result.outcome(of: site) == nil {
            let what = "`\(site.excerpt)`"
            let message: String
            switch (site.kind, site.state) {
            case (_, .notReached(let why)):
                message =
                    "\(what) is \(why): if the app registers what it builds, add it by hand"
            case (.registration, _):
                message =
                    "\(what) registers categories the importer could not follow to a category built in the given"
                    + " files: check that every category it registers is in this file, and add the missing ones"
            case (.category, _):
                message = "\(what) builds a category the importer could not follow: add it by hand"
            case (.action, _), (.textInputAction, _):
                if let condition = site.condition {
                    message =
                        "\(what) is added only when \(condition), which the app decides at run time: add it to the"
                        + " category that shows it if that is how the app ships"
                } else {
                    message =
                        "\(what) builds an action that no imported category holds: the importer could not follow"
                        + " where it goes; add it to the category that shows it"
                }
            }
            result.looseNotes.append(ImportNote(message, at: site.location))
        }
        return result
    }
}
