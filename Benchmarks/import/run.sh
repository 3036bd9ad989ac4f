#!/usr/bin/env bash
# Times `actionable-import swift` and `actionable-import audit` as a user runs them on a large app delegate: whole
# processes (wall time and the peak resident memory of the process, from runner.c), next to the floor measured in the
# same run on the same file: the Swift compiler's own parser (`swiftc -parse`), the least any tool must spend to read
# the file. With IMPORT_BENCH_BASELINE_REF, the same commands built from an older commit run in the same rounds, so a
# change is measured old build against new.
#
#   Benchmarks/import/run.sh                   # a 150 KB app delegate, 5 runs after a warm-up
#   IMPORT_BENCH_KB=300 IMPORT_BENCH_RUNS=9 Benchmarks/import/run.sh
#   IMPORT_BENCH_BASELINE_REF=79bf46d Benchmarks/import/run.sh      # old build against new
#
# The files come from gen_appdelegate.py (deterministic): about 110 unrelated methods of a large app's delegate and,
# in the middle, 12 categories and 36 actions built from enums with `switch self`, `allCases.map`, an `#available`
# icon branch and registration inside `requestAuthorization`'s completion. The audit's file (`--delegate`) is the
# same with the notification delegate in it: a didReceive method with a category branch, and the center's delegate
# assigned by an observer's `#selector` method, which the audit follows through every method's calls. Issue 35's
# target: at most 2 s in release, parse included. The importer is built in release into Benchmarks/.build/import
# (IMPORT_BENCH_SCRATCH=DIR builds into another SwiftPM scratch directory, such as one that already holds a release
# build; IMPORT_BENCH_SKIP_BUILD=1 reuses what is built).
#
# IMPORT_BENCH_BASELINE_REF: a git ref; that commit's tree is extracted once (`git archive`) into
# IMPORT_BENCH_BASELINE_DIR (default ${TMPDIR:-/tmp}/actionable-import-base-<commit>) with this tree's
# Package.resolved, and its actionable-import is built in the same scratch directory first (so swift-syntax's release
# build is shared) and kept beside it as actionable-import@<commit>.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
benchmarks="$(dirname "$here")"
root="$(dirname "$benchmarks")"
runs="${IMPORT_BENCH_RUNS:-5}"
kilobytes="${IMPORT_BENCH_KB:-150}"
scratch="$benchmarks/.build/import"
results="$benchmarks/.results/import"
swiftpm="${IMPORT_BENCH_SCRATCH:-$scratch/swiftpm}"
baseline_ref="${IMPORT_BENCH_BASELINE_REF:-}"
mkdir -p "$scratch" "$results"

base_bin=""
if [[ -n "$baseline_ref" ]]; then
    base_sha="$(git -C "$root" rev-parse --verify --quiet "$baseline_ref^{commit}")" || {
        echo "error: IMPORT_BENCH_BASELINE_REF=$baseline_ref is not a commit of this repository" >&2
        exit 1
    }
    base_bin="$scratch/actionable-import@${base_sha:0:7}"
    if [[ "${IMPORT_BENCH_SKIP_BUILD:-0}" != 1 || ! -x "$base_bin" ]]; then
        base_dir="${IMPORT_BENCH_BASELINE_DIR:-${TMPDIR:-/tmp}/actionable-import-base-$base_sha}"
        if [[ "$(cat "$base_dir/.actionable-bench-base" 2>/dev/null)" != "$base_sha" ]]; then
            if [[ -e "$base_dir" && -n "$(ls -A "$base_dir" 2>/dev/null)" && ! -f "$base_dir/.actionable-bench-base" ]]; then
                echo "error: IMPORT_BENCH_BASELINE_DIR=$base_dir is not empty and is not a baseline this script made" >&2
                exit 1
            fi
            rm -rf "$base_dir"
            mkdir -p "$base_dir"
            git -C "$root" archive "$base_sha" | tar -x -C "$base_dir"
            if [[ -f "$root/Package.resolved" ]]; then cp "$root/Package.resolved" "$base_dir/"; fi
            echo "$base_sha" > "$base_dir/.actionable-bench-base"
        fi
        echo "== Building actionable-import@${base_sha:0:7} (release, trait Import)" >&2
        (cd "$base_dir" && swift build -c release --traits Import --product actionable-import --scratch-path "$swiftpm" >&2)
        cp "$(cd "$base_dir" && swift build -c release --traits Import --scratch-path "$swiftpm" --show-bin-path)/actionable-import" "$base_bin"
    fi
