/// Imports Airship-style category plists: what apps that used Airship's `NotificationCategories.createCategories(
/// fromFile:)` keep their categories in.
///
/// The format, as Airship's own code reads it (urbanairship/ios-library,
/// `Airship/AirshipCore/Source/NotificationCategories.swift` and `AirshipLocalizationUtils.swift`, read at commit
/// 0008e06c2757fd6c76ba656eb080d12e64627ec0):
///
/// - the top level is a dictionary of category identifier → array of action dictionaries, read with
///   `NSDictionary(contentsOfFile:)`; a value that is not an array of dictionaries, or an empty array, is skipped;
/// - an action dictionary has `identifier` and `title` (strings; without either, Airship logs an error and drops the
///   *whole category*), `title_resource` (a localization key looked up in the table `UrbanAirship`, in the main
///   bundle first, then Airship's own; `title` is the fallback), and `foreground`, `destructive`,
///   `authenticationRequired`, each read as `as? Bool == true`: `<true/>` is true, and so is a number equal to 1
///   (an `NSNumber` bridges to `Bool` when it is 0 or 1); anything else, a string `YES` included, is false;
/// - `action_type: text_input` makes a `UNTextInputNotificationAction`, whose `text_input_button_title` and
///   `text_input_placeholder` are both required literal strings (without either, the category is dropped);
/// - categories get no options, intent identifiers or placeholders. (The `requireAuth` flag of
///   `defaultCategories(withRequireAuth:)` applies to Airship's built-in categories only, not to an app's file.)
///
/// So a title with `title_resource` becomes `ImportedText(value: title, key: title_resource, table: "UrbanAirship")`,
/// and what would make Airship drop a category is kept as far as it can be imported, with a note on the category.
/// Categories and actions keep the document's order: XML plists are read by `XMLPlistReader`, with positions.
/// Binary plists (`bplist00`) are read with Foundation, whose dictionaries have no order: they come sorted, with a
/// note. Errors are for what is not imported, warnings for what is imported with a doubt.
public enum PlistImporter {
    /// The strings table Airship looks `title_resource` up in.
    public static let titleResourceTable = "UrbanAirship"

    /// Every category of every source, in source order; a category identifier found in an earlier source wins.
    public static func importSources(_ sources: [ImportSource]) -> ImportResult {
        var result = ImportResult()
        var seen: [String: ImportLocation] = [:]
        for source in sources {
            result.files.append(source.path)
            var diagnostics: [ImportDiagnostic] = []
            for category in categories(in: source, diagnostics: &diagnostics) {
                if let first = seen[category.identifier] {
                    diagnostics.append(
                        ImportDiagnostic(
                            .warning, .duplicateIdentifier,
                            "category \"\(category.identifier)\" is already defined at \(first): not imported again",
                            at: category.location))
                    continue
                }
                seen[category.identifier] = category.location
                result.categories.append(category)
            }
            // In file order, whatever step found them (ties keep the order found).
            result.diagnostics += diagnostics.enumerated().sorted {
                ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
            }.map(\.element)
        }
        if result.categories.isEmpty, let first = sources.first, !result.hasErrors {
            result.diagnostics.append(
                ImportDiagnostic(
                    .warning, .noCategories, "no category found",
                    at: ImportLocation(file: first.path, line: 1, column: 1)))
        }
        return result
    }

    // MARK: - One file

    private static func categories(in source: ImportSource, diagnostics: inout [ImportDiagnostic]) -> [ImportedCategory]
    {
        let start = ImportLocation(file: source.path, line: 1, column: 1)
        let root: PlistNode
        var binary = false
        if source.bytes.starts(with: Array("bplist".utf8)) {
            guard let node = PlistNode.binary(source.bytes, file: source.path) else {
                diagnostics.append(ImportDiagnostic(.error, .doesNotParse, "the binary plist does not read", at: start))
                return []
            }
            root = node
            binary = true
            diagnostics.append(
                ImportDiagnostic(
                    .note, .doesNotParse,
                    "a binary plist keeps no order or lines: categories and actions are sorted by key; convert it"
                        + " with `plutil -convert xml1` to keep the file's order", at: start))
        } else {
            switch XMLPlistReader.read(source.bytes, file: source.path) {
            case .success(let node): root = node
            case .failure(let failure):
                diagnostics.append(
                    ImportDiagnostic(
                        .error, .doesNotParse, "the plist does not read: \(failure.message)",
                        at: ImportLocation(file: source.path, line: failure.line, column: failure.column)))
                return []
            }
        }
        guard case .dictionary(let entries) = root.value else {
            diagnostics.append(
                ImportDiagnostic(
                    .error, .doesNotParse,
                    "the plist holds \(root.kind); Airship reads a dictionary of category identifier to actions",
                    at: root.location))
            return []
        }
        var categories: [ImportedCategory] = []
        // NSDictionary keeps the last of two equal keys.
        var last: [String: Int] = [:]
        for (position, entry) in entries.enumerated() { last[entry.key] = position }
        for (position, entry) in entries.enumerated() {
            if let index = last[entry.key], index != position {
                let later = entries[index]
                diagnostics.append(
                    ImportDiagnostic(
                        .warning, .duplicateIdentifier,
                        "category \"\(entry.key)\" is defined again at line \(later.keyLocation.line); Airship reads"
                            + " only the last definition, so this one is not imported", at: entry.keyLocation))
                continue
            }
            if var category = category(entry, diagnostics: &diagnostics) {
                if binary {
                    category.notes.insert(
                        ImportNote(
                            "read from a binary plist: the order of categories and actions is not known (sorted here)",
                            at: category.location), at: 0)
                }
                categories.append(category)
            }
        }
        return categories
    }

    private static func category(_ entry: PlistNode.Entry, diagnostics: inout [ImportDiagnostic]) -> ImportedCategory? {
        let name = "category \"\(entry.key)\""
        guard case .array(let elements) = entry.value.value else {
            diagnostics.append(
                ImportDiagnostic(
                    .error, .doesNotParse,
                    "\(name) is \(entry.value.kind), not an array of actions: Airship skips it; not imported",
                    at: entry.value.location))
            return nil
        }
        guard !elements.isEmpty else {
            diagnostics.append(
                ImportDiagnostic(
                    .warning, .doesNotParse, "\(name) has no actions: Airship skips it; not imported",
                    at: entry.keyLocation))
            return nil
        }
        var category = ImportedCategory(identifier: entry.key, location: entry.keyLocation)
        var identifiers: [String: ImportLocation] = [:]
        for (position, element) in elements.enumerated() {
            var reader = PlistActionReader(category: entry.key, number: position + 1, node: element)
            let action = reader.read()
            diagnostics += reader.diagnostics
            category.notes += reader.categoryNotes
            guard let action else { continue }
            if let first = identifiers[action.identifier] {
                diagnostics.append(
                    ImportDiagnostic(
                        .warning, .duplicateIdentifier,
                        "\(name) has action \"\(action.identifier)\" twice (first at line \(first.line)): the second"
                            + " is not imported", at: action.location))
                continue
            }
            identifiers[action.identifier] = action.location
            category.actions.append(action)
        }
        return category
    }
}
