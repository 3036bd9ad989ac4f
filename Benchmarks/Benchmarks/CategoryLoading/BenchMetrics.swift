import Benchmark

/// The metrics this suite adds to ordo-one's.
enum BenchMetrics {
    /// The kernel's exact peak resident size (`VmHWM`, reset in setup) minus the idle process's resident size
    /// measured before setup read anything: what the benchmark itself, its input included, made resident.
    static let peakAboveIdle = BenchmarkMetric.custom(
        "peakAboveIdle (VmHWM)", polarity: .prefersSmaller, useScalingFactor: false)
}
