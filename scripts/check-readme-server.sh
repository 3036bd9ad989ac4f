#!/usr/bin/env bash
# Runs README's "Try it" block (the example server, two signed deliveries of the same body, shutdown) as written, on a
# free port instead of 8080. `swift run` in the block is checked for the traits the server needs and then runs the
# binary `.ci/run` built, so the block's commands are the ones tested without a second build. Fails unless both
# deliveries print the handler's answer and the server logs "Handled action" exactly once (the second is a replay).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
server="$root/.build/debug/actionable-example-server"
[ -x "$server" ] || swift build --traits HTTP,Postgres,Import,WebPush,Vapor --product actionable-example-server

block="$(awk '/^### Try it$/ {found = 1} found && /^```sh$/ {inside = 1; next} inside && /^```$/ {exit} inside' README.md)"
[ -n "$block" ] || {
    echo "error: README has no \"Try it\" block" >&2
    exit 1
}
port=$((20000 + RANDOM % 20000))
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cat >"$work/block.sh" <<EOF
set -euo pipefail
swift() {
    [ "\$1" = run ] || { echo "error: README's block runs swift \$1, not swift run" >&2; return 1; }
    shift
    [ "\$1" = -q ] && shift
    [ "\$1" = --traits ] && [ "\$2" = HTTP,Postgres ] || {
        echo "error: README's block must run the server with --traits HTTP,Postgres (got: \$*)" >&2
        return 1
    }
    shift 2
    [ "\$1" = actionable-example-server ] || { echo "error: README's block runs \$1" >&2; return 1; }
    shift
    "$server" "\$@"
}
$(sed "s/8080/$port/g" <<<"$block" | sed "s|^swift run \(.*\) &\(.*\)$|swift run \1 >$work/server.log 2>\&1 \&\2\nfor _ in \$(seq 1 100); do (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null \&\& break; sleep 0.1; done|")
wait
EOF
output="$(bash "$work/block.sh")" || {
    echo "$output"
    cat "$work/server.log" >&2
    exit 1
}
echo "$output"
answers=$(grep -o '"message":"invitation accepted"' <<<"$output" | wc -l)
handled=$(grep -c "Handled action" "$work/server.log" || true)
if [ "$answers" -ne 2 ] || [ "$handled" -ne 1 ]; then
    echo "error: README's block gave $answers answers (expected 2) and the server handled $handled times (expected 1)" >&2
    cat "$work/server.log" >&2
    exit 1
fi
echo "check-readme-server: README's \"Try it\" block ran: two answers, one handler run"
