#!/usr/bin/env python3
"""Prints run.sh's markdown tables from Benchmarks/.results/cli/ (runs.tsv, machine.txt, corpora.txt).

Every figure is the median over the runs (run 0, the warm-up, is skipped); min-max of the wall time shows the spread.
"""

import argparse
import statistics
from collections import defaultdict
from pathlib import Path

LABELS = {
    "validate": "`actionable validate DIR` (text output to /dev/null)",
    "validate-json": "`actionable validate --format json DIR` (to /dev/null)",
    "scan": "C floor: walk, read, libyaml event loop, one thread (`scan.c`)",
}


def read(results: Path):
    runs = defaultdict(list)  # (table, label) -> [(wall, cpu, maxrss_kib, exit)]
    warmup_cpu = defaultdict(float)
    for line in (results / "runs.tsv").read_text().splitlines():
        table, label, run, wall, user, sys, maxrss, code = line.split()
        cpu = float(user) + float(sys)
        if run == "0":
            warmup_cpu[table] += cpu
            continue
        runs[(table, label)].append((float(wall), cpu, int(maxrss), int(code)))
    corpora = {}
    for line in (results / "corpora.txt").read_text().splitlines():
        name, *fields = line.split()
        corpora[name] = dict(field.split("=", 1) for field in fields)
    machine = defaultdict(dict)
    for line in (results / "machine.txt").read_text().splitlines():
        table, when, busy, clock, *load = line.split()
        machine[table][when] = (float(busy), float(clock), " ".join(load))
    return runs, warmup_cpu, corpora, machine


def median(values):
    return statistics.median(values)


def other_cores(table, runs, warmup_cpu, machine):
    """Cores other processes used while the table was measured: the machine's busy CPU minus the runs' own."""
    before, after = machine[table]["busy_before"], machine[table]["busy_after"]
    own = warmup_cpu[table] + sum(cpu for (t, _), samples in runs.items() if t == table for _, cpu, _, _ in samples)
    return max(0.0, (after[0] - before[0] - own) / (after[1] - before[1])), before[2], after[2]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--results", type=Path, required=True)
    results = parser.parse_args().results
    runs, warmup_cpu, corpora, machine = read(results)
    mib = 1024 * 1024

    large = corpora["large"]
    corpus_bytes = int(large["bytes"])
    count = len(runs[("large", "scan")])
    print(
        f"### `actionable validate` as users run it: {int(large['categories']):,} categories, "
        f"{int(large['actions']):,} actions, {int(large['files']):,} files, {corpus_bytes / 1e6:.1f} MB"
    )
    print()
    print(f"Whole processes, median of {count} runs each, run in turn; peak RSS is the whole process's (ru_maxrss).")
    print()
    print("| | wall | (min–max) | user+sys CPU | cores used | peak RSS | wall vs C scan | peak RSS / corpus | exit |")
    print("|---|---|---|---|---|---|---|---|---|")
    scan_wall = median([s[0] for s in runs[("large", "scan")]])
    for label in ("validate", "validate-json", "scan"):
        samples = runs[("large", label)]
        if not samples:
            continue
        wall = median([s[0] for s in samples])
        cpu = median([s[1] for s in samples])
        cores = median([s[1] / s[0] for s in samples])
        peak = median([s[2] for s in samples]) * 1024
        codes = ",".join(sorted({str(s[3]) for s in samples}))
        print(
            f"| {LABELS[label]} | {wall * 1000:,.0f} ms | {min(s[0] for s in samples) * 1000:,.0f}–"
            f"{max(s[0] for s in samples) * 1000:,.0f} | {cpu:.2f} s | {cores:.2f} | {peak / mib:.1f} MiB | "
            f"**{wall / scan_wall:.2f}×** | **{peak / corpus_bytes:.2f}×** | {codes} |"
        )
    cores, load_before, load_after = other_cores("large", runs, warmup_cpu, machine)
    print()
    print(f"Other processes used {cores:.2f} cores meanwhile (load average before: {load_before}; after: {load_after}).")

    tables = sorted((t for t in machine if t.startswith("scale-")), key=lambda t: int(t.split("-")[1]))
    if not tables:
        return
    print()
    print("### How it grows (files = categories / 100)")
    print()
    print(
        "| categories | corpus | validate wall | ms per 1k categories | validate peak RSS | MiB per MB of corpus | "
        "C scan wall | ms per 1k categories | C scan peak RSS | wall vs C scan | validate, growth from the row above: "
        "ms per 1k more categories, MiB per MB more corpus | other cores |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    previous = None
    for table in tables:
        corpus = corpora[table]
        n, size = int(corpus["categories"]), int(corpus["bytes"])
        row = [f"{n:,}", f"{size / 1e6:.2f} MB"]
        walls = {}
        for label in ("validate", "scan"):
            samples = runs[(table, label)]
            wall = median([s[0] for s in samples])
            peak = median([s[2] for s in samples]) * 1024
            walls[label] = wall
            row += [f"{wall * 1000:,.0f} ms", f"{wall * 1000 / (n / 1000):.2f}", f"{peak / mib:.1f} MiB"]
            if label == "validate":
                row.append(f"{(peak / mib) / (size / 1e6):.2f}")
        row.append(f"{walls['validate'] / walls['scan']:.2f}×")
        validate_peak = median([s[2] for s in runs[(table, "validate")]]) * 1024 / mib
        if previous:
            more_k, more_mb = (n - previous[0]) / 1000, (size - previous[1]) / 1e6
            row.append(
                f"{(walls['validate'] - previous[2]) * 1000 / more_k:.2f} ms, "
                f"{(validate_peak - previous[3]) / more_mb:.2f} MiB"
            )
        else:
            row.append("")
        previous = (n, size, walls["validate"], validate_peak)
        row.append(f"{other_cores(table, runs, warmup_cpu, machine)[0]:.2f}")
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
