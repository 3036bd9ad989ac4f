#!/usr/bin/env bash
# The steps of the GitHub Action in action.yml, one command each, so they run and are tested off GitHub too
# (scripts/check-ci-integration.sh runs them in a scratch app repository with the arguments action.yml gives).
#
#   actionable-action.sh install-libyaml   libyaml and pkg-config: apt-get on Linux, brew on macOS
#   actionable-action.sh cache-key         the key of the built validator: OS, architecture, Swift, sources
#   actionable-action.sh build             builds `actionable` in release into ACTIONABLE_BIN_DIR, unless it is there
#   actionable-action.sh validate          `actionable validate PATHS --format github [--strict]`
#   actionable-action.sh diff              `actionable diff --base REF PATHS --format sarif` into ACTIONABLE_SARIF_FILE
#
# Everything comes in through the environment (action.yml maps its inputs to it, so no input is ever pasted into
# a shell command):
#   ACTIONABLE_PACKAGE_PATH  the package to build (the action's own checkout); default: this script's repository
#   ACTIONABLE_BIN_DIR       where the built `actionable` is kept (and cached); default: a temporary directory
#   ACTIONABLE_BUILD_PATH    SwiftPM's scratch path for the build; default: a temporary directory
#   ACTIONABLE_PATHS         category files or directories, separated by spaces or new lines; default: Categories
#   ACTIONABLE_STRICT        true: warnings fail `validate`, and warnings fail `diff` (--fail-on warning)
#   ACTIONABLE_BASE          the base to diff against: a branch of origin, or any commit, branch or tag
#   ACTIONABLE_SARIF_FILE    where `diff` writes its SARIF log; default: actionable-diff.sarif in a temporary directory
#   ACTIONABLE_ANNOTATE_DIFF true: `diff` also prints GitHub annotations (for when its SARIF is not uploaded)
# Outputs (`name=value` lines) go to GITHUB_OUTPUT when set, else to standard output.
# Paths are relative to the current directory, which must be the repository's root: GitHub places annotations and
# SARIF results by path from there.
set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

fail() {
    echo "::error title=actionable action::$*" >&2
    exit 1
}

output() {
    if [ -n "${GITHUB_OUTPUT:-}" ]; then
        echo "$1=$2" >>"$GITHUB_OUTPUT"
    else
        echo "$1=$2"
    fi
}

package_path() {
    local path="${ACTIONABLE_PACKAGE_PATH:-$script_dir/../..}"
    (cd "$path" && pwd)
}

temp_dir() {
    echo "${RUNNER_TEMP:-${TMPDIR:-/tmp}}/actionable-action"
}

bin_dir() {
    echo "${ACTIONABLE_BIN_DIR:-$(temp_dir)/bin}"
}

strict() {
    case "${ACTIONABLE_STRICT:-false}" in
    true | True | TRUE) return 0 ;;
    false | False | FALSE | "") return 1 ;;
    *) fail "strict must be true or false, not '$ACTIONABLE_STRICT'" ;;
    esac
}

# ACTIONABLE_PATHS split on spaces and new lines, into the array `paths` (no glob expansion).
read_paths() {
    paths=()
    local line words
    while IFS= read -r line; do
        read -r -a words <<<"$line"
        # (bash 3.2, macOS's, calls an empty array unbound under set -u)
        paths+=(${words[@]+"${words[@]}"})
    done <<<"${ACTIONABLE_PATHS:-Categories}"
    [ ${#paths[@]} -gt 0 ] || paths=(Categories)
}

# sha256 of standard input, or of the files named (one line per file, with its name).
sha256() {
    if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi
}

install_libyaml() {
    case "$(uname -s)" in
    Linux)
        if pkg-config --exists yaml-0.1 2>/dev/null; then
            echo "libyaml $(pkg-config --modversion yaml-0.1) and pkg-config are installed."
            return
        fi
        command -v apt-get >/dev/null 2>&1 ||
            fail "libyaml is missing and this Linux has no apt-get: install libyaml's headers and pkg-config first"
        local sudo=""
        [ "$(id -u)" -eq 0 ] || sudo="sudo"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libyaml-dev pkg-config
        ;;
    Darwin)
        if pkg-config --exists yaml-0.1 2>/dev/null; then
            echo "libyaml $(pkg-config --modversion yaml-0.1) and pkg-config are installed."
            return
        fi
        command -v brew >/dev/null 2>&1 || fail "libyaml is missing and Homebrew is not installed: brew install libyaml"
        brew install libyaml pkg-config
        ;;
    *)
        fail "the actionable action runs on Linux and macOS runners, not on $(uname -s)"
        ;;
    esac
}

# The key of the built validator: a binary is reused only by the same OS, architecture and Swift, built from the
# same sources. The sources are hashed, not the action's ref, because a tag such as v1 moves.
cache_key() {
    command -v swift >/dev/null 2>&1 ||
        fail "swift is not on PATH: use a runner image with Swift 6.1 or later, or install it in a step before this one"
    local package swift_hash sources_hash
    package="$(package_path)"
    swift_hash="$(swift --version 2>/dev/null | sha256 | cut -c1-12)"
    sources_hash="$(
        cd "$package" &&
            find Package.swift Sources -type f -print0 | LC_ALL=C sort -z |
            while IFS= read -r -d '' file; do sha256 "$file"; done | sha256 | cut -c1-16
    )"
    local os arch
    os="${RUNNER_OS:-$(uname -s)}"
    arch="${RUNNER_ARCH:-$(uname -m)}"
    output key "actionable-$os-$arch-swift-$swift_hash-$sources_hash"
    output bin-dir "$(bin_dir)"
}

