#!/usr/bin/env bash
# Installs what is missing, builds OpenCarc and starts the game. Arguments go to the game.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/deps.sh
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)"
if [ -x build/opencarc ]; then
  exec build/opencarc "$@"
fi
echo "The SDL2 window is not built yet; playing a random game in the terminal instead:"
exec build/opencarc-cli play --players 2 "$@"
