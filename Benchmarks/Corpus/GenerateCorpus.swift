import ActionableTesting
import Foundation

/// Writes a ``CategoryCorpus`` for `run.sh`: `GenerateCorpus --categories N --files M --out DIR [--seed S]`.
/// Replaces the `*.yaml` files already in DIR and prints one line of counts, which the summary reads.
@main
enum GenerateCorpus {
    static func main() throws {
        var options: [String: String] = [:]
        var arguments = CommandLine.arguments.dropFirst()
        while let name = arguments.popFirst() {
            guard name.hasPrefix("--"), let value = arguments.popFirst() else { usage("unexpected '\(name)'") }
            options[String(name.dropFirst(2))] = value
        }
        guard let categories = options["categories"].flatMap(Int.init), categories > 0,
            let files = options["files"].flatMap(Int.init), files > 0, files <= categories,
            let out = options["out"]
        else { usage("--categories, --files (at most --categories) and --out are required") }
        let seed = options["seed"].flatMap(UInt64.init) ?? 20_240_611
        let corpus = CategoryCorpus(categories: categories, files: files, seed: seed)
        let directory = URL(fileURLWithPath: out)
        let manager = FileManager.default
        for name in (try? manager.contentsOfDirectory(atPath: out)) ?? [] where name.hasSuffix(".yaml") {
            try manager.removeItem(at: directory.appendingPathComponent(name))
        }
        try corpus.write(to: directory)
        print(
            "files=\(corpus.files.count) categories=\(corpus.categoryCount) actions=\(corpus.actionCount) "
                + "bytes=\(corpus.byteCount) seed=\(seed) out=\(out)")
    }

    static func usage(_ problem: String) -> Never {
        FileHandle.standardError.write(
            Data("error: \(problem)\nusage: GenerateCorpus --categories N --files M --out DIR [--seed S]\n".utf8))
        exit(64)
    }
}
