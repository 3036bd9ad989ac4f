#!/usr/bin/env python3
"""Summary of a run of Benchmarks/run.sh: load vs the raw libyaml scan, and peak memory vs corpus size.

Reads ordo-one/benchmark's influx export of the run (raw values: nanoseconds for times, bytes for memory) and the
`*.facts` files the benchmarks write (exact counts and the kernel's VmHWM peak, reset in each benchmark's setup).
Standard library only.
"""

import argparse
import csv
import os
import sys

# Benchmark names start with a number; the facts file of each is named in the benchmark target.
BENCHMARKS = {
    "1": ("scan-memory", "scan, bytes in memory (baseline)"),
    "2": ("scan-disk", "scan, read from disk"),
    "3": ("load", "load(paths:) + validate, from disk"),
    "4": ("decode-memory", "detail: load(bytes:) per file, in memory"),
    "5": ("load-async", "detail: load(paths:), ordo-one async path"),
}
TIME_TARGET = 1.2
MEMORY_TARGET = 3.0


def read_results(path):
    """{facts name: {metric: {percentile: value}}} from the influx CSV."""
    results = {}
    with open(path, newline="", encoding="utf-8") as handle:
        for row in csv.reader(handle):
            if len(row) < 11:
                continue
            metric, test, percentile, value = row[6], row[8], float(row[9]), float(row[10])
            key = BENCHMARKS.get(test.strip('"').split(" ", 1)[0])
            if key is None:
                continue
            results.setdefault(key[0], {}).setdefault(metric, {})[percentile] = value
            results[key[0]]["samples"] = int(row[12])
    return results


def read_facts(directory):
    facts = {}
    for name in os.listdir(directory):
        if not name.endswith(".facts"):
            continue
        entries = {"note": []}
        with open(os.path.join(directory, name), encoding="utf-8") as handle:
            for line in handle:
                key, _, value = line.rstrip("\n").partition("=")
                if key == "note":
                    entries["note"].append(value)
                else:
                    entries[key] = int(value)
        facts[name[: -len(".facts")]] = entries
    return facts


def corpus_size(directory):
    files = [os.path.join(directory, n) for n in os.listdir(directory) if n.endswith((".yaml", ".yml"))]
    return len(files), sum(os.path.getsize(f) for f in files)


def mib(value):
    return f"{value / (1 << 20):7.1f} MiB"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--results", required=True)
    parser.add_argument("--facts", required=True)
    parser.add_argument("--other-cores", type=float, help="cores other processes used on average during the run")
    args = parser.parse_args()

    results = read_results(args.results)
    facts = read_facts(args.facts)
    file_count, corpus_bytes = corpus_size(args.corpus)

    def wall(name, percentile=50.0):
        return results.get(name, {}).get("Time(wallclock)", {}).get(percentile)

    def cpu(name):
        return results.get(name, {}).get("Time(totalCPU)", {}).get(50.0)

    def sampled_peak(name):
        return results.get(name, {}).get("Memory(residentpeak)", {}).get(100.0)

    print()
    print("=" * 100)
    print("Summary")
    print("=" * 100)
    print(f"corpus: {args.corpus}")
    print(f"        {file_count} files, {corpus_bytes:,} bytes ({corpus_bytes / (1 << 20):.2f} MiB)")
    load = facts.get("load", {})
    if load:
        print(
            f"load:   {load.get('categories', '?'):,} categories, {load.get('actions', '?'):,} actions from "
            f"{load.get('files', '?')} files; {load.get('diagnostics', '?'):,} diagnostics "
            f"({load.get('errors', '?')} errors, {load.get('warnings', '?')} warnings); "
            f"{load.get('workers', '?')} worker threads"
        )
        for note in load.get("note", [])[:3]:
            print(f"        e.g. {note}")
    print()
    header = f"{'benchmark':44} {'wall p50':>10} {'wall min':>10} {'cpu p50':>10} {'samples':>7} " \
             f"{'peak RSS':>12} {'VmHWM':>12} {'above idle':>12}"
    print(header)
    print("-" * len(header))
    for _, (name, label) in sorted(BENCHMARKS.items()):
        if name not in results:
            continue
        fact = facts.get(name, {})
        samples = results[name].get("samples", 0)
        print(
            f"{label:44} {wall(name) / 1e6:8.1f}ms {wall(name, 0.0) / 1e6:8.1f}ms "
            f"{(cpu(name) or 0) / 1e6:8.1f}ms {samples:7d} "
            f"{mib(sampled_peak(name) or 0):>12} {mib(fact.get('peak_resident_bytes', 0)):>12} "
            f"{mib(fact.get('peak_above_idle_bytes', 0)):>12}"
        )
    print()
    print("wall/cpu: ordo-one wallClock and cpuTotal (cpu has 10 ms resolution). peak RSS: ordo-one peakMemoryResident")
    print("(whole process, sampled every 5 ms). VmHWM: kernel's exact peak RSS of that benchmark's process, reset")
    print("after setup; 'above idle' = VmHWM - RSS of the idle process before setup read anything (the input bytes")
    print("count for the in-memory benchmarks). Each benchmark ran in its own process. 'load' runs on worker threads")
    print("of its own, one per core; 'ordo-one async path' shows it with one cooperative-pool thread held by the runner.")
    print()

    cores = os.cpu_count() or 1
    if wall("load") and cpu("load"):
        print(f"load used {cpu('load') / wall('load'):.1f} of {cores} cores on average (cpu p50 / wall p50).")
    if args.other_cores is not None:
        print(f"other processes used {args.other_cores:.2f} cores on average during the run.")
        if args.other_cores > 0.3:
            print("WARNING: the machine was busy: load decodes files in parallel and had less than all the cores, while")
            print("         the scan is single-threaded; the load/scan ratio is pessimistic. Run again when it is idle.")
    print()

    verdicts = []
    if wall("load") and wall("scan-memory"):
        print("time ratios (wall p50, min in brackets):")
        for base, label in (("scan-memory", "bytes in memory"), ("scan-disk", "read from disk")):
            if wall(base):
                ratio, best = wall("load") / wall(base), wall("load", 0.0) / wall(base, 0.0)
                print(f"  load / scan ({label:15}) = {ratio:5.2f}x  [{best:5.2f}x]   target <= {TIME_TARGET}x")
        ratio = wall("load") / wall("scan-memory")
        verdicts.append(f"time: load is {ratio:.2f}x the raw scan -> {'MET' if ratio <= TIME_TARGET else 'NOT MET'}")
    if load:
        above, absolute = load["peak_above_idle_bytes"], load["peak_resident_bytes"]
        print("memory vs corpus size:")
        print(f"  load peak above idle process / corpus = {above / corpus_bytes:5.2f}x   target <= {MEMORY_TARGET}x")
        print(f"  load peak RSS of the whole process    = {absolute / corpus_bytes:5.2f}x "
              f"(includes {load['idle_resident_bytes'] / (1 << 20):.1f} MiB of idle runtime + benchmark harness)")
        if "scan-disk" in facts:
            scan_above = facts["scan-disk"]["peak_above_idle_bytes"]
            print(f"  scan (from disk) peak above idle      = {scan_above / corpus_bytes:5.2f}x")
        verdicts.append(
            f"memory: load needs {above / corpus_bytes:.2f}x the corpus above the idle process -> "
            f"{'MET' if above <= MEMORY_TARGET * corpus_bytes else 'NOT MET'}"
        )
    print()
    for verdict in verdicts:
        print(verdict)
    if not results:
        print("no results were read; see the benchmark output above", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
