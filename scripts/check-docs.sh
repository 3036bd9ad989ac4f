#!/usr/bin/env bash
# Builds the documentation with README's command, as written there (one DocC catalog per library product, combined
# into one site), with DocC's warnings as errors, after checking that it names every library product; fails when a
# public symbol of those products has no documentation comment (scripts/check-doc-coverage.py) or when a link or
# anchor of the site, README.md, CONTRIBUTING.md or Benchmarks/README.md is broken (scripts/check-links.py).
set -euo pipefail
cd "$(dirname "$0")/.."
# README's command, as written there, with DocC's warnings as errors.
command="$(awk '/^<!-- docs:/ {found = 1; next} found && /^```sh$/ {inside = 1; next} inside && /^```$/ {exit} inside' README.md |
    sed 's/\\$//' | tr '\n' ' ')"
[ -n "$command" ] || {
    echo "error: README has no documentation command after <!-- docs: -->" >&2
    exit 1
}
read -r -a words <<<"$command"
[ "${words[0]} ${words[1]}" = "swift package" ] || {
    echo "error: README's documentation command is not swift package …: $command" >&2
    exit 1
}
products=()
for ((i = 0; i < ${#words[@]}; i++)); do
    [ "${words[$i]}" = --product ] && products+=("${words[$((i + 1))]}")
done
library_products="$(swift package dump-package | python3 -c '
import json, sys
print(" ".join(sorted(p["name"] for p in json.load(sys.stdin)["products"]
    if "library" in p["type"]
    and p["name"] not in ("ActionableImportSwift", "ActionableUserNotificationsStandIn"))))')"
if [ "$(printf '%s\n' "${products[@]}" | sort | tr '\n' ' ')" != "$library_products " ]; then
    echo "error: README documents ${products[*]}; the library products are $library_products" >&2
    echo "(not documented: ActionableImportSwift, the Swift reader the adoption article covers, and the tests'" \
        "UserNotifications stand-in, which exists only on Linux)" >&2
    exit 1
fi

start=$(date +%s)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! "${words[@]}" --warnings-as-errors >"$log" 2>&1; then
    grep -v '^\[' "$log" >&2
    echo "error: generate-documentation failed (above)" >&2
    exit 1
fi
# SwiftPM's own notes about dependencies' files are not the documentation's; DocC's warnings are errors already.
if grep -E "^(warning|error): " "$log" | grep -v "found [0-9]* file(s) which are unhandled" >&2; then
    echo "error: the documentation build warned (above)" >&2
    exit 1
fi
echo "check-docs: README's command built ${#products[@]} catalogs in $(($(date +%s) - start)) s"

python3 scripts/check-doc-coverage.py "${products[@]}"
python3 scripts/check-links.py --archive .build/plugins/Swift-DocC/outputs/Actionable.doccarchive
