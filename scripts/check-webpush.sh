#!/usr/bin/env bash
# Web Push interoperability (scripts/check-webpush.py): `actionable-webpush send` through a local push-service stand-in
# that checks the VAPID token and headers and decrypts with PyPI's http-ece; pywebpush's encryption decrypted by
# `actionable-webpush decrypt`; 410, 429 + Retry-After and 413 answered as the command documents. About 10 s.
#
#   scripts/check-webpush.sh [path/to/actionable-webpush]     (default .build/debug/actionable-webpush)
#
# http-ece, pywebpush and py-vapid (with the cryptography they need) are installed once, pinned, into a virtual
# environment under ${XDG_CACHE_HOME:-~/.cache}/actionable (never into the system's Python).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
cli="${1:-$root/.build/debug/actionable-webpush}"
# With CI's traits and flags, so this build is the one CI and scripts/test-fast.sh already made.
[ -x "$cli" ] || SWIFT_DETERMINISTIC_HASHING=1 swift build --traits HTTP,Postgres,Import,WebPush \
    -Xswiftc -warnings-as-errors --product actionable-webpush
packages=("pywebpush==2.5.0" "http-ece==1.2.1" "py-vapid==1.9.6")
venv="${XDG_CACHE_HOME:-$HOME/.cache}/actionable/webpush-py-1"
if ! "$venv/bin/python" -c "import http_ece, pywebpush, py_vapid, cryptography" >/dev/null 2>&1; then
    rm -rf "$venv"
    mkdir -p "$(dirname "$venv")"
    if ! python3 -m venv "$venv" 2>/dev/null; then
        # Debian's Python ships venv separately.
        SUDO=""
        [ "$(id -u)" -eq 0 ] || SUDO="sudo"
        $SUDO apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv
        rm -rf "$venv"
        /usr/bin/python3 -m venv "$venv"
    fi
    timeout 600 "$venv/bin/pip" install --quiet --disable-pip-version-check "${packages[@]}"
fi
exec timeout 120 "$venv/bin/python" scripts/check-webpush.py "$cli"
