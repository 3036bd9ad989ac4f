#!/usr/bin/env bash
# Runs one libFuzzer harness of Fuzz/ for SECONDS, after replaying the inputs that once crashed it.
#
#   scripts/fuzz.sh TARGET [SECONDS]     # TARGET: loader, payload, action-response, configuration, outbox, import, audit (or its executable)
#   scripts/fuzz.sh all [SECONDS]        # each harness in turn, SECONDS each
#
# SECONDS defaults to 60. The harnesses are built once with `--sanitize=fuzzer --sanitize=address` (AddressSanitizer
# and LeakSanitizer: a crash, an out-of-bounds access, a leak, a failed precondition or an input that takes over
# 10 s is a finding). Seeds are the test fixtures; the corpus libFuzzer grows is kept in Fuzz/.corpus/TARGET/ between
# runs (ignored by git). A finding is saved in Fuzz/.findings/ and the script exits 1: minimise it
# (`Fuzz/.build/release/HARNESS -minimize_crash=1 FILE`), fix the bug, add the input to Fuzz/Regressions/HARNESS/ and a
# test that loads it to the test suite.
#
# Settings (environment): FUZZ_CONFIG (release, the default, runs about ten times as many inputs a second as
# debug), FUZZ_JOBS (parallel fuzzing processes, default 1), FUZZ_MAX_LEN (largest input, default
# 4096 bytes: a category file that exercises every rule is under 1 KB), FUZZ_FLAGS (more libFuzzer flags).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fuzz="$root/Fuzz"
target="${1:-}"
seconds="${2:-60}"
jobs="${FUZZ_JOBS:-1}"
max_len="${FUZZ_MAX_LEN:-4096}"
config="${FUZZ_CONFIG:-release}"
# The auditor's harness links swift-syntax, whose release build with the sanitizers takes over 25 minutes on two cores
# (debug: a few); it is fuzzed in debug unless FUZZ_CONFIG says otherwise.
if [[ "${1:-}" == audit || "${1:-}" == FuzzAuditor ]]; then config="${FUZZ_CONFIG:-debug}"; fi

usage() {
    echo "usage: scripts/fuzz.sh loader|payload|action-response|configuration|outbox|import|audit|all [SECONDS]" >&2
    exit 64
}

harness_for() {
    case "$1" in
    loader | FuzzCategoryLoader) echo FuzzCategoryLoader ;;
    payload | FuzzPayloadChecker) echo FuzzPayloadChecker ;;
    action-response | FuzzActionResponse) echo FuzzActionResponse ;;
    configuration | FuzzConfiguration) echo FuzzConfiguration ;;
    outbox | FuzzOutbox) echo FuzzOutbox ;;
    import | FuzzImporter) echo FuzzImporter ;;
    audit | FuzzAuditor) echo FuzzAuditor ;;
    *) return 1 ;;
    esac
}

[[ -n "$target" ]] || usage
[[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || usage
if [[ "$target" == all ]]; then
    for name in loader payload action-response configuration outbox import audit; do
        "$0" "$name" "$seconds"
    done
    exit 0
fi
harness="$(harness_for "$target")" || usage

# SwiftPM passes `-sanitize=fuzzer -sanitize=address` to swiftc as two flags, and for compiling the last one wins:
# the code would get AddressSanitizer but no coverage counters, and libFuzzer would fuzz blind ("Is the code
# instrumented for coverage?"). The combined flag, which comes last, instruments for both; SwiftPM's own flags still
# link libFuzzer's main and the ASan runtime.
build_flags=(--package-path "$fuzz" -c "$config" --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address)
# The Swift runtime's backtracer reads the crashed process's memory, which ASan reports as a second, bogus error.
export SWIFT_BACKTRACE=enable=no
# Leaks inside swift-corelibs-foundation's property-list parser, on its error path (see the file).
export LSAN_OPTIONS="suppressions=$fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

echo "== Building the fuzz harnesses (libFuzzer, AddressSanitizer; $config)"
start=$(date +%s)
swift build "${build_flags[@]}" --product "$harness" 2>&1 | grep -E "error|warning:|Build" | grep -v "__asan_extra_spill_area" |
    grep -v "^\[" || true
binary="$(swift build "${build_flags[@]}" --show-bin-path)/$harness"
[[ -x "$binary" ]] || { echo "error: $binary was not built" >&2; exit 1; }
echo "(took $(($(date +%s) - start)) s)"

# Seeds: the fixtures the tests use, copied so libFuzzer never writes into the repository's own files.
seeds="$(mktemp -d)"
trap 'rm -rf "$seeds"' EXIT
case "$harness" in
FuzzCategoryLoader)
    find "$root/Categories" "$root/Tests/ActionableTests/Fixtures" "$root/Tests/ActionableCLITests/Golden" \
        -type f \( -name '*.yaml' -o -name '*.yml' \) -exec cp --backup=numbered -t "$seeds" {} +
    dictionary="$fuzz/yaml.dict"
    ;;
FuzzPayloadChecker)
    find "$root/Tests/ActionableTests/Fixtures/payload" -type f -name '*.json' -exec cp -t "$seeds" {} +
    dictionary="$fuzz/json.dict"
    ;;
