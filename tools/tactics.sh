#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Prints how often each computer level finds the right move in the tactics positions (tests/tactics/*.json,
# each with its accepted moves and the reason from the rules): a benchmark, not a test. Every level
# decides each position once per seed, with its own budget (Hard: 1000 iterations, at most 1.2 s; Expert
# 3000, at most 5 s). For each level: the tries it solved, the positions it solves in most of its seeds,
# what it chose where it missed; then every position a level solves by majority and the level above it
# (normal < hard < expert) does not: the longer search must never do worse.
# Usage: tools/tactics.sh [SEEDS] (default 5). Build first (tools/run.sh or tools/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
build/opencarc-cli tactics --seats random,greedy,easy,normal,hard,expert --games "${1:-5}" tests/tactics/*.json |
python3 -c '
import json, sys
d = json.load(sys.stdin)
n, seeds = d["positions"], d["seeds"]
print("%d positions, %d seeds each" % (n, seeds))
for s in d["seats"]:
    print("  %-7s %3d of %3d tries (%.0f%%), %2d of %d positions by majority (%.0f%%)" % (
        s["seat"], s["solved"], s["tries"], 100 * s["rate"], s["by_majority"], n, 100 * s["by_majority"] / n))
    for m in s["missed"]:
        print("          missed " + m)
seat = {s["seat"]: s["hits"] for s in d["seats"]}
worse = 0
for low, high in (("normal", "hard"), ("hard", "expert")):
    for f, a, b in zip(d["files"], seat[low], seat[high]):
        if 2 * a > seeds and 2 * b <= seeds:
            worse += 1
            print("  %s solves %s (%d of %d), %s does not (%d of %d)" % (low, f, a, seeds, high, b, seeds))
print("  no position where a longer search does worse" if worse == 0 else "  %d positions where a longer search does worse" % worse)
'
