#!/usr/bin/env bash
# Android's side, checked the way Android's toolchain checks it, with no Android SDK:
#   1. `actionable generate android` of Categories/ and of the every-key fixture
#      (Tests/ActionableCodegenTests/Fixtures/AndroidEveryKey), --namespace com.example.app, and of the example app's
#      Categories/ (Examples/AndroidApp), --namespace com.example.invites;
#   2. an R.java per output, as aapt would write it (scripts/write-android-r.py): R.string.* from the generated
#      res/values (and the example app's own), R.drawable.* for its drawables and the icons the registry names;
#   3. javac: the android.* stand-in (Tests/AndroidStandIn, every member from AOSP's API signature file, see its
#      PROVENANCE.md) and the R classes; kotlinc -Werror: the generated registry and the tap side against them; then,
#      in a second invocation on those classes, the every-key registry and the example app with its generated code;
#   4. scripts/check-android-api.py at min-sdk 24 and 31 on the three outputs (the example app's sources with theirs):
#      NewApi-style levels, trampolines, PendingIntent mutability, reply intents, at most three actions — and its
#      unit tests;
#   5. each planted defect (Tests/AndroidChecks/planted/*/planted.json) applied to a copy of the generated sources
#      must draw its check's finding: a trampoline (a receiver that starts an activity; a foreground action wired to
#      the receiver), a PendingIntent without a mutability flag, an immutable reply intent, setAuthenticationRequired
#      unguarded, a fourth action;
#   6. the tap side on the JVM against a real serve (scripts/check-android-taps.py).
# Nothing here is skipped when missing: no example app, fewer than seven planted defects, a planted defect not caught
# or no check-android-taps.py is a failure, so a run cannot pass by checking less.
#
#   bash scripts/check-android.sh [path/to/actionable] [path/to/actionable-example-server]
#
# Installs what a fresh Debian machine lacks: kotlin (kotlinc) and default-jdk-headless (javac).
set -euo pipefail
cd "$(dirname "$0")/.."
actionable="${1:-.build/debug/actionable}"
server="${2:-.build/debug/actionable-example-server}"

missing=()
command -v kotlinc >/dev/null 2>&1 || missing+=(kotlin)
command -v javac >/dev/null 2>&1 || missing+=(default-jdk-headless)
# shellcheck source=scripts/lib.sh
source scripts/lib.sh
apt_install "${missing[@]}"

start=$(date +%s%N)
timings=()
step_start=$start
# lap NAME: the time since the previous lap, for the summary.
lap() {
    local now
    now=$(date +%s%N)
    timings+=("$(awk -v name="$1" -v ns=$((now - step_start)) 'BEGIN { printf "%-58s %6.1f s", name, ns / 1e9 }')")
    step_start=$now
}

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
standin_src=Tests/AndroidStandIn/src
fixture=Tests/ActionableCodegenTests/Fixtures/AndroidEveryKey
categories_out="$work/categories"
every_key_out="$work/every-key"

echo "== actionable generate android: Categories/ and the every-key fixture"
"$actionable" generate android Categories --output "$categories_out" --namespace com.example.app
"$actionable" generate android "$fixture" --config "$fixture/.actionable.yml" --output "$every_key_out" \
    --namespace com.example.app
# The example app (Examples/AndroidApp): its own registry and namespace, compiled with its own sources. Its absence
# is a failure, not a skip: a check that compiles nothing passes vacuously.
example=Examples/AndroidApp
example_out="$work/example"
if [ ! -d "$example/Categories" ] || [ ! -d "$example/app/src/main/java" ]; then
    echo "error: $example/Categories or $example/app/src/main/java is missing: the example app is part of this check" >&2
    exit 1
fi
"$actionable" generate android "$example/Categories" --config "$example/.actionable.yml" --output "$example_out" \
    --namespace com.example.invites
lap "generate android (Categories/, every-key fixture, example app)"

echo "== R.java for each, as aapt would write it (scripts/write-android-r.py)"
/usr/bin/python3 scripts/write-android-r.py "$work/r-categories" com.example.app "$categories_out/res" \
    --kotlin "$categories_out/java"
/usr/bin/python3 scripts/write-android-r.py "$work/r-every-key" com.example.app "$every_key_out/res" \
    --kotlin "$every_key_out/java"
/usr/bin/python3 scripts/write-android-r.py "$work/r-example" com.example.invites "$example_out/res" \
    "$example/app/src/main/res" --kotlin "$example_out/java"

echo "== javac: the android.* stand-in and the R classes"
classes="$work/classes"
mkdir -p "$classes/standin" "$classes/r-categories" "$classes/r-every-key" "$classes/r-example" "$classes/app" \
    "$classes/more"
mapfile -t standin_java < <(find "$standin_src" -name '*.java' | sort)
javac -Werror -Xlint:all -d "$classes/standin" "${standin_java[@]}"
for name in categories every-key example; do
    [ ! -d "$work/r-$name" ] || javac -Werror -Xlint:all -d "$classes/r-$name" $(find "$work/r-$name" -name R.java)
