import Glibc

/// Settings `run.sh` passes through the environment.
enum BenchEnvironment {
    static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    static var maxSeconds: Int64 { value("ACTIONABLE_BENCH_SECONDS").flatMap { Int64($0) } ?? 5 }
    static var maxIterations: Int { value("ACTIONABLE_BENCH_ITERATIONS").flatMap { Int($0) } ?? 50 }
}
