#!/usr/bin/env bash
# HTTP benchmark: `wrk` on loopback, in one run, alternating: a bare Hummingbird endpoint that reads the body and
# returns 200 (http/BareServer, the baseline), the same logging one line per request (bare-logged), Actionable's
# endpoint with HMAC signing, the in-memory idempotency store and a handler that completes at once (http/NoopServer:
# "noop", the row the targets are about), and `actionable-example-server serve` with the example InviteService
# ("serve": its actor and its log line per request). With HTTP_BENCH_POSTGRES=1, also three rows against PostgreSQL
# (issue 39): "sql-floor" (http/SQLFloorServer: a bare Hummingbird endpoint running by hand the three autocommit
# statements an idempotent handler needs, claim, write, answer; no Actionable code), "serve-pg" (`serve --idempotency
# postgres`, the example's in-memory handlers) and "serve-pg-tx" (`serve --idempotency postgres --transactional`: each
# handler writes its effect in the transaction that records the answer), measured against "sql-floor-tx" (issue 50:
# SQLFloorServer --transactional, the hand-written exactly-once floor: the claim, then BEGIN, the effect, the answer,
# COMMIT on one connection, the same statements on the same pool).
#
# The same on Vapor (issue 60), in the same run: "bare-vapor" (http/BareVaporServer: a bare Vapor route that reads the
# body and returns 200, configured as `serve --adapter vapor` configures its application), "bare-vapor-logged" (the
# same logging one line per request), "noop-vapor" (NoopServer --adapter vapor) and "serve-vapor" (`serve --adapter
# vapor`). Each row is compared with the floor of its own framework measured in the same run: noop with bare, serve
# with bare-logged, noop-vapor with bare-vapor, serve-vapor with bare-vapor-logged. With HTTP_BENCH_BASELINE_REF, also
# "noop@base" and "serve@base": NoopServer and `serve` built from that commit, so that a change is measured old build
# against new in one run.
#
#   Benchmarks/http/run.sh
#   HTTP_BENCH_DURATION=20 HTTP_BENCH_ROUNDS=3 Benchmarks/http/run.sh
#   scripts/postgres.sh && HTTP_BENCH_POSTGRES=1 Benchmarks/http/run.sh
#   HTTP_BENCH_BASELINE_REF=c2d41a1 HTTP_BENCH_DURATION=8 Benchmarks/http/run.sh     # old build against new
#
# Settings (environment):
#   HTTP_BENCH_DURATION     seconds per wrk run (default 10)
#   HTTP_BENCH_ROUNDS       how many times each server is measured, alternating (default 2)
#   HTTP_BENCH_THREADS      wrk threads (default 2)
#   HTTP_BENCH_CONNECTIONS  wrk connections (default 32)
#   HTTP_BENCH_REQUESTS     signed requests generated per run (default: from a warm-up run of serve, three times
#                           what a run makes, at least 50,000)
#   HTTP_BENCH_LOGGED_BARE  1 (default) also measures the bare endpoint logging one info line per request, as
#                           serve's handler does; 0 skips it
#   HTTP_BENCH_SKIP_BUILD   1 uses the release binaries already built
#   HTTP_BENCH_VAPOR        1 (default) also measures bare-vapor, bare-vapor-logged (unless HTTP_BENCH_LOGGED_BARE=0),
#                           noop-vapor and serve-vapor; 0 skips them
#   HTTP_BENCH_BASELINE_REF a git ref (a commit, HEAD~1, a tag): also measures noop@base and serve@base, that commit's
#                           NoopServer (its Benchmarks package) and `serve` (built with --traits HTTP,Postgres), built
#                           in release in a copy of its tree (`git archive`) in HTTP_BENCH_BASELINE_DIR (default
#                           ${TMPDIR:-/tmp}/actionable-bench-base-<commit>), kept for the next run, with this tree's
#                           Package.resolved files (the same dependency versions). Unset (default): no baseline rows
#   HTTP_BENCH_POSTGRES     1 also measures sql-floor, serve-pg, sql-floor-tx and serve-pg-tx against the PostgreSQL server of
#                           ACTIONABLE_POSTGRES_HOST, _PORT, _USER, _PASSWORD, _DATABASE (defaults 127.0.0.1, 5432,
#                           actionable, actionable, actionable: what scripts/postgres.sh starts); needs psql.
#                           0 (default) skips them
#
# Every request sent to serve has its own notification id, so each one runs the handler and is recorded by the
# idempotency store; requests.lua counts any it had to send twice (replays) and the summary prints them, together
# with how many times the handler ran (serve's "Handled action" log lines). Before every run of a PostgreSQL row the
# tables of all of them (actionable_idempotency, actionable_example_effects, bench_floor_idempotency,
# bench_floor_effects, bench_floor_tx_effects) are truncated, so each starts on empty tables; after it, the rows it
# left are counted, and the summary checks that serve-pg-tx and sql-floor-tx committed exactly one effect per
# delivery answered. Only 127.0.0.1 is ever contacted
# (and the PostgreSQL server named above). The servers are stopped on exit, whatever happens. Generated files and logs
# go to Benchmarks/http/.work/ (ignored by git). Exits 1 when a row other than the bare ones (noop, serve, their Vapor
# and baseline twins, the PostgreSQL rows) answered anything but 2xx, wrk saw socket errors, or the effects check failed.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
benchmarks="$root/Benchmarks"
work="$here/.work"
duration="${HTTP_BENCH_DURATION:-10}"
rounds="${HTTP_BENCH_ROUNDS:-2}"
threads="${HTTP_BENCH_THREADS:-2}"
connections="${HTTP_BENCH_CONNECTIONS:-32}"
requests="${HTTP_BENCH_REQUESTS:-}"
logged_bare="${HTTP_BENCH_LOGGED_BARE:-1}"
skip_build="${HTTP_BENCH_SKIP_BUILD:-0}"
postgres="${HTTP_BENCH_POSTGRES:-0}"
vapor="${HTTP_BENCH_VAPOR:-1}"
baseline_ref="${HTTP_BENCH_BASELINE_REF:-}"
host=127.0.0.1

