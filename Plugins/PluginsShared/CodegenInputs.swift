import Foundation
import PackagePlugin

/// What both plugins run: `actionable generate swift` over a target's category files, with the options of its
/// `actionable-codegen.json`, into a given directory. Shared by symbolic link (as swift-openapi-generator does), so
/// the build-tool plugin and the command plugin cannot disagree about arguments or outputs.
struct CodegenInputs {
    /// The optional `actionable-codegen.json` in the target's directory.
    struct Configuration: Decodable {
        /// Category files or directories, relative to the target's directory (e.g. `../../Categories`, shared with
        /// a service). Without it, the target's own `*.yaml`/`*.yml` files are the category files.
        var categories: [String]?
        var namespace: String?
        /// `public`, `package` or `internal`.
        var accessLevel: String?
        var table: String?
        /// `main` or `module`.
        var bundle: String?
        var developmentLanguage: String?
        var actionableConformances: Bool?
        /// Also generate the app's side of a tap (the target then depends on the ActionableApp product).
        var appResponses: Bool?
    }

    static let configurationFileName = "actionable-codegen.json"

    /// The YAML files the command reads (each one, for the build system to track).
    let inputFiles: [URL]
    /// The files it writes.
    let outputFiles: [URL]
    let arguments: [String]

    init(targetName: String, targetDirectory: URL, sourceFiles: [URL], outputDirectory: URL) throws {
        let configURL = targetDirectory.appendingPathComponent(Self.configurationFileName)
        var configuration = Configuration()
        var configFiles: [URL] = []
        if FileManager.default.fileExists(atPath: configURL.path) {
            do {
                configuration = try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: configURL))
            } catch {
                throw PluginFailure("\(configURL.path): not a valid \(Self.configurationFileName): \(error)")
            }
            configFiles = [configURL]
        }
        let paths: [URL]
        if let categories = configuration.categories {
            paths = categories.map { targetDirectory.appendingPathComponent($0).standardizedFileURL }
        } else {
            paths = sourceFiles.filter(Self.isCategoryFile).sorted { $0.path < $1.path }
        }
        guard !paths.isEmpty else {
            throw PluginFailure(
                "target '\(targetName)' has no category files: add *.yaml files to it, or list them under 'categories' in \(Self.configurationFileName)"
            )
        }
        let namespace = configuration.namespace ?? "ActionableCategories"
        let conformances = configuration.actionableConformances ?? false
        var arguments = ["generate", "swift"] + paths.map(\.path)
        arguments += ["--output", outputDirectory.path, "--namespace", namespace]
        if let accessLevel = configuration.accessLevel { arguments += ["--access-level", accessLevel] }
        if let table = configuration.table { arguments += ["--table", table] }
        if let bundle = configuration.bundle { arguments += ["--bundle", bundle] }
        if let language = configuration.developmentLanguage { arguments += ["--development-language", language] }
        if conformances { arguments.append("--actionable-conformances") }
        let responses = configuration.appResponses ?? false
        if responses { arguments.append("--app-responses") }
        self.arguments = arguments
        inputFiles = configFiles + paths.flatMap(Self.categoryFiles(under:))
        // The same names `SwiftGenerator.fileNames(namespace:actionableConformances:appResponses:)` gives.
        outputFiles =
            (["\(namespace).swift", "\(namespace)+UserNotifications.swift"]
            + (conformances ? ["\(namespace)+Actionable.swift"] : [])
            + (responses ? ["\(namespace)+Responses.swift"] : []))
            .map { outputDirectory.appendingPathComponent($0) }
    }

    static func isCategoryFile(_ url: URL) -> Bool {
        ["yaml", "yml"].contains(url.pathExtension.lowercased()) && !url.lastPathComponent.hasPrefix(".")
    }

    /// `url` itself, or the category files under it, as the loader finds them.
    static func categoryFiles(under url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return [url] }
        let enumerator = FileManager.default.enumerator(
            at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var files: [URL] = []
        while let next = enumerator?.nextObject() as? URL {
            if isCategoryFile(next) { files.append(next) }
        }
        return files.sorted { $0.path < $1.path }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
