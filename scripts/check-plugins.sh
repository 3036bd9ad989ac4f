#!/usr/bin/env bash
# Builds Examples/NotificationApp, whose AppNotifications target gets its categories and its side of a tap from
# Categories/ through the ActionableCodegenPlugin build-tool plugin and links ActionableApp, and checks that the build
# compiled none of NIO, Hummingbird, Crypto or PostgresNIO (what an app adds builds nothing of the server side). Runs
# it against the example server (`serve --auth bearer`): a simulated tap must be delivered. Then runs the
# generate-notification-categories command plugin and checks that it writes byte for byte what the build-tool plugin
# generated. Leaves the tree as it found it. Expects `swift build` to have built actionable-example-server.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root/Examples/NotificationApp"
# A clean build, so the check below sees every module the app's package compiles.
rm -rf .build

build_log="$(swift build 2>&1)" || {
    echo "$build_log"
    exit 1
}
if grep -E "Compiling (CNIO|NIO|_NIO|Hummingbird|Crypto|_Crypto|CCrypto|PostgresNIO|_ConnectionPool|ServiceLifecycle)" \
    <<<"$build_log"; then
    echo "error: the app's package compiled a module of the server side (above); ActionableApp must stay Foundation-only" >&2
    exit 1
fi
steps=$(grep -c Compiling <<<"$build_log" || true)
if [ "$steps" -eq 0 ]; then
    echo "error: the app's build compiled nothing (an earlier build in Examples/NotificationApp/.build?), so it proves nothing; remove that .build and run again" >&2
    exit 1
fi
# No trait named: the app's package resolves Actionable's three light dependencies, nothing of the server.
resolved="$(find .build/checkouts -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort | tr '\n' ' ')"
if [ "$resolved" != "swift-argument-parser swift-log swift-metrics " ]; then
    echo "error: the app's package resolved $resolved(expected swift-argument-parser, swift-log and swift-metrics)" >&2
    exit 1
fi
echo "check-plugins: the app builds ($steps compile steps, none of NIO, Hummingbird, Crypto or PostgresNIO; resolved $resolved)"

# The app's side of a tap against the service's: the example server with a bearer token, the app forwarding a reply.
server="$root/.build/debug/actionable-example-server"
[ -x "$server" ] || (cd "$root" && swift build --traits HTTP,Postgres,Import,WebPush,Vapor --product actionable-example-server)
port=$((20000 + RANDOM % 20000))
server_log="$(mktemp)"
ACTIONABLE_TOKEN=example-token "$server" serve --categories "$root/Categories" --auth bearer --port "$port" \
    >"$server_log" 2>&1 &
server_pid=$!
generated=Sources/AppNotifications/Generated
trap 'kill "$server_pid" 2>/dev/null || true; rm -rf "$generated" "$server_log"' EXIT
for _ in $(seq 1 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
    sleep 0.1
done
app_log="$(ACTIONABLE_TOKEN=example-token swift run notification-app "http://127.0.0.1:$port" 2>&1)" || {
    echo "$app_log"
    exit 1
}
echo "$app_log" | grep -v '^\[' | grep -v '^Build' || true
grep -q "delivered (200)" <<<"$app_log" || {
    echo "error: the example app's tap was not delivered to the example server" >&2
    cat "$server_log" >&2
    exit 1
}
grep -q "Stored reply" "$server_log" || {
    echo "error: the example server did not run its reply handler" >&2
    cat "$server_log" >&2
    exit 1
}
echo "check-plugins: the example app forwarded a reply to the example server, which handled it"

swift package --allow-writing-to-package-directory generate-notification-categories --target AppNotifications
build_outputs=$(find .build/plugins/outputs -path '*AppNotifications/destination/ActionableCodegenPlugin/GeneratedSources' -type d | head -1)
count=0
for file in "$build_outputs"/*.swift; do
    cmp "$file" "$generated/$(basename "$file")"
    count=$((count + 1))
done
[ "$count" -gt 0 ] && [ "$(ls "$generated" | wc -l)" -eq "$count" ]
echo "check-plugins: the build-tool plugin and the command plugin wrote the same $count files"