FuzzActionResponse)
    cp "$fuzz/Seeds/ActionResponse/"*.json "$seeds"
    dictionary="$fuzz/json.dict"
    ;;
FuzzOutbox)
    cp "$fuzz/Seeds/Outbox/"*.json "$seeds"
    dictionary="$fuzz/json.dict"
    ;;
FuzzImporter)
    # Each seed is a fixture with the selector byte before it: 0 Objective-C, 1 plist, 2 strings and catalogs.
    i=0
    while IFS= read -r -d '' file; do
        case "$file" in
        *.m | *.h) selector='\x00' ;;
        *.plist) selector='\x01' ;;
        *) selector='\x02' ;;
        esac
        { printf "$selector"; cat "$file"; } >"$seeds/seed-$i"
        i=$((i + 1))
    done < <(find "$root/Tests/ActionableImportTests/Fixtures" -type f \( -name '*.m' -o -name '*.h' -o -name '*.plist' \
        -o -name '*.strings' -o -name '*.xcstrings' \) -print0)
    dictionary="$fuzz/import.dict"
    ;;
FuzzAuditor)
    # Each seed is an app-code fixture with the selector byte before it: 0 Swift, 1 Objective-C.
    i=0
    while IFS= read -r -d '' file; do
        case "$file" in
        *.swift) selector='\x00' ;;
        *) selector='\x01' ;;
        esac
        { printf "$selector"; cat "$file"; } >"$seeds/seed-$i"
        i=$((i + 1))
    done < <(find "$root/Tests/ActionableImportTests/Fixtures/Audit" "$root/Tests/ActionableImportTests/Fixtures/field" \
        -type f \( -name '*.swift' -o -name '*.m' \) -print0)
    dictionary="$fuzz/audit.dict"
    ;;
FuzzConfiguration)
    find "$root/Tests/ActionableTests/Fixtures" -type f -name '.actionable.yml' -exec cp --backup=numbered -t "$seeds" {} +
    cp "$fuzz/Seeds/Configuration/"*.yml "$seeds"
    dictionary="$fuzz/yaml.dict"
    ;;
esac

regressions="$fuzz/Regressions/$harness"
if compgen -G "$regressions/*" >/dev/null; then
    echo "== Replaying $(find "$regressions" -type f | wc -l | tr -d ' ') earlier findings of $harness"
    "$binary" -runs=0 "$regressions" 2>&1 | tail -1
fi

corpus="$fuzz/.corpus/$harness"
findings="$fuzz/.findings/$harness"
mkdir -p "$corpus" "$findings"
log="$(mktemp)"
echo "== Fuzzing $harness for $seconds s ($jobs job(s); corpus $corpus)"
set +e
if [[ "$jobs" -gt 1 ]]; then
    (cd "$findings" && "$binary" "$corpus" "$seeds" -dict="$dictionary" -max_len="$max_len" -timeout=10 \
        -rss_limit_mb=4096 -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$findings/" \
        -jobs="$jobs" -workers="$jobs" ${FUZZ_FLAGS:-} >"$log" 2>&1)
    status=$?
    # The jobs' output is in $log already (libFuzzer echoes it); their own copies are not needed.
    rm -f "$findings"/fuzz-*.log
else
    "$binary" "$corpus" "$seeds" -dict="$dictionary" -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 \
        -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$findings/" ${FUZZ_FLAGS:-} >"$log" 2>&1
    status=$?
fi
set -e

runs=$(awk '/stat::number_of_executed_units/ {sum += $2} END {print sum + 0}' "$log")
rate=$(awk '/stat::average_exec_per_sec/ {sum += $2} END {print sum + 0}' "$log")
coverage=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | awk '{print $2}' || true)
inputs=$(find "$corpus" -type f | wc -l | tr -d ' ')
echo "$harness: $runs executions in $seconds s ($rate/s), coverage ${coverage:-?} edges, corpus $inputs inputs"
if [[ $status -ne 0 ]]; then
    grep -E "ERROR|SUMMARY|Fatal error|Precondition failed|panic|==[0-9]+==" "$log" | head -20 >&2
    echo "error: $harness found a problem (exit $status); the input is in $findings, the log in $log" >&2
    trap - EXIT
    rm -rf "$seeds"
    exit 1
fi
rm -f "$log"
