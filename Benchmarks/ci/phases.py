#!/usr/bin/env python3
"""The phase table of a `.ci/run` log: each phase's wall time and share of the run.

    python3 Benchmarks/ci/phases.py LOG [--markdown]

A log that ends with .ci/run's own table ("== phase timings") is read from it, its rows inside a phase (the two
lanes that run at once) included. An older log, from before .ci/run printed the table, is read from its phase lines
("== DESCRIPTION (N s in)"): a phase lasts until the next one starts, the last until "== done".
"""
import re
import sys


def from_table(lines):
    start = next((i for i, line in enumerate(lines) if line.startswith("== phase timings")), None)
    if start is None:
        return None
    rows = []
    for line in lines[start + 2:]:
        match = re.match(r"^(.*?)\s+(\d+)\s*(\d+\.\d%)?$", line.rstrip())
        if not match:
            break
        name, seconds = match.group(1), int(match.group(2))
        if name.strip() == "total":
            return rows, seconds
        rows.append((name, seconds))
    return None


def from_markers(lines):
    marks = []
    for line in lines:
        match = re.match(r"^== (.*) \((\d+) s in\)$", line.rstrip())
        if match:
            marks.append((match.group(1), int(match.group(2))))
    if not marks:
        sys.exit("error: no phase lines ('== … (N s in)') in the log")
    rows = [(name, marks[i + 1][1] - at) for i, (name, at) in enumerate(marks[:-1])]
    return rows, marks[-1][1]


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8", errors="replace") as file:
        lines = file.read().splitlines()
    rows, total = from_table(lines) or from_markers(lines)
    markdown = "--markdown" in sys.argv
    if markdown:
        print("| phase | seconds | share |\n|---|---:|---:|")
    for name, seconds in rows:
        inner = name.startswith("  ")
        share = "" if inner else f"{100 * seconds / total:.1f}%"
        label = name.strip()[:70]
        if markdown:
            print(f"| {'↳ ' if inner else ''}{label} | {seconds:,} | {share} |")
        else:
            print(f"{('  ' if inner else '') + label:<72} {seconds:>7} {share:>7}")
    if markdown:
        print(f"| **total** | **{total:,}** | 100% |")
    else:
        print(f"{'total':<72} {total:>7} {'100%':>7}")


if __name__ == "__main__":
    main()
