#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Prints how often each computer level finds the right move in the tactics positions (tests/tactics/*.json,
# each with its accepted moves and the reason from the rules): a benchmark, not a test. Every level
# decides each position once per seed, with its own budget (Hard: 1000 iterations, at most 1.2 s; Expert
# 3000, at most 5 s).
# Usage: tools/tactics.sh [SEEDS] (default 10). Build first (tools/run.sh or tools/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
build/opencarc-cli tactics --seats random,greedy,easy,normal,hard,expert --games "${1:-10}" tests/tactics/*.json |
python3 -c '
import json, sys
d = json.load(sys.stdin)
print("%d positions, %d seeds each" % (d["positions"], d["seeds"]))
for s in d["seats"]:
    print("  %-7s %3d of %3d  (%.0f%%)" % (s["seat"], s["solved"], s["tries"], 100 * s["rate"]))
    for m in s["missed"]:
        print("          missed " + m)
'
