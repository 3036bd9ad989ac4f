/// The actions of one category as a Swift type, so handlers are registered by name and a misspelt action does not
/// compile.
///
/// `actionable generate swift` writes one `Action` enum per category — raw values are the action identifiers,
/// `categoryIdentifier` the category's — in plain Swift that an app compiles without this module. A service adds
/// the conformance (`--actionable-conformances` writes it, or one line by hand) and registers with
/// `ActionDispatcher.Builder.on(_:deadline:_:)`:
///
/// ```swift
/// extension AppCategories.Invitation.Action: CategoryActions {}
///
/// builder.on(AppCategories.Invitation.Action.accept) { response in … }
/// ```
///
/// The dispatcher's ``ActionDispatcher/Builder/build(requireCompleteCoverage:)`` still checks every registration
/// against the loaded registry, so code generated from an older version of the files fails at start-up, not at the
/// first tap.
public protocol CategoryActions: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The identifier of the category the actions belong to.
    static var categoryIdentifier: String { get }
}
