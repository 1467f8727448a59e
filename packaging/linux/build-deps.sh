#!/usr/bin/env bash
# System packages a Linux build of Ciapanò needs (Debian/Ubuntu), installed with apt-get
# (through sudo when not root). PyInstaller bundles the libraries it finds on the build
# machine, so the xcb and Wayland client libraries must be here for the bundle to carry them;
# desktop-file-utils and appstream validate the .desktop and metainfo files in the tests.
#     bash packaging/linux/build-deps.sh
set -euo pipefail
debs="libgl1 libegl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 libdbus-1-3
      libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 libxcb-xinerama0 libxcb-randr0
      libxcb-render-util0 libxcb-image0 libxcb-xkb1
      libwayland-client0 libwayland-cursor0 libwayland-egl1
      desktop-file-utils appstream"
missing=""
for p in $debs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -z "$missing" ]; then
  echo "build dependencies: all installed"
  exit 0
fi
echo "Installing:$missing"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
