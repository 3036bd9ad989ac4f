#!/usr/bin/env bash
# Chaos test of the HTTP endpoint with the PostgreSQL idempotency store: N instances of
# `actionable-example-server serve --idempotency postgres` behind a round-robin TCP proxy, a load of duplicated
# deliveries sent the way the app's forwarder sends them, and a chaos monkey that SIGKILLs instances, freezes them
# (SIGSTOP, then SIGKILL) and crashes the database while the load runs. Then it checks that every delivery got a
# final answer, counts handler runs per delivery (and, with transactional handlers, the effects that committed), and
# prints the figures (a table for README, a `CHAOS_RESULT {...}` JSON line, and report.json / summary.txt in the
# output directory).
#
#   scripts/chaos.sh                                    # builds the server with `swift build`, then runs (~2 min)
#   ACTIONABLE_SERVER=/path/to/actionable-example-server scripts/chaos.sh
#   CHAOS_DURATION=20 CHAOS_DELIVERIES=100 CHAOS_SEED=7 scripts/chaos.sh
#   CHAOS_HANDLER=transactional scripts/chaos.sh        # exactly-once effects: counts the committed ones
#   CHAOS_ADAPTER=vapor scripts/chaos.sh                # the endpoint on Vapor (serve --adapter vapor)
#
# Settings (environment):
#   ACTIONABLE_SERVER    the server binary; unset: `swift build --traits HTTP,Postgres,Import,WebPush,Vapor
#                        -Xswiftc -warnings-as-errors --product actionable-example-server` here (CI's debug build)
#   CHAOS_ADAPTER        hummingbird or vapor: the instances run `serve --adapter CHAOS_ADAPTER` (unset: serve's
#                        default, Hummingbird, and no flag, as an older serve takes it); the report names it
#   CHAOS_INSTANCES      instances behind the proxy (3)
#   CHAOS_DURATION       seconds of load and chaos (60); clients still running then get their full budget
#   CHAOS_DELIVERIES     deliveries, each with its own notification id and Idempotency-Key (1200: 20 a second;
#                        at 300 the kills and outages seldom catch a request between its claim and its answer)
#   CHAOS_DUPLICATES     concurrent clients per delivery (3)
#   CHAOS_SEED           makes the load's timing and the monkey's choices repeatable (a new one each run)
#   CHAOS_BUDGET         seconds a client may spend on one delivery, as iOS gives ~30 s (25)
#   CHAOS_MAX_ATTEMPTS   attempts a client makes at most, as the app's RetryPolicy (8)
#   CHAOS_DEADLINE       the server's --deadline, the handler deadline in seconds (4; the lease is twice that)
#   CHAOS_HANDLER        plain: the example handlers' effects are outside the store, so a kill between a handler and
#                        its recorded answer runs it twice (reported); transactional: `serve --transactional`, each
#                        handler writes its effect (a row in actionable_example_effects) in the transaction that
#                        records the answer, and the run checks the table for exactly one effect per delivery (plain)
#   CHAOS_SERVER_FLAGS   extra flags for `serve`, e.g. "--duplicate-wait 5 --backend-timeout 2" ("")
#   CHAOS_KINDS          chaos kinds and weights ("kill:2,freeze:1,db:1")
#   CHAOS_GAP            seconds between chaos events, "MIN-MAX" ("3-8")
#   CHAOS_RESTART        seconds a killed instance stays down ("1-3")
#   CHAOS_FREEZE         seconds a frozen instance stays stopped before it is killed ("2-6")
#   CHAOS_DB_DOWN        seconds the database stays down ("3-10")
#   CHAOS_DB_DELAY_MS    latency added each way between the instances and PostgreSQL by a proxy (0: direct); a
#                        database a few ms away widens the window between a claim and its recorded answer that a
#                        kill or a freeze can fall into
#   CHAOS_CATEGORIES     the categories directory (this repository's Categories)
#   CHAOS_OUT            where logs and the report go, replaced each run (${TMPDIR:-/tmp}/actionable-chaos)
#   CHAOS_PG_PORT        the throwaway PostgreSQL cluster's port (a free one picked at random below the kernel's
#                        ephemeral range, so that neither an outgoing connection nor another chaos run takes it while
#                        the database is down)
#
# After the load, each instance is sent a few new deliveries directly ("probes": has the service recovered?).
#
# A client that gets no final answer within its budget or its 8 attempts is what the app keeps in its outbox: after
# the chaos, each is sent again (same key, new budget), as the outbox does.
#
# Exit status: 0 when every client got a final answer (in its budget, or when its outbox sent it again after the
# chaos), every delivery answered 200 ran its handler at least once,
# the answers for each delivery agree, and every probe was answered 200 and, with CHAOS_HANDLER=transactional, no
# delivery (probes included) has two committed effects, none answered 200 has none, and none whose final answer was
# not 200 has one (the effects table unreadable fails too); 1 when not; 2 when the set-up failed or
# the run is invalid (a port of its database or of an instance was taken by another process while down). A
# handler that ran twice (an instance killed between running it and recording its answer) is reported, not a
# failure: with transactional handlers the logs count attempts, a rolled-back one included, and the effects table
# what committed.
#
# Needs bash, python3 (stdlib only) and Debian's PostgreSQL server binaries (installed with apt-get when missing).
# It never touches another PostgreSQL server (the tests' one on 5432 included): it initialises a private cluster in a
# temporary directory, owned by the `postgres` user when run as root, and removes it on exit. Every process it
# starts is ended on exit, Ctrl-C included.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HERE="$ROOT/scripts/chaos"
OUT="${CHAOS_OUT:-${TMPDIR:-/tmp}/actionable-chaos}"
say() { echo "chaos.sh: $*"; }
die() { say "$*" >&2; exit 2; }

