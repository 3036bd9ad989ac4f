import Actionable
import Benchmark

/// Loading a corpus of category files, next to the raw libyaml event scan of the same files (the baseline every
/// benchmark here prints beside its result, because absolute times on these machines are noisy).
///
/// The corpus is named by `ACTIONABLE_BENCH_CORPUS` (`run.sh` generates it). ordo-one/benchmark runs every
/// benchmark in a process of its own, so nothing heavy happens at registration: each benchmark reads what it needs
/// in its own `setup`, and the peak memory of one never includes another's data.
///
/// Besides ordo-one's sampled `peakMemoryResident`, each benchmark records the kernel's exact high-water mark
/// (`VmHWM`, reset in setup) above the idle process, and writes a few facts (categories, diagnostics, event counts,
/// resident sizes) to `ACTIONABLE_BENCH_FACTS/<benchmark>.facts` for `run.sh`'s summary.
let benchmarks: @Sendable () -> Void = {
    // Not ordo-one's peakMemoryResidentDelta: its baseline is taken after the warmup iteration, so it misses most of
    // what the first load allocates; peakAboveIdle is measured from before setup.
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident, BenchMetrics.peakAboveIdle],
        timeUnits: .microseconds,
        warmupIterations: 1,
        maxDuration: .seconds(BenchEnvironment.maxSeconds),
        maxIterations: BenchEnvironment.maxIterations
    )

    // 1. Baseline: libyaml's events for every file, bytes already in memory, one thread.
    let inMemory = BenchState()
    Benchmark(
        "1 scan - libyaml events - bytes in memory",
        closure: { benchmark in
            var events = 0
            for bytes in inMemory.contents {
                events += bytes.withUnsafeBufferPointer { LibYAMLScan.events($0) ?? 0 }
            }
            benchmark.stopMeasurement()
            blackHole(events)
            inMemory.finishIteration(benchmark, facts: ["events": events])
        },
        setup: { try inMemory.setUp(readingFiles: true) },
        teardown: { inMemory.writeFacts(name: "scan-memory") }
    )

    // 2. The same scan, reading the files from disk (directory walk included), so it compares with `load`.
    let fromDisk = BenchState()
    Benchmark(
        "2 scan - libyaml events - read from disk",
        closure: { (benchmark: Benchmark) throws in
            var events = 0
            var bytesRead = 0
            for file in try CategoryLoader.categoryFiles(in: [fromDisk.corpus]) {
                guard let bytes = PosixFile.read(file) else { throw SetupError(description: "cannot read \(file)") }
                bytesRead += bytes.count
                events += bytes.withUnsafeBufferPointer { LibYAMLScan.events($0) ?? 0 }
            }
            benchmark.stopMeasurement()
            blackHole(events)
            fromDisk.finishIteration(benchmark, facts: ["events": events, "bytes_read": bytesRead])
        },
        setup: { try fromDisk.setUp(readingFiles: false) },
        teardown: { fromDisk.writeFacts(name: "scan-disk") }
    )

    // 3. What users run: read, decode (in parallel), validate, build the registry. On threads of its own, so it
    // gets every core (see WorkerThreadsExecutor for why not on ordo-one's async path).
    let load = BenchState()
    Benchmark(
        "3 load - CategoryLoader.load(paths:) - from disk",
        closure: { (benchmark: Benchmark) throws in
            let corpus = load.corpus
            guard let executor = load.executor else { throw SetupError(description: "setup started no worker threads") }
            let outcome = executor.runBlocking { () async -> Result<LoadResult, LoadError> in
                do throws(LoadError) {
                    return .success(try await CategoryLoader().load(paths: [corpus]))
                } catch {
                    return .failure(error)
                }
            }
            let result = try outcome.get()
            benchmark.stopMeasurement()
            load.finishIteration(
                benchmark,
                facts: [
                    "categories": result.registry.categories.count,
                    "actions": result.registry.categories.reduce(0) { $0 + $1.actions.count },
                    "diagnostics": result.diagnostics.count,
                    "errors": result.errorCount,
                    "warnings": result.warningCount,
                    "files": result.files.count,
                    "workers": WorkerThreadsExecutor.onlineCores,
                ], notes: result.diagnostics.prefix(5).map(\.description))
            blackHole(result)
        },
        setup: { try load.setUp(readingFiles: false, workers: WorkerThreadsExecutor.onlineCores) },
        teardown: { load.writeFacts(name: "load") }
    )

    // 4. Where the time goes, single-threaded with bytes in memory (not a target; for profiling the gap): decode +
    // per-file validation of every file.
    let decode = BenchState()
    Benchmark(
        "4 detail - load(bytes:file:) per file - bytes in memory",
        closure: { benchmark in
            var categories = 0
            var diagnostics = 0
            for (file, bytes) in zip(decode.files, decode.contents) {
                let result = CategoryLoader().load(bytes: bytes, file: file)
                categories += result.registry.categories.count
                diagnostics += result.diagnostics.count
                blackHole(result)
            }
            benchmark.stopMeasurement()
            decode.finishIteration(benchmark, facts: ["categories": categories, "diagnostics": diagnostics])
        },
        setup: { try decode.setUp(readingFiles: true) },
        teardown: { decode.writeFacts(name: "decode-memory") }
    )

    // 5. The same load as an `async` benchmark, as ordo-one runs it: one of the cooperative pool's threads is held
    // by the runner, so on 2 cores the loader decodes on one. Shown to explain the difference, not a target.
    let loadAsync = BenchState()
    Benchmark(
        "5 detail - load(paths:) on ordo-one async path - pool thread held",
        closure: { (benchmark: Benchmark) async throws in
            let result = try await CategoryLoader().load(paths: [loadAsync.corpus])
            benchmark.stopMeasurement()
            loadAsync.finishIteration(benchmark, facts: ["categories": result.registry.categories.count])
            blackHole(result)
        },
        setup: { try loadAsync.setUp(readingFiles: false) },
        teardown: { loadAsync.writeFacts(name: "load-async") }
    )
}
