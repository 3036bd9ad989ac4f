#!/usr/bin/env bash
# The web side of a tap in a real browser (scripts/check-web-browser.py): `actionable generate web` of
# Examples/WebSite/Categories into a copy of the example site, served on 127.0.0.1; a real
# `actionable-example-server serve --auth tokens --cors-origin <the site>` behind a fault proxy; headless Chromium
# over the DevTools protocol delivering pushes, clicking actions, going offline, stopping the worker. Then each
# planted defect (a worker without the Idempotency-Key, an outbox that forgets a tap, a wrong locale pick, an action
# past the cap, no flush on start, Background Sync ignored, a key per click, a 401 that drops the tap, taps sent under
# another account's credential, a sync that re-registers itself) must fail the scenario that is there to catch it.
#
#   bash scripts/check-web-browser.sh [path/to/actionable] [path/to/actionable-example-server]
#   WEB_BROWSER_ARGS="--only tap,restart" bash scripts/check-web-browser.sh   # some scenarios, no planted defects
#
# Installs what a fresh Debian machine lacks: chromium and python3-websocket (the DevTools client).
set -euo pipefail
cd "$(dirname "$0")/.."
actionable="${1:-.build/debug/actionable}"
server="${2:-.build/debug/actionable-example-server}"

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
/usr/bin/python3 -c "import websocket" >/dev/null 2>&1 || missing+=(python3-websocket)
# shellcheck source=scripts/lib.sh
source scripts/lib.sh
apt_install "${missing[@]}"
chromium --version 2>/dev/null | head -1

# shellcheck disable=SC2086 # WEB_BROWSER_ARGS is a list of arguments
/usr/bin/python3 scripts/check-web-browser.py --actionable "$actionable" --server "$server" \
    ${WEB_BROWSER_ARGS:---planted-defects}
