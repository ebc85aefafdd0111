#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Prints how strong the computer players are (a benchmark, not a test): win rates, mean scores and
# milliseconds per decision from `opencarc-cli arena`, seat order rotating, each level's own budget.
# Usage: tools/arena.sh [GAMES] (default 200; each line takes minutes to hours: Hard thinks up to about
# a second per decision). ARENA_JOBS=N splits each line into N runs side by side (game i has seed S+i
# whatever the split, so the games are the same; give each run its own core, or time caps cut searches
# short). Build first (tools/run.sh or tools/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
cli=build/opencarc-cli
games=${1:-200}
jobs=${ARENA_JOBS:-1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
run() { # run LABEL GOAL --seats A,B ... --seed S (the seed last)
  local label=$1 goal=$2; shift 2
  local seed=${*: -1}; set -- "${@:1:$#-2}"
  printf '== %s (goal: %s)\n' "$label" "$goal"
  local per=$(( (games + jobs - 1) / jobs )) start=0 j=0
  while [ "$start" -lt "$games" ]; do
    local n=$(( games - start < per ? games - start : per ))
    "$cli" arena --games "$n" "$@" --seed $(( seed + start )) > "$tmp/$j.json" &
    start=$(( start + n )); j=$(( j + 1 ))
  done
  wait
  python3 - "$tmp"/[0-9]*.json <<'PY'
import json, sys
runs = [json.load(open(f)) for f in sys.argv[1:]]
games = sum(r["games"] for r in runs)
for k, s in enumerate(runs[0]["seats"]):
    parts = [r["seats"][k] for r in runs]
    dec = sum(p["decisions"] for p in parts)
    wins = sum(p["wins"] for p in parts)
    score = sum(p["mean_score"] * r["games"] for p, r in zip(parts, runs)) / games
    ms = sum(p["ms_per_decision_mean"] * p["decisions"] for p in parts) / max(dec, 1)
    mx = max(p["ms_per_decision_max"] for p in parts)
    line = "   %-8s %d games, win rate %.3f  mean score %6.1f  ms/decision mean %7.1f max %7.1f" % (
        s["seat"], games, wins / games, score, ms, mx)
    if "bets" in s:
        bets = sum(p["bets"] for p in parts)
        hits = sum(p["bets"] * p["bet_hit_rate"] for p in parts)
        line += "  bets %d, hit rate %.3f" % (bets, hits / max(bets, 1))
    print(line)
PY
  rm -f "$tmp"/*.json
}
run "Hard vs greedy, base game, 2 players" "Hard wins >= 80%, <= 1.5 s mean, <= 4 s max" --seats hard,greedy --seed 2000
run "Hard vs greedy, The Bets + The Tollkeepers" "Hard wins >= 75%" --seats hard,greedy --expansions bets,tollkeepers --seed 4000
run "Hard vs greedy, France with Map-Chips" "Hard wins >= 75%" --seats hard,greedy --map france --expansions mapchips --seed 5000
run "Hard vs greedy, Inns & Cathedrals" "Hard wins >= 80%" --seats hard,greedy --expansions inns --seed 7000
run "Hard vs greedy, Traders & Builders" "Hard wins >= 80%" --seats hard,greedy --expansions traders --seed 8000
run "Hard vs greedy, France with Map-Chips and both big expansions" "Hard wins >= 75%" --seats hard,greedy --map france --expansions mapchips,inns,traders --seed 9000
run "Expert vs Hard, base game (the same judging, three times the search)" "Expert wins > 50%" --seats expert,hard --seed 20000
run "Normal vs greedy, base game" "Normal wins >= 65%, <= 0.5 s mean" --seats normal,greedy --seed 3000
run "Greedy vs random, base game" "greedy wins >= 90%" --seats greedy,random --seed 1000
run "Hard and random betting, The Bets" "Hard's bets hit twice as often as random's" --seats hard,random --expansions bets --seed 6000
