#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Prints OpenCarc's performance figures (benchmarks, not tests): random full games per second and
# microseconds per legal-move generation for the base game, each expansion and each map (and France with
# every expansion), then the game window's frame times on a 100-tile board under Xvfb. Build first
# (tools/run.sh or test.sh).
#
# tools/bench.sh --compare COMMIT [ROUNDS] builds COMMIT's engine in a temporary folder and measures
# random full 2-player base games side by side with this build, in CPU time (user + sys): each binary
# plays 2,000 and 12,000 games and the difference / 10,000 cancels loading and the other figures; the
# rounds alternate the binaries and the median of each is printed with the speed-up.
set -euo pipefail
cd "$(dirname "$0")/.."
cli=build/opencarc-cli
[ -x "$cli" ] || { echo "tools/bench.sh: no $cli: build first (tools/run.sh or tools/test.sh)" >&2; exit 1; }

cpu_seconds() { # user + sys CPU seconds of one run of "$@"
  local TIMEFORMAT='%3U %3S' t
  t=$( { time "$@" >/dev/null; } 2>&1 | tail -n 1)
  awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%.3f", a[1] + a[2] }'
}

us_per_game() { # CPU microseconds per random full base game of one opencarc-cli
  local a b
  a=$(cpu_seconds "$1" bench --games 2000 --players 2 --seed 7)
  b=$(cpu_seconds "$1" bench --games 12000 --players 2 --seed 7)
  awk -v a="$a" -v b="$b" 'BEGIN { printf "%.1f", (b - a) * 1e6 / 10000 }'
}

median() { tr ' ' '\n' | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

if [ "${1:-}" = "--compare" ]; then
  rev=${2:?usage: tools/bench.sh --compare COMMIT [ROUNDS]}
  rounds=${3:-5}
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  mkdir "$tmp/src"
  git archive "$rev" | tar -x -C "$tmp/src"
  echo "building $rev in $tmp ..." >&2
  cmake -S "$tmp/src" -B "$tmp/build" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$tmp/build" --target opencarc-cli -j2 >/dev/null
  old="$tmp/build/opencarc-cli"
  olds="" news=""
  for r in $(seq "$rounds"); do
    o=$(export OPENCARC_DATA="$tmp/src"; us_per_game "$old") # its own rules data
    n=$(us_per_game "$cli")
    echo "round $r: $rev $o us/game, this build $n us/game" >&2
    olds="$olds $o" news="$news $n"
  done
  o=$(echo $olds | median) n=$(echo $news | median)
  awk -v rev="$rev" -v o="$o" -v n="$n" 'BEGIN { printf "{\"baseline\": \"%s\", \"baseline_cpu_us_per_game\": %s, \"cpu_us_per_game\": %s, \"speedup\": %.2f}\n", rev, o, n, o / n }'
  exit 0
fi
echo "== engine: random full games, copies (opencarc-cli bench) =="
"$cli" bench --games 3000 --players 2
"$cli" bench --games 2000 --players 4 --expansions inns
"$cli" bench --games 2000 --players 4 --expansions traders
"$cli" bench --games 2000 --players 4 --expansions bets,tollkeepers
"$cli" bench --games 500 --players 3 --map benelux --expansions mapchips,bets,tollkeepers
"$cli" bench --games 500 --players 3 --map france --expansions mapchips,bets,tollkeepers
"$cli" bench --games 500 --players 3 --map france --expansions inns,traders,mapchips,bets,tollkeepers
if [ -x build/opencarc ] && command -v xvfb-run >/dev/null; then
  echo "== window: frame times at 1280x800 on a ~100-tile board (Xvfb, software rendering) =="
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  # a 100-tile board: a finished random game on the France map
  "$cli" play --players 3 --map france --seed 11 --save "$tmp/board.json" >/dev/null
  xvfb-run -a -s "-screen 0 1280x800x24" build/opencarc --bench-frames 300 --demo "$tmp/board.json" --size 1280x800
fi
