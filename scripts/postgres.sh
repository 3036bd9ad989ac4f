#!/usr/bin/env bash
# Starts the PostgreSQL server the ActionablePostgres tests run against: installs Debian's `postgresql` when it is
# missing, starts a cluster, and creates the role and database the tests connect with (ACTIONABLE_POSTGRES_HOST,
# _PORT, _USER, _PASSWORD, _DATABASE; defaults 127.0.0.1, 5432, actionable, actionable, actionable).
#
# Safe to run again: whatever is already there is kept. Every step has a time limit. When no server can be started
# it says why and still exits 0: the tests then skip, and say so by name, instead of failing the build.
set -uo pipefail

HOST="${ACTIONABLE_POSTGRES_HOST:-127.0.0.1}"
PORT="${ACTIONABLE_POSTGRES_PORT:-5432}"
ROLE="${ACTIONABLE_POSTGRES_USER:-actionable}"
PASSWORD="${ACTIONABLE_POSTGRES_PASSWORD:-actionable}"
DATABASE="${ACTIONABLE_POSTGRES_DATABASE:-actionable}"
# Where a private cluster goes when the Debian one cannot be started (see start_private_cluster).
PRIVATE_DIR="${ACTIONABLE_POSTGRES_PRIVATE_DIR:-/tmp/actionable-postgres}"

say() { echo "postgres.sh: $*"; }

not_running() {
    say "PostgreSQL is NOT running at $HOST:$PORT: $*"
    say "the ActionablePostgres tests will be skipped (each says so by name)."
    exit 0
}

is_ready() { pg_isready -q -h "$HOST" -p "$PORT" -t 3 >/dev/null 2>&1; }

wait_ready() {
    for _ in $(seq 1 30); do
        is_ready && return 0
        sleep 1
    done
    return 1
}

# Runs a command as the `postgres` operating-system user (the clusters' owner; peer authentication on the socket).
as_postgres() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    elif [ "$(id -un)" = postgres ]; then
        "$@"
    else
        sudo -n -u postgres -- "$@"
    fi
}

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo -n -- "$@"; fi
}

newest_bin_dir() {
    local dir
    dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
    [ -n "$dir" ] && [ -x "$dir/postgres" ] && echo "$dir"
}

install_postgresql() {
    newest_bin_dir >/dev/null && return 0
    say "installing Debian's postgresql (apt-get)"
    export DEBIAN_FRONTEND=noninteractive
    if ! as_root timeout 300 apt-get update -qq; then
        say "apt-get update failed or timed out"
    fi
    if ! as_root timeout 600 apt-get install -y -qq postgresql >/dev/null; then
        not_running "apt-get install postgresql failed or timed out"
    fi
    newest_bin_dir >/dev/null || not_running "postgresql was installed but no server binary was found"
}

# The Debian way: the version's `main` cluster through pg_ctlcluster (created when missing).
start_debian_cluster() {
    command -v pg_ctlcluster >/dev/null 2>&1 || return 1
    local bin version
    bin="$(newest_bin_dir)" || return 1
    version="$(basename "$(dirname "$bin")")"
    if ! pg_lsclusters -h 2>/dev/null | awk '{print $1, $2}' | grep -qx "$version main"; then
        say "creating cluster $version/main on port $PORT"
        as_root timeout 120 pg_createcluster "$version" main --port "$PORT" >/dev/null || return 1
    fi
    local cluster_port
    cluster_port="$(pg_lsclusters -h 2>/dev/null | awk -v v="$version" '$1 == v && $2 == "main" {print $3}')"
    if [ "$cluster_port" != "$PORT" ]; then
        say "cluster $version/main listens on port $cluster_port, not $PORT"
        return 1
    fi
    say "starting cluster $version/main"
    as_root timeout 60 pg_ctlcluster "$version" main start 2>&1 | sed 's/^/postgres.sh:   /'
    wait_ready && SOCKET_DIR=/var/run/postgresql
}

