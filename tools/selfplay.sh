#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fits the computer players' evaluation weights (engine/ai/ai_weights.json) by self-play, one setup at a
# time: greedy seats play GAMES two-player games, and opencarc-cli selfplay fits the weights that best
# predict the final margins (docs/AI.md). Deterministic: the same games give the same file. Rebuild
# afterwards (the weights are built into the program).
# Usage: tools/selfplay.sh [GAMES] (default 2000) [SETUP ARGS...]
#   tools/selfplay.sh 2000 --expansions traders      fits one setup, e.g. a new expansion
#   tools/selfplay.sh                               refits every setup below
# Build first (tools/run.sh or tools/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-2000}
shift || true
fit() { build/opencarc-cli selfplay --games "$games" --seed 1 --weights engine/ai/ai_weights.json "$@"; }
if [ $# -gt 0 ]; then
  fit "$@"
else
  # the setups groups play most; a mix without its own entry uses the base game's weights
  fit
  fit --expansions bets,tollkeepers
  fit --expansions inns
  fit --expansions traders
  fit --expansions inns,traders
  fit --map france --expansions mapchips  # both maps share it: the key names modules, not the map
  fit --map france --expansions inns,traders,mapchips,bets,tollkeepers
fi