command -v python3 >/dev/null || die "python3 is needed"
# Checked here as well as in run.py: before a build of a few minutes rather than after.
case "${CHAOS_HANDLER:-plain}" in
plain | transactional) ;;
*) die "CHAOS_HANDLER=$CHAOS_HANDLER is not plain or transactional" ;;
esac
case "${CHAOS_ADAPTER:-}" in
"" | hummingbird | vapor) ;;
*) die "CHAOS_ADAPTER=$CHAOS_ADAPTER is not hummingbird or vapor" ;;
esac

# The output directory is replaced each run, but only one this script made (it leaves a marker): a CHAOS_OUT that
# points at anything else that is not empty is refused rather than deleted.
if [ -e "$OUT" ] && [ -n "$(ls -A "$OUT" 2>/dev/null)" ] && [ ! -f "$OUT/.actionable-chaos" ]; then
    die "CHAOS_OUT=$OUT exists, is not empty and is not a previous chaos run's output: choose another directory"
fi

# --- the server binary --------------------------------------------------------------------------------------------
if [ -n "${ACTIONABLE_SERVER:-}" ]; then
    SERVER="$ACTIONABLE_SERVER"
else
    say "building actionable-example-server (swift build; set ACTIONABLE_SERVER to skip)"
    # CI's traits and flags: the build CI and scripts/test-fast.sh already made, with the Vapor adapter.
    (cd "$ROOT" && SWIFT_DETERMINISTIC_HASHING=1 swift build --traits HTTP,Postgres,Import,WebPush,Vapor \
        -Xswiftc -warnings-as-errors --product actionable-example-server) || die "swift build failed"
    SERVER="$(cd "$ROOT" && swift build --show-bin-path)/actionable-example-server"
fi
[ -x "$SERVER" ] || die "no server binary at $SERVER"
CATEGORIES="${CHAOS_CATEGORIES:-$ROOT/Categories}"
[ -d "$CATEGORIES" ] || die "no categories directory at $CATEGORIES"

# --- PostgreSQL binaries ------------------------------------------------------------------------------------------
pg_bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PG_BIN="$(pg_bin_dir)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
    say "installing Debian's postgresql (apt-get)"
    SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo -n"
    export DEBIAN_FRONTEND=noninteractive
    timeout 300 $SUDO apt-get update -qq || say "apt-get update failed"
    timeout 600 $SUDO apt-get install -y -qq postgresql >/dev/null || die "apt-get install postgresql failed"
    PG_BIN="$(pg_bin_dir)"
    [ -n "$PG_BIN" ] && [ -x "$PG_BIN/initdb" ] || die "no PostgreSQL server binaries after installing"
fi

# initdb refuses to run as root: the cluster belongs to the `postgres` user then.
PG_AS=""
if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || die "running as root, but there is no 'postgres' user to own the cluster"
    PG_AS="runuser -u postgres --"
fi
as_pg() { $PG_AS "$@"; }

