#if Import
    public import ActionableImport

    extension AppAudit {
        /// Reads `sources` with the Swift and Objective-C auditors: the importers' results, one per language, and the
        /// facts of both.
        public static func readSeparately(_ sources: [ImportSource], languageMode: Int? = nil) -> (
            [ImportResult], AuditFacts
        ) {
            let swift = sources.filter { $0.path.lowercased().hasSuffix(".swift") }
            let objectiveC = sources.filter { !$0.path.lowercased().hasSuffix(".swift") }
            var results: [ImportResult] = []
            var facts = AuditFacts()
            if !swift.isEmpty {
                let (imported, found) = SwiftAuditor.audit(swift, languageMode: languageMode)
                results.append(imported)
                facts.add(found)
            }
            if !objectiveC.isEmpty {
                let (imported, found) = ObjectiveCAuditor.audit(objectiveC)
                results.append(imported)
                facts.add(found)
            }
            return (results, facts)
        }

        /// Reads `sources` with the Swift and Objective-C auditors, and joins what they found.
        public static func read(_ sources: [ImportSource], languageMode: Int? = nil) -> (ImportResult, AuditFacts) {
            let (results, facts) = readSeparately(sources, languageMode: languageMode)
            return (ImportResult.finishing(results), facts)
        }
    }
#endif
