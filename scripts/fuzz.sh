#!/usr/bin/env bash
# Runs the libFuzzer harnesses of Fuzz/, each after replaying the inputs that once crashed it.
#
#   scripts/fuzz.sh TARGET [SECONDS]       # TARGET: loader, payload, action-response, configuration, outbox, import, audit (or its executable)
#   scripts/fuzz.sh all [SECONDS]          # each harness in turn, SECONDS each
#   scripts/fuzz.sh all --total SECONDS    # a fixed total budget, spread evenly over the harnesses (what .ci/run does)
#   scripts/fuzz.sh build                  # only build every harness (.ci/run's compile phase)
#   scripts/fuzz.sh merge [TARGET|all]     # minimise FUZZ_CORPUS's inputs for a harness, keeping its coverage
#
# SECONDS defaults to 60. --no-build runs the harnesses `build` left, without asking SwiftPM again. The harnesses are
# built with `--sanitize=fuzzer --sanitize=address` (AddressSanitizer and LeakSanitizer: a crash, an out-of-bounds
# access, a leak, a failed precondition or an input that takes over 10 s is a finding): the seven of Fuzz/Package.swift
# by one release build, the auditor's (Fuzz/Auditor, which links swift-syntax) by a debug build of its own. Seeds are
# the test fixtures; the corpus libFuzzer grows is kept between runs in FUZZ_CORPUS/HARNESS (default Fuzz/.corpus,
# ignored by git; .ci/run keeps it in ~/.cache/actionable/fuzz-corpus so that each run resumes where the last one
# stopped instead of starting again from the seeds). A finding is saved in Fuzz/.findings/ and the script exits 1:
# minimise it (`HARNESS -minimize_crash=1 FILE`), fix the bug, add the input to Fuzz/Regressions/HARNESS/ and a test
# that loads it to the test suite.
#
# Settings (environment): FUZZ_CONFIG (release, the default for all but the auditor, runs about ten times as many
# inputs a second as debug; the auditor's default is debug), FUZZ_JOBS (parallel fuzzing processes, default 1),
# FUZZ_MAX_LEN (largest input, default 4096 bytes: a category file that exercises every rule is under 1 KB),
# FUZZ_CORPUS, FUZZ_FLAGS (more libFuzzer flags).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fuzz="$root/Fuzz"
jobs="${FUZZ_JOBS:-1}"
max_len="${FUZZ_MAX_LEN:-4096}"
corpus_root="${FUZZ_CORPUS:-$fuzz/.corpus}"
all_harnesses=(FuzzCategoryLoader FuzzPayloadChecker FuzzActionResponse FuzzConfiguration FuzzOutbox FuzzWebPushSubscription
    FuzzImporter FuzzAuditor)

usage() {
    echo "usage: scripts/fuzz.sh loader|payload|action-response|configuration|outbox|web-push-subscription|import|audit|all [SECONDS]" >&2
    echo "       scripts/fuzz.sh all --total SECONDS | build | merge [TARGET|all]   (and --no-build)" >&2
    exit 64
}

harness_for() {
    case "$1" in
    loader | FuzzCategoryLoader) echo FuzzCategoryLoader ;;
    payload | FuzzPayloadChecker) echo FuzzPayloadChecker ;;
    action-response | FuzzActionResponse) echo FuzzActionResponse ;;
    configuration | FuzzConfiguration) echo FuzzConfiguration ;;
    outbox | FuzzOutbox) echo FuzzOutbox ;;
    web-push-subscription | FuzzWebPushSubscription) echo FuzzWebPushSubscription ;;
    import | FuzzImporter) echo FuzzImporter ;;
    audit | FuzzAuditor) echo FuzzAuditor ;;
    *) return 1 ;;
    esac
}

# The package a harness is in, and the configuration it is built in. The auditor's harness links swift-syntax, whose
# release build with the sanitizers takes over 25 minutes on two cores (debug: under two); it is fuzzed in debug
# unless FUZZ_CONFIG says otherwise.
package_of() { if [[ "$1" == FuzzAuditor ]]; then echo "$fuzz/Auditor"; else echo "$fuzz"; fi; }
config_of() { if [[ "$1" == FuzzAuditor ]]; then echo "${FUZZ_CONFIG:-debug}"; else echo "${FUZZ_CONFIG:-release}"; fi; }

