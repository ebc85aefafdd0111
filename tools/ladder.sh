#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Prints an Elo-like ladder of the computer levels (a benchmark, not a test): arena games between
# neighbouring levels (random, greedy, easy, normal, hard, expert) and a few wider pairs, two players,
# seats rotating, each level's own budget; ratings fitted to every result at once (Bradley-Terry, the
# Elo scale: 400 points = 10 to 1), greedy at 0, with 90% intervals from resampling the games.
# Usage: tools/ladder.sh [GAMES] (per pair, default 100) [ARENA ARGS...] (e.g. --expansions traders).
# Expert thinks up to 5 s a decision: its pair takes the longest. The games run in chunks of 10, as many
# at once as there are cores (LADDER_JOBS to choose). Build first (tools/run.sh or tools/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-100}
shift || true
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pairs="greedy,random easy,random easy,greedy normal,easy normal,greedy hard,normal hard,greedy expert,hard"
chunk=10
run() { build/opencarc-cli arena --seats "$1" --seed "$2" --games "$3" "${@:4}" > "$tmp/${1/,/-}.$2.json"; }
for p in $pairs; do
  for ((s = 0; s < games; s += chunk)); do
    while [ "$(jobs -rp | wc -l)" -ge "${LADDER_JOBS:-$(nproc)}" ]; do wait -n; done
    run "$p" $((30000 + s)) $((games - s < chunk ? games - s : chunk)) "$@" &
  done
done
wait
python3 - "$tmp"/*.json <<'PY'
import json, math, random, sys
pairs = {}  # (a, b): [score of a, games], over the pair's chunks
for f in sys.argv[1:]:
    r = json.load(open(f))
    a, b = r["seats"][0], r["seats"][1]
    t = pairs.setdefault((a["seat"], b["seat"]), [0.0, 0])
    t[0] += a["wins"] + 0.5 * (r["games"] - a["wins"] - b["wins"])
    t[1] += r["games"]
results = [(a, b, s, n) for (a, b), (s, n) in pairs.items()]  # (a, b, score of a, games)
levels = ["greedy", "random", "easy", "normal", "hard", "expert"]  # the first stays at 0
def fit(res):
    # maximum likelihood, one level at a time by Newton steps; one virtual draw per pair keeps a 100%
    # result finite
    r = {l: 0.0 for l in levels}
    for _ in range(300):
        for l in levels[1:]:
            grad = hess = 0.0
            for a, b, s, n in res:
                if l not in (a, b):
                    continue
                p = 1 / (1 + 10 ** ((r[b] - r[a]) / 400))
                g, h = (s + 0.5) - (n + 1) * p, (n + 1) * p * (1 - p)
                grad += g if l == a else -g
                hess += h
            if hess > 0:
                r[l] += 400 / math.log(10) * grad / hess
    return r
best = fit(results)
rng = random.Random(1)
boot = []
for _ in range(200):
    res = [(a, b, sum(rng.random() < s / n for _ in range(n)), n) for a, b, s, n in results]
    boot.append(fit(res))
print("pairs (games each, seats rotating):")
for a, b, s, n in results:
    print("  %-7s vs %-7s %5.1f of %d (%.0f%%)" % (a, b, s, n, 100 * s / n))
print("ladder (Elo scale, greedy = 0, 90% interval; gap: to the level below, with its 90% interval):")
order = sorted(levels, key=lambda l: best[l])
for i, l in enumerate(order):
    v = sorted(x[l] for x in boot)
    line = "  %-7s %6.0f  [%6.0f, %6.0f]" % (l, best[l], v[10], v[189])
    if i:
        d = sorted(x[l] - x[order[i - 1]] for x in boot)
        line += "   gap %5.0f  [%5.0f, %5.0f]" % (best[l] - best[order[i - 1]], d[10], d[189])
    print(line)
PY
