#!/usr/bin/env bash
# Measures `actionable validate DIR` as a user runs it: whole processes, from exec to exit, against the floor, a C
# program (scan.c) that walks the same directory, reads every *.yaml/*.yml file and runs libyaml's event loop over
# it on one thread. Prints markdown tables: the large corpus (100,000 categories in 1,000 files, about 36 MB) with
# text and JSON output, then how wall time and peak memory grow with the corpus (1k, 10k, 100k, 400k categories).
#
#   Benchmarks/cli/run.sh
#   CLI_BENCH_RUNS=9 Benchmarks/cli/run.sh
#   CLI_BENCH_SCALING= Benchmarks/cli/run.sh          # the large corpus only
#
# Settings: CLI_BENCH_RUNS (runs of each command, default 5, after one warm-up run that is not counted),
# CLI_BENCH_CATEGORIES / CLI_BENCH_FILES (the large corpus, default 100000 / 1000), CLI_BENCH_SCALING (category
# counts of the scaling table, files = categories / 100, default "1000 10000 100000 400000"), CLI_BENCH_SEED
# (default 20240611), CLI_BENCH_SKIP_BUILD=1 (use the binaries already built).
#
# Each run is one process started by runner.c, which reads its wall time (monotonic clock around fork and wait4) and
# the kernel's accounting of the finished child: user and system CPU, and ru_maxrss, the whole process's peak
# resident memory (not "above an idle process"). The commands of a table run in turn, A B C A B C ..., so a drift in
# the machine's speed touches every row alike; medians are quoted. Standard output goes to /dev/null.
# Needs: swift, cc, pkg-config, libyaml (libyaml-dev), python3. Corpora go to Benchmarks/.corpus/, binaries to
# Benchmarks/.build/cli/, every run's figures and the tables to Benchmarks/.results/cli/ (all ignored by git).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
benchmarks="$(dirname "$here")"
root="$(dirname "$benchmarks")"
runs="${CLI_BENCH_RUNS:-5}"
categories="${CLI_BENCH_CATEGORIES:-100000}"
files="${CLI_BENCH_FILES:-1000}"
scaling="${CLI_BENCH_SCALING-1000 10000 100000 400000}"
seed="${CLI_BENCH_SEED:-20240611}"
bin="$benchmarks/.build/cli"
results="$benchmarks/.results/cli"
mkdir -p "$bin" "$results"

if [[ "${CLI_BENCH_SKIP_BUILD:-0}" != 1 ]]; then
    echo "== Building actionable (release)" >&2
    (cd "$root" && swift build -c release --product actionable >&2)
    echo "== Building GenerateCorpus (release)" >&2
    (cd "$benchmarks" && swift build -c release --product GenerateCorpus >&2)
    echo "== Building scan.c and runner.c" >&2
    # shellcheck disable=SC2046  # pkg-config's flags are several words
    cc -O2 -o "$bin/scan" "$here/scan.c" $(pkg-config --cflags --libs yaml-0.1)
    cc -O2 -o "$bin/runner" "$here/runner.c"
fi
actionable="$(cd "$root" && swift build -c release --show-bin-path)/actionable"
generate="$(cd "$benchmarks" && swift build -c release --show-bin-path)/GenerateCorpus"

# corpus N F: generates N categories in F files once (the generator is deterministic for a seed) and prints the dir.
corpus() {
    local dir="$benchmarks/.corpus/c$1-f$2-s$seed"
    if [[ ! -s "$dir.counts" ]]; then
        mkdir -p "$dir"
        "$generate" --categories "$1" --files "$2" --seed "$seed" --out "$dir" | tee "$dir.counts.tmp" >&2
        mv "$dir.counts.tmp" "$dir.counts"
    fi
    echo "$dir"
}

# Busy CPU seconds of the whole machine (from /proc/stat), so the summary can say what other processes took.
busy_seconds() { awk -v hz="$(getconf CLK_TCK)" '/^cpu /{printf "%.2f", ($2+$3+$4+$7+$8+$9)/hz}' /proc/stat; }

# measure TABLE LABEL... -- : runs the commands named by the labels (defined in `command_for`) in turn, one warm-up
# round (run 0, which the summary skips) then $runs rounds, appending "table label run wall user sys maxrss exit"
# lines to $results/runs.tsv.
measure() {
    local table="$1" corpus_dir="$2"
    shift 2
    local labels=("$@") round label
    echo "$table busy_before $(busy_seconds) $(date +%s.%N) $(cut -d' ' -f1-3 /proc/loadavg)" >> "$results/machine.txt"
    for ((round = 0; round <= runs; round++)); do
        for label in "${labels[@]}"; do
            local -a cmd
            case "$label" in
                validate) cmd=("$actionable" validate "$corpus_dir") ;;
                validate-json) cmd=("$actionable" validate --format json "$corpus_dir") ;;
                scan) cmd=("$bin/scan" "$corpus_dir") ;;
            esac
            local figures
            figures="$("$bin/runner" /dev/null -- "${cmd[@]}" 2>> "$results/stderr.txt")"
            echo "$table $label $round $figures" >> "$results/runs.tsv"
        done
    done
    echo "$table busy_after $(busy_seconds) $(date +%s.%N) $(cut -d' ' -f1-3 /proc/loadavg)" >> "$results/machine.txt"
}

rm -f "$results/runs.tsv" "$results/machine.txt" "$results/stderr.txt" "$results/corpora.txt"
large="$(corpus "$categories" "$files")"
echo "large $(cat "$large.counts")" >> "$results/corpora.txt"
for n in $scaling; do
    dir="$(corpus "$n" $((n / 100)))"
    echo "scale-$n $(cat "$dir.counts")" >> "$results/corpora.txt"
done

echo "== $(date -u +%Y-%m-%dT%H:%M:%SZ) $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?'), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $runs runs" | tee "$results/header.txt"
echo "== Large corpus: $(cat "$large.counts")" >&2
measure large "$large" validate validate-json scan
for n in $scaling; do
    echo "== Scaling: $n categories" >&2
    measure "scale-$n" "$benchmarks/.corpus/c$n-f$((n / 100))-s$seed" validate scan
done

python3 "$here/summary.py" --results "$results" | tee "$results/tables.md"
