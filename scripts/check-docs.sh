#!/usr/bin/env bash
# Builds the documentation as README says (one DocC catalog per library product, combined into one site), with DocC's
# warnings as errors; fails when a public symbol of those products has no documentation comment
# (scripts/check-doc-coverage.py) or when a link or anchor of the site, README.md, CONTRIBUTING.md or
# Benchmarks/README.md is broken (scripts/check-links.py). Prints how long the build took.
set -euo pipefail
cd "$(dirname "$0")/.."
products=(Actionable ActionableApp ActionableHummingbird ActionablePostgres ActionableTesting ActionableImport)
arguments=()
for product in "${products[@]}"; do arguments+=(--product "$product"); done

start=$(date +%s)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# README's command, with the product list spelled out and DocC's warnings as errors.
if ! swift package --traits HTTP,Postgres,Import generate-documentation "${arguments[@]}" \
    --enable-experimental-combined-documentation --experimental-skip-synthesized-symbols --warnings-as-errors \
    >"$log" 2>&1; then
    grep -v '^\[' "$log" >&2
    echo "error: generate-documentation failed (above)" >&2
    exit 1
fi
# SwiftPM's own notes about dependencies' files are not the documentation's; DocC's warnings are errors already.
if grep -E "^(warning|error): " "$log" | grep -v "found [0-9]* file(s) which are unhandled" >&2; then
    echo "error: the documentation build warned (above)" >&2
    exit 1
fi
echo "check-docs: generate-documentation built ${#products[@]} catalogs in $(($(date +%s) - start)) s"

python3 scripts/check-doc-coverage.py "${products[@]}"
python3 scripts/check-links.py --archive .build/plugins/Swift-DocC/outputs/Actionable.doccarchive
