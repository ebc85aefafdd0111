#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian packages OpenCarc needs to build, test and run, when any is missing.
set -euo pipefail
# OPENCARC_GUI=OFF (a build without the window, e.g. a headless server) leaves out SDL and Xvfb;
# OPENCARC_NET=OFF (a build without network play) leaves out libwebsockets and OpenSSL.
# python3 runs the example bot of the bot protocol (docs/BOTS.md) in the CLI test and tools/arena.sh.
packages=(gcc make cmake pkg-config libcjson-dev libcairo2-dev libpng-dev python3)
if [ "${OPENCARC_NET:-ON}" != OFF ]; then
  # libwebsockets: network play, WebSocket (RFC 6455) with its framing, keep-alive and TLS (docs/NETWORK.md).
  packages+=(libwebsockets-dev)
  # libssl-dev: OpenSSL, under libwebsockets' TLS; a host's own certificate and its fingerprint (engine/net/net_tls.c).
  packages+=(libssl-dev)
fi
if [ "${OPENCARC_GUI:-ON}" != OFF ]; then
  # fonts-wqy-microhei: the fallback font for names in CJK scripts (gui/shell/gui_text.c, the gui_text test).
  packages+=(libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev xvfb xauth xdotool fonts-wqy-microhei)
  # gettext: xgettext, msgfmt and msgmerge build the translations (po/) and check them.
  packages+=(gettext)
fi
# The install and package tests: desktop entry and AppStream validators, dpkg-shlibdeps and file (CPack).
packages+=(desktop-file-utils appstream dpkg-dev file)
# The fuzz targets (tools/fuzz.sh, run briefly by tools/test.sh): clang with libFuzzer.
packages+=(clang)
# clang-format: the layout check of the quick tier (tools/format.sh, .clang-format)
packages+=(clang-format)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
