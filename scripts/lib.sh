# Sourced by the check scripts: what several of them need from a fresh Debian machine.

# apt_install PACKAGE...: installs Debian packages (nothing when none is given), with sudo when not root.
apt_install() {
    [ $# -gt 0 ] || return 0
    echo "Installing: $*"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

# python_venv DIR CHECK PACKAGE...: a virtual environment in DIR with the pinned PACKAGEs, made (again) unless
# `DIR/bin/python -c CHECK` already succeeds. Never the system's Python; Debian ships venv as python3-venv.
python_venv() {
    local venv="$1" check="$2"
    shift 2
    "$venv/bin/python" -c "$check" >/dev/null 2>&1 && return 0
    rm -rf "$venv"
    mkdir -p "$(dirname "$venv")"
    if ! python3 -m venv "$venv" 2>/dev/null; then
        apt_install python3-venv
        rm -rf "$venv"
        /usr/bin/python3 -m venv "$venv"
    fi
    timeout 600 "$venv/bin/pip" install --quiet --disable-pip-version-check "$@"
}
