#!/usr/bin/env bash
# Benchmarks loading a generated corpus of category files against the raw libyaml event scan of the same files,
# in one run, and prints ordo-one/benchmark's table followed by a summary (ratios, peak memory vs corpus size).
#
#   Benchmarks/run.sh                      # 10,000 categories in 100 files
#   ACTIONABLE_BENCH_CATEGORIES=50000 ACTIONABLE_BENCH_FILES=500 Benchmarks/run.sh
#   Benchmarks/run.sh --filter 'scan|load' # extra arguments go to `swift package benchmark`
#
# The corpus is ActionableTesting's CategoryCorpus (deterministic from ACTIONABLE_BENCH_SEED), written by the
# GenerateCorpus target of this package.
# Other settings: ACTIONABLE_BENCH_SECONDS (per benchmark, default 5), ACTIONABLE_BENCH_ITERATIONS (default 50).
# The corpus goes to Benchmarks/.corpus/, results to Benchmarks/.results/ and the baseline that the table and the
# summary are read from to Benchmarks/.benchmarkBaselines/ (all ignored by git).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
categories="${ACTIONABLE_BENCH_CATEGORIES:-10000}"
files="${ACTIONABLE_BENCH_FILES:-100}"
seed="${ACTIONABLE_BENCH_SEED:-20240611}"
corpus="$here/.corpus/c${categories}-f${files}-s${seed}"
results="$here/.results"
baseline="run-sh"

mkdir -p "$corpus" "$results"
rm -rf "$results/facts" && mkdir -p "$results/facts"
echo "== Generating corpus: $categories categories in $files files (seed $seed) -> $corpus"
(cd "$here" && swift build -c release --product GenerateCorpus >/dev/null)
"$(cd "$here" && swift build -c release --show-bin-path)/GenerateCorpus" --categories "$categories" \
    --files "$files" --seed "$seed" --out "$corpus" | tee "$results/corpus.txt"

export ACTIONABLE_BENCH_CORPUS="$corpus"
export ACTIONABLE_BENCH_FACTS="$results/facts"

cd "$here"
echo "== Building the benchmark package (release; the first build takes a few minutes)"
start=$(date +%s)
swift package --disable-sandbox benchmark list --no-progress
echo "(build took $(( $(date +%s) - start )) s)"

# CPU the whole machine spent during the run, and CPU this script's children spent, so the summary can tell how
# much of the 2 cores other processes took while the (parallel) load ran.
busy_ticks() { awk '/^cpu /{print $2+$3+$4+$7+$8+$9}' /proc/stat; }
# `times` must run in this shell (a subshell starts at zero), so it goes through a file.
children_seconds() { awk 'NR==2{for(i=1;i<=2;i++){split($i,a,"m");t+=a[1]*60+a[2]}} END{printf "%.2f", t}' "$1"; }
echo "== Running the benchmarks (each benchmark in a process of its own)"
times > "$results/times-before"; ticks_before=$(busy_ticks); wall_before=$(date +%s.%N)
swift package --disable-sandbox --allow-writing-to-package-directory \
    benchmark baseline update "$baseline" --target CategoryLoading --no-progress "$@"
times > "$results/times-after"; ticks_after=$(busy_ticks); wall_after=$(date +%s.%N)
cpu_before=$(children_seconds "$results/times-before"); cpu_after=$(children_seconds "$results/times-after")
other_cores=$(awk -v tb="$ticks_before" -v ta="$ticks_after" -v cb="$cpu_before" -v ca="$cpu_after" \
    -v wb="$wall_before" -v wa="$wall_after" -v hz="$(getconf CLK_TCK)" \
    'BEGIN{o=((ta-tb)/hz-(ca-cb))/(wa-wb); if(o<0)o=0; printf "%.2f", o}')
echo "(run took $(awk -v a="$wall_after" -v b="$wall_before" 'BEGIN{printf "%.0f", a-b}') s)"

swift package --disable-sandbox benchmark baseline read "$baseline" --no-progress 2>/dev/null \
    | sed -n '/^Baseline/,$p'
swift package --disable-sandbox benchmark baseline read "$baseline" --no-progress \
    --format influx --path stdout 2>/dev/null | grep '^CategoryLoading,' > "$results/results.csv"

python3 "$here/summary.py" --corpus "$corpus" --results "$results/results.csv" --facts "$results/facts" \
    --other-cores "$other_cores"
