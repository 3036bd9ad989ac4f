#!/usr/bin/env bash
# The preview in a real browser: writes `actionable preview` of Tests/PreviewBrowser/Categories (and of the shipped
# Categories/) and checks every page in headless Chromium over the DevTools protocol (scripts/preview-browser.py):
# the accessibility tree (each button's name, in order; the banner's two), right-to-left layout, destructive red in
# light and dark, texts, search and filter on the index, no console error and no network request, and screenshots
# compared with Tests/PreviewBrowser/Goldens within a tolerance.
#
#   bash scripts/check-preview-browser.sh [path/to/actionable]
#   UPDATE_GOLDEN=1 bash scripts/check-preview-browser.sh    # rewrite the screenshots, then look at them
#
# Installs what a fresh Debian machine lacks: chromium, python3-websocket (the DevTools client), python3-pil (image
# comparison) and fonts-dejavu-core (Arabic and Hebrew glyphs, so the screenshots are the same on every machine).
set -euo pipefail
cd "$(dirname "$0")/.."
actionable="${1:-.build/debug/actionable}"

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
/usr/bin/python3 -c "import websocket" >/dev/null 2>&1 || missing+=(python3-websocket)
/usr/bin/python3 -c "import PIL" >/dev/null 2>&1 || missing+=(python3-pil)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
# shellcheck source=scripts/lib.sh
source scripts/lib.sh
apt_install "${missing[@]}"
chromium --version 2>/dev/null | head -1

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The fixtures: German, Arabic and Hebrew (one translation missing), destructive and unlock markers, a text field, a
# title set at run time, a <script> title, a file with an error and a file that is not YAML. --locale fr draws a
# locale no text has: every text falls back, flagged.
"$actionable" preview Tests/PreviewBrowser/Categories --locale fr --output "$work/fixtures"
/usr/bin/python3 scripts/preview-browser.py check "$work/fixtures" --expect Tests/PreviewBrowser/expected.json \
    --goldens Tests/PreviewBrowser/Goldens --artifacts "${PREVIEW_ARTIFACTS:-$work/artifacts}"

# The shipped categories: every page loads without a console error or a request, every button has a name.
"$actionable" preview Categories --output "$work/categories"
echo '{}' > "$work/none.json"
/usr/bin/python3 scripts/preview-browser.py check "$work/categories" --expect "$work/none.json" --goldens "$work"
