import Actionable
import Benchmark

/// A benchmark that cannot go on (no corpus, an unreadable file); ordo-one/benchmark prints it and fails the run.
struct SetupError: Error, CustomStringConvertible {
    let description: String
}

/// What one benchmark needs, filled in its own setup (so only in its own process).
final class BenchState {
    private(set) var corpus = ""
    private(set) var files: [String] = []
    private(set) var contents: [[UInt8]] = []
    /// Threads for the code under measurement, started in setup when asked for.
    private(set) var executor: WorkerThreadsExecutor?
    private var idleResident = 0
    private var facts: [String: Int] = [:]
    private var notes: [String] = []
    private var iterations = 0
    private var peakAboveIdle = 0

    func setUp(readingFiles: Bool, workers: Int = 0) throws {
        idleResident = ProcessMemory.residentBytes()
        guard let corpus = BenchEnvironment.value("ACTIONABLE_BENCH_CORPUS"), !corpus.isEmpty else {
            throw SetupError(
                description: "ACTIONABLE_BENCH_CORPUS is not set: run Benchmarks/run.sh, which generates the corpus")
        }
        self.corpus = corpus
        files = try CategoryLoader.categoryFiles(in: [corpus])
        if readingFiles {
            contents = try files.map { file in
                guard let bytes = PosixFile.read(file) else { throw SetupError(description: "cannot read \(file)") }
                return bytes
            }
        }
        if workers > 0 { executor = WorkerThreadsExecutor(threads: workers) }
        ProcessMemory.resetPeak()
    }

    func finishIteration(_ benchmark: Benchmark, facts: [String: Int], notes: [String] = []) {
        peakAboveIdle = ProcessMemory.peakResidentBytes() - idleResident
        benchmark.measurement(BenchMetrics.peakAboveIdle, peakAboveIdle)
        self.facts = facts
        self.notes = notes
        iterations += 1
    }

    /// `key=value` lines for run.sh; exact where the histogram of a custom metric would round.
    func writeFacts(name: String) {
        guard let directory = BenchEnvironment.value("ACTIONABLE_BENCH_FACTS"), !directory.isEmpty else { return }
        var lines = [
            "files_listed=\(files.count)",
            "bytes_in_memory=\(contents.reduce(0) { $0 + $1.count })",
            "idle_resident_bytes=\(idleResident)",
            "peak_resident_bytes=\(ProcessMemory.peakResidentBytes())",
            "peak_above_idle_bytes=\(peakAboveIdle)",
            "peak_reset_supported=\(ProcessMemory.peakResetWorks ? 1 : 0)",
            "iterations=\(iterations)",
        ]
        lines += facts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        lines += notes.map { "note=\($0)" }
        PosixFile.write((lines.joined(separator: "\n") + "\n"), to: directory + "/" + name + ".facts")
    }
}
