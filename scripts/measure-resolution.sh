#!/usr/bin/env bash
# What adding Actionable costs before anything is compiled: the packages SwiftPM resolves, the MB it checks out and
# the seconds `swift package resolve` takes, from an empty SwiftPM cache, for two users:
#
#   app        a minimal app package that adds Actionable the way README shows (a versioned URL dependency) for the
#              ActionableApp library and the ActionableCodegenPlugin build-tool plugin, with no trait;
#   validator  a fresh clone of Actionable itself resolving for `swift run actionable validate Categories`;
#   service    the app package again, for ActionableHummingbird and ActionablePostgres with traits HTTP and Postgres
#              (what a service resolves, for comparison).
#
# Usage: scripts/measure-resolution.sh [--max-app-packages N] [REF...]   (default REF: HEAD)
# Each REF is measured from its own clone, tagged 99.0.0 so a `from:` requirement resolves it like a release. With two
# refs (say, the commit before package traits and HEAD) the table shows before and after side by side. With
# --max-app-packages N it exits 1 when the app row of the last REF resolves more than N packages (CI uses 4).
# Github addresses resolve from this machine's local mirror, so the seconds are a floor: from GitHub they are longer.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
max_app=""
refs=()
while [ $# -gt 0 ]; do
    case "$1" in
        --max-app-packages)
            max_app="$2"
            shift 2
            ;;
        *)
            refs+=("$1")
            shift
            ;;
    esac
done
[ ${#refs[@]} -gt 0 ] || refs=(HEAD)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Resolves the package in $1 with a cache of its own, and prints "packages MB seconds".
resolve() {
    local dir="$1"
    shift
    local cache="$work/cache-$RANDOM$RANDOM"
    local begin end
    begin=$(date +%s.%N)
    (cd "$dir" && swift package resolve --cache-path "$cache" "$@" >"$work/resolve.log" 2>&1) || {
        cat "$work/resolve.log" >&2
        return 1
    }
    end=$(date +%s.%N)
    local packages mb
    # Every package resolved but the root's own: for an app, Actionable is one of them.
    packages=$(find "$dir/.build/checkouts" -mindepth 1 -maxdepth 1 -type d 2>/dev/null | wc -l)
    mb=$(du -sm "$dir/.build/checkouts" "$dir/.build/repositories" 2>/dev/null | awk '{sum += $1} END {print sum + 0}')
    rm -rf "$cache"
    echo "$packages $mb $(awk -v b="$begin" -v e="$end" 'BEGIN {printf "%.1f", e - b}')"
}

app_package() {
    local dir="$1" url="$2" products="$3" traits="$4"
    mkdir -p "$dir/Sources/App"
    cat >"$dir/Package.swift" <<EOF
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "$url", from: "99.0.0"$traits)],
    targets: [
        .target(
            name: "App",
            dependencies: [$products],
            plugins: [.plugin(name: "ActionableCodegenPlugin", package: "actionable")]
        )
    ]
)
EOF
    echo "// The app's code." >"$dir/Sources/App/App.swift"
}

declare -A row
for ref in "${refs[@]}"; do
    commit="$(git -C "$root" rev-parse --short "$ref")"
    clone="$work/actionable-$commit"
    git clone --quiet --no-local "$root" "$clone"
    git -C "$clone" checkout --quiet "$commit"
    git -C "$clone" tag 99.0.0

    # A bare copy named actionable.git is what a URL names: the package identity is `actionable`.
    bare="$work/$commit/actionable.git"
    git clone --quiet --bare "$clone" "$bare"

    app="$work/app-$commit"
    app_package "$app" "file://$bare" '.product(name: "ActionableApp", package: "actionable")' ""
    row["app $commit"]="$(resolve "$app")"

    service="$work/service-$commit"
    if grep -q 'traits:' "$clone/Package.swift" && grep -q '"HTTP"' "$clone/Package.swift"; then
        app_package "$service" "file://$bare" \
            '.product(name: "ActionableHummingbird", package: "actionable"), .product(name: "ActionablePostgres", package: "actionable")' \
            ', traits: ["HTTP", "Postgres"]'
    else
        app_package "$service" "file://$bare" \
            '.product(name: "ActionableHummingbird", package: "actionable"), .product(name: "ActionablePostgres", package: "actionable")' ""
    fi
    row["service $commit"]="$(resolve "$service")"

    read -r packages mb seconds <<<"$(resolve "$clone")"
    row["validator $commit"]="$((packages + 1)) $mb $seconds"
done

printf '%-10s' "resolves"
for ref in "${refs[@]}"; do printf ' | %-28s' "$ref ($(git -C "$root" rev-parse --short "$ref"))"; done
echo
for who in app validator service; do
    printf '%-10s' "$who"
    for ref in "${refs[@]}"; do
        read -r packages mb seconds <<<"${row["$who $(git -C "$root" rev-parse --short "$ref")"]}"
        printf ' | %-28s' "$packages packages, $mb MB, $seconds s"
    done
    echo
done
echo "(packages: Actionable and every package it brings; MB: checkouts and repository clones; s: swift package resolve, empty cache)"

if [ -n "$max_app" ]; then
    last="$(git -C "$root" rev-parse --short "${refs[-1]}")"
    read -r packages _ _ <<<"${row["app $last"]}"
    if [ "$packages" -gt "$max_app" ]; then
        echo "error: an app that adds Actionable for ActionableApp and the plugin resolves $packages packages (at most $max_app)" >&2
        exit 1
    fi
fi