# --- clean-up, whatever happens -----------------------------------------------------------------------------------
PGDIR=""
RUNNER=""
cleanup() {
    local status=$?
    trap - EXIT INT TERM
    if [ -n "$RUNNER" ] && kill -0 "$RUNNER" 2>/dev/null; then
        kill -TERM "$RUNNER" 2>/dev/null || true
        for _ in $(seq 1 100); do kill -0 "$RUNNER" 2>/dev/null || break; sleep 0.1; done
        kill -KILL "$RUNNER" 2>/dev/null || true
    fi
    # The runner ends its instances and proxy itself; these pid files are the safety net when it could not. A pid
    # is only killed while it still runs one of our commands (a recycled pid belongs to someone else).
    for file in "$OUT"/pids/*.pid; do
        [ -f "$file" ] || continue
        pid="$(cat "$file")"
        if [ -n "$pid" ] && { tr '\0' ' ' <"/proc/$pid/cmdline"; } 2>/dev/null | grep -Eq "actionable-example-server|proxy.py"; then
            kill -CONT "$pid" 2>/dev/null || true
            kill -KILL "$pid" 2>/dev/null || true
        fi
    done
    rm -rf "$OUT/pids"
    if [ -n "$PGDIR" ] && [ -d "$PGDIR/data" ]; then
        as_pg timeout 60 "$PG_BIN/pg_ctl" -D "$PGDIR/data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
    fi
    if [ -n "$PGDIR" ]; then
        [ -f "$PGDIR/postgres.log" ] && cp "$PGDIR/postgres.log" "$OUT/postgres.log" 2>/dev/null || true
        rm -rf "$PGDIR"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

rm -rf "$OUT"
mkdir -p "$OUT/pids"
touch "$OUT/.actionable-chaos"

# --- a private, throwaway PostgreSQL cluster ----------------------------------------------------------------------
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# Ports are picked at random between 10000 and the start of the ephemeral range (32768 on Linux by default): a
# stopped database's port must not be handed to an outgoing connection, nor found "free" by a chaos run that
# starts meanwhile (the runner picks the instances' and proxies' ports the same way).
EPHEMERAL_LOW="$(cut -f1 /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || echo 32768)"
[ "$EPHEMERAL_LOW" -gt 11000 ] 2>/dev/null || EPHEMERAL_LOW=32768
PG_PORT="${CHAOS_PG_PORT:-}"
if [ -z "$PG_PORT" ]; then
    for _ in $(seq 1 50); do
        candidate=$((10000 + (RANDOM * 32768 + RANDOM) % (EPHEMERAL_LOW - 10000)))
        if port_free "$candidate"; then PG_PORT="$candidate"; break; fi
    done
    [ -n "$PG_PORT" ] || die "no free port found for the throwaway cluster"
fi
[ "$PG_PORT" != 5432 ] || die "CHAOS_PG_PORT must not be 5432 (the tests' server)"
port_free "$PG_PORT" || die "port $PG_PORT is taken"

PGDIR="$(mktemp -d "${TMPDIR:-/tmp}/actionable-chaos-pg.XXXXXX")"
[ -z "$PG_AS" ] || chown postgres "$PGDIR"
say "initialising a throwaway PostgreSQL cluster in $PGDIR on port $PG_PORT"
# Password (SCRAM) authentication over TCP, as the servers log in; trust on the cluster's own socket (in the
# cluster's directory, which only the `postgres` user and root can enter), which only this script uses.
as_pg timeout 120 "$PG_BIN/initdb" -D "$PGDIR/data" -U postgres -E UTF8 --no-sync --auth-local=trust \
    --auth-host=scram-sha-256 >"$PGDIR/initdb.log" 2>&1 || { cat "$PGDIR/initdb.log" >&2; die "initdb failed"; }
cat >>"$PGDIR/data/postgresql.conf" <<EOF
# chaos.sh
port = $PG_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$PGDIR'
max_connections = 300
fsync = off
EOF
as_pg timeout 60 "$PG_BIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/postgres.log" -w -t 30 start >/dev/null ||
    { tail -n 20 "$PGDIR/postgres.log" >&2; die "the throwaway cluster did not start"; }
# A password of this run's own: instances of another run that reach this cluster (or ours, theirs) cannot log in.
PG_PASSWORD="$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"
timeout 30 "$PG_BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$PGDIR" -p "$PG_PORT" -U postgres -d postgres \
    -c "CREATE ROLE actionable LOGIN PASSWORD '$PG_PASSWORD'" -c "CREATE DATABASE actionable OWNER actionable" \
    >/dev/null || die "could not create the role and database"

# --- the run ------------------------------------------------------------------------------------------------------
export CHAOS_SERVER_BIN="$SERVER" CHAOS_CATEGORIES="$(cd "$CATEGORIES" && pwd)" CHAOS_OUT="$OUT" \
    CHAOS_TOKEN="chaos-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')" CHAOS_PG_BIN="$PG_BIN" \
    CHAOS_PG_DATA="$PGDIR/data" CHAOS_PG_LOG="$PGDIR/postgres.log" CHAOS_PG_PORT="$PG_PORT" CHAOS_PG_AS="$PG_AS" \
    CHAOS_PG_PASSWORD="$PG_PASSWORD" CHAOS_PORT_LIMIT="$EPHEMERAL_LOW"
say "server $SERVER${CHAOS_ADAPTER:+ (--adapter $CHAOS_ADAPTER)}; output in $OUT"
python3 -u "$HERE/run.py" &
RUNNER=$!
set +e
wait "$RUNNER"
STATUS=$?
set -e
RUNNER=""
case "$STATUS" in
0 | 1) say "logs, events, clients.jsonl, summary.txt and report.json are in $OUT" ;;
*) say "the run did not finish (status $STATUS); logs and events are in $OUT" ;;
esac
exit "$STATUS"
