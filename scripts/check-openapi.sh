#!/usr/bin/env bash
# Schemathesis (PyPI) against `actionable-example-server serve`: the endpoint's OpenAPI document, as the server itself
# serves it at GET /openapi.json, drives generated requests — valid ones, and invalid ones (negative mode) — at every
# operation; every response must conform to the document (status, headers, content type, body schema), none may be a
# 5xx (the run injects no fault), an operation that needs authentication must refuse a request without it, and a body
# the schema allows must not be refused as malformed. The server allows one web origin (`--cors-origin`, the document's
# example `Origin`), so the CORS preflight (OPTIONS) is granted, refused (another origin, method or header) and
# answered 405 (no preflight), and deliveries that name the origin get the CORS headers the document lists. Bounded
# by a count, not a clock: OPENAPI_MAX_EXAMPLES per operation and phase (default 4500: about 4,800 requests in about
# 130 s on two cores, so .ci/run's checks lane, which also runs the web's browser check, ends with its fuzzing lane;
# 6000 took 175 s; the preflight gets a twentieth of it), with a fixed seed, so a
# run sends the same requests on a fast machine and a slow one. (Under --max-time, schemathesis's fuzzing phase draws
# cases until the time is spent, so the work done depended on the machine.) OPENAPI_MAX_SECONDS (default 600, per
# adapter) only stops a run that hangs.
#
#   scripts/check-openapi.sh [path/to/actionable-example-server]
#   scripts/check-openapi.sh --adapter hummingbird --adapter vapor [path/to/actionable-example-server]
#
# `--adapter NAME` (hummingbird or vapor; repeated for several) runs the whole check against `serve --adapter NAME`,
# one adapter after the other; without it, against serve's default (Hummingbird), with no `--adapter` flag. The
# examples are split between the adapters (each gets OPENAPI_MAX_EXAMPLES divided by their number, with the same
# seed, so each is sent the same requests): checking two takes about as long as checking one did. Every adapter must
# pass.
#
# Schemathesis is installed once, pinned, into a virtual environment under ${XDG_CACHE_HOME:-~/.cache}/actionable
# (never into the system's Python). Also checks that the served document is byte for byte the repository's file.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
adapters=()
while [ $# -gt 0 ]; do
    case "$1" in
    --adapter)
        case "${2:-}" in
        hummingbird | vapor) adapters+=("$2") ;;
        *)
            echo "error: --adapter takes hummingbird or vapor (got '${2:-}')" >&2
            exit 2
            ;;
        esac
        shift 2
        ;;
    *) break ;;
    esac
done
server="${1:-$root/.build/debug/actionable-example-server}"
# With CI's traits and flags, so that this is the build CI and scripts/test-fast.sh already made.
[ -x "$server" ] || SWIFT_DETERMINISTIC_HASHING=1 swift build --traits HTTP,Postgres,Import,WebPush,Vapor \
    -Xswiftc -warnings-as-errors --product actionable-example-server
