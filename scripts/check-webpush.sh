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
[ -x "$cli" ] || SWIFT_DETERMINISTIC_HASHING=1 swift build --traits HTTP,Postgres,Import,WebPush,Vapor \
    -Xswiftc -warnings-as-errors --product actionable-webpush
packages=("pywebpush==2.5.0" "http-ece==1.2.1" "py-vapid==1.9.6")
venv="${XDG_CACHE_HOME:-$HOME/.cache}/actionable/webpush-py-1"
# shellcheck source=scripts/lib.sh
source "$root/scripts/lib.sh"
python_venv "$venv" "import http_ece, pywebpush, py_vapid, cryptography" "${packages[@]}"
exec timeout 120 "$venv/bin/python" scripts/check-webpush.py "$cli"
