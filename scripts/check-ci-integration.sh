#!/usr/bin/env bash
# The GitHub Action (action.yml) and the pre-commit hook (.pre-commit-hooks.yaml), used by a scratch app repository
# laid out like a team's (MyApp/, MyApp.xcodeproj/, Categories/ with this repository's category files), never by
# this one, on one release build of the validator that both share, as their scripts do:
#   1. action.yml is valid and consistent (scripts/action/check-action.py lint), the scripts pass shellcheck (when
#      it is installed);
#   2. the hook as a team runs it (PyPI's pre-commit, installed when missing): the app's .pre-commit-config.yaml
#      names this repository at a commit (HEAD, plus the working tree's changes, as try-repo would take them), and
#      `pre-commit run` with a PRE_COMMIT_HOME of its own clones it and the hook builds `actionable` there from
#      nothing, as on a team member's first commit: that run, on a clean change, passes; the next, on a broken file,
#      reuses the build and fails with its file:line:column diagnostic. Both need the whole registry (a file that needs
#      app.yaml, a category declared in two files), which is why the hook validates it all;
#   3. the validator alone, from that build: a clone of this repository, as a user gets it, built for `actionable`,
#      resolved the three light packages (and the documentation plugin the root package declares) and compiled no
#      module of NIO, Hummingbird, Vapor, Crypto, PostgresNIO or swift-syntax, nor the importer, nor the service
#      runtime (ActionableRuntime: the dispatcher, the stores, the endpoint's core);
#   4. the action's steps, each run from action.yml with its env and working-directory evaluated as the runner does
#      (check-action.py run), from the hook's clone as `uses:` checks the action out, in a shallow clone of a pull
#      request's branch: the release build (the hook's build, which the step finds up to date: it must compile
#      nothing, and the cached binary reused), validate on clean files (status 0, no error or warning annotation)
#      and on a broken one (::error file=…,line=…,col=… and status 1), diff against the base branch, which is
#      fetched, for a pull request that removes an action (status 1 and a SARIF log with the action-removed result),
#      and the preview.
# Works from a fresh clone, and from a working tree with changes. Removes everything it made.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
start=$(date +%s)
step() { echo "-- $1 ($(($(date +%s) - start)) s in)"; }
fail() {
    echo "error: $*" >&2
    exit 1
}

work="$(mktemp -d "${TMPDIR:-/tmp}/actionable-ci-integration.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# A python with PyYAML for check-action.py: Debian's, else the one on PATH (pre-commit depends on PyYAML).
python=""
for candidate in /usr/bin/python3 python3; do
    if "$candidate" -c "import yaml" >/dev/null 2>&1; then
        python="$candidate"
        break
    fi
done
if [ -z "$python" ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-yaml
    python=/usr/bin/python3
fi
check_action() { "$python" "$repo/scripts/action/check-action.py" "$@"; }

step "action.yml and .pre-commit-hooks.yaml"
check_action lint "$repo"
if command -v shellcheck >/dev/null 2>&1; then
    shellcheck "$repo/scripts/action/actionable-action.sh" "$repo/scripts/check-ci-integration.sh"
    echo "shellcheck: no findings"
else
    echo "shellcheck is not installed; skipped (apt-get install shellcheck)"
fi

step "a scratch app repository: main, and a pull request's branch that removes an action"
export GIT_AUTHOR_NAME="Scratch App" GIT_AUTHOR_EMAIL="app@example.com"
export GIT_COMMITTER_NAME="Scratch App" GIT_COMMITTER_EMAIL="app@example.com"
app="$work/MyApp"
mkdir -p "$app/MyApp" "$app/MyApp.xcodeproj" "$app/Categories"
cat >"$app/MyApp/AppDelegate.swift" <<'EOF'
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        NotificationCategories.register(with: .current())
        return true
    }
}
EOF
printf '// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 56; rootObject = 0; }\n' \
    >"$app/MyApp.xcodeproj/project.pbxproj"
