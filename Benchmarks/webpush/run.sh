#!/usr/bin/env bash
# Web Push sending: `actionable-webpush bench` encrypts and signs one push for each of N subscriptions (N different
# keys, four push services), as whole processes, beside what the same run measures of
#   the floor: swift-crypto alone per push — a new P-256 key, the ECDH, RFC 8291's HKDF steps, one AES-128-GCM seal
#              (`bench --mode floor`, in the same binary);
#   the peer:  PyPI's pywebpush encrypting the same plaintexts for the same subscriptions (peer.py), alone and with
#              the VAPID header its webpush() signs for every push.
# Targets (issue 58): Actionable ≤ 1.5× the floor, ≥ 10× faster than the peer.
#
#   Benchmarks/webpush/run.sh
#   WEBPUSH_BENCH_PUSHES=20000 WEBPUSH_BENCH_RUNS=9 Benchmarks/webpush/run.sh
#
# Settings: WEBPUSH_BENCH_PUSHES (default 5000), WEBPUSH_BENCH_RUNS (runs of each command after one warm-up, default
# 5), WEBPUSH_BENCH_SKIP_BUILD=1 (use the release binary already built). The release build goes to the package's own
# .build; pywebpush is installed, pinned, into the virtual environment scripts/check-webpush.sh uses. Results go to
# Benchmarks/.results/webpush/ (ignored by git).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$(dirname "$here")")"
pushes="${WEBPUSH_BENCH_PUSHES:-5000}"
runs="${WEBPUSH_BENCH_RUNS:-5}"
results="$root/Benchmarks/.results/webpush"
mkdir -p "$results"

if [[ "${WEBPUSH_BENCH_SKIP_BUILD:-0}" != 1 ]]; then
    echo "== Building actionable-webpush (release)" >&2
    (cd "$root" && swift build -c release --traits WebPush --product actionable-webpush >&2)
fi
cli="$(cd "$root" && swift build -c release --traits WebPush --show-bin-path)/actionable-webpush"

venv="${XDG_CACHE_HOME:-$HOME/.cache}/actionable/webpush-py-1"
if ! "$venv/bin/python" -c "import http_ece, pywebpush, py_vapid, cryptography" >/dev/null 2>&1; then
    rm -rf "$venv" && mkdir -p "$(dirname "$venv")" && python3 -m venv "$venv"
    timeout 600 "$venv/bin/pip" install --quiet --disable-pip-version-check \
        "pywebpush==2.5.0" "http-ece==1.2.1" "py-vapid==1.9.6"
fi
python="$venv/bin/python"
echo "== $("$python" -c 'import importlib.metadata as m; print("pywebpush", m.version("pywebpush"), "http-ece", m.version("http-ece"), "cryptography", m.version("cryptography"))')" >&2

subscriptions="$results/subscriptions-$pushes.jsonl"
[ -s "$subscriptions" ] || "$python" "$here/subscriptions.py" "$pushes" "$subscriptions"

cd "$root"
echo "== $pushes pushes, $runs runs of each command (after a warm-up), in turn" >&2
"$python" "$here/compare.py" "$runs" "$results" \
    "actionable=$cli bench --subscriptions $subscriptions --mode actionable" \
    "floor (swift-crypto)=$cli bench --subscriptions $subscriptions --mode floor" \
    "floor, PrivateKey() (swift-crypto)=$cli bench --subscriptions $subscriptions --mode floor-fips-key" \
    "pywebpush encrypt=$python $here/peer.py $subscriptions encrypt" \
    "pywebpush encrypt+sign=$python $here/peer.py $subscriptions encrypt+sign" | tee "$results/table.md"
