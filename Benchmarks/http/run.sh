#!/usr/bin/env bash
# HTTP benchmark: `wrk` on loopback, in one run, alternating: a bare Hummingbird endpoint that reads the body and
# returns 200 (http/BareServer, the baseline), the same logging one line per request (bare-logged), Actionable's
# endpoint with HMAC signing, the in-memory idempotency store and a handler that completes at once (http/NoopServer:
# "noop", the row the targets are about), and `actionable-example-server serve` with the example InviteService
# ("serve": its actor and its log line per request).
#
#   Benchmarks/http/run.sh
#   HTTP_BENCH_DURATION=20 HTTP_BENCH_ROUNDS=3 Benchmarks/http/run.sh
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
#
# Every request sent to serve has its own notification id, so each one runs the handler and is recorded by the
# idempotency store; requests.lua counts any it had to send twice (replays) and the summary prints them, together
# with how many times the handler ran (serve's "Handled action" log lines). Only 127.0.0.1 is ever contacted. The
# servers are stopped on exit, whatever happens. Generated files and logs go to Benchmarks/http/.work/ (ignored by
# git). Exits 1 when serve answered anything but 2xx, or wrk saw socket errors.
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
if [[ "$skip_build" != 1 ]]; then
    echo "== Building actionable-example-server (release)"
    start=$(date +%s)
    (cd "$root" && swift build -c release --traits HTTP,Postgres --product actionable-example-server 2>&1 | tail -1)
    echo "(took $(($(date +%s) - start)) s)"
    echo "== Building BareServer and NoopServer (release, Benchmarks package)"
    start=$(date +%s)
    (cd "$benchmarks" && swift build -c release --product BareServer 2>&1 | tail -1)
    (cd "$benchmarks" && swift build -c release --product NoopServer 2>&1 | tail -1)
    echo "(took $(($(date +%s) - start)) s)"
fi
actionable="$(cd "$root" && swift build -c release --show-bin-path)/actionable-example-server"
bare="$(cd "$benchmarks" && swift build -c release --show-bin-path)/BareServer"
noop="$(cd "$benchmarks" && swift build -c release --show-bin-path)/NoopServer"
for binary in "$actionable" "$bare" "$noop"; do
    [[ -x "$binary" ]] || { echo "error: $binary not built" >&2; exit 1; }
done
# serve is built from the work tree: say which commit, and whether its sources had changes on top.
dirty="$(git -C "$root" status --porcelain -- Sources Examples Package.swift 2>/dev/null | wc -l)"
echo "== actionable-example-server from $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')$([[ "$dirty" -gt 0 ]] \
    && echo " with $dirty changed files in Sources/Examples/Package.swift")"

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
read -r port_bare port_logged port_noop port_serve < <(python3 -c '
import socket
sockets = [socket.socket() for _ in range(4)]
for s in sockets: s.bind(("127.0.0.1", 0))
print(*(s.getsockname()[1] for s in sockets))
for s in sockets: s.close()')

declare -A port pid_of
port[bare]=$port_bare
port[bare-logged]=$port_logged
port[noop]=$port_noop
port[serve]=$port_serve
targets=(bare noop serve)
if [[ "$logged_bare" == 1 ]]; then targets=(bare bare-logged noop serve); fi

start_server() {
    local name="$1"
    case "$name" in
        bare) "$bare" --port "${port[$name]}" >"$work/$name.log" 2>&1 & ;;
        bare-logged) "$bare" --port "${port[$name]}" --log-each-request >"$work/$name.log" 2>&1 & ;;
        noop) "$noop" --port "${port[$name]}" --categories "$root/Categories" >"$work/$name.log" 2>&1 & ;;
        serve)
            (cd "$root" && exec "$actionable" serve --categories Categories --host "$host" --port "${port[$name]}") \
                >"$work/$name.log" 2>&1 &
            ;;
    esac
    pid_of[$name]=$!
    pids+=("$!")
}
wait_healthy() {
    local name="$1"
    for _ in $(seq 100); do
        if curl -sf --max-time 1 "http://$host:${port[$name]}/health" >/dev/null 2>&1; then return 0; fi
        if ! kill -0 "${pid_of[$name]}" 2>/dev/null; then break; fi
        sleep 0.2
    done
    echo "error: $name did not become healthy on $host:${port[$name]}; its log:" >&2
    cat "$work/$name.log" >&2
    exit 1
}
for name in "${targets[@]}"; do start_server "$name"; done
for name in "${targets[@]}"; do wait_healthy "$name"; done
echo "== Servers on $host: bare :${port[bare]}, noop :${port[noop]}, serve :${port[serve]}$([[ "$logged_bare" == 1 ]] && echo ", bare-logged :${port[bare-logged]}")"