build() {
    local bin package
    bin="$(bin_dir)"
    if [ -x "$bin/actionable" ] && "$bin/actionable" --help >/dev/null 2>&1; then
        echo "Using the cached $bin/actionable."
        output actionable "$bin/actionable"
        return
    fi
    package="$(package_path)"
    local build_path="${ACTIONABLE_BUILD_PATH:-$(temp_dir)/build}"
    echo "Building actionable (release) from $package"
    swift build -c release --product actionable --package-path "$package" --scratch-path "$build_path"
    local built
    built="$(swift build -c release --product actionable --package-path "$package" --scratch-path "$build_path" \
        --show-bin-path)/actionable"
    mkdir -p "$bin"
    # Copied, then renamed into place: a rename never meets a process running the old binary (the pre-commit hook, run
    # twice at once, shares this directory), which writing over it would ("Text file busy").
    cp "$built" "$bin/.actionable.$$"
    mv -f "$bin/.actionable.$$" "$bin/actionable"
    output actionable "$bin/actionable"
}

actionable() {
    local bin
    bin="$(bin_dir)/actionable"
    [ -x "$bin" ] || fail "$bin is not built: run the build step first"
    "$bin" "$@"
}

validate() {
    read_paths
    local flags=(--format github)
    if strict; then flags+=(--strict); fi
    actionable validate "${paths[@]}" "${flags[@]}"
}

# The commit to compare with, fetched when the checkout lacks it. Only the base's tree is read, so in a shallow
# checkout one commit of it is enough (--depth=1).
resolve_base() {
    local base="$1"
    git rev-parse --is-inside-work-tree >/dev/null 2>&1 || fail "diff needs a git checkout of the repository"
    if git rev-parse --verify --quiet "refs/remotes/origin/$base^{commit}" >/dev/null; then
        echo "origin/$base"
        return
    fi
    if git rev-parse --verify --quiet "$base^{commit}" >/dev/null; then
        echo "$base"
        return
    fi
    local depth=()
    [ "$(git rev-parse --is-shallow-repository)" = true ] && depth=(--depth=1)
    echo "Fetching $base from origin" >&2
    if git fetch --quiet --no-tags ${depth[@]+"${depth[@]}"} origin "+refs/heads/$base:refs/remotes/origin/$base" >&2; then
        echo "origin/$base"
    elif git fetch --quiet --no-tags ${depth[@]+"${depth[@]}"} origin "$base" >&2; then
        git rev-parse FETCH_HEAD
    else
        fail "cannot find or fetch '$base' (a branch of origin, or a commit, branch or tag)"
    fi
}

diff_base() {
    read_paths
    [ -n "${ACTIONABLE_BASE:-}" ] ||
        fail "diff needs a base: on pull_request it is the pull request's base branch; elsewhere set the base input"
    local ref sarif fail_on=breaking
    ref="$(resolve_base "$ACTIONABLE_BASE")"
    if strict; then fail_on=warning; fi
    sarif="${ACTIONABLE_SARIF_FILE:-$(temp_dir)/actionable-diff.sarif}"
    mkdir -p "$(dirname "$sarif")"
    echo "Comparing ${paths[*]} at $ref with the working tree"
    local status=0
    actionable diff --base "$ref" "${paths[@]}" --format sarif --fail-on "$fail_on" >"$sarif" || status=$?
    output sarif-file "$sarif"
    # The same findings for the log; as annotations too when the SARIF log is not uploaded (code scanning shows
    # uploaded ones on the pull request already).
    local log_format=text
    [ "${ACTIONABLE_ANNOTATE_DIFF:-false}" = true ] && log_format=github
    actionable diff --base "$ref" "${paths[@]}" --format "$log_format" --fail-on "$fail_on" || true
    return "$status"
}

# The before-and-after preview of the pull request (actionable preview --base), for the artifact a reviewer opens.
# Its findings fail nothing here: validate and diff report them.
preview_base() {
    read_paths
    [ -n "${ACTIONABLE_BASE:-}" ] ||
        fail "preview needs a base: on pull_request it is the pull request's base branch; elsewhere set the base input"
    local ref dir
    ref="$(resolve_base "$ACTIONABLE_BASE")"
    dir="${ACTIONABLE_PREVIEW_DIR:-$(temp_dir)/preview}"
    actionable preview --base "$ref" "${paths[@]}" --output "$dir" --force
    output preview-dir "$dir"
    if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
        echo "Notification previews: download the **actionable-preview** artifact and open index.html." \
            >>"$GITHUB_STEP_SUMMARY"
    fi
}

case "${1:-}" in
install-libyaml) install_libyaml ;;
cache-key) cache_key ;;
build) build ;;
validate) validate ;;
diff) diff_base ;;
preview) preview_base ;;
*)
    echo "usage: $0 install-libyaml|cache-key|build|validate|diff|preview" >&2
    exit 64
    ;;
esac
