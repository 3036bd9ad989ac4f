#!/usr/bin/env bash
# The app side of a tap (issue 21), each next to its baseline in the same run, and a summary with both ratios:
#
#   routing     the generated `Handlers.route` (typed `Response(tap)`, then the category's handler method) vs a
#               hand-written switch on identifier strings calling the same handler methods, over the same 22 taps.
#               Target: typed <= 1.5x hand-written.
#   forwarding  `ActionForwarder.deliver` over `URLSessionTransport` vs a bare URLSession POST of the same body with
#               the same headers, to the same in-process Hummingbird server on 127.0.0.1. Target: <= 1.2x.
#
#   Benchmarks/app/run.sh
#   Benchmarks/app/run.sh --filter 'routing.*'     # extra arguments go to `swift package benchmark`
#
# The benchmarks are the AppSide target (Benchmarks/Benchmarks/AppSide/); each runs for at most 3 s in a process of
# its own. The first build takes several minutes on 2 cores. ordo-one's baseline goes to
# Benchmarks/.benchmarkBaselines/ and the exported results to Benchmarks/.results/app-side.csv (both ignored by git).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
benchmarks="$(cd "$here/.." && pwd)"
results="$benchmarks/.results"
baseline="app-side"
mkdir -p "$results"
cd "$benchmarks"

echo "== Building the benchmark package (release)"
start=$(date +%s)
swift package --disable-sandbox benchmark list --target AppSide --no-progress >/dev/null
echo "(build took $(( $(date +%s) - start )) s)"

# CPU the whole machine spent during the run, less what this script's children spent: how much of the cores other
# processes took while the rows ran one after another.
busy_ticks() { awk '/^cpu /{print $2+$3+$4+$7+$8+$9}' /proc/stat; }
children_seconds() { awk 'NR==2{for(i=1;i<=2;i++){split($i,a,"m");t+=a[1]*60+a[2]}} END{printf "%.2f", t}' "$1"; }
echo "== Running (each benchmark in a process of its own, at most 3 s each)"
times > "$results/app-times-before"; ticks_before=$(busy_ticks); wall_before=$(date +%s.%N)
swift package --disable-sandbox --allow-writing-to-package-directory \
    benchmark baseline update "$baseline" --target AppSide --no-progress "$@" >/dev/null
times > "$results/app-times-after"; ticks_after=$(busy_ticks); wall_after=$(date +%s.%N)
cpu_before=$(children_seconds "$results/app-times-before"); cpu_after=$(children_seconds "$results/app-times-after")
other_cores=$(awk -v tb="$ticks_before" -v ta="$ticks_after" -v cb="$cpu_before" -v ca="$cpu_after" \
    -v wb="$wall_before" -v wa="$wall_after" -v hz="$(getconf CLK_TCK)" \
    'BEGIN{o=((ta-tb)/hz-(ca-cb))/(wa-wb); if(o<0)o=0; printf "%.2f", o}')
rm -f "$results/app-times-before" "$results/app-times-after"
echo "(run took $(awk -v a="$wall_after" -v b="$wall_before" 'BEGIN{printf "%.0f", a-b}') s)"

swift package --disable-sandbox benchmark baseline read "$baseline" --no-progress 2>/dev/null \
    | sed -n '/^Baseline/,$p'
swift package --disable-sandbox benchmark baseline read "$baseline" --no-progress \
    --format influx --path stdout 2>/dev/null | grep '^AppSide,' > "$results/app-side.csv"

python3 - "$results/app-side.csv" "$other_cores" <<'EOF'
"""Both ratios from ordo-one's influx export: raw values, nanoseconds for times; for the routing rows (1,000 taps
per sample) the value is per sample, so it is divided by 1,000."""
import csv
import sys

path, other_cores = sys.argv[1], float(sys.argv[2])
ROWS = {
    "1": "routing, baseline: hand-written switch on identifier strings",
    "2": "routing: generated Handlers.route (typed Response, handler method)",
    "3": "routing, detail: generated Response(tap) alone",
    "4": "routing, reference: the loop, await of an empty function",
    "5": "forwarding, baseline: bare URLSession POST, same body and headers",
    "6": "forwarding: ActionForwarder.deliver over URLSessionTransport",
    "7": "forwarding, detail: NotificationTap.jsonBody()",
}
PER_SAMPLE = {"1": 1000, "2": 1000, "3": 1000, "4": 1000}
ROUTING_TARGET = 1.5
FORWARDING_TARGET = 1.2

wall, mallocs, samples = {}, {}, {}
with open(path, newline="", encoding="utf-8") as handle:
    for row in csv.reader(handle):
        if len(row) < 13:
            continue
        metric, test, percentile, value = row[6], row[8].strip('"'), float(row[9]), float(row[10])
        number = test.split(" ", 1)[0]
        if number not in ROWS:
            continue
        scale = PER_SAMPLE.get(number, 1)
        if metric == "Time(wallclock)":
            wall.setdefault(number, {})[percentile] = value / scale
            samples[number] = int(row[12])
        elif metric == "Malloc(total)" and percentile == 50.0:
            mallocs[number] = value / scale


def show(ns):
    return f"{ns / 1000:8.1f} us" if ns >= 10_000 else f"{ns:8.0f} ns"


print()
print("=" * 100)
print("Summary: the app side of a tap (p50 of ordo-one/benchmark; per tap for routing, per delivery for forwarding)")
print("=" * 100)
print(f"{'row':70} {'p50':>11} {'min':>11} {'allocs':>7} {'samples':>7}")
for number, label in ROWS.items():
    if number not in wall:
        continue
    print(f"{number} {label:68} {show(wall[number][50.0])} {show(wall[number][0.0])} "
          f"{mallocs.get(number, 0):7.0f} {samples[number]:7d}")
print()
print(f"other processes used {other_cores:.2f} cores on average during the run; the rows run one after another, so")
print("a busy machine moves each ratio (the min in brackets is the least disturbed sample of each row).")
print()
verdicts = []
for name, typed, base, target in (
    ("routing: typed / hand-written switch", "2", "1", ROUTING_TARGET),
    ("forwarding: ActionForwarder / bare URLSession POST", "6", "5", FORWARDING_TARGET),
):
    if typed in wall and base in wall:
        ratio = wall[typed][50.0] / wall[base][50.0]
        best = wall[typed][0.0] / wall[base][0.0]
        print(f"{name:52} = {ratio:5.2f}x  [{best:5.2f}x]   target <= {target}x"
              f"  -> {'MET' if ratio <= target else 'NOT MET'}")
        verdicts.append(ratio <= target)
if all(number in wall for number in "124"):
    loop = wall["4"]
    if wall["1"][50.0] > loop[50.0] and wall["1"][0.0] > loop[0.0]:
        net = (wall["2"][50.0] - loop[50.0]) / (wall["1"][50.0] - loop[50.0])
        best = (wall["2"][0.0] - loop[0.0]) / (wall["1"][0.0] - loop[0.0])
        print(f"{'routing without the loop (row 4 taken from both)':52} = {net:5.2f}x  [{best:5.2f}x]")
if not verdicts:
    print("no results were read; see the benchmark output above", file=sys.stderr)
    sys.exit(1)
EOF
