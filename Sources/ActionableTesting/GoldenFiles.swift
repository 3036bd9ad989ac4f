import Foundation

/// The one switch that rewrites every golden file of the repository from the current output: run the tests with
/// `UPDATE_GOLDEN=1` (message goldens, CLI goldens, generated code and schema, the rule catalog, the rule table
/// and the Rules article), then review the diff.
package enum GoldenFiles {
    /// The environment variable.
    package static let variable = "UPDATE_GOLDEN"

    /// Whether this test run rewrites golden files instead of comparing with them.
    package static var updating: Bool { ProcessInfo.processInfo.environment[variable] == "1" }
}
