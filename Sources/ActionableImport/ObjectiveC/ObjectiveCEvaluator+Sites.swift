/// Every send that builds a category or action or registers categories, found in the tokens whether or not the
/// evaluator ran it, with what the evaluator made of it: the output accounts for each.
extension ObjectiveCEvaluator {
    func sites() -> [ImportSite] {
        var sites: [ImportSite] = []
        for (file, unit) in units.enumerated() {
            guard let parser = unit.parser else { continue }
            let tokens = parser.tokens
            var opened: [Int] = []
            for index in tokens.indices {
                let token = tokens[index]
                if token.isPunctuation("[") {
                    opened.append(index)
                    continue
                }
                if token.isPunctuation("]") {
                    _ = opened.popLast()
                    continue
                }
                guard token.kind == .identifier, let open = opened.last else { continue }
                let kind: ImportSite.Kind
                let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                switch token.text {
                case "UNNotificationCategory" where open == index - 1 && next?.text == "categoryWithIdentifier":
                    kind = .category
                case "UNNotificationAction" where open == index - 1 && next?.text == "actionWithIdentifier":
                    kind = .action
                case "UNTextInputNotificationAction" where open == index - 1 && next?.text == "actionWithIdentifier":
                    kind = .textInputAction
                case "setNotificationCategories" where next?.isPunctuation(":") == true && index - 1 > open:
                    kind = .registration
                default:
                    continue
                }
                let start = tokens[open]
                let end = parser.partner.indices.contains(open) ? tokens[max(open, parser.partner[open])] : token
                let span = ObjectiveCSpan(
                    file: file, start: start.start, end: end.end, line: start.line, column: start.column)
                let key = [file, start.line]
                let state: ImportSite.State
                if kind == .registration {
                    state =
                        registrationLines[key].map { .registered(followed: $0) }
                        ?? .notReached("in code the importer never ran")
                } else {
                    state = reachedLines.contains(key) ? .reached : .notReached("in code the importer never ran")
                }
                var site = ImportSite(kind, at: location(span), excerpt: source(span), state: state)
                site.builtIdentifier = builtActions[key]
                if kind == .registration { site.registeredCategories = registeredIdentifierLines[key] ?? nil }
                sites.append(site)
            }
        }
        return sites
    }
}