fi

if [[ "${IMPORT_BENCH_SKIP_BUILD:-0}" != 1 ]]; then
    echo "== Building actionable-import (release, trait Import)" >&2
    (cd "$root" && swift build -c release --traits Import --product actionable-import --scratch-path "$swiftpm" >&2)
    cc -O2 -o "$scratch/runner" "$benchmarks/cli/runner.c"
fi
importer="$(cd "$root" && swift build -c release --traits Import --scratch-path "$swiftpm" --show-bin-path)/actionable-import"
input="$results/AppDelegate-${kilobytes}k.swift"
delegate_input="$results/AppDelegate-${kilobytes}k-delegate/AppDelegate.swift"
mkdir -p "$(dirname "$delegate_input")"
python3 "$here/gen_appdelegate.py" --kilobytes "$kilobytes" --out "$input"
python3 "$here/gen_appdelegate.py" --kilobytes "$kilobytes" --out "$delegate_input" --delegate

labels=(import audit parse)
if [[ -n "$base_bin" ]]; then labels=(import import@base audit audit@base parse); fi
: > "$results/runs.tsv"
for ((round = 0; round <= runs; round++)); do
    for label in "${labels[@]}"; do
        case "$label" in
            import) cmd=("$importer" swift "$input" --output "$results/out.yaml" --force) ;;
            import@base) cmd=("$base_bin" swift "$input" --output "$results/out-base.yaml" --force) ;;
            audit) cmd=("$importer" audit --swift-language-mode 5 "$delegate_input") ;;
            audit@base) cmd=("$base_bin" audit --swift-language-mode 5 "$delegate_input") ;;
            parse) cmd=(swiftc -parse "$input") ;;
        esac
        figures="$("$scratch/runner" /dev/null -- "${cmd[@]}" 2>> "$results/stderr.txt")"
        echo "$label $round $figures" >> "$results/runs.tsv"
    done
done

# Medians of the counted rounds (round 0 is the warm-up). The audit reports the file's late delegate as a warning and
# exits 0 (it would exit 1 under --strict); the exit column shows every status seen.
python3 - "$results/runs.tsv" "$input" "${base_sha:-}" <<'PY'
import statistics, sys, os
rows = [line.split() for line in open(sys.argv[1])]
size = os.path.getsize(sys.argv[2])
base = sys.argv[3][:7]
labels = sorted({r[0] for r in rows})
rounds = len({r[1] for r in rows}) - 1
print(f"actionable-import on a {size / 1024:.0f} KB app delegate, {rounds} runs, medians:")
print("| command | wall (s) | user (s) | peak RSS (MB) | exit |")
print("|---|---|---|---|---|")
names = [
    ("import", "actionable-import swift FILE (release)"),
    ("import@base", f"actionable-import swift FILE (release, {base})"),
    ("audit", "actionable-import audit FILE+delegate (release)"),
    ("audit@base", f"actionable-import audit FILE+delegate (release, {base})"),
    ("parse", "floor: swiftc -parse FILE"),
]
for label, name in names:
    mine = [r for r in rows if r[0] == label and r[1] != "0"]
    if not mine:
        continue
    wall = statistics.median(float(r[2]) for r in mine)
    user = statistics.median(float(r[3]) for r in mine)
    rss = statistics.median(int(r[5]) for r in mine) / 1024
    exits = sorted({r[6] for r in mine})
    print(f"| {name} | {wall:.3f} | {user:.3f} | {rss:.1f} | {','.join(exits)} |")
PY