document="Sources/ActionableRuntime/Resources/actionable-endpoint.openapi.json"
version=4.32.5
examples="${OPENAPI_MAX_EXAMPLES:-4500}"
if [ ${#adapters[@]} -gt 1 ]; then examples=$(((examples + ${#adapters[@]} - 1) / ${#adapters[@]})); fi
seconds="${OPENAPI_MAX_SECONDS:-600}"

# --- schemathesis, pinned, in a virtual environment of its own ------------------------------------------------------
venv="${XDG_CACHE_HOME:-$HOME/.cache}/actionable/schemathesis-$version"
# shellcheck source=scripts/lib.sh
source "$root/scripts/lib.sh"
python_venv "$venv" "import schemathesis" "schemathesis==$version"
echo "$("$venv/bin/schemathesis" --version)"

work="$(mktemp -d)"
pid=""
stop_server() {
    [ -z "$pid" ] || kill "$pid" 2>/dev/null || true
    [ -z "$pid" ] || wait "$pid" 2>/dev/null || true
    pid=""
}
cleanup() {
    stop_server
    rm -rf "$work"
}
trap cleanup EXIT

# --- schemathesis's configuration -------------------------------------------------------------------------------------
# positive_data_acceptance: a body the schema allows is never refused as malformed (400) or unauthenticated; it may
# still name a category the server does not declare (422), a retired identifier (410), or a delivery already in
# progress (409). Those statuses are the document's own, for reasons no JSON Schema can state.
cat >"$work/schemathesis.toml" <<'EOF'
[checks.positive_data_acceptance]
expected-statuses = ["2XX", "409", "410", "422"]
EOF
# The preflight: a well-formed one from an origin the server does not list (what schemathesis draws but for the
# example) is refused with 403, and one without Origin or Access-Control-Request-Method is no preflight, so 405. Three
# header strings need far fewer examples than a delivery's body: a twentieth, so the run takes about as long as before.
cat >>"$work/schemathesis.toml" <<EOF

[[operations]]
include-operation-id = "preflightActionResponse"
generation.max-examples = $(((examples + 19) / 20))
checks.positive_data_acceptance.expected-statuses = ["2XX", "403"]
checks.missing_required_header.expected-statuses = ["405"]
EOF

# --- check ADAPTER: the server (`serve --adapter ADAPTER`; serve's default when empty), then schemathesis --------------
check() {
    local adapter="$1" name="${1:-serve}" started port="" candidate
    [ -z "$adapter" ] || name="serve --adapter $adapter"
    started=$(date +%s)
    for _ in $(seq 1 50); do
        candidate=$((20000 + RANDOM % 12000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
            port=$candidate
            break
        fi
    done
    [ -n "$port" ] || {
        echo "error: no free port" >&2
        exit 1
    }
    local token="schemathesis-$RANDOM$RANDOM" origin="https://app.example.com" log="$work/server-${adapter:-default}.log"
    local flags=()
    [ -z "$adapter" ] || flags=(--adapter "$adapter")
    ACTIONABLE_TOKEN="$token" "$server" serve --categories Categories --port "$port" --auth bearer --deadline 5 \
        --cors-origin "$origin" "${flags[@]}" >"$log" 2>&1 &
    pid=$!
    for _ in $(seq 1 100); do
        curl -fsS "http://127.0.0.1:$port/health" >/dev/null 2>&1 && break
        kill -0 "$pid" 2>/dev/null || {
            cat "$log" >&2
            echo "error: $name did not start" >&2
            exit 1
        }
        sleep 0.1
    done

    curl -fsS "http://127.0.0.1:$port/openapi.json" -o "$work/served.json"
    cmp -s "$work/served.json" "$document" || {
        echo "error: GET /openapi.json of $name does not serve $document byte for byte" >&2
        exit 1
    }

    local status=0
    # Run from the scratch directory: schemathesis keeps a cache of crashes in the working directory.
    (cd "$work" && timeout "$seconds" "$venv/bin/schemathesis" --config-file "$work/schemathesis.toml" run \
        "http://127.0.0.1:$port/openapi.json" \
        --checks all --max-examples "$examples" --seed 39 --workers 2 \
        --header "Authorization: Bearer $token" --request-timeout 10 \
        --report junit --report-dir "$work/report-${adapter:-default}") || status=$?
    if [ "$status" -eq 124 ]; then
        echo "error: schemathesis did not finish in $seconds s (OPENAPI_MAX_SECONDS) against $name; its log:" >&2
        tail -n 40 "$log" >&2
        exit 1
    fi
    if [ "$status" -ne 0 ]; then
        echo "error: schemathesis found responses of $name that do not conform to $document (above); its log:" >&2
        tail -n 40 "$log" >&2
        exit 1
    fi
    stop_server
    echo "check-openapi: $name: every response conforms ($examples examples per operation and phase," \
        "$(($(date +%s) - started)) s)"
}

if [ ${#adapters[@]} -eq 0 ]; then
    check ""
else
    for adapter in "${adapters[@]}"; do check "$adapter"; done
fi
against="the default adapter"
[ ${#adapters[@]} -eq 0 ] || against="each of ${adapters[*]}"
echo "check-openapi: schemathesis $version, $examples examples per operation and phase, $against: every response conforms"
