#!/usr/bin/env bash
# The developer's loop: builds incrementally with CI's flags (so CI's build and this one are the same build) and runs
# only the test targets a change can affect, instead of the whole suite.
#
#   scripts/test-fast.sh                 # what differs from HEAD: staged, unstaged and untracked files
#   scripts/test-fast.sh --since REF     # ... and the commits since REF as well (say, origin/main)
#   scripts/test-fast.sh --all           # every test target (the full suite, as .ci/run runs it)
#   scripts/test-fast.sh -- ARGS         # more arguments for `swift test` (say, --filter 'Outbox')
#
# A changed file under Sources/MODULE/ selects every test target that depends on MODULE, directly or through other
# modules (read from `swift package dump-package`); a file under Tests/TARGET/ selects TARGET; Package.swift, the
# fixtures every target shares (Categories/, Fuzz/Regressions/) or a Swift file it cannot place selects them all;
# the packages of their own (Fuzz/, Benchmarks/, Examples/) select none. It says why for each file. Nothing changed: it says so and runs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_DETERMINISTIC_HASHING=1 # as .ci/run: without it SwiftPM's trait flags change order and everything rebuilds
traits=HTTP,Postgres,Import,WebPush,Vapor

since="" all=false extra=()
while [ $# -gt 0 ]; do
    case "$1" in
    --since)
        [ $# -ge 2 ] || { echo "error: --since needs a git revision (say, origin/main)" >&2; exit 64; }
        since="$2"
        shift 2
        ;;
    --all)
        all=true
        shift
        ;;
    --)
        shift
        extra=("$@")
        break
        ;;
    *)
        echo "usage: scripts/test-fast.sh [--since REF] [--all] [-- SWIFT_TEST_ARGS...]" >&2
        exit 64
        ;;
    esac
done

changed="$(
    {
        git diff --name-only HEAD
        git ls-files --others --exclude-standard
        [ -z "$since" ] || git diff --name-only "$since"...HEAD
    } | sort -u
)"

selected="$(
    swift package dump-package 2>/dev/null | CHANGED="$changed" ALL="$all" python3 -c '
import json, os, sys
package = json.load(sys.stdin)
targets = {t["name"]: t for t in package["targets"]}
def dependencies(target):
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dependency:
                yield dependency[kind][0]
tests = sorted(name for name, target in targets.items() if target["type"] == "test")
closure = {}
def reaches(name, seen=None):
    if name in closure:
        return closure[name]
    result = {name}
    for dependency in dependencies(targets.get(name, {})):
        if dependency in targets:
            result |= reaches(dependency)
    closure[name] = result
    return result
def path_of(name):
    target = targets[name]
    return target.get("path") or ("Tests/" if target["type"] == "test" else "Sources/") + name
everything = os.environ["ALL"] == "true"
chosen, reasons = set(), []
for file in filter(None, os.environ["CHANGED"].splitlines()):
    owners = [name for name in targets if file.startswith(path_of(name).rstrip("/") + "/")]
    if file in ("Package.swift",) or file.startswith(("Categories/", "Fuzz/Regressions/")):
        everything = True
        reasons.append(f"{file}: every test target reads it")
    elif owners:
        owner = max(owners, key=lambda name: len(path_of(name)))
        hit = [test for test in tests if owner in reaches(test)]
        chosen |= set(hit)
        joined = ", ".join(hit) or "no test target"
        reasons.append(f"{file}: {owner} -> {joined}")
    elif file.startswith(("Fuzz/", "Benchmarks/", "Examples/")):
        reasons.append(f"{file}: a package of its own, which no test target builds")
    elif file.endswith(".swift"):
        everything = True
        reasons.append(f"{file}: Swift outside any target, so every test target")
for reason in reasons:
    print("# " + reason)
print(" ".join(tests if everything else sorted(chosen)))
')"
grep '^# ' <<<"$selected" | sed 's/^# /  /' || true
targets="$(grep -v '^# ' <<<"$selected" | tail -1)"
if [ -z "$targets" ]; then
    echo "test-fast: no test target is affected by what changed (nothing to run; --all runs everything)"
    exit 0
fi
echo "test-fast: $targets"

start=$(date +%s)
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if ! swift build --build-tests --traits "$traits" -Xswiftc -warnings-as-errors >"$log" 2>&1; then
    cat "$log"
    exit 1
fi
grep -E "warning:|error:|Compiling [A-Za-z]|Build complete" "$log" | grep -v "unhandled" || true
built=$(date +%s)
filter="^($(tr ' ' '|' <<<"$targets"))\\."
swift test --skip-build --traits "$traits" --filter "$filter" ${extra[@]+"${extra[@]}"}
echo "test-fast: built in $((built - start)) s, tested in $(($(date +%s) - built)) s ($targets)"