# SwiftPM passes `-sanitize=fuzzer -sanitize=address` to swiftc as two flags, and for compiling the last one wins:
# the code would get AddressSanitizer but no coverage counters, and libFuzzer would fuzz blind ("Is the code
# instrumented for coverage?"). The combined flag, which comes last, instruments for both; SwiftPM's own flags still
# link libFuzzer's main and the ASan runtime.
#
# FUZZ_BUILD_CACHE (CI sets it to ~/.cache/actionable/fuzz-build) keeps each package's build there, at a path that does
# not change from one clone to the next, so a run recompiles this repository's modules (its sources are in the new
# clone) and reuses what did not change: swift-syntax's debug build for the auditor, above all (about 90 s on two
# cores). Without it, each package builds in its own .build, from nothing the first time.
scratch_of() { echo "$FUZZ_BUILD_CACHE/$(basename "$(package_of "$1")")"; }
build_flags_of() {
    build_flags=(--package-path "$(package_of "$1")" -c "$(config_of "$1")" --sanitize=fuzzer --sanitize=address
        -Xswiftc -sanitize=fuzzer,address)
    [[ -z "${FUZZ_BUILD_CACHE:-}" ]] || build_flags+=(--scratch-path "$(scratch_of "$1")")
}
binary_of() {
    build_flags_of "$1"
    echo "$(swift build "${build_flags[@]}" --show-bin-path)/$1"
}

# Builds the package of HARNESS: every harness in it, in one `swift build`.
build_package_of() {
    build_flags_of "$1"
    echo "== Building the fuzz harnesses of $(basename "$(package_of "$1")") (libFuzzer, AddressSanitizer; $(config_of "$1"))"
    local start status=0 log
    start=$(date +%s)
    log="$(swift build "${build_flags[@]}" 2>&1)" || status=$?
    if [[ $status -ne 0 && -n "${FUZZ_BUILD_CACHE:-}" ]]; then
        # A cache left broken (an interrupted run, another toolchain) must not fail CI: build once more from nothing.
        echo "(the cached build in $(scratch_of "$1") failed; building from nothing)"
        rm -rf "$(scratch_of "$1")"
        status=0
        log="$(swift build "${build_flags[@]}" 2>&1)" || status=$?
    fi
    # (the linker's notes about ASan's own symbols are not findings)
    grep -E "error|warning:|Build" <<<"$log" | grep -vE "__asan_extra_spill_area|Cannot export local symbol '__asan" |
        grep -v "^\[" || true
    [[ $status -eq 0 ]] || { echo "error: building the fuzz harnesses failed" >&2; exit 1; }
    echo "(took $(($(date +%s) - start)) s)"
}

build_all() {
    build_package_of FuzzCategoryLoader
    build_package_of FuzzAuditor
}

# Minimises FUZZ_CORPUS/HARNESS: libFuzzer's -merge keeps the smallest set of inputs with the same coverage.
merge() {
    local harness="$1" binary corpus merged
    binary="$(binary_of "$harness")"
    [[ -x "$binary" ]] || { echo "error: $binary is not built (scripts/fuzz.sh build)" >&2; exit 1; }
    corpus="$corpus_root/$harness"
    [[ -d "$corpus" ]] || { echo "$harness: no corpus in $corpus"; return; }
    merged="$(mktemp -d)"
    "$binary" -merge=1 -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 "$merged" "$corpus" >/dev/null 2>&1 ||
        { echo "error: merging $corpus failed" >&2; rm -rf "$merged"; exit 1; }
    echo "$harness: $(find "$corpus" -type f | wc -l | tr -d ' ') inputs -> $(find "$merged" -type f | wc -l | tr -d ' ')"
    rm -rf "$corpus"
    mv "$merged" "$corpus"
}

# The Swift runtime's backtracer reads the crashed process's memory, which ASan reports as a second, bogus error.
export SWIFT_BACKTRACE=enable=no
# Leaks inside swift-corelibs-foundation's property-list parser, on its error path (see the file).
export LSAN_OPTIONS="suppressions=$fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

