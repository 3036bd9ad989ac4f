#!/usr/bin/env bash
# The pre-commit hook's entry (.pre-commit-hooks.yaml): `actionable ARGS…`, with `actionable` built in release the
# way the GitHub Action builds it (actionable-action.sh build: the validator's product only, nothing of the server or
# the importer). pre-commit clones this repository at the rev a team pins into its cache; the build is kept in that
# clone, in .build-pre-commit/actionable-action/ (the action's layout under its runner.temp), so it happens once per
# rev: the first commit that runs the hook builds (a minute or two), every later one runs the binary at once.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cache="$repo/.build-pre-commit/actionable-action"
log="$(mktemp "${TMPDIR:-/tmp}/actionable-pre-commit.XXXXXX")"
trap 'rm -f "$log"' EXIT
if ! ACTIONABLE_PACKAGE_PATH="$repo" ACTIONABLE_BIN_DIR="$cache/bin" ACTIONABLE_BUILD_PATH="$cache/build" \
    GITHUB_OUTPUT="" bash "$repo/scripts/action/actionable-action.sh" build >"$log" 2>&1; then
    cat "$log" >&2
    echo "error: building actionable for the pre-commit hook failed (above)" >&2
    exit 1
fi
rm -f "$log"
trap - EXIT
exec "$cache/bin/actionable" "$@"