cp "$repo"/Categories/*.yaml "$app/Categories/"
git -C "$app" init -q -b main
git -C "$app" add .
git -C "$app" commit -qm "MyApp with its notification categories"
git clone -q --bare "$app" "$work/origin.git"
git -C "$app" remote add origin "$work/origin.git"
git -C "$app" checkout -q -b no-decline
# The pull request: INVITE_CATEGORY loses DECLINE_IDENTIFIER (five lines, from its identifier to its icon).
"$python" - "$app/Categories/invitation.yaml" <<'EOF'
import re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
changed = re.sub(r"      - identifier: DECLINE_IDENTIFIER\n(        .*\n)+", "", text, count=1)
assert changed != text, "DECLINE_IDENTIFIER not found in invitation.yaml"
open(path, "w", encoding="utf-8").write(changed)
EOF
git -C "$app" commit -qam "Invitations: no Decline button"
git -C "$app" push -q origin main no-decline
# What actions/checkout gives a pull request by default: one commit, one branch.
checkout="$work/checkout"
git clone -q --depth=1 --branch no-decline "file://$work/origin.git" "$checkout"
[ "$(git -C "$checkout" rev-parse --is-shallow-repository)" = true ] || fail "the checkout is not shallow"

step "the pre-commit hook, as a team runs it: pre-commit clones this repository, the hook builds actionable there"
# The hook's repository at a commit: HEAD with the working tree's changes (tracked edits and new files git does not
# ignore) committed on top, as `pre-commit try-repo` would take them. (try-repo itself clones into a temporary store
# that it deletes, so every call would build from nothing again and the action could not share the build.)
hook_source="$work/hook-source"
git clone -q "$repo" "$hook_source"
git -C "$repo" diff HEAD --binary | git -C "$hook_source" apply --binary --allow-empty
(cd "$repo" && git ls-files -z --others --exclude-standard) | (cd "$repo" && xargs -0 -r cp --parents -t "$hook_source")
git -C "$hook_source" add -A
git -C "$hook_source" commit -qm "the working tree" --allow-empty
hook_rev="$(git -C "$hook_source" rev-parse HEAD)"
# A PRE_COMMIT_HOME of its own: pre-commit clones the repository afresh and the hook's build starts from nothing.
export PRE_COMMIT_HOME="$work/pre-commit-home"
printf 'repos:\n  - repo: file://%s\n    rev: %s\n    hooks:\n      - id: actionable-validate\n' "$hook_source" "$hook_rev" \
    >"$app/.pre-commit-config.yaml"
git -C "$app" add .pre-commit-config.yaml
command -v pre-commit >/dev/null 2>&1 || pip install --quiet pre-commit
command -v pre-commit >/dev/null 2>&1 || fail "pre-commit is not on PATH after pip install pre-commit"
git -C "$app" checkout -q main
# A clean change: the hook validates the registry, app.yaml included (rental-car.yaml alone fails without it).
sed -i 's/title: Extend Rental/title: Extend the rental/' "$app/Categories/rental-car.yaml"
# A broken file beside it: a category whose identifier is chat.yaml's, a finding only the whole registry shows.
cat >"$app/Categories/support.yaml" <<'EOF'
categories:
  - identifier: CHAT_MESSAGE
    actions:
      - {identifier: OPEN_TICKET, title: Open ticket, activation: foreground}
EOF
grep -q "identifier: CHAT_MESSAGE" "$app/Categories/chat.yaml" || fail "chat.yaml no longer declares CHAT_MESSAGE"
mv "$app/Categories/support.yaml" "$work/support.yaml"
export PRE_COMMIT_COLOR=never
try_start=$(date +%s)
(cd "$app" && pre-commit run actionable-validate --files Categories/rental-car.yaml) \
    >"$work/pre-commit.out" 2>&1 || {
    cat "$work/pre-commit.out"
    fail "the hook failed on a clean change"
}
try_seconds=$(($(date +%s) - try_start))
cat "$work/pre-commit.out"
grep -q "^actionable validate\.*Passed" "$work/pre-commit.out" || fail "the hook did not pass"
echo "pre-commit run, a clean change: passed in $try_seconds s, the clone and the hook's release build from nothing included"
hook_clones=("$PRE_COMMIT_HOME"/repo*/)
if [ ${#hook_clones[@]} -ne 1 ] || [ ! -x "${hook_clones[0]}scripts/action/pre-commit-hook.sh" ]; then
    fail "pre-commit's cache holds ${#hook_clones[@]} clones of this repository, not one"
fi
hook_clone="${hook_clones[0]%/}"
hook_temp="$hook_clone/.build-pre-commit"
hook_build="$hook_temp/actionable-action/build"
hook_bin="$hook_temp/actionable-action/bin/actionable"
[ -x "$hook_bin" ] || fail "the hook left no $hook_bin"
if "$hook_bin" validate "$app/Categories/rental-car.yaml" >/dev/null 2>&1; then
    fail "rental-car.yaml validates alone: pick a file that needs app.yaml for this check"
fi
mv "$work/support.yaml" "$app/Categories/support.yaml"
status=0
try_start=$(date +%s)
(cd "$app" && pre-commit run actionable-validate --files Categories/support.yaml) \
    >"$work/pre-commit.out" 2>&1 || status=$?
cat "$work/pre-commit.out"
[ "$status" -ne 0 ] || fail "the hook passed a category declared twice"
grep -q "^actionable validate\.*Failed" "$work/pre-commit.out" || fail "the hook did not fail"
grep -qE "^Categories/support\.yaml:[0-9]+:[0-9]+: error: .*\[duplicate-category\]" "$work/pre-commit.out" ||
    fail "the hook's output has no file:line:column diagnostic for support.yaml"
echo "pre-commit run, a broken file: failed with its file:line:column diagnostic in $(($(date +%s) - try_start)) s (the build reused)"

step "the validator alone, as the hook built it in a clone of this repository: what it resolved and compiled"
# A clone is the root package, so SwiftPM also resolves the documentation plugin it declares (and its SymbolKit),
# though nothing builds them unless `generate-documentation` runs; an app that depends on Actionable fetches neither.
resolved="$(find "$hook_build/checkouts" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort | tr '\n' ' ')"
if [ "$resolved" != "swift-argument-parser swift-docc-plugin swift-docc-symbolkit swift-log swift-metrics " ]; then
    fail "the validator resolved $resolved(expected swift-argument-parser, swift-log and swift-metrics, and the" \
        "documentation plugin, only)"
fi
# A module SwiftPM compiled has object files in its NAME.build directory (it makes the directory of every target of
# the package, compiled or not).
modules="$(find -L "$hook_build/release/" -mindepth 2 -maxdepth 2 -name '*.o' -printf '%h\n' | sort -u |
    xargs -r -n1 basename | sed 's/\.build$//')"
grep -qx ActionableCLI <<<"$modules" || fail "the hook's build compiled no ActionableCLI: $(tr '\n' ' ' <<<"$modules")"
if grep -E "^(CNIO|NIO|_NIO|Hummingbird|Vapor|Crypto|_Crypto|CCrypto|PostgresNIO|_ConnectionPool|ServiceLifecycle)" <<<"$modules"; then
    fail "building actionable compiled a module of the HTTP side (above); keep the validator light"
fi
# The service runtime is its own module so that the validator compiles none of it (nor its C atomics).
if grep -E "^(ActionableRuntime|CActionableAtomics|ActionableHummingbird|ActionableVapor|ActionablePostgres)$" <<<"$modules"; then
    fail "building actionable compiled the service runtime (above): the registry must not depend on it"
fi
if grep -E "^(Swift(Syntax|Parser|Diagnostics|BasicFormat|ParserDiagnostics|IDEUtils)|_SwiftSyntax|ActionableImport)" \
    <<<"$modules"; then
    fail "building actionable compiled swift-syntax or the importer (above); they are actionable-import's"
fi
echo "the validator: $(wc -l <<<"$modules" | tr -d ' ') modules compiled ($(tr '\n' ' ' <<<"$modules")), none of NIO," \
    "Hummingbird, Vapor, Crypto, PostgresNIO, swift-syntax, the importer or the service runtime; resolved $resolved"

step "the action's steps, as action.yml runs them from the hook's clone, in the shallow checkout"
# The action as `uses:` checks it out (the hook's clone: this repository at the same commit), and a runner.temp under
# which the action's build directory is the one the hook built in: one release build, shared.
runner_temp="$hook_temp"
outputs="$work/github-output"
export GITHUB_OUTPUT="$outputs"
context() {
    # The contexts action.yml reads: a pull request into main, on this machine.
    local bin_dir="${1:-}"
    printf '{"runner.temp": "%s", "github.base_ref": "main", "github.event_name": "pull_request", ' "$runner_temp"
    printf '"github.workspace": "%s", "steps.key.outputs.bin-dir": "%s"}' "$checkout" "$bin_dir"
}
run_step() { (cd "$checkout" && ACTION_CONTEXT="$(context "${bin_dir:-}")" check_action run "$hook_clone" "$@"); }
output_of() { sed -n "s/^$1=//p" "$outputs" | tail -1; }

: >"$outputs"
run_step "Install libyaml" >/dev/null
run_step key
key="$(output_of key)"
bin_dir="$(output_of bin-dir)"
[[ "$key" == actionable-*-swift-* ]] || fail "cache-key wrote no key: '$key'"
[ "$bin_dir" = "$runner_temp/actionable-action/bin" ] || fail "cache-key's bin-dir is $bin_dir"
echo "cache key: $key"

rm -rf "$bin_dir"
build_start=$(date +%s)
run_step build >"$work/build.log" 2>&1 || {
    cat "$work/build.log"
    fail "the build step failed"
}
if grep -E "Compiling [A-Za-z_]" "$work/build.log"; then
    fail "the build step compiled again (above), although the hook had built the same package in the same directory"
fi
echo "build step: $(($(date +%s) - build_start)) s (the hook's release build, up to date: nothing compiled)"
[ -x "$bin_dir/actionable" ] || fail "the build step left no $bin_dir/actionable"
[ "$(output_of actionable)" = "$bin_dir/actionable" ] || fail "the build step's output actionable is wrong"
run_step build | grep -q "Using the cached" || fail "with the binary restored, the build step built again"
echo "with the binary restored (a cache hit), the build step reuses it"

run_step "actionable validate" >"$work/validate.out" 2>&1 || {
    cat "$work/validate.out"
    fail "validate failed on clean category files"
}
if grep -E '^::(error|warning)' "$work/validate.out"; then fail "validate annotated clean category files"; fi
echo "validate, clean files: status 0, no error or warning annotation ($(grep -c '^::notice' "$work/validate.out") notice)"

# A misspelled key on a copy in the working tree, as a pull request might bring.
cp "$checkout/Categories/chat.yaml" "$work/chat.yaml"
sed -i.orig 's/^\(      *\)title: /\1titel: /' "$checkout/Categories/chat.yaml"
status=0
run_step "actionable validate" >"$work/validate.out" 2>&1 || status=$?
cat "$work/validate.out"
[ "$status" -eq 1 ] || fail "validate on a broken file exited $status, not 1"
grep -qE '^::error file=Categories/chat\.yaml,line=[0-9]+,col=[0-9]+,title=unknown-key::' "$work/validate.out" ||
    fail "validate printed no ::error annotation at Categories/chat.yaml's line and column"
status=0
run_step "actionable validate" strict=true >/dev/null 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "validate with strict=true on a broken file exited $status, not 1"
cp "$work/chat.yaml" "$checkout/Categories/chat.yaml"
rm -f "$checkout/Categories/chat.yaml.orig"
echo "validate, a misspelled key: status 1, ::error annotations at file, line and column"

: >"$outputs"
[ -z "$(git -C "$checkout" branch -r --list origin/main)" ] || fail "the shallow checkout already has origin/main"
status=0
run_step diff >"$work/diff.out" 2>&1 || status=$?
cat "$work/diff.out"
[ "$status" -eq 1 ] || fail "diff of a pull request that removes an action exited $status, not 1"
grep -q "Fetching main from origin" "$work/diff.out" || fail "diff did not fetch the base branch"
[ "$(git -C "$checkout" rev-parse --is-shallow-repository)" = true ] || fail "fetching the base unshallowed the clone"
sarif="$(output_of sarif-file)"
[ "$sarif" = "$runner_temp/actionable-action/actionable-diff.sarif" ] || fail "diff's sarif-file output is '$sarif'"
"$python" - "$sarif" <<'EOF'
import json, sys
log = json.load(open(sys.argv[1], encoding="utf-8"))
assert log["version"] == "2.1.0", log["version"]
results = log["runs"][0]["results"]
found = [r for r in results if r["ruleId"] == "action-removed"]
assert found, f"no action-removed result in {results}"
assert "DECLINE_IDENTIFIER" in found[0]["message"]["text"], found[0]["message"]["text"]
location = found[0]["locations"][0]["physicalLocation"]
uri = location["artifactLocation"]["uri"]
assert uri == "Categories/invitation.yaml", uri
print(f"SARIF: valid JSON, SARIF {log['version']}, {len(results)} result(s); action-removed at {uri}:"
      f"{location['region']['startLine']}: {found[0]['message']['text'][:80]}…")
EOF
grep -q '^::error' "$work/diff.out" && fail "diff annotated its findings although its SARIF log is uploaded"
status=0
run_step diff upload-sarif=false >"$work/diff.out" 2>&1 || status=$?
[ "$status" -eq 1 ] || fail "diff with upload-sarif=false exited $status, not 1"
grep -qE '^::error file=Categories/invitation\.yaml,line=[0-9]+,col=[0-9]+,title=action-removed::' "$work/diff.out" ||
    fail "diff with upload-sarif=false printed no action-removed annotation"
echo "diff, without the SARIF upload: the same finding as an ::error annotation"
status=0
run_step diff base=no-such-branch >"$work/diff.out" 2>&1 || status=$?
if [ "$status" -eq 0 ] || ! grep -q "cannot find or fetch 'no-such-branch'" "$work/diff.out"; then
    fail "diff with a base that does not exist did not say so (status $status)"
fi
echo "diff, a base that does not exist: fails and says so"

run_step preview >"$work/preview.out" 2>&1 || {
    cat "$work/preview.out"
    fail "the preview step failed"
}
preview_dir="$(output_of preview-dir)"
[ "$preview_dir" = "$runner_temp/actionable-action/preview" ] || fail "preview's preview-dir output is '$preview_dir'"
[ -s "$preview_dir/index.html" ] || fail "the preview step wrote no index.html"
ls "$preview_dir/changes/"*.html >/dev/null 2>&1 || fail "the preview of a pull request that changes a category has no page"
grep -q "action-removed" "$preview_dir"/changes/*.html || fail "the preview's pages do not show diff's action-removed"
run_step preview >/dev/null 2>&1 || fail "the preview step did not replace its own earlier preview"
echo "preview: $(find "$preview_dir/changes" -name '*.html' | wc -l) changed categories before and after, diff's finding beside"

step "done"