# Copies each file named on standard input (NUL-separated) into DIRECTORY as seed-N, with the selector byte its
# extension maps to before it. Each RULE is "EXTENSIONS:BYTE" (extensions separated by spaces; * for the rest), the
# first that matches wins.
selected_seeds() {
    local directory="$1" i=0 file rule extension extensions selector
    shift
    while IFS= read -r -d '' file; do
        selector=""
        for rule in "$@"; do
            read -r -a extensions <<<"${rule%%:*}"
            for extension in "${extensions[@]}"; do
                if [[ "$extension" == "*" || "$file" == *."$extension" ]]; then
                    selector="${rule#*:}"
                    break 2
                fi
            done
        done
        { printf '%b' "$selector"; cat "$file"; } >"$directory/seed-$i"
        i=$((i + 1))
    done
}

# Replays HARNESS's earlier findings, then fuzzes it for SECONDS. Exits 1 on a finding.
run_harness() {
    local harness="$1" seconds="$2"
    local binary seeds dictionary regressions corpus findings log status runs rate coverage inputs
    binary="$(binary_of "$harness")"
    [[ -x "$binary" ]] || { echo "error: $binary was not built (scripts/fuzz.sh build)" >&2; exit 1; }

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
        find "$root/Tests/ActionableTests/Fixtures/payload" "$root/Tests/ActionableTests/Fixtures/fcm" -type f \
            -name '*.json' -exec cp --backup=numbered -t "$seeds" {} +
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
    FuzzWebPushSubscription)
        cp "$fuzz/Seeds/WebPushSubscription/"*.json "$seeds"
        dictionary="$fuzz/json.dict"
        ;;
    FuzzImporter)
        # Each seed is a fixture with the selector byte before it: 0 Objective-C, 1 plist, 2 strings and catalogs.
        find "$root/Tests/ActionableImportTests/Fixtures" -type f \( -name '*.m' -o -name '*.h' -o -name '*.plist' \
            -o -name '*.strings' -o -name '*.xcstrings' \) -print0 | selected_seeds "$seeds" 'm h:\x00' 'plist:\x01' '*:\x02'
        dictionary="$fuzz/import.dict"
        ;;
    FuzzAuditor)
        # Each seed is an app-code fixture with the selector byte before it: 0 Swift, 1 Objective-C.
        find "$root/Tests/ActionableImportTests/Fixtures/Audit" "$root/Tests/ActionableImportTests/Fixtures/field" \
            -type f \( -name '*.swift' -o -name '*.m' \) -print0 | selected_seeds "$seeds" 'swift:\x00' '*:\x01'
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

    corpus="$corpus_root/$harness"
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
    rm -rf "$seeds"
    trap - EXIT
}

target="" seconds="" total="" build=true
while [[ $# -gt 0 ]]; do
    case "$1" in
    --total)
        [[ $# -ge 2 ]] || usage
        total="$2"
        shift 2
        ;;
    --no-build)
        build=false
        shift
        ;;
    -*) usage ;;
    *)
        if [[ -z "$target" ]]; then target="$1"; elif [[ -z "$seconds" ]]; then seconds="$1"; else usage; fi
        shift
        ;;
    esac
done
[[ -n "$target" ]] || usage

case "$target" in
build)
    build_all
    ;;
merge)
    # (the second word, parsed as SECONDS above, names the harness)
    if [[ -z "$seconds" || "$seconds" == all ]]; then
        for harness in "${all_harnesses[@]}"; do merge "$harness"; done
    else
        merge "$(harness_for "$seconds")" || usage
    fi
    ;;
all)
    if [[ -n "$total" ]]; then
        [[ "$total" =~ ^[0-9]+$ && "$total" -ge ${#all_harnesses[@]} ]] || {
            echo "error: --total needs a whole number of seconds, at least one per harness" >&2
            exit 64
        }
        seconds=$((total / ${#all_harnesses[@]}))
        echo "== Fuzzing budget: $total s over ${#all_harnesses[@]} harnesses, $seconds s each"
    fi
    seconds="${seconds:-60}"
    [[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || usage
    [[ $build == false ]] || build_all
    for harness in "${all_harnesses[@]}"; do run_harness "$harness" "$seconds"; done
    ;;
*)
    harness="$(harness_for "$target")" || usage
    [[ -z "$total" ]] || usage
    seconds="${seconds:-60}"
    [[ "$seconds" =~ ^[0-9]+$ && "$seconds" -gt 0 ]] || usage
    [[ $build == false ]] || build_package_of "$harness"
    run_harness "$harness" "$seconds"
    ;;
esac
