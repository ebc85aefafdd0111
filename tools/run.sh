#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds OpenCarc and starts the game. Arguments go to the game.
# OPENCARC_GUI=OFF builds without SDL (a machine with no display); the build then has no window and
# a game is played in the terminal instead (arguments go to `opencarc-cli play`).
# OPENCARC_NET=OFF builds without network play (no libwebsockets nor OpenSSL).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release ${OPENCARC_GUI:+-DOPENCARC_GUI="$OPENCARC_GUI"} ${OPENCARC_NET:+-DOPENCARC_NET="$OPENCARC_NET"} >/dev/null
cmake --build build -j"$(nproc)"
if grep -qiE '^OPENCARC_GUI:BOOL=(ON|1|YES|TRUE|Y)$' build/CMakeCache.txt; then
  exec build/opencarc "$@"
fi
echo "This build has no window (OPENCARC_GUI=OFF): playing a random game in the terminal instead:"
exec build/opencarc-cli play --players 2 "$@"