# CPU time (user + system, in seconds) a process has used so far.
cpu_seconds() { awk -v hz="$(getconf CLK_TCK)" '{ print ($14 + $15) / hz }' "/proc/$1/stat"; }

# run NAME LABEL SECONDS COUNT: generates COUNT fresh signed requests (ids "<LABEL>-<n>"), runs wrk, appends a line
# to results.tsv.
run() {
    local name="$1" label="$2" seconds="$3" count="$4"
    local file="$work/requests-$label.txt"
    python3 "$here/gen_requests.py" --count "$count" --prefix "$label" --out "$file"
    local cpu_before cpu_after
    cpu_before=$(cpu_seconds "${pid_of[$name]}")
    wrk -t"$threads" -c"$connections" -d"${seconds}s" --latency -s "$here/requests.lua" \
        "http://$host:${port[$name]}" -- "$file" "$threads" >"$work/wrk-$label.txt" 2>&1
    cpu_after=$(cpu_seconds "${pid_of[$name]}")
    rm -f "$file"
    local result
    result="$(grep '^RESULT ' "$work/wrk-$label.txt" | sed 's/^RESULT //')"
    [[ -n "$result" ]] || { echo "error: no result from wrk:" >&2; cat "$work/wrk-$label.txt" >&2; exit 1; }
    printf '%s\t%s\t%s server_cpu_s=%s load=%s\n' "$name" "$label" "$result" \
        "$(awk -v a="$cpu_after" -v b="$cpu_before" 'BEGIN { printf "%.2f", a - b }')" \
        "$(cut -d' ' -f1 /proc/loadavg)" >>"$work/results.tsv"
    awk -F'\t' -v label="$label" '$2 == label {
        n = split($3, kv, " "); for (i = 1; i <= n; i++) { split(kv[i], p, "="); v[p[1]] = p[2] }
        printf "   %-18s %7.0f req/s  p50 %6.2f ms  p99 %6.2f ms  non-2xx %d  errors %d  server CPU %5.1f s",
            label, v["rps"], v["p50_us"] / 1000, v["p99_us"] / 1000, v["non2xx"],
            v["connect_errors"] + v["read_errors"] + v["write_errors"] + v["timeouts"], v["server_cpu_s"]
        if ($1 == "serve" || $1 == "noop") printf "  replays %d", v["replays"]
        printf "\n"
    }' "$work/results.tsv"
}

echo "== Warm-up: 3 s each (not counted)"
run bare warmup-bare 3 50000
[[ "$logged_bare" == 1 ]] && run bare-logged warmup-bare-logged 3 50000
run noop warmup-noop 3 50000
run serve warmup-serve 3 50000
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

handled=$(grep -c 'Handled action' "$work/serve.log" || true)
cleanup
python3 - "$work/results.tsv" "$handled" "$duration" <<'EOF'
import statistics
import sys

path, handled, duration = sys.argv[1], int(sys.argv[2]), sys.argv[3]
runs = []
for line in open(path, encoding="utf-8"):
    name, label, rest = line.rstrip("\n").split("\t")
    values = dict(item.split("=", 1) for item in rest.split())
    runs.append((name, label, {k: float(v) for k, v in values.items()}))

