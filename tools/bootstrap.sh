#!/usr/bin/env bash
# Set up Ciapanò on Debian/Ubuntu (or any system with Python 3.11+) and play or test it.
#   bash tools/bootstrap.sh play   # install into .venv and start the game
#   bash tools/bootstrap.sh test   # install into .venv with the test tools and run every test
# System packages: Qt needs a few libraries even offscreen, and Debian's Python needs
# python3-venv. They are installed with apt-get when missing (as root, or through sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-play}"

python="${PYTHON:-python3}"
if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "Ciapanò needs Python 3.11 or newer as '$python' (set PYTHON=/path/to/python3.11)." >&2
  exit 1
fi

debs="libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libglib2.0-0 libdbus-1-3
      libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0
      libxcb-render-util0 libxcb-image0"
if command -v dpkg-query >/dev/null && command -v apt-get >/dev/null; then
  missing=""
  for p in $debs; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
  done
  if ! "$python" -c 'import ensurepip, venv' 2>/dev/null; then
    missing="$missing python3-venv"
  fi
  if [ -n "$missing" ]; then
    echo "Installing system packages:$missing"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
  fi
fi

[ -x .venv/bin/python ] || "$python" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
case "$mode" in
  play)
    .venv/bin/python -m pip install -q -e .
    exec .venv/bin/python -m ciapano_qt
    ;;
  test)
    # The tests also build the frozen app and validate the Linux desktop files.
    if command -v apt-get >/dev/null; then bash packaging/linux/build-deps.sh; fi
    .venv/bin/python -m pip install -q -e '.[test]'
    exec .venv/bin/python -m pytest -n 2 "${@:2}"
    ;;
  *)
    echo "usage: bash tools/bootstrap.sh play|test" >&2
    exit 2
    ;;
esac
