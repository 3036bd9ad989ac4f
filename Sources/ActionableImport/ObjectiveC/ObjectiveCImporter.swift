/// Reads an app's Objective-C notification setup (`.m`, `.mm`, `.h`) and finds its categories.
///
/// The importer does not use libclang: without the iOS SDK's headers clang cannot type `UNNotificationAction *a =
/// …`, and its error recovery drops exactly those declarations. It lexes the files itself (`ObjectiveCLexer`),
/// pairs their brackets, and evaluates the statements notification setup is made of (`ObjectiveCEvaluator`):
/// string constants and macros across all files, each method's local variables, `if (@available(…))` branches,
/// `addObject:`, and the UserNotifications constructors. What the source decides at run time becomes a note (or,
/// for an identifier, a diagnostic), never a guess.
///
/// Locations are 1-based lines and columns, the column counted in UTF-8 bytes, as clang reports them.
public enum ObjectiveCImporter {
    /// The categories `sources` build, in source order, with the diagnostics and every site that builds or registers
    /// categories; read on a thread of its own (``LargeStack``).
    public static func importSources(_ sources: [ImportSource]) -> ImportResult {
        LargeStack.run { read(sources).result }
    }

    /// Reads `sources` on the calling thread (which must have a large stack, ``LargeStack``): the result, and the
    /// evaluator the auditor goes on with.
    static func read(_ sources: [ImportSource]) -> (result: ImportResult, evaluator: ObjectiveCEvaluator) {
        let evaluator = ObjectiveCEvaluator()
        evaluator.load(sources)
        evaluator.run()
        var categories: [ImportedCategory] = []
        var diagnostics = evaluator.orderedDiagnostics()
        let ordered = evaluator.found.enumerated().sorted {
            ($0.element.file, $0.element.offset, $0.offset) < ($1.element.file, $1.element.offset, $1.offset)
        }
        for (_, entry) in ordered {
            if let first = categories.first(where: { $0.identifier == entry.category.identifier }) {
                // `if (@available(iOS 15.0, *)) { c = [… summary …]; } else { c = […]; }` is one category: the
                // newer systems' one, whose extra settings iOS ignores where it lacks them.
                if entry.olderSystems { continue }
                diagnostics.append(
                    ImportDiagnostic(
                        .warning, .duplicateIdentifier,
                        "category \"\(entry.category.identifier)\" is built again (first at"
                            + " \(first.location.fileAndLine)); the import keeps the first: merge the two by hand",
                        at: entry.category.location))
                continue
            }
            categories.append(entry.category)
        }
        var result = ImportResult(categories: categories, diagnostics: diagnostics, files: sources.map(\.path))
        result.sites = evaluator.sites()
        return (result, evaluator)
    }
}
