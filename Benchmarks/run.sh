#!/usr/bin/env bash
# Benchmarks loading a generated corpus of category files against the raw libyaml event scan of the same files,
# in one run, and prints ordo-one/benchmark's table followed by a summary (ratios, peak memory vs corpus size).
#
#   Benchmarks/run.sh                      # 10,000 categories in 100 files
#   ACTIONABLE_BENCH_CATEGORIES=50000 ACTIONABLE_BENCH_FILES=500 Benchmarks/run.sh
#   Benchmarks/run.sh --filter 'scan|load' # extra arguments go to `swift package benchmark`
#
# Other settings: ACTIONABLE_BENCH_SECONDS (per benchmark, default 5), ACTIONABLE_BENCH_ITERATIONS (default 50).
# The corpus goes to Benchmarks/.corpus/, results to Benchmarks/.results/ and the baseline that the table and the
# summary are read from to Benchmarks/.benchmarkBaselines/ (all ignored by git).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
generator="$here/../../shared/bench/gen_corpus.py"
categories="${ACTIONABLE_BENCH_CATEGORIES:-10000}"
files="${ACTIONABLE_BENCH_FILES:-100}"
corpus="$here/.corpus/c${categories}-f${files}"
results="$here/.results"
baseline="run-sh"

if [[ ! -f "$generator" ]]; then
    echo "error: corpus generator not found at $generator (the shared/ folder beside the project)" >&2
    exit 1
fi

mkdir -p "$corpus" "$results"
rm -rf "$results/facts" && mkdir -p "$results/facts"
echo "== Generating corpus: $categories categories in $files files -> $corpus"
python3 "$generator" --categories "$categories" --files "$files" --out "$corpus" | tee "$results/corpus.txt"

export ACTIONABLE_BENCH_CORPUS="$corpus"
export ACTIONABLE_BENCH_FACTS="$results/facts"

cd "$here"
echo "== Building and running the benchmarks (each benchmark runs in a process of its own)"
start=$(date +%s)
swift package --disable-sandbox --allow-writing-to-package-directory \
    benchmark baseline update "$baseline" --no-progress "$@"
echo "(build + run took $(( $(date +%s) - start )) s)"

swift package --disable-sandbox benchmark baseline read "$baseline" --no-progress 2>/dev/null \
    | sed -n '/^Baseline/,$p'
swift package --disable-sandbox benchmark baseline read "$baseline" --no-progress \
    --format influx --path stdout 2>/dev/null | grep '^CategoryLoading,' > "$results/results.csv"

python3 "$here/summary.py" --corpus "$corpus" --results "$results/results.csv" --facts "$results/facts"
