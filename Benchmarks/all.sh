#!/usr/bin/env bash
# The measurements issues 14 and 21 state targets for, in one run on one machine, each next to its baseline:
#
#   1. HTTP      bare Hummingbird vs Actionable's endpoint (HMAC, in-memory store, no-op handler) vs the example
#                service: http/run.sh. Targets (issue 25): noop >= 80% of bare's requests/s, p99 <= 1.5x
#                bare's; (issue 39) serve >= 70%. With the PostgreSQL server of scripts/postgres.sh running, also
#                the PostgreSQL store in both handler modes vs a hand-written SQL floor (issue 39: within 1.5x).
#   2. Dispatch  an awaited async closure from a [String: closure] dictionary vs callback and async dispatch:
#                the DispatchThroughput benchmarks. Target: <= 2x the baseline.
#   3. Load      the raw libyaml event scan vs load + validate of 100,000 categories in 1,000 files (about 36 MB):
#                run.sh. Targets: <= 1.2x the scan's wall time, peak memory above the idle process <= 3x the corpus.
#   4. App side  issue 21's two: routing a tap through the generated typed code vs a hand-written switch on identifier
#                strings (target <= 1.5x), and ActionForwarder.deliver vs a bare URLSession POST to the same local
#                server (target <= 1.2x): app/run.sh, about 2 minutes once built.
#   5. CLI       `actionable validate` as users run it (whole processes, peak RSS) vs a C libyaml scan of the same
#                directory, on the large corpus, then 1k to 400k categories: cli/run.sh.
#   6. Import    `actionable-import swift` on a 150 KB app delegate (whole processes, release) vs `swiftc -parse` of
#                the same file: import/run.sh. Target (issue 35): at most 2 s, parse included.
#
#   Benchmarks/all.sh                 # everything (about 25 minutes on 2 cores, most of it the first build)
#   ACTIONABLE_BENCH_CATEGORIES=10000 ACTIONABLE_BENCH_FILES=100 Benchmarks/all.sh   # a smaller corpus
#
# Each part prints its own table and summary; the output also goes to Benchmarks/.results/all.txt. Run it on a
# quiet machine: the parts are measured one after another, and each compares with a baseline measured in the same
# part, but other processes on 2 cores still move the figures.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
mkdir -p "$here/.results"
{
    echo "== $(date -u +%Y-%m-%dT%H:%M:%SZ) $(git -C "$here/.." rev-parse --short HEAD 2>/dev/null || echo '?'), $(nproc) cores"
    echo "== 1/6 HTTP"
    if PGPASSWORD=actionable psql -h 127.0.0.1 -U actionable -d actionable -Atc "SELECT 1" >/dev/null 2>&1; then
        HTTP_BENCH_POSTGRES="${HTTP_BENCH_POSTGRES:-1}" "$here/http/run.sh"
    else
        echo "(no PostgreSQL on 127.0.0.1:5432: the PostgreSQL rows are skipped; scripts/postgres.sh starts one)"
        "$here/http/run.sh"
    fi
    echo "== 2/6 Dispatch"
    (cd "$here" && swift package --disable-sandbox benchmark --target DispatchThroughput --no-progress 2>&1 \
        | sed -n '/^====/,$p')
    echo "== 3/6 Load"
    ACTIONABLE_BENCH_CATEGORIES="${ACTIONABLE_BENCH_CATEGORIES:-100000}" \
        ACTIONABLE_BENCH_FILES="${ACTIONABLE_BENCH_FILES:-1000}" \
        ACTIONABLE_BENCH_ITERATIONS="${ACTIONABLE_BENCH_ITERATIONS:-10}" \
        ACTIONABLE_BENCH_SECONDS="${ACTIONABLE_BENCH_SECONDS:-60}" \
        "$here/run.sh" --filter '(1 scan|2 scan|3 load).*'
    echo "== 4/6 App side"
    "$here/app/run.sh"
    echo "== 5/6 CLI"
    "$here/cli/run.sh"
    echo "== 6/6 Import"
    "$here/import/run.sh"
} 2>&1 | tee "$here/.results/all.txt"
