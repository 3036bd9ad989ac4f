#!/usr/bin/env bash
# Times `actionable preview` as a user runs it, and the index page's search in Chromium:
#
#   1. Writing the site: whole processes (wall time, peak resident memory, from runner.c) of
#      `actionable preview DIR --output SITE` into a new directory, and with --force over the last one, on 1,000 categories (issue 36's target: at most 2 s, release) and
#      on 10,000, each next to its floor measured in the same run: `actionable validate DIR`, the same load and
#      validation without drawing a page.
#   2. Searching the 10,000-category index in headless Chromium (scripts/preview-browser.py search-latency): from
#      setting the search box's value to the second animation frame after it, so style, layout and a frame are in it
#      (target: within 100 ms). Its floor, in the same page: an input event that changes nothing, which costs the two
#      frames the measurement waits for.
#
#   Benchmarks/preview/run.sh
#   PREVIEW_BENCH_RUNS=9 Benchmarks/preview/run.sh
#
# The corpora come from GenerateCorpus (ActionableTesting's CategoryCorpus, deterministic from the seed): categories
# with texts in English and Japanese, so each page draws two locales, light and dark. actionable is built in release
# (PREVIEW_BENCH_SKIP_BUILD=1 reuses what is built); chromium and python3-websocket must be installed
# (scripts/check-preview-browser.sh installs them).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
benchmarks="$(dirname "$here")"
root="$(dirname "$benchmarks")"
runs="${PREVIEW_BENCH_RUNS:-5}"
seed="${PREVIEW_BENCH_SEED:-20240611}"
bin="$benchmarks/.build/preview"
results="$benchmarks/.results/preview"
mkdir -p "$bin" "$results"

if [[ "${PREVIEW_BENCH_SKIP_BUILD:-0}" != 1 ]]; then
    echo "== Building actionable and GenerateCorpus (release)" >&2
    (cd "$root" && swift build -c release --product actionable >&2)
    (cd "$benchmarks" && swift build -c release --product GenerateCorpus >&2)
    cc -O2 -o "$bin/runner" "$benchmarks/cli/runner.c"
fi
actionable="$(cd "$root" && swift build -c release --show-bin-path)/actionable"
generate="$(cd "$benchmarks" && swift build -c release --show-bin-path)/GenerateCorpus"

corpus() {
    local dir="$benchmarks/.corpus/c$1-f$2-s$seed"
    if [[ ! -s "$dir.counts" ]]; then
        mkdir -p "$dir"
        "$generate" --categories "$1" --files "$2" --seed "$seed" --out "$dir" | tee "$dir.counts.tmp" >&2
        mv "$dir.counts.tmp" "$dir.counts"
    fi
    echo "$dir"
}

: > "$results/runs.tsv"
for n in 1000 10000; do
    dir="$(corpus "$n" $((n / 100)))"
    for ((round = 0; round <= runs; round++)); do
        for label in preview replace validate; do
            case "$label" in
                # A new output directory each run (removed before the run, outside the timing): what a first
                # preview, and a CI job, does.
                preview)
                    rm -rf "$results/site-$n"
                    cmd=("$actionable" preview "$dir" --output "$results/site-$n")
                    ;;
                # --force over the previous run's site: the old one is moved aside and deleted in the same process.
                replace) cmd=("$actionable" preview "$dir" --output "$results/site-$n" --force) ;;
                validate) cmd=("$actionable" validate "$dir") ;;
            esac
            figures="$("$bin/runner" /dev/null -- "${cmd[@]}" 2>> "$results/stderr.txt")"
            echo "$n $label $round $figures" >> "$results/runs.tsv"
        done
    done
    du -sk "$results/site-$n" | cut -f1 > "$results/site-$n.kib"
done

echo "== Searching the 10,000-category index in Chromium" >&2
/usr/bin/python3 "$root/scripts/preview-browser.py" search-latency "$results/site-10000/index.html" --runs "$runs" \
    --queries ",,cat,reply,destructive,order ja,zzz-no-match," > "$results/search.json"

python3 - "$results" "$runs" <<'PY'
import json, os, statistics, sys
results, runs = sys.argv[1], int(sys.argv[2])
rows = [line.split() for line in open(os.path.join(results, "runs.tsv"))]
print(f"actionable preview (release), whole processes, {runs} runs after a warm-up, medians:")
print("| categories | command | wall (s) | user (s) | peak RSS (MB) | site (MB) |")
print("|---|---|---|---|---|---|")
for n in ("1000", "10000"):
    size = int(open(os.path.join(results, f"site-{n}.kib")).read()) / 1024
    for label, name in (("preview", "actionable preview DIR --output SITE (new directory)"),
                        ("replace", "actionable preview DIR --output SITE --force (replacing the last one)"),
                        ("validate", "floor: actionable validate DIR")):
        mine = [r for r in rows if r[0] == n and r[1] == label and r[2] != "0"]
        wall = statistics.median(float(r[3]) for r in mine)
        user = statistics.median(float(r[4]) for r in mine)
        rss = statistics.median(int(r[6]) for r in mine) / 1024
        bad = [r for r in mine if r[7] != "0"]
        site = f"{size:.1f}" if label != "validate" else ""
        print(f"| {int(n):,} | {name} | {wall:.3f} | {user:.3f} | {rss:.1f} | {site}{' (failed runs!)' if bad else ''} |")
search = json.load(open(os.path.join(results, "search.json")))
print()
print(f"Index search in Chromium, {search['rows']:,} rows, page load {search['load_ms']} ms; from setting the query "
      "to the second frame after it:")
print("| query | rows shown | median (ms) | max (ms) | handler + style + layout (ms) |")
print("|---|---|---|---|---|")
previous = None
for q in search["queries"]:
    name = f"`{q['query']}`" if q["query"] else ("floor: no change" if previous == "" else "(cleared)")
    print(f"| {name} | {q['visible']:,} | {q['median_ms']} | {q['max_ms']} | {q['sync_median_ms']} |")
    previous = q["query"]
PY
