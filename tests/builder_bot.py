#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A bot (docs/BOTS.md) for tests/cli_test.sh that seeks double turns (Traders & Builders): it places its
builder whenever it may, then prefers tiles next to the builder's tile, else any tile (seeded, so a game is
the same every time), and a meeple on a road or city. It writes a line to the file named by its argument
each time it is asked for a tile right after its own previous answer, with no other action in between:
the same player asked twice in a row, which is how the protocol shows a double turn."""
import json
import random
import sys

log = open(sys.argv[1], "a")
rnd = random.Random(1)
answered = placed = builder = None
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] != "decide":
        break
    legal, seen = msg["legal"], len(msg["view"]["actions"])
    tiles = [a for a in legal if a["act"] == "tile"]
    if tiles and answered == seen - 1:
        log.write("asked again: player %d after %d actions\n" % (msg["player"], seen))
        log.flush()
    builders = [a for a in legal if a.get("figure") == "builder"]
    if builders:
        builder = None  # offered: it is back in the supply
    near = [a for a in tiles if builder and abs(a["x"] - builder[0]) + abs(a["y"] - builder[1]) == 1]
    meeples = [a for a in legal if a["act"] == "meeple" and "figure" not in a and a["at"] in ("N", "E", "S", "W")]
    if builders or not (near or tiles):
        act = (builders or meeples or [a for a in legal if a["act"] == "pass"] or legal)[0]
    else:
        act = rnd.choice(near or tiles)
    if act["act"] == "tile":
        placed = (act["x"], act["y"])
    elif act.get("figure") == "builder":
        builder = placed
    print(json.dumps(act), flush=True)
    answered = seen