# The fallback: a cluster of our own in PRIVATE_DIR, owned by `postgres`, when pg_ctlcluster is missing or fails.
start_private_cluster() {
    local bin
    bin="$(newest_bin_dir)" || return 1
    id postgres >/dev/null 2>&1 || return 1
    as_root mkdir -p "$PRIVATE_DIR" && as_root chown postgres "$PRIVATE_DIR" || return 1
    if [ ! -f "$PRIVATE_DIR/data/PG_VERSION" ]; then
        say "initialising a private cluster in $PRIVATE_DIR/data"
        as_postgres timeout 120 "$bin/initdb" -D "$PRIVATE_DIR/data" -U postgres --auth-local=peer \
            --auth-host=scram-sha-256 >/dev/null || return 1
    fi
    say "starting the private cluster"
    as_postgres timeout 60 "$bin/pg_ctl" -D "$PRIVATE_DIR/data" -l "$PRIVATE_DIR/server.log" -w -t 30 \
        -o "-p $PORT -k $PRIVATE_DIR -c listen_addresses=127.0.0.1" start >/dev/null || {
        tail -n 5 "$PRIVATE_DIR/server.log" 2>/dev/null | sed 's/^/postgres.sh:   /'
        return 1
    }
    wait_ready && SOCKET_DIR="$PRIVATE_DIR"
}

# Creates (or updates) the role and the database, as the superuser over the cluster's socket. Names and password
# are passed as psql variables and quoted by format(): nothing from the environment is pasted into SQL.
create_role_and_database() {
    as_postgres env PGCONNECT_TIMEOUT=5 timeout 30 psql -X -q -v ON_ERROR_STOP=1 -h "$SOCKET_DIR" -p "$PORT" \
        -d postgres -v role="$ROLE" -v password="$PASSWORD" -v database="$DATABASE" >/dev/null <<'SQL'
SELECT format('CREATE ROLE %I LOGIN', :'role') WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role')
\gexec
SELECT format('ALTER ROLE %I LOGIN PASSWORD %L', :'role', :'password')
\gexec
SELECT format('CREATE DATABASE %I OWNER %I', :'database', :'role')
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'database')
\gexec
SQL
}

echo "== PostgreSQL for the ActionablePostgres tests"
case "$HOST" in
127.0.0.1 | localhost | ::1) ;;
*)
    # A remote server is someone else's to start; only report whether it answers.
    if is_ready; then say "PostgreSQL is up at $HOST:$PORT (remote; not managed here)"; exit 0; fi
    not_running "the remote server does not answer"
    ;;
esac

install_postgresql

SOCKET_DIR=""
if is_ready; then
    say "a server is already accepting connections at $HOST:$PORT"
    if pg_lsclusters -h 2>/dev/null | awk -v p="$PORT" '$3 == p && $4 == "online"' | grep -q .; then
        SOCKET_DIR=/var/run/postgresql
    elif [ -S "$PRIVATE_DIR/.s.PGSQL.$PORT" ]; then
        SOCKET_DIR="$PRIVATE_DIR"
    fi
else
    start_debian_cluster || start_private_cluster || not_running "neither the Debian cluster nor a private one started"
fi

if [ -n "$SOCKET_DIR" ]; then
    create_role_and_database || not_running "could not create role '$ROLE' and database '$DATABASE'"
else
    say "the running server is not one this script started; role and database are left as they are"
fi

if version="$(PGPASSWORD="$PASSWORD" PGCONNECT_TIMEOUT=5 timeout 15 psql -X -At -h "$HOST" -p "$PORT" -U "$ROLE" \
    -d "$DATABASE" -c 'SHOW server_version' 2>&1)"; then
    say "PostgreSQL $version is up at $HOST:$PORT (role '$ROLE', database '$DATABASE')"
else
    not_running "the server answers but '$ROLE' cannot log in to '$DATABASE': $version"
fi