measured = [r for r in runs if not r[1].startswith("warmup")]
names = [n for n in ("bare", "bare-logged", "noop", "serve") if any(r[0] == n for r in measured)]


def of(name):
    return [v for n, _, v in measured if n == name]


print()
print(f"== Summary ({len(of('bare'))} runs of {duration} s each, alternating; medians over runs)")
print(f"   {'target':<12} {'req/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'non-2xx':>8} {'errors':>7} {'replays':>8}"
      f" {'server CPU us/req':>18}")
for name in names:
    vs = of(name)
    rps = statistics.median(v["rps"] for v in vs)
    p50 = statistics.median(v["p50_us"] for v in vs) / 1000
    p99 = statistics.median(v["p99_us"] for v in vs) / 1000
    non2xx = sum(int(v["non2xx"]) for v in vs)
    errors = sum(int(v[k]) for v in vs for k in ("connect_errors", "read_errors", "write_errors", "timeouts"))
    # The bare endpoint ignores the body: a request it is sent twice costs it the same, so its replays don't matter.
    replays = str(sum(int(v["replays"]) for v in vs)) if name in ("serve", "noop") else "n/a"
    cpu = statistics.median(v["server_cpu_s"] / v["requests"] * 1e6 for v in vs)
    print(f"   {name:<12} {rps:9.0f} {p50:8.2f} {p99:8.2f} {non2xx:8d} {errors:7d} {replays:>8} {cpu:18.1f}")

bare = of("bare")
noop = of("noop")
serve = of("serve")
median = lambda vs, key: statistics.median(v[key] for v in vs)
ratios = [s["rps"] / b["rps"] for b, s in zip(bare, noop)]
print(f"   noop / bare requests per second: {median(noop, 'rps') / median(bare, 'rps'):.1%} (target >= 80%);"
      " per round: " + ", ".join(f"{r:.1%}" for r in ratios))
print(f"   noop / bare p99: {median(noop, 'p99_us') / median(bare, 'p99_us'):.2f}x (target <= 1.5x);"
      f" server CPU per request: {median(noop, 'server_cpu_s') / median(noop, 'requests') * 1e6:.1f} us vs"
      f" {median(bare, 'server_cpu_s') / median(bare, 'requests') * 1e6:.1f} us")
print(f"   serve (example handler) / bare requests per second: {median(serve, 'rps') / median(bare, 'rps'):.1%}"
      " (target >= 60%); per round: " + ", ".join(f"{s['rps'] / b['rps']:.1%}" for b, s in zip(bare, serve)) + ";"
      f" serve / noop: {median(serve, 'rps') / median(noop, 'rps'):.1%}")
if "bare-logged" in names:
    logged = statistics.median(v["rps"] for v in of("bare-logged"))
    print(f"   serve / bare-logged: {statistics.median(v['rps'] for v in serve) / logged:.1%};"
          f" bare-logged / bare: {logged / statistics.median(v['rps'] for v in bare):.1%}")

serve_all = [v for n, _, v in runs if n == "serve"]
sent = sum(int(v["issued"]) for v in serve_all)
completed = sum(int(v["requests"]) for v in serve_all)
replays = sum(int(v["replays"]) for v in serve_all)
print(f"   serve, warm-up included: {completed} responses counted by wrk, {sent} requests issued"
      f" ({replays} replays), handler ran {handled} times")
loads = [v["load"] for _, _, v in runs]
print(f"   1-minute load average after each run: {min(loads):.2f} to {max(loads):.2f} (2 cores: wrk and the server"
      " share them with whatever else runs)")
bad = sum(int(v["non2xx"]) for v in serve + noop) + sum(
    int(v[k]) for _, _, v in measured for k in ("connect_errors", "read_errors", "write_errors", "timeouts"))
sys.exit(1 if bad else 0)
EOF
