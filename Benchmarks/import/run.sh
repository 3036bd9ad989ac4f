#!/usr/bin/env bash
# Times `actionable-import swift` as a user runs it on a large app delegate: whole processes (wall time and the peak
# resident memory of the process, from runner.c), next to the floor measured in the same run on the same file: the
# Swift compiler's own parser (`swiftc -parse`), the least any tool must spend to read the file.
#
#   Benchmarks/import/run.sh                   # a 150 KB app delegate, 5 runs after a warm-up
#   IMPORT_BENCH_KB=300 IMPORT_BENCH_RUNS=9 Benchmarks/import/run.sh
#
# The file comes from gen_appdelegate.py (deterministic): about 110 unrelated methods of a large app's delegate and,
# in the middle, 12 categories and 36 actions built from enums with `switch self`, `allCases.map`, an `#available`
# icon branch and registration inside `requestAuthorization`'s completion. Issue 35's target: at most 2 s in release,
# parse included. The importer is built in release into Benchmarks/.build/import (IMPORT_BENCH_SCRATCH=DIR builds into
# another SwiftPM scratch directory, such as one that already holds a release build; IMPORT_BENCH_SKIP_BUILD=1 reuses
# what is built).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
benchmarks="$(dirname "$here")"
root="$(dirname "$benchmarks")"
runs="${IMPORT_BENCH_RUNS:-5}"
kilobytes="${IMPORT_BENCH_KB:-150}"
scratch="$benchmarks/.build/import"
results="$benchmarks/.results/import"
swiftpm="${IMPORT_BENCH_SCRATCH:-$scratch/swiftpm}"
mkdir -p "$scratch" "$results"

if [[ "${IMPORT_BENCH_SKIP_BUILD:-0}" != 1 ]]; then
    echo "== Building actionable-import (release, trait Import)" >&2
    (cd "$root" && swift build -c release --traits Import --product actionable-import --scratch-path "$swiftpm" >&2)
    cc -O2 -o "$scratch/runner" "$benchmarks/cli/runner.c"
fi
importer="$(cd "$root" && swift build -c release --traits Import --scratch-path "$swiftpm" --show-bin-path)/actionable-import"
input="$results/AppDelegate-${kilobytes}k.swift"
python3 "$here/gen_appdelegate.py" --kilobytes "$kilobytes" --out "$input"

: > "$results/runs.tsv"
for ((round = 0; round <= runs; round++)); do
    for label in import parse; do
        case "$label" in
            import) cmd=("$importer" swift "$input" --output "$results/out.yaml" --force) ;;
            parse) cmd=(swiftc -parse "$input") ;;
        esac
        figures="$("$scratch/runner" /dev/null -- "${cmd[@]}" 2>> "$results/stderr.txt")"
        echo "$label $round $figures" >> "$results/runs.tsv"
    done
done

# Medians of the counted rounds (round 0 is the warm-up).
python3 - "$results/runs.tsv" "$input" <<'PY'
import statistics, sys, os
rows = [line.split() for line in open(sys.argv[1])]
size = os.path.getsize(sys.argv[2])
print(f"actionable-import swift on a {size / 1024:.0f} KB app delegate, {len(rows) // 2 - 1} runs, medians:")
print("| command | wall (s) | user (s) | peak RSS (MB) | exit |")
print("|---|---|---|---|---|")
for label, name in [("import", "actionable-import swift FILE (release)"), ("parse", "floor: swiftc -parse FILE")]:
    mine = [r for r in rows if r[0] == label and r[1] != "0"]
    wall = statistics.median(float(r[2]) for r in mine)
    user = statistics.median(float(r[3]) for r in mine)
    rss = statistics.median(int(r[5]) for r in mine) / 1024
    exits = sorted({r[6] for r in mine})
    print(f"| {name} | {wall:.3f} | {user:.3f} | {rss:.1f} | {','.join(exits)} |")
PY
