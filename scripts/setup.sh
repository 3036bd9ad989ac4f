#!/usr/bin/env bash
# Installs what Actionable needs on a fresh Debian machine: libyaml (headers and pkg-config file) and pkg-config to
# build, and python3 with python3-jsonschema, which the tests use to validate SARIF output against the official
# schema (SARIFReporterTests fails without it), and nodejs, which runs the JavaScript `actionable generate web` writes
# (WebNodeTests and the documentation's JavaScript blocks fail without it), and aapt2 with Android's framework
# resources, which read back the string resources `actionable generate android` writes.
# Safe to run again: it does nothing when everything is there.
set -euo pipefail

missing=()
pkg-config --exists yaml-0.1 2>/dev/null || missing+=(libyaml-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if ! /usr/bin/python3 -c "import jsonschema" >/dev/null 2>&1; then
    [ -x /usr/bin/python3 ] || missing+=(python3)
    missing+=(python3-jsonschema)
fi

command -v node >/dev/null 2>&1 || missing+=(nodejs)
# aapt2 compiles and links the string resources `actionable generate android` writes, as Android's build does
# (AndroidAapt2Tests), against the framework's resources.
command -v aapt2 >/dev/null 2>&1 || missing+=(aapt)
[ -f /usr/share/android-framework-res/framework-res.apk ] || missing+=(android-framework-res)

if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
echo "libyaml $(pkg-config --modversion yaml-0.1) is installed."
echo "$(/usr/bin/python3 --version) with jsonschema is installed."
echo "node $(node --version) is installed."
echo "aapt2 $(aapt2 version 2>&1 | head -1) is installed."
