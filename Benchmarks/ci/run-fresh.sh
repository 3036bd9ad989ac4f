#!/usr/bin/env bash
# Runs `.ci/run` on a fresh clone of REF (default HEAD) and keeps its phase table in Benchmarks/ci/runs/SHA.txt:
# the figures Benchmarks/ci/README.md compares. The whole log goes to runs/SHA.log (ignored by git).
#
#   Benchmarks/ci/run-fresh.sh [REF]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(git -C "$here" rev-parse --show-toplevel)"
ref="${1:-HEAD}"
sha="$(git -C "$repo" rev-parse --short "$ref")"
clone="$(mktemp -d)/actionable"
trap 'rm -rf "$(dirname "$clone")"' EXIT
git clone -q "$repo" "$clone"
git -C "$clone" checkout -q "$sha"
mkdir -p "$here/runs"
status=0
(cd "$clone" && CI=true bash .ci/run) >"$here/runs/$sha.log" 2>&1 || status=$?
python3 "$here/phases.py" "$here/runs/$sha.log" | tee "$here/runs/$sha.txt"
echo "fresh clone of $sha: .ci/run exited $status (log: $here/runs/$sha.log)"
exit "$status"
