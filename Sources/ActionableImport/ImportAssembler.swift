/// Joins what several importers found (Swift and Objective-C of one app, several plists) into one result: files and
/// categories in the order given, and an identifier found twice reported where it is found the second time. iOS
/// keeps one category per identifier, and one action per identifier within a category, so the second is left out.
public enum ImportAssembler {
    /// The results joined in the order given: a category identifier found again, or an action identifier found again
    /// within a category, is left out and reported as an error where it is found the second time.
    public static func assemble(_ results: [ImportResult]) -> ImportResult {
        var joined = ImportResult()
        var seen: [String: ImportLocation] = [:]
        for result in results {
            joined.files += result.files
            joined.diagnostics += result.diagnostics
            joined.sites += result.sites
            joined.looseNotes += result.looseNotes
            for var category in result.categories {
                if let first = seen[category.identifier] {
                    joined.diagnostics.append(
                        ImportDiagnostic(
                            .error, .duplicateIdentifier,
                            "category '\(category.identifier)' is also defined at \(first); iOS keeps one of them, so"
                                + " only the first is imported: remove or rename the other", at: category.location))
                    continue
                }
                seen[category.identifier] = category.location
                var actions: [String: ImportLocation] = [:]
                category.actions = category.actions.filter { action in
                    if let first = actions[action.identifier] {
                        joined.diagnostics.append(
                            ImportDiagnostic(
                                .error, .duplicateIdentifier,
                                "action '\(action.identifier)' of '\(category.identifier)' is also defined at \(first);"
                                    + " the response cannot tell them apart, so only the first is imported",
                                at: action.location))
                        return false
                    }
                    actions[action.identifier] = action.location
                    return true
                }
                joined.categories.append(category)
            }
        }
        return joined
    }
}
