#!/usr/bin/env bash
# Prints how strong the computer players are (a benchmark, not a test): win rates, mean scores and
# milliseconds per decision from `opencarc-cli arena`, seat order rotating, on one core, with each
# level's own budget. Usage: tools/arena.sh [GAMES] (default 200; each line takes minutes to hours:
# Hard thinks up to about a second per decision). Build first (tools/run.sh or tools/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
cli=build/opencarc-cli
games=${1:-200}
run() { # run LABEL GOAL ARGS...
  local label=$1 goal=$2; shift 2
  printf '== %s (goal: %s)\n' "$label" "$goal"
  "$cli" arena --games "$games" "$@" | tee /dev/stderr | python3 -c '
import json, sys
d = json.load(sys.stdin)
for s in d["seats"]:
    bets = " bets %d, hit rate %.2f" % (s["bets"], s["bet_hit_rate"]) if "bets" in s else ""
    print("   %-8s win rate %.3f  mean score %6.1f  ms/decision mean %7.1f max %7.1f%s" % (
        s["seat"], s["win_rate"], s["mean_score"], s["ms_per_decision_mean"], s["ms_per_decision_max"], bets))
' 2>/dev/null
}
run "Hard vs greedy, base game, 2 players" "Hard wins >= 80%, <= 1.5 s mean, <= 4 s max" --seats hard,greedy --seed 2000
run "Hard vs greedy, The Bets + The Tollkeepers" "Hard wins >= 75%" --seats hard,greedy --expansions bets,tollkeepers --seed 4000
run "Hard vs greedy, France with Map-Chips" "Hard wins >= 75%" --seats hard,greedy --map france --expansions mapchips --seed 5000
run "Normal vs greedy, base game" "Normal wins >= 65%, <= 0.5 s mean" --seats normal,greedy --seed 3000
run "Greedy vs random, base game" "greedy wins >= 90%" --seats greedy,random --seed 1000
run "Hard and random betting, The Bets" "Hard's bets hit twice as often as random's" --seats hard,random --expansions bets --seed 6000