done
lap "javac: the stand-in (${#standin_java[@]} files) and the R classes"

echo "== kotlinc -Werror: the generated registry and the tap side; then the every-key registry and the example app"
mapfile -t app_kotlin < <(find "$categories_out/java" -name '*.kt' | sort)
mapfile -t example_kotlin < <(find "$example/app/src/main/java" "$example_out/java/com" -name '*.kt' | sort)
if [ "${#example_kotlin[@]}" -lt 2 ]; then
    echo "error: the example app has ${#example_kotlin[@]} Kotlin file(s) with its generated registry: expected its" \
        "own sources and ActionableRegistry.kt" >&2
    exit 1
fi
# run_kotlinc KOTLINC_ARGS...: warnings are errors; the JVM's notice about -Xverify (kotlinc 1.3 on JDK 17) is not
# the code's.
run_kotlinc() {
    local log="$work/kotlinc.log" status=0
    kotlinc -Werror "$@" >"$log" 2>&1 || status=$?
    grep -v 'Options -Xverify:none and -noverify were deprecated' "$log" || true
    return $status
}
run_kotlinc -cp "$classes/standin:$classes/r-categories" -d "$classes/app" "${app_kotlin[@]}"
lap "kotlinc: Categories/' registry + the tap side (${#app_kotlin[@]} files)"
# The tap side comes compiled from above; each registry is in its own namespace, with its R first on the class path.
run_kotlinc -cp "$classes/standin:$classes/r-every-key:$classes/r-example:$classes/app" -d "$classes/more" \
    "$every_key_out/java/com/example/app/actionable/ActionableRegistry.kt" "${example_kotlin[@]}"
lap "kotlinc: the every-key registry + the example app (${#example_kotlin[@]} files)"

echo "== the stand-in against AOSP's lines (PROVENANCE.md up to date), check-android-api.py's unit tests, min-sdk 24 and 31"
# Every stand-in member must match the AOSP signature line recorded for it, and PROVENANCE.md must be what the
# generator writes from them: a member added without its AOSP line fails here.
/usr/bin/python3 Tests/AndroidStandIn/provenance/generate.py --check
/usr/bin/python3 -m unittest -q scripts/test_check_android_api.py
for level in 24 31; do
    /usr/bin/python3 scripts/check-android-api.py --min-sdk "$level" "$categories_out/java"
    /usr/bin/python3 scripts/check-android-api.py --min-sdk "$level" "$every_key_out/java"
    /usr/bin/python3 scripts/check-android-api.py --min-sdk "$level" "$example_out/java" "$example/app/src/main/java"
done
lap "check-android-api.py: unit tests, min-sdk 24 and 31"

echo "== planted defects: each must draw its check's finding"
mapfile -t planted < <(find Tests/AndroidChecks/planted -mindepth 1 -maxdepth 1 -type d | sort)
# Seven defects, one per finding the checks promise (two trampolines, a missing mutability flag, an immutable and an
# implicit reply intent, authentication unguarded, a fourth action): fewer directories means a check went unproven.
min_planted=7
if [ "${#planted[@]}" -lt "$min_planted" ]; then
    echo "error: ${#planted[@]} planted defect(s) in Tests/AndroidChecks/planted, expected at least $min_planted" >&2
    exit 1
fi
for dir in "${planted[@]}"; do
    [ -f "$dir/planted.json" ] || { echo "error: $dir has no planted.json" >&2; exit 1; }
done
planted_args=()
for dir in "${planted[@]}"; do planted_args+=(--planted "$dir"); done
planted_log="$work/planted.log"
/usr/bin/python3 scripts/check-android-api.py --min-sdk 24 "${planted_args[@]}" "$categories_out/java" \
    | tee "$planted_log"
# Each defect must have run and been caught, counted from its own line (not from the exit status alone).
caught=$(grep -c '^planted .*: caught by ' "$planted_log" || true)
if [ "$caught" -ne "${#planted[@]}" ]; then
    echo "error: $caught of ${#planted[@]} planted defects were caught" >&2
    exit 1
fi
lap "planted defects (${#planted[@]}, each caught)"

if [ ! -f scripts/check-android-taps.py ]; then
    echo "error: scripts/check-android-taps.py is missing: the tap side would go unchecked on the JVM" >&2
    exit 1
fi
echo "== the tap side on the JVM against a real serve (scripts/check-android-taps.py)"
/usr/bin/python3 scripts/check-android-taps.py --server "$server"
lap "JVM taps against a real serve"

echo
echo "== check-android.sh: passed"
printf '%s\n' "${timings[@]}"
awk -v ns=$(($(date +%s%N) - start)) 'BEGIN { printf "%-58s %6.1f s\n", "total", ns / 1e9 }'
