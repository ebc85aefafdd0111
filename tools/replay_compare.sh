#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that an engine change keeps every saved game's meaning: builds COMMIT's CLI in a temporary
# folder and compares, byte for byte, with this build's:
#  - `opencarc-cli replay` of every scenario in tests/scenarios (output and exit status);
#  - the saved games of random games with every expansion and map (`play --save`, computer seats,
#    so the bot view and the AI's choices are exercised too), and their replays.
# A refactor of the engine's internals must print nothing and exit 0.
#
# tools/replay_compare.sh COMMIT     (default: main)
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${OPENCARC_CLI:-build/opencarc-cli} # another build: OPENCARC_CLI=build-x/opencarc-cli
[ -x "$cli" ] || { echo "tools/replay_compare.sh: no $cli: build first" >&2; exit 1; }
rev=${1:-main}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/src" "$tmp/old" "$tmp/new"
git archive "$rev" | tar -x -C "$tmp/src"
echo "building $rev in $tmp ..." >&2
launcher=() # ccache when the machine has it: a fresh Debian machine does not
command -v ccache >/dev/null && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache)
cmake -S "$tmp/src" -B "$tmp/build" -DCMAKE_BUILD_TYPE=Release "${launcher[@]}" >/dev/null
cmake --build "$tmp/build" --target opencarc-cli -j2 >/dev/null

run_all() { # $1 cli, $2 data dir, $3 output folder
  local c=$1 out=$3 f n
  export OPENCARC_DATA=$2
  for f in tests/scenarios/*.json; do
    n=$(basename "$f" .json)
    { "$c" replay "$f" 2>&1; echo "status $?"; } >"$out/$n.replay" || true
  done
  local games=(
    "--players 2"
    "--players 4 --expansions bets,tollkeepers"
    "--players 3 --map benelux --expansions mapchips,bets,tollkeepers"
    "--players 3 --map france --expansions mapchips,bets,tollkeepers"
  )
  local i=0 g seed
  for g in "${games[@]}"; do
    for seed in 1 2 3; do
      i=$((i + 1))
      # shellcheck disable=SC2086
      "$c" play $g --seed "$seed" --seats greedy,random,easy,greedy --iterations 30 --save "$out/game$i.json" \
        >"$out/game$i.play" 2>&1 || echo "status $?" >>"$out/game$i.play"
      "$c" replay "$out/game$i.json" >"$out/game$i.replay" 2>&1 || echo "status $?" >>"$out/game$i.replay"
    done
  done
}

run_all "$tmp/build/opencarc-cli" "$tmp/src" "$tmp/old"
run_all "$(realpath "$cli")" "$PWD" "$tmp/new"
# messages naming a data file name the folder each build read its data from
sed -i "s#$tmp/src/#DATA/#g" "$tmp/old"/*
sed -i "s#$PWD/#DATA/#g" "$tmp/new"/*
diff -r "$tmp/old" "$tmp/new" && echo "replay_compare: $(ls "$tmp/new" | wc -l) outputs identical to $rev" >&2
