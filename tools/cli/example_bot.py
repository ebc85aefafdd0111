#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""An example OpenCarc bot (docs/BOTS.md): JSON lines on stdin/stdout.

It plays like a careful beginner: a tile where it touches the most placed tiles, a meeple on a
city or road when it has one, never a farmer, and its lowest betting chip. Run it with
    opencarc-cli arena --seats cmd:"python3 tools/cli/example_bot.py",random --games 10
"""
import json
import sys


def choose(msg):
    legal = msg["legal"]
    board = {(a["x"], a["y"]) for a in msg["view"]["actions"] if a["act"] == "tile"}
    board.add((0, 0))
    def touching(a):
        return sum((a["x"] + dx, a["y"] + dy) in board for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
    tiles = [a for a in legal if a["act"] == "tile"]
    if tiles:
        return max(tiles, key=touching)
    meeples = [a for a in legal if a["act"] == "meeple" and a["at"] in ("N", "E", "S", "W")]
    if meeples:
        return meeples[0]
    bets = sorted((a for a in legal if a["act"] == "bet"), key=lambda a: a["chip"])
    passes = [a for a in legal if a["act"] == "pass"]
    return (bets or passes or legal)[0]


for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "decide":
        print(json.dumps(choose(msg)), flush=True)
    elif msg["type"] == "game_over":
        break
