#!/usr/bin/env python3
"""Runs the commands of the Web Push benchmark in turn (A B C D, A B C D, …), each a whole process, and prints a
markdown table of medians: the loop's CPU per push (as each process reports it), the whole process's CPU (user +
system, from the kernel's accounting of the finished child) per push, its wall time and peak memory, then the
ratios the targets are stated in.

    compare.py RUNS RESULTS_DIR NAME=COMMAND...
"""
import json
import os
import resource
import shlex
import statistics
import subprocess
import sys
import time


def run_once(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.monotonic() - start
    out = process.stdout.read().decode()
    err = process.stderr.read().decode()
    process.stdout.close()
    process.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("error: %s failed: %s" % (" ".join(command), err.strip()))
    del before
    line = json.loads(out.strip().splitlines()[-1])
    return {"loop_us": line["us_per_push"], "pushes": line["pushes"],
            "process_cpu": usage.ru_utime + usage.ru_stime, "wall": wall, "rss_mib": usage.ru_maxrss / 1024}


def main():
    runs, results = int(sys.argv[1]), sys.argv[2]
    commands = [argument.split("=", 1) for argument in sys.argv[3:]]
    figures = {name: [] for name, _ in commands}
    for name, command in commands:  # a warm-up run of each, not counted
        run_once(shlex.split(command))
    for _ in range(runs):
        for name, command in commands:
            figures[name].append(run_once(shlex.split(command)))
    with open(os.path.join(results, "runs.json"), "w") as file:
        json.dump(figures, file, indent=1)
    medians = {}
    print("| what | pushes | CPU per push, loop (µs) | CPU per push, whole process (µs) | wall (s) | peak RSS (MiB) |")
    print("|---|---:|---:|---:|---:|---:|")
    for name, _ in commands:
        rows = figures[name]
        pushes = rows[0]["pushes"]
        median = {key: statistics.median(row[key] for row in rows) for key in ("loop_us", "process_cpu", "wall", "rss_mib")}
        median["process_us"] = median["process_cpu"] / pushes * 1e6
        medians[name] = median
        print("| %s | %d | %.1f | %.1f | %.2f | %.0f |" % (
            name, pushes, median["loop_us"], median["process_us"], median["wall"], median["rss_mib"]))
    print()
    print("medians of %d runs each, after one warm-up; ranges in %s/runs.json" % (runs, results))
    names = [name for name, _ in commands]
    if len(names) >= 2:
        ours, floor = medians[names[0]], medians[names[1]]
        print("- %s / %s, loop CPU per push: %.2f× (target ≤ 1.5×)" % (
            names[0], names[1], ours["loop_us"] / floor["loop_us"]))
        print("- %s / %s, whole-process CPU per push: %.2f×" % (
            names[0], names[1], ours["process_us"] / floor["process_us"]))
    for peer in names[2:]:
        if not peer.startswith("pywebpush"):
            print("- %s / %s, loop CPU per push: %.2f×" % (peer, names[0], medians[peer]["loop_us"] / ours["loop_us"]))
            continue
        print("- %s / %s, loop CPU per push: %.1f× (target ≥ 10×); whole process: %.1f×" % (
            peer, names[0], medians[peer]["loop_us"] / ours["loop_us"],
            medians[peer]["process_us"] / ours["process_us"]))


if __name__ == "__main__":
    main()
