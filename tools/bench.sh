#!/usr/bin/env bash
# Prints OpenCarc's performance figures (benchmarks, not tests): random full games per second and
# microseconds per legal-move generation for the base game, each expansion and each map, then the
# game window's frame times on a 100-tile board under Xvfb. Build first (tools/run.sh or test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
cli=build/opencarc-cli
echo "== engine: random full games (opencarc-cli bench) =="
"$cli" bench --games 3000 --players 2
"$cli" bench --games 2000 --players 4 --expansions bets,tollkeepers
"$cli" bench --games 500 --players 3 --map benelux --expansions mapchips,bets,tollkeepers
"$cli" bench --games 500 --players 3 --map france --expansions mapchips,bets,tollkeepers
if [ -x build/opencarc ] && command -v xvfb-run >/dev/null; then
  echo "== window: frame times at 1280x800 on a ~100-tile board (Xvfb, software rendering) =="
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  # a 100-tile board: a finished random game on the France map
  "$cli" play --players 3 --map france --seed 11 --save "$tmp/board.json" >/dev/null
  xvfb-run -a -s "-screen 0 1280x800x24" build/opencarc --bench-frames 300 --demo "$tmp/board.json" --size 1280x800
fi