mkdir -p "$work"
rm -f "$work"/*.txt "$work"/*.log "$work"/*.tsv

# --- wrk -------------------------------------------------------------------------------------------------------------
if ! command -v wrk >/dev/null; then
    echo "== Installing wrk (Debian package)"
    sudo=""
    if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
    $sudo apt-get install -y wrk >/dev/null || { $sudo apt-get update >/dev/null && $sudo apt-get install -y wrk >/dev/null; }
fi
echo "== $(wrk --version 2>&1 | head -1)"

# --- build -----------------------------------------------------------------------------------------------------------
# serve is the main package's product, built here in the Benchmarks package (which depends on the main package by
# path, with the traits HTTP, Postgres and Vapor): the dependencies every row shares (SwiftNIO, Hummingbird, Vapor,
# the endpoint) are built once, in release, in Benchmarks/.build, and the main package's .build is left alone.
if [[ "$skip_build" != 1 ]]; then
    echo "== Building actionable-example-server, BareServer, NoopServer$([[ "$vapor" == 1 ]] && echo ", BareVaporServer")$(
        [[ "$postgres" == 1 ]] && echo ", SQLFloorServer") (release, Benchmarks package)"
    start=$(date +%s)
    (cd "$benchmarks" && swift build -c release --product actionable-example-server 2>&1 | tail -1)
    (cd "$benchmarks" && swift build -c release --product BareServer 2>&1 | tail -1)
    (cd "$benchmarks" && swift build -c release --product NoopServer 2>&1 | tail -1)
    if [[ "$vapor" == 1 ]]; then
        (cd "$benchmarks" && swift build -c release --product BareVaporServer 2>&1 | tail -1)
    fi
    if [[ "$postgres" == 1 ]]; then
        (cd "$benchmarks" && swift build -c release --product SQLFloorServer 2>&1 | tail -1)
    fi
    echo "(took $(($(date +%s) - start)) s)"
fi
benchmarks_bin="$(cd "$benchmarks" && swift build -c release --show-bin-path)"
actionable="$benchmarks_bin/actionable-example-server"
bare="$benchmarks_bin/BareServer"
noop="$benchmarks_bin/NoopServer"
floor="$benchmarks_bin/SQLFloorServer"
bare_vapor="$benchmarks_bin/BareVaporServer"
binaries=("$actionable" "$bare" "$noop")
if [[ "$postgres" == 1 ]]; then binaries+=("$floor"); fi
if [[ "$vapor" == 1 ]]; then binaries+=("$bare_vapor"); fi

# --- the baseline (HTTP_BENCH_BASELINE_REF) ----------------------------------------------------------------------------
# That commit's tree, extracted once (`git archive`: no worktree to prune), with this tree's Package.resolved files,
# which git does not keep, so both builds use the same versions of every dependency; its NoopServer and serve are built
# as that commit's run.sh built them.
if [[ -n "$baseline_ref" ]]; then
    base_sha="$(git -C "$root" rev-parse --verify --quiet "$baseline_ref^{commit}")" || {
        echo "error: HTTP_BENCH_BASELINE_REF=$baseline_ref is not a commit of this repository" >&2
        exit 1
    }
    base_dir="${HTTP_BENCH_BASELINE_DIR:-${TMPDIR:-/tmp}/actionable-bench-base-$base_sha}"
    if [[ "$(cat "$base_dir/.actionable-bench-base" 2>/dev/null)" != "$base_sha" ]]; then
        if [[ -e "$base_dir" && -n "$(ls -A "$base_dir" 2>/dev/null)" && ! -f "$base_dir/.actionable-bench-base" ]]; then
            echo "error: HTTP_BENCH_BASELINE_DIR=$base_dir is not empty and is not a baseline this script made" >&2
            exit 1
        fi
        rm -rf "$base_dir"
        mkdir -p "$base_dir"
        git -C "$root" archive "$base_sha" | tar -x -C "$base_dir"
        if [[ -f "$root/Package.resolved" ]]; then cp "$root/Package.resolved" "$base_dir/"; fi
        if [[ -f "$benchmarks/Package.resolved" ]]; then cp "$benchmarks/Package.resolved" "$base_dir/Benchmarks/"; fi
        echo "$base_sha" >"$base_dir/.actionable-bench-base"
    fi
    if [[ "$skip_build" != 1 ]]; then
        echo "== Building the baseline, $(git -C "$root" log -1 --format='%h %s' "$base_sha" | cut -c1-80), in $base_dir:" \
            "actionable-example-server (release, traits HTTP,Postgres), NoopServer (release, its Benchmarks package)"
        start=$(date +%s)
        (cd "$base_dir" && swift build -c release --traits HTTP,Postgres --product actionable-example-server 2>&1 | tail -1)
        (cd "$base_dir/Benchmarks" && swift build -c release --product NoopServer 2>&1 | tail -1)
        echo "(took $(($(date +%s) - start)) s)"
    fi
    base_actionable="$(cd "$base_dir" && swift build -c release --show-bin-path)/actionable-example-server"
    base_noop="$(cd "$base_dir/Benchmarks" && swift build -c release --show-bin-path)/NoopServer"
    binaries+=("$base_actionable" "$base_noop")
fi
for binary in "${binaries[@]}"; do
    [[ -x "$binary" ]] || { echo "error: $binary not built" >&2; exit 1; }
done
# serve is built from the work tree: say which commit, and whether its sources had changes on top.
dirty="$(git -C "$root" status --porcelain -- Sources Examples Package.swift 2>/dev/null | wc -l)"
echo "== actionable-example-server from $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')$([[ "$dirty" -gt 0 ]] \
    && echo " with $dirty changed files in Sources/Examples/Package.swift")"
if [[ -n "$baseline_ref" ]]; then
    echo "== noop@base and serve@base from $(git -C "$root" rev-parse --short "$base_sha") ($baseline_ref)"
fi

# --- PostgreSQL (HTTP_BENCH_POSTGRES=1) ------------------------------------------------------------------------------
pg_tables="actionable_idempotency actionable_example_effects bench_floor_idempotency bench_floor_effects bench_floor_tx_effects"
if [[ "$postgres" == 1 ]]; then
    # The servers read these; psql is given the same.
    export ACTIONABLE_POSTGRES_HOST="${ACTIONABLE_POSTGRES_HOST:-127.0.0.1}"
    export ACTIONABLE_POSTGRES_PORT="${ACTIONABLE_POSTGRES_PORT:-5432}"
    export ACTIONABLE_POSTGRES_USER="${ACTIONABLE_POSTGRES_USER:-actionable}"
    export ACTIONABLE_POSTGRES_PASSWORD="${ACTIONABLE_POSTGRES_PASSWORD:-actionable}"
    export ACTIONABLE_POSTGRES_DATABASE="${ACTIONABLE_POSTGRES_DATABASE:-actionable}"
    command -v psql >/dev/null || {
        echo "error: HTTP_BENCH_POSTGRES=1 needs psql and a PostgreSQL server: run scripts/postgres.sh first" >&2
        exit 1
    }
fi
# psql as the servers connect, unaligned, one value per column separated by spaces; a lock not granted within 10 s
# (a server holding a transaction open) fails instead of hanging.
psql_run() {
    PGPASSWORD="$ACTIONABLE_POSTGRES_PASSWORD" PGCONNECT_TIMEOUT=5 PGOPTIONS="-c lock_timeout=10s" \
        psql -X -q -At -F ' ' -v ON_ERROR_STOP=1 -h "$ACTIONABLE_POSTGRES_HOST" -p "$ACTIONABLE_POSTGRES_PORT" \
        -U "$ACTIONABLE_POSTGRES_USER" -d "$ACTIONABLE_POSTGRES_DATABASE" "$@"
}
# Empties the five tables that exist (serve-pg-tx makes actionable_example_effects, the floor its three, at start).
pg_truncate() {
    psql_run -c "DO \$\$ DECLARE t text; BEGIN
        FOREACH t IN ARRAY string_to_array('$pg_tables', ' ') LOOP
            IF to_regclass(t) IS NOT NULL THEN EXECUTE format('TRUNCATE %I RESTART IDENTITY', t); END IF;
        END LOOP; END \$\$" >/dev/null
}
# pg_counts NAME: what a run of NAME left in its tables, "effects distinct answered claimed" (-1: not applicable).
# effects: rows of the effects table; distinct: deliveries among them; answered: deliveries recorded as answered 200;
# claimed: deliveries recorded, answered or not.
pg_counts() {
    local sql
    case "$1" in
        sql-floor)
            sql="SELECT (SELECT count(*) FROM bench_floor_effects),
                (SELECT count(DISTINCT key) FROM bench_floor_effects),
                (SELECT count(*) FILTER (WHERE status = 200 AND finished_at IS NOT NULL) FROM bench_floor_idempotency),
                (SELECT count(*) FROM bench_floor_idempotency)"
            ;;
        sql-floor-tx)
            sql="SELECT (SELECT count(*) FROM bench_floor_tx_effects),
                (SELECT count(DISTINCT (category, action, notification_id)) FROM bench_floor_tx_effects),
                (SELECT count(*) FILTER (WHERE status = 200 AND finished_at IS NOT NULL) FROM bench_floor_idempotency),
                (SELECT count(*) FROM bench_floor_idempotency)"
            ;;
        serve-pg)
            sql="SELECT -1, -1,
                (SELECT count(*) FILTER (WHERE status = 200 AND finished_at IS NOT NULL) FROM actionable_idempotency),
                (SELECT count(*) FROM actionable_idempotency)"
            ;;
        serve-pg-tx)
            sql="SELECT (SELECT count(*) FROM actionable_example_effects),
                (SELECT count(DISTINCT (category, action, notification_id)) FROM actionable_example_effects),
                (SELECT count(*) FILTER (WHERE status = 200 AND finished_at IS NOT NULL) FROM actionable_idempotency),
                (SELECT count(*) FROM actionable_idempotency)"
            ;;
    esac
    psql_run -c "$sql"
}
# CPU time (user + system, in seconds) the local PostgreSQL server's processes have used so far: every process named
# postgres, plus, for each postmaster (a postgres whose parent is not one), the time of its children that exited
# (backends come and go with the pools' connections).
db_cpu_seconds() {
    python3 - <<'PY'
import os

stats = {}
for pid in os.listdir("/proc"):
    if not pid.isdigit():
        continue
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        continue
    comm = text[text.index("(") + 1 : text.rindex(")")]
    fields = text[text.rindex(")") + 2 :].split()  # from field 3 (state) on
    stats[int(pid)] = (comm, int(fields[1]), fields)
ours = ("postgres", "postmaster")
ticks = 0
for comm, ppid, fields in stats.values():
    if comm not in ours:
        continue
    ticks += int(fields[11]) + int(fields[12])  # utime, stime
    if stats.get(ppid, ("",))[0] not in ours:
        ticks += int(fields[13]) + int(fields[14])  # cutime, cstime
print(f"{ticks / os.sysconf('SC_CLK_TCK'):.2f}")
PY
}
if [[ "$postgres" == 1 ]]; then
    if ! pg_about="$(psql_run -c "SELECT current_setting('synchronous_commit'), current_setting('fsync'),
        current_setting('shared_buffers'), current_setting('server_version')" 2>&1)"; then
        echo "error: cannot reach PostgreSQL at $ACTIONABLE_POSTGRES_HOST:$ACTIONABLE_POSTGRES_PORT as" \
            "$ACTIONABLE_POSTGRES_USER (database $ACTIONABLE_POSTGRES_DATABASE): $pg_about" >&2
        echo "       scripts/postgres.sh starts one with these defaults" >&2
        exit 1
    fi
    # server_version last: it may hold spaces ("16.4 (Debian 16.4-1)").
    read -r pg_sync pg_fsync pg_buffers pg_version <<<"$pg_about"
    echo "== PostgreSQL $pg_version at $ACTIONABLE_POSTGRES_HOST:$ACTIONABLE_POSTGRES_PORT (database" \
        "$ACTIONABLE_POSTGRES_DATABASE, role $ACTIONABLE_POSTGRES_USER): synchronous_commit=$pg_sync fsync=$pg_fsync" \
        "shared_buffers=$pg_buffers"
    serve_help="$("$actionable" serve --help 2>&1 || true)"
    if [[ "$serve_help" != *--transactional* ]]; then
        echo "error: this actionable-example-server has no 'serve --transactional' (serve-pg-tx's row)" >&2
        exit 1
    fi
    pg_truncate
fi

# --- servers ---------------------------------------------------------------------------------------------------------
pids=()
cleanup() {
    local pid
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    pids=()
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

secret="$(python3 -c 'import secrets; print(secrets.token_hex(32))')"
export ACTIONABLE_SECRET="$secret"

# The generator must sign exactly as `actionable-example-server sign` does.
mapfile -t one < <(python3 "$here/gen_requests.py" --print-one --timestamp 1700000000)
expected="$("$actionable" sign --timestamp 1700000000 --body "${one[0]}" | tr -d '\r')"
if [[ "$expected" != "$(printf '%s\n%s' "${one[1]}" "${one[2]}")" ]]; then
    echo "error: gen_requests.py signs differently from actionable-example-server sign:" >&2
    printf '%s\n' "$expected" "${one[1]}" "${one[2]}" >&2
    exit 1
fi

# Free loopback ports, chosen together so they differ.
all_targets=(bare bare-logged noop serve noop@base serve@base bare-vapor bare-vapor-logged noop-vapor serve-vapor
    sql-floor serve-pg sql-floor-tx serve-pg-tx)
mapfile -t free_ports < <(python3 -c '
import socket, sys
sockets = [socket.socket() for _ in range(int(sys.argv[1]))]
for s in sockets: s.bind(("127.0.0.1", 0))
print(*(s.getsockname()[1] for s in sockets), sep="\n")
for s in sockets: s.close()' "${#all_targets[@]}")

declare -A port pid_of
for index in "${!all_targets[@]}"; do port[${all_targets[$index]}]=${free_ports[$index]}; done
targets=(bare)
if [[ "$logged_bare" == 1 ]]; then targets+=(bare-logged); fi
targets+=(noop serve)
if [[ -n "$baseline_ref" ]]; then targets+=(noop@base serve@base); fi
if [[ "$vapor" == 1 ]]; then
    targets+=(bare-vapor)
    if [[ "$logged_bare" == 1 ]]; then targets+=(bare-vapor-logged); fi
    targets+=(noop-vapor serve-vapor)
fi
if [[ "$postgres" == 1 ]]; then targets+=(sql-floor serve-pg sql-floor-tx serve-pg-tx); fi
is_pg() { [[ "$1" == sql-floor || "$1" == serve-pg || "$1" == sql-floor-tx || "$1" == serve-pg-tx ]]; }

start_server() {
    local name="$1"
    case "$name" in
        bare) "$bare" --port "${port[$name]}" >"$work/$name.log" 2>&1 & ;;
        bare-logged) "$bare" --port "${port[$name]}" --log-each-request >"$work/$name.log" 2>&1 & ;;
        noop) "$noop" --port "${port[$name]}" --categories "$root/Categories" >"$work/$name.log" 2>&1 & ;;
        serve)
            # --capacity: room for every delivery of every run (each request is a new one); at the default 100,000
            # the store refuses the rest with 503 and the row would measure refusals.
            (cd "$root" && exec "$actionable" serve --categories Categories --host "$host" --port "${port[$name]}" \
                --capacity 10000000) >"$work/$name.log" 2>&1 &
            ;;
        noop@base) "$base_noop" --port "${port[$name]}" --categories "$root/Categories" >"$work/$name.log" 2>&1 & ;;
        serve@base)
            (cd "$root" && exec "$base_actionable" serve --categories Categories --host "$host" \
                --port "${port[$name]}" --capacity 10000000) >"$work/$name.log" 2>&1 &
            ;;
        bare-vapor) "$bare_vapor" --port "${port[$name]}" >"$work/$name.log" 2>&1 & ;;
        bare-vapor-logged) "$bare_vapor" --port "${port[$name]}" --log-each-request >"$work/$name.log" 2>&1 & ;;
        noop-vapor)
            "$noop" --port "${port[$name]}" --categories "$root/Categories" --adapter vapor >"$work/$name.log" 2>&1 &
            ;;
        serve-vapor)
            (cd "$root" && exec "$actionable" serve --adapter vapor --categories Categories --host "$host" \
                --port "${port[$name]}" --capacity 10000000) >"$work/$name.log" 2>&1 &
            ;;
        sql-floor) "$floor" --port "${port[$name]}" --truncate >"$work/$name.log" 2>&1 & ;;
        sql-floor-tx) "$floor" --port "${port[$name]}" --transactional >"$work/$name.log" 2>&1 & ;;
        serve-pg)
            (cd "$root" && exec "$actionable" serve --categories Categories --host "$host" --port "${port[$name]}" \
                --idempotency postgres) >"$work/$name.log" 2>&1 &
            ;;
        serve-pg-tx)
            (cd "$root" && exec "$actionable" serve --categories Categories --host "$host" --port "${port[$name]}" \
                --idempotency postgres --transactional) >"$work/$name.log" 2>&1 &
            ;;
    esac
    pid_of[$name]=$!
    pids+=("$!")
}
wait_healthy() {
    local name="$1"
    # serve's /health answers while the database does not; /ready answers 200 once its store does.
    local path=/health
    if [[ "$name" == serve-pg || "$name" == serve-pg-tx ]]; then path=/ready; fi
    for _ in $(seq 100); do
        if curl -sf --max-time 1 "http://$host:${port[$name]}$path" >/dev/null 2>&1; then return 0; fi
        if ! kill -0 "${pid_of[$name]}" 2>/dev/null; then break; fi
        sleep 0.2
    done
    echo "error: $name did not become healthy on $host:${port[$name]}; its log:" >&2
    cat "$work/$name.log" >&2
    exit 1
}
for name in "${targets[@]}"; do
    start_server "$name"
    # Both floors create the same tables at start: the second starts once the first has.
    if [[ "$name" == sql-floor ]]; then wait_healthy "$name"; fi
done
for name in "${targets[@]}"; do wait_healthy "$name"; done
servers=""
for name in "${targets[@]}"; do servers+="${servers:+, }$name :${port[$name]}"; done
echo "== Servers on $host: $servers"

# CPU time (user + system, in seconds) a process has used so far.
cpu_seconds() { awk -v hz="$(getconf CLK_TCK)" '{ print ($14 + $15) / hz }' "/proc/$1/stat"; }

# Lines of a server's log saying its handler ran (InviteService's and the transactional handlers' "Handled action").
handled_lines() { grep -c 'Handled action' "$work/$1.log" || true; }

# run NAME LABEL SECONDS COUNT: generates COUNT fresh signed requests (ids "<LABEL>-<n>"), runs wrk, appends a line
# to results.tsv. A PostgreSQL row's tables are truncated first; after wrk, once the requests still in flight have
# finished (the counts stop moving), the rows the run left are counted.
run() {
    local name="$1" label="$2" seconds="$3" count="$4"
    local file="$work/requests-$label.txt"
    python3 "$here/gen_requests.py" --count "$count" --prefix "$label" --out "$file"
    local extra="" handled_before=0 db_before=0
    if is_pg "$name"; then
        pg_truncate
        db_before=$(db_cpu_seconds)
    fi
    if [[ "$name" == serve* ]]; then handled_before=$(handled_lines "$name"); fi
    local cpu_before cpu_after
    cpu_before=$(cpu_seconds "${pid_of[$name]}")
    wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s "$here/requests.lua" \
        "http://$host:${port[$name]}" -- "$file" "$threads" >"$work/wrk-$label.txt" 2>&1
    cpu_after=$(cpu_seconds "${pid_of[$name]}")
    if is_pg "$name"; then
        local db_after counts previous=""
        db_after=$(db_cpu_seconds)
        for _ in $(seq 40); do
            sleep 0.25
            counts="$(pg_counts "$name")"
            [[ "$counts" == "$previous" ]] && break
            previous="$counts"
        done
        local effects distinct answered claimed
        read -r effects distinct answered claimed <<<"$counts"
        extra+=" db_cpu_s=$(awk -v a="$db_after" -v b="$db_before" 'BEGIN { printf "%.2f", a - b }')"
        extra+=" effects=$effects distinct=$distinct answered=$answered claimed=$claimed"
    fi
    if [[ "$name" == serve* ]]; then extra+=" handled=$(($(handled_lines "$name") - handled_before))"; fi
    rm -f "$file"
    local result
    result="$(grep '^RESULT ' "$work/wrk-$label.txt" | sed 's/^RESULT //')"
    [[ -n "$result" ]] || { echo "error: no result from wrk:" >&2; cat "$work/wrk-$label.txt" >&2; exit 1; }
    printf '%s\t%s\t%s server_cpu_s=%s load=%s%s\n' "$name" "$label" "$result" \
        "$(awk -v a="$cpu_after" -v b="$cpu_before" 'BEGIN { printf "%.2f", a - b }')" \
        "$(cut -d' ' -f1 /proc/loadavg)" "$extra" >>"$work/results.tsv"
    awk -F'\t' -v label="$label" '$2 == label {
        n = split($3, kv, " "); for (i = 1; i <= n; i++) { split(kv[i], p, "="); v[p[1]] = p[2] }
        printf "   %-18s %7.0f req/s  p50 %6.2f ms  p99 %6.2f ms  non-2xx %d  errors %d  server CPU %5.1f s",
            label, v["rps"], v["p50_us"] / 1000, v["p99_us"] / 1000, v["non2xx"],
            v["connect_errors"] + v["read_errors"] + v["write_errors"] + v["timeouts"], v["server_cpu_s"]
        if ($1 !~ /^bare/) printf "  replays %d", v["replays"]
        if ("db_cpu_s" in v) {
            printf "  db CPU %5.1f s  answered %d", v["db_cpu_s"], v["answered"]
            if (v["effects"] >= 0) printf "  effects %d", v["effects"]
        }
        printf "\n"
    }' "$work/results.tsv"
}

echo "== Warm-up: 3 s each (not counted)"
for name in "${targets[@]}"; do run "$name" "warmup-$name" 3 50000; done
if [[ -z "$requests" ]]; then
    warm_rps=$(awk -F'\t' '$2 == "warmup-noop" { match($3, /rps=[0-9.]+/); print substr($3, RSTART + 4, RLENGTH - 4) }' \
        "$work/results.tsv")
    requests=$(awk -v r="$warm_rps" -v d="$duration" 'BEGIN { n = int(r * d * 3 / 1000 + 1) * 1000; print (n < 50000 ? 50000 : n) }')
fi
echo "== Measuring: $rounds rounds of ${targets[*]}; wrk -t$threads -c$connections -d${duration}s --latency;" \
    "$requests unique signed requests per run"
for round in $(seq "$rounds"); do
    for name in "${targets[@]}"; do run "$name" "$name-r$round" "$duration" "$requests"; done
done

handled=$(handled_lines serve)
cleanup
python3 - "$work/results.tsv" "$handled" "$duration" "$connections" "${base_sha:-}" "${baseline_ref:-}" <<'EOF'
import statistics
import sys

path, handled, duration, connections = sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
base_sha, base_ref = sys.argv[5][:7], sys.argv[6]
runs = []
for line in open(path, encoding="utf-8"):
    name, label, rest = line.rstrip("\n").split("\t")
    values = dict(item.split("=", 1) for item in rest.split())
    runs.append((name, label, {k: float(v) for k, v in values.items()}))

measured = [r for r in runs if not r[1].startswith("warmup")]
order = ("bare", "bare-logged", "noop", "serve", "noop@base", "serve@base", "bare-vapor", "bare-vapor-logged",
         "noop-vapor", "serve-vapor", "sql-floor", "serve-pg", "sql-floor-tx", "serve-pg-tx")
names = [n for n in order if any(r[0] == n for r in measured)]
postgres = "sql-floor" in names
socket_errors = ("connect_errors", "read_errors", "write_errors", "timeouts")


def first_of(*candidates):
    return next((c for c in candidates if c in names), None)


# Each row's floor, measured in the same run: the bare endpoint of its own framework, logging a line per request for
# the rows that do (serve's handler logs one), or the hand-written SQL of its PostgreSQL row.
floor_of = {
    "bare-logged": "bare", "noop": "bare", "serve": first_of("bare-logged", "bare"), "noop@base": "bare",
    "serve@base": first_of("bare-logged", "bare"), "bare-vapor-logged": "bare-vapor", "noop-vapor": "bare-vapor",
    "serve-vapor": first_of("bare-vapor-logged", "bare-vapor"), "serve-pg": "sql-floor", "serve-pg-tx": "sql-floor-tx",
}


def of(name):
    return [v for n, _, v in measured if n == name]


def median(vs, key):
    return statistics.median(v[key] for v in vs)


def per_request_us(vs, *keys):
    """The median over runs of the CPU seconds in `keys`, summed, per response wrk counted, in microseconds."""
    return statistics.median(sum(v[k] for k in keys) / v["requests"] * 1e6 for v in vs)


def rounds(name, floor):
    """`name`'s requests per second as a share of `floor`'s, round by round (the two measured one after the other)."""
    return ", ".join(f"{s['rps'] / f['rps']:.1%}" for f, s in zip(of(floor), of(name)))


def share(name, floor):
    return median(of(name), "rps") / median(of(floor), "rps")


print()
print(f"== Summary ({len(of('bare'))} runs of {duration} s each, alternating; medians over runs)")
print(f"   {'target':<17} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'non-2xx':>8} {'errors':>7} {'replays':>8}"
      f" {'server CPU us/req':>18}" + (f" {'db CPU us/req':>14}" if postgres else "")
      + f"  {'floor (same run)':<18} {'req/s of floor':>14} {'CPU x floor':>11}")
for name in names:
    vs = of(name)
    rps = median(vs, "rps")
    p50 = median(vs, "p50_us") / 1000
    p99 = median(vs, "p99_us") / 1000
    non2xx = sum(int(v["non2xx"]) for v in vs)
    errors = sum(int(v[k]) for v in vs for k in socket_errors)
    # The bare endpoints ignore the body: a request sent twice costs them the same, so their replays don't matter.
    replays = "n/a" if name.startswith("bare") else str(sum(int(v["replays"]) for v in vs))
    cpu = per_request_us(vs, "server_cpu_s")
    db = f" {per_request_us(vs, 'db_cpu_s'):14.1f}" if "db_cpu_s" in vs[0] else (f" {'n/a':>14}" if postgres else "")
    floor = floor_of.get(name)
    if floor in names:
        keys = ("server_cpu_s", "db_cpu_s") if "db_cpu_s" in vs[0] else ("server_cpu_s",)
        against = (f"  {floor:<18} {share(name, floor):14.1%}"
                   f" {per_request_us(vs, *keys) / per_request_us(of(floor), *keys):10.2f}x")
    else:
        against = f"  {'(a floor)':<18} {'':>14} {'':>11}"
    print(f"   {name:<17} {rps:9.0f} {p50:8.2f} {p99:8.2f} {non2xx:8d} {errors:7d} {replays:>8} {cpu:18.1f}{db}{against}")

bare = of("bare")
noop = of("noop")
serve = of("serve")
print(f"   noop / bare requests per second: {share('noop', 'bare'):.1%} (target >= 85%, issue 50);"
      f" per round: {rounds('noop', 'bare')}")
print(f"   noop / bare p99: {median(noop, 'p99_us') / median(bare, 'p99_us'):.2f}x (target <= 1.5x);"
      f" server CPU per request: {per_request_us(noop, 'server_cpu_s'):.1f} us vs"
      f" {per_request_us(bare, 'server_cpu_s'):.1f} us"
      f" ({per_request_us(noop, 'server_cpu_s') / per_request_us(bare, 'server_cpu_s'):.2f}x; target <= 1.15x)")
serve_ratio = share("serve", "bare")
print(f"   serve (example handler, in-memory store) / bare requests per second: {serve_ratio:.1%}"
      f" (target >= 70%, issue 39: {'met' if serve_ratio >= 0.70 else 'NOT met'}; issue 25's was 60%); per round: "
      + rounds("serve", "bare") + f"; serve / noop: {share('serve', 'noop'):.1%}")
if "bare-logged" in names:
    print(f"   serve / bare-logged: {share('serve', 'bare-logged'):.1%} (target >= 80%, issue 50); per round:"
          f" {rounds('serve', 'bare-logged')}; bare-logged / bare: {share('bare-logged', 'bare'):.1%}")

if "noop-vapor" in names:
    # The same figures on Vapor, each against Vapor's own floor measured in this run.
    bare_vapor, noop_vapor = of("bare-vapor"), of("noop-vapor")
    print(f"   Vapor: noop-vapor / bare-vapor requests per second: {share('noop-vapor', 'bare-vapor'):.1%}; per round:"
          f" {rounds('noop-vapor', 'bare-vapor')}; p99 {median(noop_vapor, 'p99_us') / median(bare_vapor, 'p99_us'):.2f}x;"
          f" server CPU per request {per_request_us(noop_vapor, 'server_cpu_s'):.1f} us vs"
          f" {per_request_us(bare_vapor, 'server_cpu_s'):.1f} us"
          f" ({per_request_us(noop_vapor, 'server_cpu_s') / per_request_us(bare_vapor, 'server_cpu_s'):.2f}x)")
    logged_vapor = first_of("bare-vapor-logged", "bare-vapor")
    print(f"   Vapor: serve-vapor / {logged_vapor}: {share('serve-vapor', logged_vapor):.1%}; per round:"
          f" {rounds('serve-vapor', logged_vapor)}; serve-vapor / bare-vapor: {share('serve-vapor', 'bare-vapor'):.1%}"
          + (f"; bare-vapor-logged / bare-vapor: {share('bare-vapor-logged', 'bare-vapor'):.1%}"
             if "bare-vapor-logged" in names else ""))
    print(f"   Vapor against Hummingbird, row by row: bare-vapor / bare {share('bare-vapor', 'bare'):.1%},"
          + (f" bare-vapor-logged / bare-logged {share('bare-vapor-logged', 'bare-logged'):.1%},"
             if "bare-vapor-logged" in names and "bare-logged" in names else "")
          + f" noop-vapor / noop {share('noop-vapor', 'noop'):.1%}, serve-vapor / serve {share('serve-vapor', 'serve'):.1%}")

if "noop@base" in names:
    # Old build against new in the same run: the share of the same floor each reaches, and the CPU each spends.
    base_label = base_sha if base_sha.startswith(base_ref) else f"{base_ref}, {base_sha}"
    logged = first_of("bare-logged", "bare")
    for new, old, floor in (("noop", "noop@base", "bare"), ("serve", "serve@base", logged)):
        new_cpu, old_cpu = per_request_us(of(new), "server_cpu_s"), per_request_us(of(old), "server_cpu_s")
        print(f"   old build against new ({base_label}): {new} / {floor} {share(new, floor):.1%}"
              f" (rounds {rounds(new, floor)}) against {old} / {floor} {share(old, floor):.1%}"
              f" (rounds {rounds(old, floor)}); {new} / {old} requests per second {share(new, old):.1%};"
              f" server CPU per request {new_cpu:.1f} us against {old_cpu:.1f} us ({new_cpu / old_cpu:.2f}x)")

failed_checks = 0
if postgres:
    def against(name, floor_name, what, target, target_text):
        """One line: `name`'s requests per second as a share of `floor_name`'s, its p99 and its CPU per request."""
        vs, floor = of(name), of(floor_name)
        ratio = median(vs, "rps") / median(floor, "rps")
        print(f"   {name} / {floor_name}{what} requests per second: {ratio:.1%} ({target_text}:"
              f" {'met' if ratio >= target else 'NOT met'}); per round: "
              + ", ".join(f"{s['rps'] / f['rps']:.1%}" for f, s in zip(floor, vs))
              + f"; p99 {median(vs, 'p99_us') / median(floor, 'p99_us'):.2f}x the floor's;"
              f" server + database CPU per request {per_request_us(vs, 'server_cpu_s', 'db_cpu_s'):.1f} us vs"
              f" {per_request_us(floor, 'server_cpu_s', 'db_cpu_s'):.1f} us")

    within = "target >= 66.7%, within 1.5x of the floor"
    against("serve-pg", "sql-floor", "", 1 / 1.5, within)
    # Issue 50's fair comparison: the hand-written exactly-once floor, the same statements on the same pool.
    against("serve-pg-tx", "sql-floor-tx", " (hand-written exactly-once)", 0.85, "target >= 85%")
    against("serve-pg-tx", "sql-floor", "", 1 / 1.5, within)

    # Rows each run left in the tables (truncated before it), warm-up included. A 200 counted by wrk is a delivery
    # the server answered; a replay that got 200 was answered from the record, without a new effect; requests still
    # in flight when wrk stopped counting (at most one per connection) were answered after it: they are in the tables
    # but not among wrk's 200s.
    print("   Effects and records each PostgreSQL run left (tables truncated before it; warm-up included):")
    for name, label, v in runs:
        if name not in ("sql-floor", "serve-pg", "sql-floor-tx", "serve-pg-tx"):
            continue
        ok = int(v["requests"] - v["non2xx"])
        replays = int(v["replays"])
        effects, distinct, answered, claimed = (int(v[k]) for k in ("effects", "distinct", "answered", "claimed"))
        text = f"     {label:<22} wrk's 200s {ok:7d} (replays {replays}); answered 200 in the table {answered:7d}" \
               f" (claims {claimed})"
        if name == "serve-pg":
            print(text + f"; handler ran {int(v['handled'])} times (in memory, no effects table)")
            continue
        text += f"; effects {effects:7d} ({distinct} deliveries)"
        if name == "sql-floor":
            # Three autocommit statements: nothing makes the effect and the record agree; shown, not checked.
            print(text)
            continue
        exact = effects == answered == distinct
        # Requests wrk gave up on (timeouts) may still have been answered, and committed, after it did.
        most = connections + int(v["timeouts"])
        window = ok - replays <= effects <= ok + most
        if not (exact and window):
            failed_checks += 1
        print(text + (f"; handler ran {int(v['handled'])} times" if "handled" in v else ""))
        print(f"     {'':<22} one effect per delivery answered: {'yes' if exact else 'NO'};"
              f" effects - wrk's 200s = {effects - ok:+d} (expected {-replays:+d} to +{most}):"
              f" {'yes' if window else 'NO'}")

serve_all = [v for n, _, v in runs if n == "serve"]
sent = sum(int(v["issued"]) for v in serve_all)
completed = sum(int(v["requests"]) for v in serve_all)
replays = sum(int(v["replays"]) for v in serve_all)
print(f"   serve, warm-up included: {completed} responses counted by wrk, {sent} requests issued"
      f" ({replays} replays), handler ran {handled} times")
loads = [v["load"] for _, _, v in runs]
print(f"   1-minute load average after each run: {min(loads):.2f} to {max(loads):.2f} (2 cores: wrk and the server"
      + (", and PostgreSQL for its rows," if postgres else "") + " share them with whatever else runs)")
checked = [v for n, _, v in measured if not n.startswith("bare")]
bad = sum(int(v["non2xx"]) for v in checked) + sum(int(v[k]) for _, _, v in measured for k in socket_errors)
if failed_checks:
    print(f"   error: {failed_checks} serve-pg-tx or sql-floor-tx runs did not leave exactly one effect per delivery answered")
if bad:
    print(f"   error: {bad} answers were not 2xx or wrk saw socket errors (every row but the bare ones must"
          " answer every request with 2xx)")
sys.exit(1 if bad or failed_checks else 0)
EOF
