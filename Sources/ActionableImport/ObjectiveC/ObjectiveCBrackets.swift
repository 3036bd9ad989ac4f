/// Pairs every `(`, `[` and `{` of a token list with its closer, so that the parser steps over a bracketed group
/// in one move (its time stays linear in the tokens times the nesting depth) and never meets an unbalanced one.
enum ObjectiveCBrackets {
    /// Deeper nesting than this is refused: no notification setup nests so deep, and the parser's recursion
    /// follows the nesting.
    static let maximumDepth = 256

    /// For each token index, the index of its partner bracket (itself for any other token).
    static func match(_ tokens: [ObjectiveCToken]) -> Result<[Int], ObjectiveCSyntaxError> {
        var partner = Array(tokens.indices)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                guard open.count < maximumDepth else {
                    return .failure(
                        ObjectiveCSyntaxError(
                            message: "brackets nest deeper than \(maximumDepth) levels; the importer reads no deeper",
                            line: token.line, column: token.column))
                }
                open.append(index)
            case ")", "]", "}":
                guard let opener = open.popLast() else {
                    return .failure(
                        ObjectiveCSyntaxError(
                            message: "`\(token.text)` closes nothing; the brackets are unbalanced, fix the source so"
                                + " that it compiles", line: token.line, column: token.column))
                }
                guard closer(of: tokens[opener].text) == token.text else {
                    let first = tokens[opener]
                    return .failure(
                        ObjectiveCSyntaxError(
                            message: "`\(token.text)` closes the `\(first.text)` of line \(first.line), column"
                                + " \(first.column); the brackets are unbalanced, fix the source so that it compiles",
                            line: token.line, column: token.column))
                }
                partner[opener] = index
                partner[index] = opener
            default:
                break
            }
        }
        if let opener = open.last {
            let token = tokens[opener]
            return .failure(
                ObjectiveCSyntaxError(
                    message: "`\(token.text)` is never closed; the brackets are unbalanced, fix the source so that it"
                        + " compiles", line: token.line, column: token.column))
        }
        return .success(partner)
    }

    private static func closer(of opener: String) -> String {
        switch opener {
        case "(": ")"
        case "[": "]"
        default: "}"
        }
    }
}
