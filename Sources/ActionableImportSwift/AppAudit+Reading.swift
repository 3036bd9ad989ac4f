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

        /// The sources and language mode the auditor's fuzz input `input` stands for: the first byte chooses Swift
        /// only, Objective-C only, or both (split at the first NUL byte), and the language mode (none, 5, 6); `nil`
        /// for an empty input. Shared by the harness (`Fuzz/Auditor`) and the tests that replay its findings.
        public static func fuzzInput(_ input: [UInt8]) -> (sources: [ImportSource], languageMode: Int?)? {
            guard let selector = input.first else { return nil }
            let bytes = Array(input.dropFirst())
            let sources: [ImportSource]
            switch selector % 3 {
            case 0: sources = [ImportSource(path: "Fuzz.swift", bytes: bytes)]
            case 1: sources = [ImportSource(path: "Fuzz.m", bytes: bytes)]
            default:
                let split = bytes.firstIndex(of: 0) ?? bytes.count
                sources = [
                    ImportSource(path: "Fuzz.swift", bytes: Array(bytes[..<split])),
                    ImportSource(path: "Fuzz.m", bytes: Array(bytes[min(split + 1, bytes.count)...])),
                ]
            }
            let modes: [Int?] = [nil, 5, 6]
            return (sources, modes[Int(selector / 3 % 3)])
        }

        /// Reads `sources` with the Swift and Objective-C auditors, and joins what they found.
        public static func read(_ sources: [ImportSource], languageMode: Int? = nil) -> (ImportResult, AuditFacts) {
            let (results, facts) = readSeparately(sources, languageMode: languageMode)
            return (ImportResult.finishing(results), facts)
        }
    }
#endif
